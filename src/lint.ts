import { closestMatch } from './config/closest-match.js';
import { builtinRules } from '../rules/index.js';
import { lintDocument, type ActiveRule, type Omitted } from './engine/lint-document.js';
import type { Directive } from './suppress/directives.js';
import { fromPointer } from './engine/pointer.js';
import type { Rule } from './engine/rule.js';
import { fixText } from './fix/fix-text.js';
import { decodeSource } from './load/decode.js';
import { readPayloadTextSync } from './load/read-file.js';
import { fatalDocument, formatOf, parseSource, parseSourceNow, type PayloadDocument, type SourceFormat } from './load/index.js';
import { isPlainlyNotPayload, parseJsonWithComments } from './payload/non-payload.js';
import { startsFollowUps, type PayloadKind } from './payload/detect.js';
import { applyBaseline, baselineEntriesOf, baselineFileKey, parseBaselineKey, staleMessages, type LoadedBaseline } from './suppress/baseline.js';
import type { LintMessage, LintResult, Severity } from './types.js';
import path from 'node:path';
import type { ProjectOptions } from './project/lint-project.js';
import { appendAll } from './util/append.js';
import { plural } from './util/values.js';

export type RuleSetting = Severity | [Severity, unknown?];

export interface LintOptions {
  /** Force the payload kind instead of detecting it. */
  kind?: PayloadKind;
  /** Severity (and options) per rule id, over the rules' defaults. */
  rules?: Record<string, RuleSetting>;
  /** Extra rules, such as a plugin's, run after the built-in ones. */
  extraRules?: readonly Rule[];
  /**
   * Apply the rules' fixes (in passes, then lint again). The result carries the fixed text as
   * `output` (and the original as `source`) when something changed; nothing is written.
   */
  fix?: boolean;
  /** Attach each finding's fix edits (`LintMessage.fix`) without applying them, as an editor offers them. */
  fixEdits?: boolean;
  /** Report YAML `# cordlint-disable...` directives that silence nothing, with this severity. Default off. */
  reportUnusedDisableDirectives?: Severity;
  /** Findings listed in this baseline are not reported; its entries that match nothing are reported as stale. */
  baseline?: LoadedBaseline;
  /**
   * A file that is plainly not a payload (tsconfig.json, a JSON Schema, a report: no field a payload
   * could have) is not linted: its result has no messages and {@link isSkippedNonPayload} is true.
   */
  skipNonPayloads?: boolean;
}

const skippedNonPayloads = new WeakSet<LintResult>();

/** Whether this result is of a file skipped by `skipNonPayloads`. */
export function isSkippedNonPayload(result: LintResult): boolean {
  return skippedNonPayloads.has(result);
}

export class UnknownRuleError extends Error {}

function unknownRuleMessage(id: string, known: string[]): string {
  const close = closestMatch(id, known);
  const hint = id.includes('/') ? ` A plugin's rules exist only where a config lists the plugin in "plugins".` : ' Run "cordlint rules" to list them.';
  return `Unknown rule "${id}".${close ? ` Did you mean "${close}"?` : ''}${hint}`;
}

/** The rules that run, with their severities: defaults from each rule's meta, then `options.rules`. */
export function resolveRules(options: LintOptions = {}): ActiveRule[] {
  const all = [...builtinRules, ...(options.extraRules ?? [])];
  const known = new Set(all.map((r) => r.meta.id));
  for (const id of Object.keys(options.rules ?? {})) {
    if (!known.has(id)) throw new UnknownRuleError(unknownRuleMessage(id, [...known]));
  }
  const active: ActiveRule[] = [];
  for (const rule of all) {
    const setting = options.rules?.[rule.meta.id];
    const [severity, ruleOptions] = Array.isArray(setting) ? setting : [setting ?? defaultSeverity(rule), undefined];
    if (severity === 'off') continue;
    active.push(ruleOptions === undefined ? { rule, severity } : { rule, severity, options: ruleOptions });
  }
  return active;
}

/** Adds `settings` over `into`: later settings win; a bare severity keeps the options set earlier (`"warn"` after `["error", {...}]`). */
export function mergeRuleSettings(into: Record<string, RuleSetting>, settings: Readonly<Record<string, RuleSetting>>): Record<string, RuleSetting> {
  for (const [id, setting] of Object.entries(settings)) {
    const before = into[id];
    into[id] = !Array.isArray(setting) && Array.isArray(before) && before.length > 1 ? [setting, before[1]] : setting;
  }
  return into;
}

/** A rule's severity when nothing configures it: design-guidance rules (`recommended: false`) are off. */
export function defaultSeverity(rule: Rule): Severity {
  return rule.meta.recommended === false ? 'off' : rule.meta.severity;
}

