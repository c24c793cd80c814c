/** Writes `count` deterministic payload files (about a fifth broken) into `dir`, emptied first; returns their paths. */
export declare function generateCorpus(dir: string, count?: number, seed?: number): string[];
