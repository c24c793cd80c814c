import { createRequire } from 'node:module';

declare const __CORDLINT_VERSION__: string | undefined;

/** The package's version: inlined by the build; read from package.json when running from sources (tests). */
export const VERSION: string =
  typeof __CORDLINT_VERSION__ === 'string'
    ? __CORDLINT_VERSION__
    : (createRequire(import.meta.url)('../package.json') as { version: string }).version;
