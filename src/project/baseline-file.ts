/**
 * The baseline file on disk: found, read, checked, built from results and written (the pure part,
 * applying it to a file's findings, is ../suppress/baseline.ts).
 */
// Synchronous fs: node:fs/promises costs every lint 5 ms of start-up, for a file or two.
import { statSync } from 'node:fs';
import path from 'node:path';
import { findUp } from '../config/find.js';
import type { LintResult } from '../types.js';
import { makeFolders, writeFileAtomic } from '../util/atomic-write.js';
import { readFileSafely } from '../util/safe-read.js';

/** The largest baseline read: one of a big monorepo's findings is a few MiB. */
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;
import { BASELINE_FILE_NAME, BASELINE_VERSION, BaselineError, baselineKey, checkBaseline, sortDeep, type Baseline, type FileBaseline, type LoadedBaseline } from '../suppress/baseline.js';

/** The baseline's name for a file: its path relative to the baseline's folder, with `/`. */
export function baselineFileKey(baselinePath: string, filePath: string): string {
  return path.relative(path.dirname(baselinePath), filePath).split(path.sep).join('/');
}

/** Reads and checks a baseline file; with `within`, one that is a link leading out of that folder is refused unread. */
export async function readBaseline(filePath: string, within?: string): Promise<LoadedBaseline> {
  let data: unknown;
  try {
    // The one safe reader: a baseline that is a FIFO, a device or huge is refused unread.
    const read = readFileSafely(filePath, { maxBytes: MAX_BASELINE_BYTES, ...(within !== undefined ? { within } : {}) });
    if (!read.ok) throw Object.assign(new Error(read.reason), { code: read.problem === 'missing' ? 'ENOENT' : undefined });
    data = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BaselineError(`The baseline ${filePath} does not exist. Write it with "cordlint lint --write-baseline --baseline ${filePath} <files>".`);
    const reason = error instanceof SyntaxError ? `it is not valid JSON (${error.message})` : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
    throw new BaselineError(`The baseline ${filePath} cannot be read: ${reason}. Write it again with "cordlint lint --write-baseline".`);
  }
  const problem = checkBaseline(data);
  if (problem) throw new BaselineError(`The baseline ${filePath} is not a cordlint baseline: ${problem}. Write it again with "cordlint lint --write-baseline".`);
  return { filePath, baseline: data as Baseline };
}

/** The nearest baseline file from `directory` upwards (up to `top` and no further, when given), if any. */
export function findBaseline(directory: string, top?: string): string | undefined {
  return findUp(directory, BASELINE_FILE_NAME, top);
}

/**
 * A baseline of `results`: every finding that is not fatal. Entries of `previous` for files not
 * linted this time are kept while those files exist.
 */
export async function buildBaseline(baselinePath: string, results: readonly LintResult[], previous?: Baseline): Promise<Baseline> {
  // Keyed by file names, rule ids and paths (user text): no prototype, so `__proto__` or `constructor` is a key like any other.
  const files: Record<string, FileBaseline> = Object.create(null);
  const linted = new Set<string>();
  for (const result of results) {
    const file = baselineFileKey(baselinePath, result.filePath);
    linted.add(file);
    for (const message of result.messages) {
      if (message.fatal || message.ruleId === 'stale-baseline-entry' || message.ruleId === 'unused-disable-directive' || message.ruleId === 'too-many-problems') continue;
      const rules = (files[file] ??= Object.create(null) as FileBaseline);
      const paths = (rules[message.ruleId] ??= Object.create(null) as Record<string, number>);
      const key = baselineKey(message);
      paths[key] = (paths[key] ?? 0) + 1;
    }
  }
  for (const [file, rules] of Object.entries(previous?.files ?? {})) {
    if (linted.has(file) || Object.hasOwn(files, file)) continue;
    if (exists(path.resolve(path.dirname(baselinePath), file))) files[file] = rules;
  }
  return { version: BASELINE_VERSION, files: sortDeep(files) };
}

/** Whether `file` can be stat'ed (an error of any kind counts as no). */
function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

export async function writeBaseline(baselinePath: string, baseline: Baseline): Promise<void> {
  const note = 'Written by "cordlint lint --write-baseline". Findings listed here are not reported; entries are keyed by file, rule and JSON path.';
  makeFolders(path.dirname(baselinePath));
  await writeFileAtomic(baselinePath, JSON.stringify({ $comment: note, ...baseline }, null, 2) + '\n');
}
