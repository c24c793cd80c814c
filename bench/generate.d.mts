/** Writes `count` payload files into `dir` (emptied first), a `brokenShare` of them broken; returns their paths. */
export declare function generateCorpus(dir: string, count?: number, seed?: number, brokenShare?: number): string[];
/** Writes one file holding a list of payloads of about `bytes` bytes; returns how many. */
export declare function generateList(file: string, bytes?: number, seed?: number, brokenShare?: number): number;
/** Writes payloadOf(0...count-1) as `<prefix>-NNNNN.json` files into `dir` (emptied first); returns their paths. */
export declare function writeCorpus(dir: string, count: number, payloadOf: (n: number) => unknown, prefix: string): string[];
