import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every payload file (JSON and YAML, or those `names` matches) under `folder`, node_modules left out. */
export function payloadFiles(folder: string, names = /\.(json|ya?ml)$/): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return payloadFiles(file, names);
    return names.test(name) ? [file] : [];
  });
}
