/**
 * cordlint's positions (1-based lines and columns, offsets into the text without its byte order
 * mark) to the protocol's (0-based, into the editor's text, which may keep the mark).
 */
import type { Position, Range as LspRange, TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range } from '../types.js';

const BOM = '\uFEFF';

export function rangeOf(range: Range, text: string): LspRange {
  const shift = text.startsWith(BOM) ? 1 : 0;
  const position = (line: number, column: number): Position => ({
    line: Math.max(0, line - 1),
    character: Math.max(0, column - 1 + (line === 1 ? shift : 0)),
  });
  return { start: position(range.line, range.column), end: position(range.endLine, range.endColumn) };
}

/** The editor's text as cordlint reads it: without a byte order mark. */
export function lintedText(document: TextDocument): string {
  const text = document.getText();
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * One edit that turns the document's text (less its mark) into `after`: only the part that changed,
 * so the editor keeps the cursor and the undo step small.
 */
export function editTo(document: TextDocument, after: string): LspTextEdit | undefined {
  const before = lintedText(document);
  if (before === after) return undefined;
  let start = 0;
  const limit = Math.min(before.length, after.length);
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < limit - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  // Whole lines are replaced, line breaks included: the edit reads as the lines that changed, and
  // never splits a \r\n or a surrogate pair. (The kept prefix and suffix are the same in both texts.)
  start = start > 0 ? before.lastIndexOf('\n', start - 1) + 1 : 0;
  const nextBreak = before.indexOf('\n', before.length - end);
  end = nextBreak === -1 ? 0 : before.length - (nextBreak + 1);
  const shift = document.getText().startsWith(BOM) ? 1 : 0;
  return {
    range: { start: document.positionAt(start + shift), end: document.positionAt(before.length - end + shift) },
    newText: after.slice(start, after.length - end),
  };
}

export function contains(range: LspRange, position: Position): boolean {
  return !before(position, range.start) && !before(range.end, position);
}

export function overlaps(a: LspRange, b: LspRange): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}
