import type { LintResult } from '../types.js';
import type { FormatContext } from './index.js';
import { displayPath } from './display-path.js';
import { escapeXml, XML_DECLARATION } from './xml.js';
import { escapeControls } from '../util/escape-text.js';

/**
 * JUnit XML for CI test reports: one testsuite per file, one failing testcase per finding
 * (`type` says error or warning). A file without findings gets one passing testcase, so that
 * report viewers count it.
 */
export function junit(results: readonly LintResult[], context: FormatContext): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const result of results) {
    const file = escapeXml(displayPath(result.filePath, context.cwd));
    const cases: string[] = [];
    for (const m of result.messages) {
      const severity = m.severity === 2 ? 'error' : 'warning';
      const where = `${m.document ? `document ${m.document}, ` : ''}line ${m.line}, column ${m.column}`;
      const name = escapeXml(`${m.ruleId} at ${escapeControls(m.path) || '/'} (${where})`);
      const body = escapeXml(`${displayPath(result.filePath, context.cwd)}:${m.line}:${m.column}: ${severity}: ${m.message} [${m.ruleId}]`);
      cases.push(
        `    <testcase classname="${file}" name="${name}" time="0">\n` +
          `      <failure type="${severity}" message="${escapeXml(m.message)}">${body}</failure>\n` +
          `    </testcase>`,
      );
    }
    if (cases.length === 0) cases.push(`    <testcase classname="${file}" name="no problems" time="0" />`);
    tests += cases.length;
    failures += result.messages.length;
    suites.push(
      `  <testsuite name="${file}" tests="${cases.length}" failures="${result.messages.length}" errors="0" skipped="0" time="0">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  return [
    XML_DECLARATION,
    `<testsuites name="cordlint" tests="${tests}" failures="${failures}" errors="0" time="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
