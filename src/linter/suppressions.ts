/**
 * What a file's findings go through after the rules: its `# cordlint-disable` directives, the
 * baseline's entries for it, the order of places, and the cap on findings per file.
 */
import { builtinRules } from '../../rules/index.js';
import type { PayloadDocument } from '../load/index.js';
import { applyBaseline, parseBaselineKey, staleMessages, type FileBaseline } from '../suppress/baseline.js';
import { applyDirectives, parseDirectives, unusedDirectiveMessages, type Directive } from '../suppress/directives.js';
import type { LintMessage, Severity } from '../types.js';
import { closestMatch } from '../util/closest-match.js';
import { fromPointer } from '../util/pointer.js';
import { plural } from '../util/values.js';
import type { Rule } from '../engine/rule.js';
import type { Omitted } from './lint-document.js';
import { appendAll } from '../util/append.js';

/** A baseline's entries for one file, and the baseline's file name (stale entries name it). */
export interface FileBaselineEntries {
  name: string;
  entries: FileBaseline | undefined;
}

export interface SuppressionConfig {
  /** Report directives that silence nothing, with this severity. Default off. */
  reportUnusedDisableDirectives?: Severity;
  /** False: directives silence nothing (--no-inline-config). */
  allowInlineConfig?: boolean;
  /** Rules besides the built-in ones, for the ids a directive may name. */
  extraRules?: readonly Rule[];
  baseline?: FileBaselineEntries;
}

/** Findings reported per file at most: past that, one more says how many were left out (a hostile file cannot flood a report). */
export const MAX_FINDINGS_PER_FILE = 1000;

/** The messages of a file after its directives and the baseline, in file order and capped. */
export function suppressed(messages: LintMessage[], documents: readonly PayloadDocument[], omitted: Omitted, config: SuppressionConfig, cap = true): LintMessage[] {
  const first = documents[0];
  // YAML's comments, and JSON's when it was read with them (JSONC); plain JSON has none.
  if (config.allowInlineConfig !== false && first && first.text.includes('cordlint-') && first.comments().length > 0) messages = withDirectives(messages, documents, omitted, config);
  if (config.baseline) messages = withBaseline(messages, documents, config.baseline);
  messages.sort(byPlace);
  return cap ? capped(messages, omitted) : messages;
}

/** The messages that a file's `cordlint-disable...` directives (YAML's `#`, JSONC's `//` and block comments) leave, and the directives that silence nothing. */
function withDirectives(messages: LintMessage[], documents: readonly PayloadDocument[], omitted: Omitted, config: SuppressionConfig): LintMessage[] {
  const first = documents[0]!;
  const directives = parseDirectives(first.text, first.comments());
  if (directives.length === 0) return messages;
  forgetSilenced(omitted, directives);
  const outcome = applyDirectives(messages, directives, (message) => listItemLines(documents[(message.document ?? 1) - 1], message.path));
  const kept = outcome.messages;
  const severity = config.reportUnusedDisableDirectives ?? 'off';
  const known = [...builtinRules, ...(config.extraRules ?? [])].map((r) => r.meta.id);
  const knownSet = new Set(known);
  const isKnown = (id: string) => knownSet.has(id);
  // A directive naming no rule (a misspelt id) is pointed out even when unused directives are not asked for: it can never work.
  const reported = severity !== 'off' ? outcome.unused : outcome.unused.filter((u) => u.rule !== undefined && !isKnown(u.rule));
  if (reported.length > 0) {
    // A suggestion for the first ids only: the file shows 1,000 findings, and these come in file order (one directive may name 300,000).
    let suggestions = 0;
    const suggest = (id: string) => (suggestions++ < MAX_FINDINGS_PER_FILE ? closestMatch(id, known) : undefined);
    appendAll(kept, unusedDirectiveMessages(reported, severity === 'error' ? 2 : 1, isKnown, suggest));
  }
  return kept;
}

/** The messages the baseline leaves, with its stale entries. */
function withBaseline(messages: LintMessage[], documents: readonly PayloadDocument[], baseline: FileBaselineEntries): LintMessage[] {
  const first = documents[0];
  const outcome = applyBaseline(messages, baseline.entries);
  if (outcome.stale.length === 0) return outcome.messages;
  return [
    ...outcome.messages,
    ...staleMessages(outcome.stale, baseline.name, (key) => {
      const { document, pointer } = parseBaselineKey(key);
      const where = documents[document - 1] ?? first;
      return where ? where.locate(fromPointer(pointer)) : { line: 1, column: 1, endLine: 1, endColumn: 1 };
    }),
  ];
}

function byPlace(a: LintMessage, b: LintMessage): number {
  return a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId);
}

/** Left-out findings of rules that a `cordlint-disable` directive silences to the end of the file are silenced too. */
function forgetSilenced(omitted: Omitted, directives: readonly Directive[]): void {
  if (omitted.size === 0) return;
  for (const [i, directive] of directives.entries()) {
    if (directive.kind !== 'disable') continue;
    const names = (d: Directive) => (ruleId: string) => d.rules.length === 0 || d.rules.includes(ruleId);
    const enabledLater = directives.slice(i + 1).filter((d) => d.kind === 'enable');
    for (const ruleId of [...omitted.keys()]) {
      if (names(directive)(ruleId) && !enabledLater.some((d) => names(d)(ruleId))) omitted.delete(ruleId);
    }
  }
}

/** The findings of a file, errors first when there are too many, then in file order; past the cap, one more says how many were left out. */
export function capped(messages: LintMessage[], omitted: Omitted): LintMessage[] {
  // Every entry of `omitted` counts at least one finding.
  if (messages.length <= MAX_FINDINGS_PER_FILE && omitted.size === 0) return messages;
  const omittedCount = [...omitted.values()].reduce((sum, o) => sum + o.count, 0);
  const ordered = messages.length > MAX_FINDINGS_PER_FILE ? [...messages.filter((m) => m.severity === 2), ...messages.filter((m) => m.severity !== 2)] : messages;
  const kept = ordered.slice(0, MAX_FINDINGS_PER_FILE).sort(byPlace);
  const left = ordered.slice(MAX_FINDINGS_PER_FILE);
  // Directives or a baseline may have silenced every finding that was kept.
  const last = kept[kept.length - 1] ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
  kept.push({
    ruleId: 'too-many-problems',
    severity: left.some((m) => m.severity === 2) || [...omitted.values()].some((o) => o.errors) ? 2 : 1,
    // Past 2,000 findings in one payload the rest are counted, not all described: the count is then a floor.
    message: `${omittedCount > 0 ? 'At least ' : ''}${plural(left.length + omittedCount, 'more problem')} in this file ${left.length + omittedCount === 1 ? 'is' : 'are'} not shown: cordlint reports at most ${MAX_FINDINGS_PER_FILE} per file. Fix these first.`,
    line: last.line,
    column: last.column,
    endLine: last.endLine,
    endColumn: last.endColumn,
    path: '',
  });
  return kept;
}

/** The first lines of the list items (paths ending in an index) that hold `pointer`, outermost first. */
function listItemLines(document: PayloadDocument | undefined, pointer: string | undefined): number[] {
  if (!document || !pointer) return [];
  const path = fromPointer(pointer).map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
  const lines: number[] = [];
  for (let end = 1; end <= path.length; end++) {
    if (typeof path[end - 1] === 'number') lines.push(document.locate(path.slice(0, end)).line);
  }
  return lines;
}
