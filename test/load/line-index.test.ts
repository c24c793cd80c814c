import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/load/line-index.js';

/** Line and column of every offset, by walking the text: LF, CRLF and a lone CR each end a line. */
function reference(text: string): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  let line = 1;
  let column = 1;
  for (let i = 0; i <= text.length; i++) {
    out.push({ line, column });
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else column++;
  }
  return out;
}

describe('LineIndex', () => {
  it.each([
    ['a\nb\n\nc', 6, { line: 4, column: 2 }],
    ['a\r\nb', 3, { line: 2, column: 1 }],
    ['a\rb', 2, { line: 2, column: 1 }],
    ['', 0, { line: 1, column: 1 }],
  ])('places offsets in %j', (text, offset, expected) => {
    const range = new LineIndex(text).range(offset, offset);
    expect({ line: range.line, column: range.column }).toEqual(expected);
  });

  it('agrees with a character walk on texts of LF, CRLF and lone CR line breaks', () => {
    const text = fc.array(fc.constantFrom('a', 'é', '\n', '\r', '\r\n', ' ', '😀'), { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const index = new LineIndex(t);
        reference(t).forEach((expected, offset) => {
          const { line, column } = index.range(offset, offset);
          expect({ line, column }, JSON.stringify(t) + ' at ' + offset).toEqual(expected);
        });
      }),
      { seed: 20261126, numRuns: 1500 },
    );
  });
});
