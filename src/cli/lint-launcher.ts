/**
 * What bin/cordlint.js runs for `cordlint lint` (built as dist/lint-launcher.cjs): the lint
 * command's CommonJS script (dist/lint.cjs) through V8's code cache (./code-cache.ts). Every other
 * command runs from the ES modules (dist/cli.js).
 */
import path from 'node:path';
import { cacheFolder, runCachedScript } from './code-cache.js';
import type { ExitCode } from './main.js';

/** The content hash of dist/lint.cjs, written in by scripts/build.mjs. */
declare const __CORDLINT_LINT_SCRIPT_HASH__: string;

export async function run(argv: readonly string[]): Promise<ExitCode> {
  const script = runCachedScript(path.join(__dirname, 'lint.cjs'), {
    folder: cacheFolder(),
    hash: __CORDLINT_LINT_SCRIPT_HASH__,
    importModule: (specifier) => import(specifier),
  });
  if (process.env.CORDLINT_DEBUG) process.stderr.write(`cordlint: code cache ${script.cache}\n`);
  const code = await (script.exports.run as (argv: readonly string[]) => Promise<ExitCode>)(argv);
  script.save();
  return code;
}
