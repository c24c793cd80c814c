/** Writes `count` varied payload files into `dir` (emptied first), a `brokenShare` of them broken; returns their paths. */
export declare function generateVariedCorpus(dir: string, count?: number, seed?: number, brokenShare?: number): string[];
/** Deterministic (seeded) varied payloads: the same seed gives the same payloads. */
export declare function variedPayloadMaker(seed: number, brokenShare: number): (n: number) => Record<string, unknown>;
