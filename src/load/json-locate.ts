/**
 * Where many paths of a JSON text are, in one pass over the text and without a syntax tree: a
 * payload file with findings used to build jsonc-parser's whole tree (an object per value: for a
 * 3 MB list of payloads, several times the text's size in memory) to locate a few paths. Answers as
 * findJsonNode in ./json.ts does over that tree: the node at the path, or its deepest existing
 * ancestor; with target 'key', the key of the last segment's property; of a key given twice, the last.
 * An array's items are reached by numbers and by strings of digits ("0", "12"); the tree also reads
 * "", " 1" or "1.0" as indexes, which no rule writes: those stop at the array.
 *
 * The text must be valid JSON (JSON.parse read it): the scan reads no token it does not need (no
 * string is made but the keys of objects on a requested path) and throws on what it does not expect.
 */
import type { JsonPath } from '../types.js';
import type { LocateTarget } from './document.js';
import { endOfString } from './json-scan.js';
import { CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, isJsonSpace, OPEN_BRACE, OPEN_BRACKET, QUOTE } from './json-chars.js';

export interface LocateRequest {
  path: JsonPath;
  target?: LocateTarget;
}

/** A node of the requested paths' trie, with where its latest occurrence in the text is. */
interface Wanted {
  /** Children by property name (objects) and by index (arrays): a segment can lead to either. */
  byName?: Map<string, Wanted>;
  byIndex?: Map<number, Wanted>;
  /** Found in the latest occurrence of every ancestor: start and end are its value's. */
  seen: boolean;
  start: number;
  end: number;
  /** Its property's key was found (keyStart, keyEnd), likewise. */
  keySeen: boolean;
  keyStart: number;
  keyEnd: number;
  /** A request ends here (not only passes through). */
  requested: boolean;
}

const wanted = (): Wanted => ({ seen: false, start: 0, end: 0, keySeen: false, keyStart: 0, keyEnd: 0, requested: false });

/** Thrown when every request is found, to leave the scan from any depth. */
const ALL_FOUND = Symbol('all found');

/**
 * [start, end) offsets of each request's node, in the order of `requests`. Throws on text that is
 * not valid JSON. With `noDuplicateKeys` (the caller knows that no object repeats a key), the scan
 * ends as soon as every requested node has been read: the first occurrence is then the only one.
 */
export function locateJsonPaths(text: string, requests: readonly LocateRequest[], { noDuplicateKeys = false } = {}): [number, number][] {
  const root = wanted();
  for (const { path } of requests) {
    let node = root;
    for (const segment of path) {
      const name = String(segment);
      let child = node.byName?.get(name);
      if (!child) {
        child = wanted();
        (node.byName ??= new Map()).set(name, child);
        const index = typeof segment === 'number' ? segment : /^(0|[1-9]\d*)$/.test(name) ? Number(name) : undefined;
        if (index !== undefined) (node.byIndex ??= new Map()).set(index, child);
      }
      node = child;
    }
    node.requested = true;
  }

  const scan = new Scan(text, noDuplicateKeys ? countRequested(root) : Infinity);
  try {
    scan.value(root);
  } catch (error) {
    if (error !== ALL_FOUND) throw error;
  }

  return requests.map(({ path, target }) => {
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const child = node.byName?.get(String(path[i]));
      if (!child?.seen) break;
      if (i === path.length - 1 && target === 'key' && child.keySeen) return [child.keyStart, child.keyEnd];
      node = child;
    }
    return [node.start, node.end];
  });
}

function countRequested(node: Wanted): number {
  let count = node.requested ? 1 : 0;
  for (const child of node.byName?.values() ?? []) count += countRequested(child);
  return count;
}

class Scan {
  private at = 0;

  /** `pending`: the requested nodes left to read before the scan may stop (Infinity: read to the end). */
  constructor(
    private readonly text: string,
    private pending: number,
  ) {}

  /** Reads the value at the current offset, recording where it is when `node` wants it. */
  value(node: Wanted | undefined): void {
    const text = this.text;
    this.space();
    const start = this.at;
    if (node) {
      // A later occurrence (a key given twice) replaces the earlier one and whatever was found inside it.
      if (node.seen) forget(node, true);
      node.seen = true;
      node.start = start;
    }
    const c = text.charCodeAt(start);
    if (c === QUOTE) {
      this.at = this.endOfString(start) + 1;
    } else if (c === OPEN_BRACE) {
      this.members(node);
    } else if (c === OPEN_BRACKET) {
      this.elements(node);
    } else {
      // A number, true, false or null: up to the next delimiter.
      let at = start;
      while (at < text.length && !isDelimiter(text.charCodeAt(at))) at++;
      if (at === start) throw new SyntaxError(`Unexpected character at offset ${start}`);
      this.at = at;
    }
    if (node) {
      node.end = this.at;
      if (node.requested && --this.pending === 0) throw ALL_FOUND;
    }
  }

  private members(node: Wanted | undefined): void {
    const text = this.text;
    this.at++;
    this.space();
    if (text.charCodeAt(this.at) === CLOSE_BRACE) {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      const keyStart = this.at;
      if (text.charCodeAt(keyStart) !== QUOTE) throw new SyntaxError(`Expected a key at offset ${keyStart}`);
      const keyEnd = this.endOfString(keyStart) + 1;
      this.at = keyEnd;
      let child: Wanted | undefined;
      if (node?.byName) {
        const raw = text.slice(keyStart + 1, keyEnd - 1);
        child = node.byName.get(raw.includes('\\') ? (JSON.parse(text.slice(keyStart, keyEnd)) as string) : raw);
        if (child) {
          // A key given again: its value (next) clears what the earlier one held.
          child.keySeen = true;
          child.keyStart = keyStart;
          child.keyEnd = keyEnd;
        }
      }
      this.expect(COLON);
      this.value(child);
      if (this.separator(CLOSE_BRACE)) return;
    }
  }

  private elements(node: Wanted | undefined): void {
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === CLOSE_BRACKET) {
      this.at++;
      return;
    }
    for (let index = 0; ; index++) {
      this.value(node?.byIndex?.get(index));
      if (this.separator(CLOSE_BRACKET)) return;
    }
  }

  /** Past a comma (false) or the closing bracket (true). */
  private separator(close: number): boolean {
    this.space();
    const c = this.text.charCodeAt(this.at++);
    if (c === close) return true;
    if (c !== COMMA) throw new SyntaxError(`Expected "," at offset ${this.at - 1}`);
    return false;
  }

  private expect(c: number): void {
    this.space();
    if (this.text.charCodeAt(this.at) !== c) throw new SyntaxError(`Expected "${String.fromCharCode(c)}" at offset ${this.at}`);
    this.at++;
  }

  private space(): void {
    const text = this.text;
    let at = this.at;
    while (isJsonSpace(text.charCodeAt(at))) at++;
    this.at = at;
  }

  /** Index of the quote that closes the string opened at `start`. */
  private endOfString(start: number): number {
    const end = endOfString(this.text, start);
    if (end >= this.text.length) throw new SyntaxError(`Unterminated string at offset ${start}`);
    return end;
  }
}

/** Clears what was found at and under `node`, which the text gives again; `keepKey`: its (new) key is already found. */
function forget(node: Wanted, keepKey = false): void {
  node.seen = false;
  if (!keepKey) node.keySeen = false;
  for (const child of node.byName?.values() ?? []) if (child.seen || child.keySeen) forget(child);
}

function isDelimiter(c: number): boolean {
  return c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isJsonSpace(c);
}
