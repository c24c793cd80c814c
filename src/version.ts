import { createRequire } from 'node:module';

/** Set by esbuild's `define` in the bundles (the standalone binary has no package.json beside it). */
declare const CORDLINT_VERSION: string | undefined;

/** The package's version: inlined at build time; read from package.json when running from the sources. */
export const VERSION: string =
  typeof CORDLINT_VERSION === 'string'
    ? CORDLINT_VERSION
    : (createRequire(import.meta.url)('../package.json') as { version: string }).version;
