import type { LintResult } from '../types.js';
import { displayPath } from './stylish.js';
import type { FormatContext } from './index.js';

/** One line per finding, `file:line:column: message [severity/rule]`: what grep, editors and compilers' problem matchers read. */
export function unix(results: readonly LintResult[], context: FormatContext): string {
  const lines: string[] = [];
  for (const result of results) {
    const file = displayPath(result.filePath, context.cwd);
    for (const m of result.messages) {
      const doc = m.document ? ` [document ${m.document}]` : '';
      lines.push(`${file}:${m.line}:${m.column}: ${m.message}${doc} [${m.severity === 2 ? 'Error' : 'Warning'}/${m.ruleId}]`);
    }
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}
