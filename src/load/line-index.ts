import type { Range } from '../types.js';

/** Turns string offsets into 1-based line and column numbers (columns in UTF-16 code units). */
export class LineIndex {
  private readonly starts: number[] = [0];
  private readonly length: number;

  constructor(text: string) {
    this.length = text.length;
    // Line feeds are found by indexOf, which is native: a file with findings is indexed once, often
    // while this code is still cold. Only a text holding a carriage return is read character by character.
    if (!text.includes('\r')) {
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.starts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) this.starts.push(i + 1);
    }
  }

  /** The offset where a 1-based line starts (the text's end past its last line). */
  lineStart(line: number): number {
    return line <= 1 ? 0 : line > this.starts.length ? this.length : this.starts[line - 1]!;
  }

  /** How many lines the text has (a text ending in a line break has an empty last line). */
  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }

  /** Offsets past the end of the text (a parse error at the end of the file) are placed at its end. */
  range(start: number, end: number): Range {
    const from = Math.min(start, this.length);
    const a = this.position(from);
    const b = this.position(Math.min(Math.max(from, end), this.length));
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
  }
}
