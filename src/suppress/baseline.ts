/**
 * The baseline: known findings that are not reported, for files that cannot carry comments (JSON).
 * Entries are keyed by file, rule and JSON path (not by line), so they survive edits that move lines.
 *
 *   { "version": 1, "files": { "payloads/a.json": { "schema": { "/components/0/label": 1 } } } }
 *
 * In a YAML file with several documents, paths of the second and later documents start with `N:`.
 */
import type { LintMessage } from '../types.js';
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

/** What is wrong with a baseline file's data, or undefined when it is a baseline. */
export function checkBaseline(data: unknown): string | undefined {
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

export function sortDeep<T>(value: T): T {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortDeep(value[k])])) as T;
}
