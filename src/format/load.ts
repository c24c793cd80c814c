import type { Formatter } from './index.js';

/**
 * Each formatter's module, loaded only when its format is asked for: the CLI's start-up then pays
 * for the one it prints (SARIF's node:crypto, for one, only with --format sarif). The library's
 * `formatters` (./index.ts) holds them all, loaded.
 */
const LOADERS: Record<string, () => Promise<Formatter>> = {
  stylish: async () => (await import('./stylish.js')).stylish,
  json: async () => (await import('./json.js')).json,
  unix: async () => (await import('./unix.js')).unix,
  sarif: async () => (await import('./sarif.js')).sarif,
  github: async () => (await import('./github.js')).github,
  junit: async () => (await import('./junit.js')).junit,
  checkstyle: async () => (await import('./checkstyle.js')).checkstyle,
  diff: async () => (await import('./diff.js')).diff,
  rdjson: async () => (await import('./rdjson.js')).rdjson,
};

export const FORMAT_NAMES: readonly string[] = Object.keys(LOADERS);

export function isFormatName(name: string): boolean {
  return Object.hasOwn(LOADERS, name);
}

export function loadFormatter(name: string): Promise<Formatter> {
  return LOADERS[name]!();
}