/** Lints a payload given as text (JSON or YAML). `filePath` names it in results and picks the format. */
export async function lintText(
  text: string,
  options: LintOptions & { filePath?: string; format?: SourceFormat } = {},
): Promise<LintResult> {
  const filePath = options.filePath ?? '<text>';
  const clean = text.replace(/^\uFEFF/, '');
  return lintSource(filePath, clean, options.format ?? formatOf(filePath, clean), resolveRules(options), options);
}

/** Lints one file from disk. An unreadable file is a result with one fatal finding, never a throw. */
export async function lintFile(filePath: string, options: LintOptions = {}, rules = resolveRules(options)): Promise<LintResult> {
  return lintFileNow(filePath, options, rules);
}

/**
 * lintFile, finished without waiting when nothing has to be loaded first (a JSON file, not fixed):
 * a result then, else a promise. A run of thousands of files awaits nothing per file.
 */
export function lintFileNow(filePath: string, options: LintOptions, rules: readonly ActiveRule[]): LintResult | Promise<LintResult> {
  // Synchronous on purpose: files are linted one after another, and an awaited read per file
  // spends most of a large run waiting on the thread pool (measured: 60% of a 3000-file run).
  const read = readPayloadTextSync(filePath);
  if (!read.ok) return summarise(filePath, lintDocument(fatalDocument(filePath, 'json', read.message), { rules }));
  return lintDecodedNow(filePath, read.text, options, rules);
}

/** Lints bytes read elsewhere (stdin, or a file the caller has read). */
export async function lintBytes(filePath: string, bytes: Uint8Array, options: LintOptions = {}, rules = resolveRules(options)): Promise<LintResult> {
  return lintBytesNow(filePath, bytes, options, rules);
}

function lintBytesNow(filePath: string, bytes: Uint8Array, options: LintOptions, rules: readonly ActiveRule[]): LintResult | Promise<LintResult> {
  const decoded = decodeSource(bytes);
  if (!decoded.ok) return summarise(filePath, lintDocument(fatalDocument(filePath, 'json', decoded.message), { rules }));
  return lintDecodedNow(filePath, decoded.text, options, rules);
}

function lintDecodedNow(filePath: string, text: string, options: LintOptions, rules: readonly ActiveRule[]): LintResult | Promise<LintResult> {
  const format = formatOf(filePath, text);
  return options.fix ? lintSource(filePath, text, format, rules, options) : lintSourceNow(filePath, text, format, rules, options);
}

/**
 * Lints files, folders and globs exactly as `cordlint lint` does: each file's config (rules,
 * overrides, ignores, plugins), the baseline, and files that are plainly not payloads skipped.
 * Results come in the order of the expanded file list, the objects `--format json` prints.
 * Throws FileNotFoundError for a plain path that does not exist. See lintProject for what was left out.
 */
export async function lint(patterns: readonly string[], options: ProjectOptions = {}): Promise<LintResult[]> {
  // Loaded on use: the project layer (configs, baseline) imports this module.
  const { lintProject } = await import('./project/lint-project.js');
  return (await lintProject(patterns, options)).results;
}

/** Lints a file's text without fixing it: without waiting unless a YAML file's parser or directives have to be loaded. */
function lintSourceNow(filePath: string, text: string, format: SourceFormat, rules: readonly ActiveRule[], options: LintOptions): LintResult | Promise<LintResult> {
  const lint = (documents: PayloadDocument[]): LintResult | Promise<LintResult> => {
    if (options.skipNonPayloads && holdsNoPayload(documents)) {
      const skipped = summarise(filePath, []);
      skippedNonPayloads.add(skipped);
      return skipped;
    }
    const messages = messagesOf(filePath, documents, rules, options, options.fixEdits === true);
    return messages instanceof Promise ? messages.then((m) => summarise(filePath, m)) : summarise(filePath, messages);
  };
  const documents = parseSourceNow(filePath, text, format);
  return documents ? lint(documents) : parseSource(filePath, text, format).then(lint);
}

/** Lints a file's text and applies the fixes (in passes, each of which lints again). */
async function lintSource(filePath: string, text: string, format: SourceFormat, rules: readonly ActiveRule[], options: LintOptions): Promise<LintResult> {
  if (!options.fix) return lintSourceNow(filePath, text, format, rules, options);
  const documents = await parseSource(filePath, text, format);
  if (options.skipNonPayloads && holdsNoPayload(documents)) {
    const skipped = summarise(filePath, []);
    skippedNonPayloads.add(skipped);
    return skipped;
  }
  const pass = async (source: string, fixes: boolean) =>
    messagesOf(filePath, source === text ? documents : await parseSource(filePath, source, format), rules, options, fixes);
  // Old Mac files break lines with a lone CR: fixes are computed on LF lines (the same offsets) and written back with CRs.
  const crOnly = text.includes('\r') && !text.includes('\n');
  const outcome = await fixText(crOnly ? text.replace(/\r/g, '\n') : text, (source) => pass(source, true));
  if (crOnly) outcome.output = outcome.output.replace(/\n/g, '\r');
  const result = summarise(filePath, outcome.messages);
  if (outcome.output !== text) {
    result.output = outcome.output;
    result.source = text;
  }
  return result;
}

