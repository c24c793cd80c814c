import path from 'node:path';
import { Chalk } from 'chalk';
import type { LintResult } from '../types.js';
import { plural } from '../util/values.js';
import { safeLineStart } from '../util/escape-text.js';
import type { FormatContext } from './index.js';

/** ESLint's default look: findings grouped by file, aligned columns, a summary line. */
export function stylish(results: readonly LintResult[], context: FormatContext): string {
  const c = new Chalk({ level: context.color ? 1 : 0 });
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    lines.push('', c.underline(displayPath(result.filePath, context.cwd)));
    const rows = result.messages.map((m) => ({
      place: `${m.line}:${m.column}`,
      severity: m.severity === 2 ? 'error' : 'warning',
      text: (m.document ? `[document ${m.document}] ` : '') + m.message,
      rule: m.ruleId,
    }));
    const placeWidth = Math.max(...rows.map((r) => r.place.length));
    for (const row of rows) {
      const severity = row.severity === 'error' ? c.red('error  ') : c.yellow('warning');
      lines.push(`  ${c.dim(row.place.padEnd(placeWidth))}  ${severity}  ${row.text}  ${c.dim(row.rule)}`);
    }
  }
  const total = errors + warnings;
  if (total === 0) return '';
  const summary = `✖ ${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`;
  lines.push('', (errors > 0 ? c.red.bold(summary) : c.yellow.bold(summary)), '');
  return lines.join('\n');
}

/** A file's name for people: relative to `cwd` when inside it, escaped (see safeLineStart). */
export function displayPath(filePath: string, cwd: string): string {
  return safeLineStart(relativePath(filePath, cwd));
}

/** A file's path relative to `cwd` when inside it, as it is (for patches). */
export function relativePath(filePath: string, cwd: string): string {
  if (!path.isAbsolute(filePath)) return filePath;
  const relative = path.relative(cwd, filePath);
  return relative.startsWith('..') ? filePath : relative;
}
