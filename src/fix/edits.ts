import type { TextEdit } from '../types.js';

export type { TextEdit };

/** What a fix function may return: one edit, several (applied together, never overlapping), or nothing when it cannot fix this case. */
export type FixResult = TextEdit | readonly TextEdit[] | null | undefined;

export function normaliseFix(result: FixResult): TextEdit[] {
  if (!result) return [];
  const edits = Array.isArray(result) ? [...(result as readonly TextEdit[])] : [result as TextEdit];
  return edits.sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
}

/** The first and last offsets a fix touches: fixes whose spans meet are applied in different passes. */
export function spanOf(edits: readonly TextEdit[]): [number, number] {
  let start = Infinity;
  let end = -Infinity;
  for (const e of edits) {
    start = Math.min(start, e.range[0]);
    end = Math.max(end, e.range[1]);
  }
  return [start, end];
}

export function spansMeet(a: readonly [number, number], b: readonly [number, number]): boolean {
  return !(a[1] < b[0] || b[1] < a[0]);
}

/** True when the edits of one fix are well formed: in the text, and not overlapping one another. */
export function editsAreValid(edits: readonly TextEdit[], textLength: number): boolean {
  let previousEnd = -1;
  for (const e of edits) {
    const [start, end] = e.range;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > textLength) return false;
    if (start < previousEnd) return false;
    previousEnd = end;
  }
  return true;
}

/**
 * Applies non-overlapping edits. Line breaks in inserted text are written as the file writes them
 * (`\r\n` files stay `\r\n`).
 */
export function applyEdits(text: string, edits: readonly TextEdit[], eol = detectEol(text)): string {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.range[0]) + (eol === '\n' ? e.text.replace(/\r\n/g, '\n') : e.text.replace(/\r\n|\r|\n/g, eol));
    at = e.range[1];
  }
  return out + text.slice(at);
}

/** The file's line break: the first one found (`\r` alone in old Mac files), `\n` when there is none. */
export function detectEol(text: string): '\n' | '\r\n' | '\r' {
  const i = text.search(/\r\n?|\n/);
  if (i === -1 || text[i] === '\n') return '\n';
  return text[i + 1] === '\n' ? '\r\n' : '\r';
}
