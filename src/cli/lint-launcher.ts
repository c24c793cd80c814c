/**
 * What bin/cordlint.js runs for `cordlint lint` (built as dist/lint-launcher.cjs): the lint
 * command's CommonJS script (dist/lint.cjs) through V8's code cache (./code-cache.ts). Every other
 * command runs from the ES modules (dist/cli.js).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { cacheFolder, runCachedScript } from './code-cache.js';
import type { ExitCode, Io } from './main.js';
import type { LintWorkerData } from '../project/threads.js';
import { LINT_WORKER_ARGUMENT } from '../project/worker-argument.js';

/** The content hash of dist/lint.cjs, written in by scripts/build.mjs. */
declare const __CORDLINT_LINT_SCRIPT_HASH__: string;

export async function run(argv: readonly string[]): Promise<ExitCode> {
  const many = lintsMany(argv);
  const script = lintScript(many);
  if (process.env.CORDLINT_DEBUG) process.stderr.write(`cordlint: code cache ${script.cache}\n`);
  const keepYoungGenerationSmall = many && !mentionsSemiSpace();
  if (keepYoungGenerationSmall) setFlagsFromString(`--semi-space-growth-factor=1`);
  // A long run's other threads start this file again (below): see src/project/threads.ts.
  // Set on the object, not spread from it: a spread would read its getters (isTTY loads node:tty).
  const io: Io = (script.exports.processIo as () => Io)();
  io.lintWorker = __filename;
  const code = await (script.exports.run as (argv: readonly string[], io: Io) => Promise<ExitCode>)(argv, io);
  // V8 hashes its flags into the code cache it writes: back to its default first, as when the script was compiled.
  if (keepYoungGenerationSmall) setFlagsFromString(`--semi-space-growth-factor=${V8_DEFAULT_GROWTH_FACTOR}`);
  script.save();
  return code;
}

function lintScript(many: boolean) {
  return runCachedScript(path.join(__dirname, 'lint.cjs'), {
    folder: cacheFolder(),
    hash: __CORDLINT_LINT_SCRIPT_HASH__,
    importModule: (specifier) => import(specifier),
    variant: many ? 'many' : undefined,
  });
}

// A worker thread of a long lint, started with this file: it runs lint's script as the main thread
// does (through the same code cache, which only the main thread writes) and lints its share.
if (process.argv.includes(LINT_WORKER_ARGUMENT)) startWorker();

function startWorker(): void {
  // Loaded only here: a lint on one thread never pays for node:worker_threads.
  const { isMainThread, parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  if (isMainThread || !parentPort || (workerData as Partial<LintWorkerData> | null)?.cordlintLintWorker !== true) return;
  const port = parentPort;
  const runWorker = lintScript(true).exports.runLintWorker as (data: LintWorkerData, port: typeof parentPort) => Promise<void>;
  // A failure ends this thread only; the main thread lints what it took.
  runWorker(workerData as LintWorkerData, port).catch(() => process.exit(1));
}

/**
 * A long lint keeps each file's result and little else, yet V8 grows its young generation to 32 MB
 * as results outlive collections, which made a 30,000-file run's peak memory 1.6x the floor's.
 * Keeping it at its starting size (a growth factor of 1, set after the script is compiled, since V8
 * hashes its flags into code caches) brought it to 1.3x, at the same speed. Left alone when Node's
 * flags already say something about the young generation.
 */
const V8_DEFAULT_GROWTH_FACTOR = 2;

function mentionsSemiSpace(): boolean {
  return `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.includes('semi-space');
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
