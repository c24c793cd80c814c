import type { LintResult } from '../types.js';
import { escapeControls } from '../util/escape-text.js';
import { displayPath } from './display-path.js';
import type { FormatContext } from './index.js';

/** One line per finding, `file:line:column: message [severity/rule]`: what grep, editors and compilers' problem matchers read. */
export function unix(results: readonly LintResult[], context: FormatContext): string {
  const lines: string[] = [];
  for (const result of results) {
    const file = displayPath(result.filePath, context.cwd);
    for (const m of result.messages) {
      // Messages escape what they quote already; this keeps a plugin's raw newline from splitting the finding.
      const doc = m.document ? ` [document ${m.document}]` : '';
      lines.push(`${file}:${m.line}:${m.column}: ${escapeControls(m.message)}${doc} [${m.severity === 2 ? 'Error' : 'Warning'}/${escapeControls(m.ruleId)}]`);
    }
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}