/** Every document is plainly not a payload (a JSON file with comments, like tsconfig.json, is read as JSONC for this). */
function holdsNoPayload(documents: readonly PayloadDocument[]): boolean {
  return documents.every((document) => {
    if (!document.problems.some((p) => p.fatal)) return isPlainlyNotPayload(document.value);
    return document.format === 'json' && isPlainlyNotPayload(parseJsonWithComments(document.text));
  });
}

/** Every document's findings, less those silenced by directives or the baseline: without waiting unless a YAML file's directives need their module. */
function messagesOf(
  filePath: string,
  documents: PayloadDocument[],
  rules: readonly ActiveRule[],
  options: LintOptions,
  fixes: boolean,
): LintMessage[] | Promise<LintMessage[]> {
  const messages: LintMessage[] = [];
  const omitted: Omitted = new Map();
  // Messages in the documents after an interaction response are its follow-ups (as convert --split writes them).
  const followUps = documents.length > 1 && startsFollowUps(documents[0]!.value);
  for (const document of documents) {
    const followUp = followUps && document.index > 0;
    appendAll(messages, lintDocument(document, { rules, fixes, omitted, ...(options.kind ? { kind: options.kind } : {}), ...(followUp ? { followUp } : {}) }));
  }
  const first = documents[0];
  if (first?.format === 'yaml' && first.text.includes('cordlint-')) {
    return withDirectives(messages, documents, omitted, options).then((kept) => afterBaseline(filePath, kept, documents, omitted, options));
  }
  return afterBaseline(filePath, messages, documents, omitted, options);
}

/** The messages that a YAML file's `# cordlint-disable...` directives leave, and the directives that silence nothing. */
async function withDirectives(messages: LintMessage[], documents: PayloadDocument[], omitted: Omitted, options: LintOptions): Promise<LintMessage[]> {
  const first = documents[0]!;
  // Directives are rare: their module is loaded only for YAML files that mention cordlint.
  const { applyDirectives, parseDirectives, unusedDirectiveMessages } = await import('./suppress/directives.js');
  const directives = parseDirectives(first.text, first.comments());
  if (directives.length === 0) return messages;
  forgetSilenced(omitted, directives);
  const outcome = applyDirectives(messages, directives, (message) => listItemLines(documents[(message.document ?? 1) - 1], message.path));
  const kept = outcome.messages;
  const severity = options.reportUnusedDisableDirectives ?? 'off';
  const known = [...builtinRules, ...(options.extraRules ?? [])].map((r) => r.meta.id);
  const isKnown = (id: string) => known.includes(id);
  // A directive naming no rule (a misspelt id) is pointed out even when unused directives are not asked for: it can never work.
  const reported = severity !== 'off' ? outcome.unused : outcome.unused.filter((u) => u.rule !== undefined && !isKnown(u.rule));
  if (reported.length > 0) {
    kept.push(...unusedDirectiveMessages(reported, severity === 'error' ? 2 : 1, isKnown, (id) => closestMatch(id, known)));
  }
  return kept;
}

/** The messages the baseline leaves, with its stale entries, in file order and capped. */
function afterBaseline(filePath: string, messages: LintMessage[], documents: PayloadDocument[], omitted: Omitted, options: LintOptions): LintMessage[] {
  const first = documents[0];
  if (options.baseline && !filePath.startsWith('<')) {
    const { filePath: baselinePath, baseline } = options.baseline;
    const outcome = applyBaseline(messages, baselineEntriesOf(baseline, baselineFileKey(baselinePath, path.resolve(filePath))));
    messages = outcome.messages;
    if (outcome.stale.length > 0) {
      const name = path.basename(baselinePath);
      messages.push(
        ...staleMessages(outcome.stale, name, (key) => {
          const { document, pointer } = parseBaselineKey(key);
          const where = documents[document - 1] ?? first;
          return where ? where.locate(fromPointer(pointer)) : { line: 1, column: 1, endLine: 1, endColumn: 1 };
        }),
      );
    }
  }
  messages.sort(byPlace);
  return capped(messages, omitted);
}

function byPlace(a: LintMessage, b: LintMessage): number {
  return a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId);
}

/** Findings reported per file at most: past that, one more says how many were left out (a hostile file cannot flood a report). */
export const MAX_FINDINGS_PER_FILE = 1000;

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
function capped(messages: LintMessage[], omitted: Omitted): LintMessage[] {
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

export function summarise(filePath: string, messages: LintMessage[]): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fatalErrorCount = 0;
  for (const m of messages) {
    if (m.severity === 2) errorCount++;
    else warningCount++;
    if (m.fatal) fatalErrorCount++;
  }
  return { filePath, messages, errorCount, warningCount, fatalErrorCount };
}
