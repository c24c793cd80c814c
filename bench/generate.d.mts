/** Writes `count` payload files into `dir` (emptied first), a `brokenShare` of them broken; returns their paths. */
export declare function generateCorpus(dir: string, count?: number, seed?: number, brokenShare?: number): string[];
/** Writes one file holding a list of payloads of about `bytes` bytes; returns how many. */
export declare function generateList(file: string, bytes?: number, seed?: number, brokenShare?: number): number;
