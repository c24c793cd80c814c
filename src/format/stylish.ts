import { Chalk } from 'chalk';
import { carriesFix } from '../linter/result.js';
import type { LintMessage, LintResult } from '../types.js';
import { plural } from '../util/values.js';
import { escapeControls } from '../util/escape-text.js';
import type { FormatContext } from './index.js';
import { displayPath } from './display-path.js';

export { displayPath, relativePath } from './display-path.js';

/** ESLint's default look: findings grouped by file, aligned columns, a summary line. */
export function stylish(results: readonly LintResult[], context: FormatContext): string {
  const c = new Chalk({ level: context.color ? 1 : 0 });
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  let fixable = 0;
  let unsafe = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    lines.push('', c.underline(displayPath(result.filePath, context.cwd)));
    const rows = result.messages.map((m) => ({
      place: `${m.line}:${m.column}`,
      severity: m.severity === 2 ? 'error' : 'warning',
      text: (m.document ? `[document ${m.document}] ` : '') + escapeControls(m.message) + relatedPlace(m),
      // explain's rule ids are Discord's codes as a log wrote them.
      rule: escapeControls(m.ruleId),
    }));
    // Findings that carry a fix --fix applies (a fixable rule offers none where it would change the meaning).
    if (!context.fixing) fixable += result.messages.filter(carriesFix).length;
    // Unsafe fixes are left by --fix alone (offered as an unsafe suggestion): after it, what is left of them is still offered.
    unsafe += result.messages.filter((m) => !carriesFix(m) && m.suggestions?.some((s) => s.unsafe === true)).length;
    const placeWidth = Math.max(...rows.map((r) => r.place.length));
    // "  1:2  warning  ": the message starts after the place and the severity.
    const indent = 2 + placeWidth + 2 + 7 + 2;
    for (const row of rows) {
      const severity = row.severity === 'error' ? c.red('error  ') : c.yellow('warning');
      const [first, ...rest] = wrap(`${row.text}  ${row.rule}`, context.width ? context.width - indent : Infinity);
      const dimRule = (line: string) => (line === row.rule || line.endsWith(`  ${row.rule}`) ? `${line.slice(0, -row.rule.length)}${c.dim(row.rule)}` : line);
      lines.push(`  ${c.dim(row.place.padEnd(placeWidth))}  ${severity}  ${dimRule(first!)}`);
      for (const line of rest) lines.push(`${' '.repeat(indent)}${dimRule(line)}`);
    }
  }
  const total = errors + warnings;
  if (total === 0) return '';
  const summary = `✖ ${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  lines.push('', (errors > 0 ? c.red.bold(summary) : c.yellow.bold(summary)));
  const withUnsafe = `${context.unsafeFixes ? ' --unsafe-fixes' : ''}`;
  if (fixable > 0) lines.push(`  ${plural(fixable, 'problem')} can be fixed with --fix${withUnsafe}.`);
  // Ruff's words for fixes that --fix leaves: they can change what users see.
  if (unsafe > 0) lines.push(`  ${plural(unsafe, fixable > 0 ? 'more problem' : 'problem')} can be fixed with --fix --unsafe-fixes (unsafe fixes: they change what users see; check them).`);
  lines.push('');
  return lines.join('\n');
}

/** Where the other half of a finding is (the first use of a duplicated custom_id...), as line:column. */
function relatedPlace(m: LintMessage): string {
  // A place in another file (--against's SENT) is named by the message itself, with its file.
  return m.related && !m.related.filePath ? ` (see ${m.related.line}:${m.related.column})` : '';
}

/** Splits `text` into lines of at most `width` characters at spaces; a word longer than the width stands alone. */
export function wrap(text: string, width: number): string[] {
  if (!width || text.length <= width || width < 20) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    // A continuation line is indented only by spaces: one that began with `::` (a key such as
    // "a ::error::b" quoted in the message) would read as a GitHub workflow command, so such a word stays on its line.
    if (line !== '' && line.length + 1 + word.length > width && !word.startsWith('::')) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines;
}

