/**
 * Look-up tables over one markdown text, built on first use: for each position, where the next
 * character of some kind is. They let the inline parser find a closer or give up in constant
 * time, so that no run of openers (`[[[[`, `<http://a<http://a`, `****`) costs a scan each.
 */

/** What a regular expression's \s matches (ECMAScript's WhiteSpace and LineTerminator). */
export const isSpace = (code: number): boolean =>
  code === 32 ||
  (code >= 9 && code <= 13) ||
  (code >= 0xa0 &&
    (code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff));

/** [A-Za-z0-9_]: what \w matches. */
export const isWord = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

export const UNKNOWN = -2;

const runNames = new Map<string, string>();
/** A table's name per character, made once (a template string per call costs more than the look-up). */
function runName(char: number, kind: string): string {
  const key = kind + char;
  let name = runNames.get(key);
  if (name === undefined) runNames.set(key, (name = `${kind}:${char}`));
  return name;
}

export class TextIndex {
  private readonly tables = new Map<string, Int32Array>();
  private backtickRuns: Map<number, number[]> | undefined;
  private backtickSizes: number[] | undefined;

  constructor(readonly text: string) {}

  get length(): number {
    return this.text.length;
  }

  code(at: number): number {
    return this.text.charCodeAt(at);
  }

  /** The first position at or after `from` where `stop` holds (the text's length when none). */
  next(name: string, from: number, stop: (code: number, at: number, text: string) => boolean): number {
    let table = this.tables.get(name);
    if (!table) {
      const n = this.text.length;
      table = new Int32Array(n + 1);
      table[n] = n;
      for (let at = n - 1; at >= 0; at--) table[at] = stop(this.text.charCodeAt(at), at, this.text) ? at : table[at + 1]!;
      this.tables.set(name, table);
    }
    return from >= table.length ? this.text.length : table[from]!;
  }

  /** A table of numbers per position, filled by the caller (memos); every entry starts UNKNOWN. */
  memo(name: string): Int32Array {
    let table = this.tables.get(name);
    if (!table) {
      table = new Int32Array(this.text.length + 1).fill(UNKNOWN);
      this.tables.set(name, table);
    }
    return table;
  }

  /** The end of the run of `char` that holds `at`, seen from `at` (the first other character). */
  runEnd(char: number, at: number): number {
    return this.next(runName(char, 'run'), at, (code) => code !== char);
  }

  /** The start of the run of `char` that holds `at` (remembered: each run is walked once). */
  runStart(char: number, at: number): number {
    const table = this.memo(runName(char, 'runStart'));
    if (table[at] === UNKNOWN) {
      let start = at;
      while (start > 0 && this.text.charCodeAt(start - 1) === char && table[start - 1] === UNKNOWN) start--;
      if (start > 0 && this.text.charCodeAt(start - 1) === char) start = table[start - 1]!;
      for (let q = Math.max(start, at - 1); q >= start && table[q] === UNKNOWN; q--) table[q] = start;
      table[at] = start;
    }
    return table[at]!;
  }

  /**
   * The lengths of the text's backtick runs up to `most`, longest first, with `also` among them
   * (a run that the end of a span cuts). Each costs one step: a run of n backticks tries n at most.
   */
  *backtickLengths(most: number, also: number): Generator<number> {
    this.backtickRun(1, 0);
    const sizes = this.backtickSizes!;
    let low = 0;
    let high = sizes.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sizes[mid]! > most) low = mid + 1;
      else high = mid;
    }
    let extra = also > 0 && also <= most ? also : 0;
    for (let i = low; i < sizes.length; i++) {
      if (extra > sizes[i]!) {
        yield extra;
        extra = 0;
      }
      if (sizes[i] !== also) yield sizes[i]!;
    }
    if (extra > 0) yield extra;
  }

  /** The first backtick run of exactly `length` that starts at or after `from`, or -1. */
  backtickRun(length: number, from: number): number {
    if (!this.backtickRuns) {
      this.backtickRuns = new Map();
      const text = this.text;
      for (let at = 0; at < text.length; at++) {
        if (text.charCodeAt(at) !== 96) continue;
        const start = at;
        while (at < text.length && text.charCodeAt(at) === 96) at++;
        const runs = this.backtickRuns.get(at - start) ?? [];
        runs.push(start);
        this.backtickRuns.set(at - start, runs);
      }
      this.backtickSizes = [...this.backtickRuns.keys()].sort((x, y) => y - x);
    }
    const runs = this.backtickRuns.get(length);
    if (!runs) return -1;
    let low = 0;
    let high = runs.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (runs[mid]! < from) low = mid + 1;
      else high = mid;
    }
    return low < runs.length ? runs[low]! : -1;
  }
}
