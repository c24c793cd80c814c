import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { generateCorpus } from '../../bench/generate.mjs';
import { generateVariedCorpus } from '../../bench/generate-varied.mjs';

/** Every payload file (JSON and YAML, or those `names` matches) under `folder`, node_modules left out. */
export function payloadFiles(folder: string, names = /\.(json|ya?ml)$/): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return payloadFiles(file, names);
    return names.test(name) ? [file] : [];
  });
}

/**
 * The repository's payload files (samples/ and test/, those `names` matches) and `count` generated
 * payloads of each bench corpus, half broken, written into `folder`.
 */
export function repositoryAndGeneratedFiles(root: string, folder: string, count: number, seed: number, names?: RegExp): string[] {
  return [
    ...payloadFiles(path.join(root, 'samples'), names),
    ...payloadFiles(path.join(root, 'test'), names),
    ...generateCorpus(path.join(folder, 'plain'), count, seed, 0.5),
    ...generateVariedCorpus(path.join(folder, 'varied'), count, seed, 0.5),
  ];
}
