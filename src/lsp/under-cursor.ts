/**
 * The findings under the cursor, the one most precisely there first: a finding on the field under
 * the cursor comes before one on the whole component (which may span many lines), so that hover
 * and quick fixes speak of what the cursor is on.
 */
import type { Range as LspRange } from 'vscode-languageserver';
import type { LintMessage } from '../types.js';

/** Lines, then characters, a range covers: multi-line findings sort after any on one line. */
function extent(range: LspRange): [number, number] {
  return [range.end.line - range.start.line, range.end.line === range.start.line ? range.end.character - range.start.character : Number.MAX_SAFE_INTEGER];
}

/** `found` (each message with its range) ordered innermost first; equal ones keep the lint's order. */
export function innermostFirst<T extends { message: LintMessage; range: LspRange }>(found: readonly T[]): T[] {
  return found
    .map((item, order) => ({ item, order, size: extent(item.range) }))
    .sort((a, b) => a.size[0] - b.size[0] || a.size[1] - b.size[1] || a.order - b.order)
    .map(({ item }) => item);
}
