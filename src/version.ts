import { createRequire } from 'node:module';

/** The package's version, read from package.json (the bundle sits one folder below it, as the sources do). */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
