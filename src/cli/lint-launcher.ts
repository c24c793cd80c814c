/**
 * What bin/cordlint.js runs for `cordlint lint` (built as dist/lint-launcher.cjs): the lint
 * command's CommonJS script (dist/lint.cjs) through V8's code cache (./code-cache.ts). Every other
 * command runs from the ES modules (dist/cli.js).
 */
import { statSync } from 'node:fs';
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
    variant: lintsMany(argv) ? 'many' : undefined,
  });
  if (process.env.CORDLINT_DEBUG) process.stderr.write(`cordlint: code cache ${script.cache}\n`);
  const code = await (script.exports.run as (argv: readonly string[]) => Promise<ExitCode>)(argv);
  script.save();
  return code;
}

/**
 * Whether the command line names a folder or a glob: a run over many files compiles much more of the
 * script (every rule, the report of every kind of finding) than a run over one file, and is quicker
 * with a cache of its own (measured: 3% of a 3,000-file run), which a one-file run would only load
 * for nothing. A guess from the operands (an option's value that names a folder counts too): it
 * only picks a cache.
 */
function lintsMany(argv: readonly string[]): boolean {
  return argv.some((arg) => !arg.startsWith('-') && arg !== 'lint' && (/[*?[\]{}]/.test(arg) || isFolder(arg)));
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
