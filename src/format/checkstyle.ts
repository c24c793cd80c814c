import type { LintResult } from '../types.js';
import type { FormatContext } from './index.js';
import { displayPath } from './display-path.js';
import { escapeXml, XML_DECLARATION } from './xml.js';

/** Checkstyle XML, read by Jenkins' warnings plugin, reviewdog and many review bots. */
export function checkstyle(results: readonly LintResult[], context: FormatContext): string {
  const lines = [XML_DECLARATION, '<checkstyle version="4.3">'];
  for (const result of results) {
    lines.push(`  <file name="${escapeXml(displayPath(result.filePath, context.cwd))}">`);
    for (const m of result.messages) {
      const message = (m.document ? `[document ${m.document}] ` : '') + m.message;
      lines.push(
        `    <error line="${m.line}" column="${m.column}" severity="${m.severity === 2 ? 'error' : 'warning'}" message="${escapeXml(message)}" source="cordlint.rules.${escapeXml(m.ruleId)}" />`,
      );
    }
    lines.push('  </file>');
  }
  lines.push('</checkstyle>', '');
  return lines.join('\n');
}
