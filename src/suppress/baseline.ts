/**
 * The baseline: known findings that are not reported, for files that cannot carry comments (JSON).
 * Entries are keyed by file, rule and JSON path (not by line), so they survive edits that move lines.
 *
 *   { "version": 1, "files": { "payloads/a.json": { "schema": { "/components/0/label": 1 } } } }
 *
 * In a YAML file with several documents, paths of the second and later documents start with `N:`.
 */
// Synchronous fs: node:fs/promises costs every lint 5 ms of start-up, for a file or two.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findUp } from '../config/find.js';
import type { LintMessage, LintResult } from '../types.js';
import { writeFileAtomic } from '../util/atomic-write.js';
import { isObject } from '../payload/detect.js';

export const BASELINE_FILE_NAME = '.cordlint-baseline.json';
export const BASELINE_VERSION = 1;

/** Rule id -> path key -> how many findings. */
export type FileBaseline = Record<string, Record<string, number>>;

export interface Baseline {
  version: number;
  files: Record<string, FileBaseline>;
}

export interface LoadedBaseline {
  /** Absolute path of the baseline file. */
  filePath: string;
  baseline: Baseline;
}

export class BaselineError extends Error {}

export interface StaleEntry {
  rule: string;
  key: string;
  count: number;
}

/** The key of a finding in the baseline: its JSON Pointer, with `N:` before it in the Nth (N > 1) YAML document. */
export function baselineKey(message: Pick<LintMessage, 'path' | 'document'>): string {
  return message.document && message.document > 1 ? `${message.document}:${message.path}` : message.path;
}

export function parseBaselineKey(key: string): { document: number; pointer: string } {
  const match = /^(\d+):(.*)$/.exec(key);
  return match ? { document: Number(match[1]), pointer: match[2]! } : { document: 1, pointer: key };
}

/** The baseline's name for a file: its path relative to the baseline's folder, with `/`. */
export function baselineFileKey(baselinePath: string, filePath: string): string {
  return path.relative(path.dirname(baselinePath), filePath).split(path.sep).join('/');
}

/** The entries of one file (undefined when it has none): an own property only, as file names such as `__proto__` are user text. */
export function baselineEntriesOf(baseline: Baseline, fileKey: string): FileBaseline | undefined {
  return Object.hasOwn(baseline.files, fileKey) ? baseline.files[fileKey] : undefined;
}

/** Drops the findings the baseline knows; entries left over are stale. */
export function applyBaseline(messages: readonly LintMessage[], entries: FileBaseline | undefined): { messages: LintMessage[]; stale: StaleEntry[] } {
  if (!entries) return { messages: [...messages], stale: [] };
  const left = new Map<string, number>();
  for (const [rule, paths] of Object.entries(entries)) {
    for (const [key, count] of Object.entries(paths)) left.set(`${rule}\u0000${key}`, count);
  }
  const kept: LintMessage[] = [];
  for (const message of messages) {
    const id = `${message.ruleId}\u0000${baselineKey(message)}`;
    const count = left.get(id) ?? 0;
    if (!message.fatal && count > 0) left.set(id, count - 1);
    else kept.push(message);
  }
  const stale: StaleEntry[] = [];
  for (const [id, count] of left) {
    if (count <= 0) continue;
    const [rule, key] = id.split('\u0000') as [string, string];
    stale.push({ rule, key, count });
  }
  return { messages: kept, stale };
}

/** Reads and checks a baseline file. */
export async function readBaseline(filePath: string): Promise<LoadedBaseline> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(filePath, 'utf8'));
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

function checkBaseline(data: unknown): string | undefined {
  if (!isObject(data)) return 'the top level must be an object';
  if (data.version !== BASELINE_VERSION) return `"version" must be ${BASELINE_VERSION}`;
  if (!isObject(data.files)) return '"files" must be an object';
  for (const [file, rules] of Object.entries(data.files)) {
    if (!isObject(rules)) return `"files.${file}" must be an object of rule ids`;
    for (const [rule, paths] of Object.entries(rules)) {
      if (!isObject(paths)) return `"files.${file}.${rule}" must be an object of JSON paths`;
      for (const [key, count] of Object.entries(paths)) {
        if (!Number.isInteger(count) || (count as number) < 1) return `"files.${file}.${rule}.${key}" must be a count (1 or more)`;
      }
    }
  }
  return undefined;
}

/** The nearest baseline file from `directory` upwards, if any. */
export function findBaseline(directory: string): string | undefined {
  return findUp(directory, BASELINE_FILE_NAME);
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
  mkdirSync(path.dirname(baselinePath), { recursive: true });
  await writeFileAtomic(baselinePath, JSON.stringify({ $comment: note, ...baseline }, null, 2) + '\n');
}

export function countEntries(baseline: Baseline): { files: number; findings: number } {
  let findings = 0;
  for (const rules of Object.values(baseline.files)) for (const paths of Object.values(rules)) for (const n of Object.values(paths)) findings += n;
  return { files: Object.keys(baseline.files).length, findings };
}

/** Findings that say a baseline entry no longer matches anything. `locate` places them in the file. */
export function staleMessages(
  stale: readonly StaleEntry[],
  baselineName: string,
  locate: (key: string) => Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>,
): LintMessage[] {
  return stale.map(({ rule, key, count }) => {
    const { document, pointer } = parseBaselineKey(key);
    const message: LintMessage = {
      ruleId: 'stale-baseline-entry',
      severity: 1,
      message: `The baseline ${baselineName} lists ${count === 1 ? 'a' : count} "${rule}" problem${count === 1 ? '' : 's'} at ${pointer || '(top level)'} that ${count === 1 ? 'is' : 'are'} no longer reported (fixed or moved). Run "cordlint lint --write-baseline" to update the baseline.`,
      ...locate(key),
      path: pointer,
    };
    if (document > 1) message.document = document;
    return message;
  });
}

function sortDeep<T>(value: T): T {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortDeep(value[k])])) as T;
}
