/**
 * The results of locale files: the findings that linting the payloads made for them (a key whose
 * text overflows where a payload uses it), with their read and parse problems, one result per
 * locale file, so that every output format shows them under the file to fix.
 */
import { displayPath } from '../format/display-path.js';
import type { LocaleFileMessage } from '../linter/lint-templated.js';
import { summarise } from '../linter/result.js';
import type { LintMessage, LintResult } from '../types.js';

export function localeResults(found: readonly LocaleFileMessage[], problems: readonly LintResult[], cwd: string): LintResult[] {
  const byFile = new Map<string, LintMessage[]>();
  const seen = new Set<string>();
  for (const problem of problems) byFile.set(problem.filePath, [...problem.messages]);
  for (const { filePath, message } of found) {
    // The payload's place as the user knows it: relative to where cordlint runs.
    const text = message.message.replace(/\(used at (.+):(\d+):(\d+)\)$/, (_all, file: string, line: string, column: string) => `(used at ${displayPath(file, cwd)}:${line}:${column})`);
    const key = `${filePath}\u0000${message.line}:${message.column}\u0000${message.ruleId}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byFile.get(filePath) ?? [];
    list.push({ ...message, message: text });
    byFile.set(filePath, list);
  }
  return [...byFile.keys()].sort().map((file) => summarise(file, byFile.get(file)!.sort((a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId))));
}
