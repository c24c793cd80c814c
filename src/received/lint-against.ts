/**
 * `lint --against SENT FIXTURE...` and its library form: each fixture is linted as a received
 * interaction, and the findings of the check against SENT join its results, each naming the
 * place in SENT (`related.filePath`, line and column).
 */
import { readFileSync } from 'node:fs';
import { toPointer } from '../engine/pointer.js';
import { decodeSource } from '../load/decode.js';
import { expandOperands } from '../load/files.js';
import { formatOf, parseSource } from '../load/index.js';
import { lintFile, lintText, resolveRules, summarise, type LintOptions } from '../lint.js';
import type { LintMessage, LintResult } from '../types.js';
import { AGAINST_RULE_IDS, checkAgainst } from './against.js';
import { loadSent, sentFromText, type SentPayload } from './sent.js';

export type { SentPayload } from './sent.js';
export { loadSent, sentFromText, SentError } from './sent.js';

const RECEIVED: LintOptions = { kind: 'received-interaction' };

/** Lints fixtures (files, folders, globs) as received interactions and checks each against SENT (a file path or a loaded payload). */
export async function lintAgainst(sent: string | SentPayload, patterns: readonly string[], options: LintOptions = {}): Promise<LintResult[]> {
  const payload = typeof sent === 'string' ? await loadSent(sent) : sent;
  const fixtureOptions = { ...options, ...RECEIVED };
  const rules = resolveRules(fixtureOptions);
  const results: LintResult[] = [];
  for (const file of (await expandOperands(patterns)).filter((f) => f !== '-')) {
    results.push(await withAgainstFindings(await lintFile(file, fixtureOptions, rules), fixtureText(file), payload, fixtureOptions));
  }
  return results;
}

/** The same for texts: a fixture checked against SENT, both given as JSON or YAML text. */
export async function lintTextAgainst(
  sentText: string,
  fixture: string,
  options: LintOptions & { filePath?: string; sentPath?: string } = {},
): Promise<LintResult> {
  const payload = await sentFromText(options.sentPath ?? '<sent>', sentText);
  const fixtureOptions = { ...options, ...RECEIVED };
  return withAgainstFindings(await lintText(fixture, fixtureOptions), fixture, payload, fixtureOptions);
}

/** Adds the findings of the check against SENT to a fixture's lint result. */
export async function withAgainstFindings(result: LintResult, text: string | undefined, sent: SentPayload, options: LintOptions): Promise<LintResult> {
  if (text === undefined || result.fatalErrorCount > 0) return result;
  const severities = new Map(resolveRules(options).map((r) => [r.rule.meta.id, r.severity]));
  if (!AGAINST_RULE_IDS.some((id) => severities.has(id))) return result;
  const clean = (result.output ?? text).replace(/^\uFEFF/, '');
  const documents = await parseSource(result.filePath, clean, formatOf(result.filePath, clean));
  const added: LintMessage[] = [];
  for (const document of documents) {
    for (const finding of checkAgainst(document.value, sent)) {
      const severity = severities.get(finding.ruleId);
      if (!severity) continue;
      const range = document.locate(finding.path);
      const message: LintMessage = { ruleId: finding.ruleId, severity: severity === 'warn' ? 1 : 2, message: finding.message, ...range, path: toPointer(finding.path) };
      if (document.count > 1) message.document = document.index + 1;
      if (finding.sent) {
        const at = finding.sent.surface.document.locate(finding.sent.path);
        message.related = { path: toPointer(finding.sent.path), line: at.line, column: at.column, filePath: sent.filePath };
        message.message += ` (SENT: ${sent.filePath}:${at.line}:${at.column})`;
      }
      added.push(message);
    }
  }
  if (added.length === 0) return result;
  const messages = [...result.messages, ...added].sort((a, b) => (a.document ?? 0) - (b.document ?? 0) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
  return { ...summarise(result.filePath, messages), ...(result.output !== undefined ? { output: result.output, source: result.source! } : {}) };
}

/** A fixture file's text, or undefined when it cannot be read (its lint result already says why). */
export function fixtureText(file: string): string | undefined {
  try {
    const decoded = decodeSource(readFileSync(file));
    return decoded.ok ? decoded.text : undefined;
  } catch {
    return undefined;
  }
}
