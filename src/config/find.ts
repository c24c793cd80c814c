/** Finding config files: kept apart from loading them, so that runs without a config load nothing more. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { readFileSafely } from '../util/safe-read.js';

/** The largest package.json looked into for a "cordlint" key. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

/** The names a config file may have, in the order they are looked for in each folder. */
export const CONFIG_FILE_NAMES = [
  'cordlint.config.json',
  'cordlint.config.yaml',
  'cordlint.config.yml',
  '.cordlintrc.json',
  '.cordlintrc.yaml',
  '.cordlintrc.yml',
  'package.json',
] as const;

/**
 * The nearest config file from `directory` upwards (a package.json counts when it has a `cordlint`
 * key). Synchronous on purpose: a handful of stat calls per folder, cached per folder, cost less
 * than as many promises.
 */
export function findConfigFile(directory: string, cache?: Map<string, string | undefined>): string | undefined {
  // An absolute folder is also remembered as given: path.resolve per linted file was a cost of its own.
  const absolute = path.isAbsolute(directory);
  if (absolute && cache?.has(directory)) return cache.get(directory);
  const found = findFrom(path.resolve(directory), cache);
  if (absolute) cache?.set(directory, found);
  return found;
}

function findFrom(start: string, cache: Map<string, string | undefined> | undefined): string | undefined {
  if (cache?.has(start)) return cache.get(start);
  let found: string | undefined;
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(start, name);
    if (!isFile(candidate)) continue;
    if (name !== 'package.json' || hasCordlintKey(candidate)) {
      found = candidate;
      break;
    }
  }
  if (!found) {
    const parent = path.dirname(start);
    found = parent === start ? undefined : findFrom(parent, cache);
  }
  cache?.set(start, found);
  return found;
}

/**
 * The nearest config file from `directory` up to `top` and no further (the MCP server reads nothing
 * outside the folders its client grants). Uncached: it runs once per request.
 */
export function findConfigFileWithin(directory: string, top: string): string | undefined {
  let current = path.resolve(directory);
  const last = path.resolve(top);
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(current, name);
      if (isFile(candidate) && (name !== 'package.json' || hasCordlintKey(candidate, last))) return candidate;
    }
    const parent = path.dirname(current);
    if (current === last || parent === current) return undefined;
    current = parent;
  }
}

/** The nearest file called `name` from `directory` upwards (up to `top` and no further, when given). */
export function findUp(directory: string, name: string, top?: string): string | undefined {
  let current = path.resolve(directory);
  const last = top === undefined ? undefined : path.resolve(top);
  for (;;) {
    const candidate = path.join(current, name);
    if (isFile(candidate)) return candidate;
    const parent = path.dirname(current);
    if (parent === current || current === last) return undefined;
    current = parent;
  }
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

function hasCordlintKey(packageJson: string, within?: string): boolean {
  // The one safe reader: a package.json that is huge (or became a FIFO since its stat) is no config;
  // with `within`, neither is one that links out of that folder (nothing is learnt of the target).
  const read = readFileSafely(packageJson, { maxBytes: MAX_MANIFEST_BYTES, ...(within !== undefined ? { within } : {}) });
  if (!read.ok) return false;
  try {
    const manifest: unknown = JSON.parse(read.bytes.toString('utf8'));
    return typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest) && 'cordlint' in manifest;
  } catch {
    return false;
  }
}
