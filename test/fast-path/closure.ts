/** A source file and every module it imports (relative, not type-only), transitively. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Modules whose changes cannot make a rule report where it did not: the rule API's types and
 * defineRule, fixes, the words of paths, messages and suggestions. Left out of fingerprints so that
 * editing them does not ask for every covered rule to be checked again.
 */
const WORDING_AND_API = /[\\/]src[\\/](engine[\\/]rule\.ts|util[\\/]pointer\.ts|fix[\\/]|util[\\/]did-you-mean\.ts|schema[\\/]messages\.ts)/;

export function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || WORDING_AND_API.test(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
    const target = path.resolve(path.dirname(file), match[1]!).replace(/\.js$/, '.ts');
    if (existsSync(target)) importClosure(target, seen);
  }
  return seen;
}

/** A short hash of a rule file and everything it imports. */
export function fingerprint(file: string, root: string): string {
  const hash = createHash('sha256');
  for (const part of [...importClosure(file)].sort()) hash.update(path.relative(root, part)).update('\0').update(readFileSync(part)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
