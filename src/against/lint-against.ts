/**
 * The check of a received-interaction fixture against SENT, the payload it answers: its findings
 * join the fixture's lint result, each naming the place in SENT (`related.filePath`, line and
 * column). `lintTextAgainst` is the whole check for texts (the library's); the CLI reads the files
 * (src/project/lint-against.ts) and adds these findings to each fixture's result.
 */
import { Linter } from '../linter/index.js';
import type { LinterConfig, LintTextOptions } from '../linter/linter.js';
import { summarise } from '../linter/result.js';
import { resolveRules } from '../linter/rule-settings.js';
import { formatOf, parseSource } from '../load/index.js';
import { AGAINST_RULE_IDS, checkAgainst } from '../received/against.js';
import { sentFromText, type SentPayload } from '../received/sent.js';
import type { LintMessage, LintResult } from '../types.js';
import { toPointer } from '../util/pointer.js';

export type { SentPayload } from '../received/sent.js';
export { sentFromText, SentError } from '../received/sent.js';

/** Fixtures are received interactions. */
export const RECEIVED = { kind: 'received-interaction' } as const satisfies LinterConfig;

const linter = new Linter();

/**
 * `cordlint lint --against` for texts: the fixture (a received interaction, JSON or YAML) linted with
 * `config` and checked against SENT, the payload it answers. Pure: no file is read. `sentPath` names
 * SENT in the findings that point into it.
 */
export async function lintTextAgainst(sentText: string, fixtureText: string, config: LinterConfig = {}, options: LintTextOptions & { sentPath?: string } = {}): Promise<LintResult> {
  const { sentPath = '<sent>', ...call } = options;
  const sent = await sentFromText(sentPath, sentText);
  const fixtureConfig: LinterConfig = { ...config, ...RECEIVED };
  return withAgainstFindings(linter.lintText(fixtureText, fixtureConfig, call), fixtureText, sent, fixtureConfig);
}

/** Adds the findings of the check against SENT to a fixture's lint result. */
export async function withAgainstFindings(result: LintResult, text: string | undefined, sent: SentPayload, config: LinterConfig): Promise<LintResult> {
  if (text === undefined || result.fatalErrorCount > 0) return result;
  const severities = new Map(resolveRules(config).map((r) => [r.rule.meta.id, r.severity]));
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
