import { MAX_DEPTH } from './inspect-value.js';
import { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, DIGIT_0, DIGIT_9, isJsonSpace, LOWER_E, OPEN_BRACE, OPEN_BRACKET, QUOTE, SPACE, UPPER_E } from './json-chars.js';

/** What a quick look at a JSON text found worth a closer look. */
export interface JsonRisks {
  /** Some object repeats a key. */
  duplicateKeys: boolean;
  /**
   * Something the value checks must look at: nesting deeper than MAX_DEPTH, a number that may
   * not survive JSON.parse (16+ digits or an exponent), or a `__proto__` key.
   */
  needsValueCheck: boolean;
  /** Nested deeper than MAX_DEPTH: the scan stopped there. */
  tooDeep: boolean;
}

/**
 * One pass over a JSON text's characters, skipping string contents with indexOf (on text that is
 * not valid JSON it finishes all the same; JSON.parse then reports the error). Several
 * times faster than a tokenizer or a walk of the parsed value, which matters because every JSON
 * file is checked and almost none has anything to report. Callers look closer only when told to.
 */
export function scanJson(text: string): JsonRisks {
  const risks: JsonRisks = { duplicateKeys: false, needsValueCheck: false, tooDeep: false };
  // The keys of the open objects, as [start, end) offsets of their text between the quotes, one
  // object after another: no string is made for a key (most files have hundreds), only compared in
  // place with its object's earlier keys. `frames` holds where each open container's keys begin
  // (-1 for an array); an object past SMALL_OBJECT keys moves them into a set (a 400,000-key object
  // stays linear). Keys with escapes are decoded and kept in a set of their own.
  const offsets: number[] = [];
  const frames: number[] = [];
  const sets: (Set<string> | undefined)[] = [];
  let keysFrom = -1;
  let keySet: Set<string> | undefined;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    // White space first: most of a pretty-printed file is indentation.
    if (c <= SPACE) continue;
    if (isDigit(c)) {
      // A number's run of digits at once: 16 or more may not survive JSON.parse, nor an exponent after them.
      let end = i + 1;
      while (isDigit(text.charCodeAt(end))) end++;
      const next = text.charCodeAt(end);
      if (end - i >= 16 || next === LOWER_E || next === UPPER_E) risks.needsValueCheck = true;
      i = end - 1;
      continue;
    }
    if (c === QUOTE) {
      const end = endOfString(text, i);
      if (keysFrom >= 0) {
        let next = end + 1;
        while (isJsonSpace(text.charCodeAt(next))) next++;
        if (text.charCodeAt(next) === COLON) {
          if (keySet || hasBackslash(text, i + 1, end)) {
            // A set of decoded keys: past SMALL_OBJECT keys, or once a key has escapes (rare).
            keySet ??= keysAsSet(text, offsets, keysFrom);
            const key = hasBackslash(text, i + 1, end) ? decodedKey(text.slice(i, end + 1)) : text.slice(i + 1, end);
            if (key === '__proto__') risks.needsValueCheck = true;
            if (keySet.has(key)) risks.duplicateKeys = true;
            else keySet.add(key);
          } else {
            if (end - i - 1 === 9 && text.startsWith('__proto__', i + 1)) risks.needsValueCheck = true;
            if (seenBefore(text, offsets, keysFrom, i + 1, end)) risks.duplicateKeys = true;
            offsets.push(i + 1, end);
            if (offsets.length - keysFrom > 2 * SMALL_OBJECT) keySet = keysAsSet(text, offsets, keysFrom);
          }
          i = next;
          continue;
        }
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      frames.push(keysFrom);
      sets.push(keySet);
      keysFrom = c === OPEN_BRACE ? offsets.length : -1;
      keySet = undefined;
      if (frames.length > MAX_DEPTH) {
        risks.needsValueCheck = true;
        risks.tooDeep = true;
        return risks; // the value check refuses the whole document
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (keysFrom >= 0) offsets.length = keysFrom;
      keysFrom = frames.pop() ?? -1;
      keySet = sets.pop();
    }
  }
  return risks;
}

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** Whether the key text [start, end) equals one of the keys at offsets[from...]. */
function seenBefore(text: string, offsets: readonly number[], from: number, start: number, end: number): boolean {
  const length = end - start;
  for (let k = from; k < offsets.length; k += 2) {
    const otherStart = offsets[k]!;
    if (offsets[k + 1]! - otherStart !== length) continue;
    let same = true;
    for (let j = 0; j < length; j++) {
      if (text.charCodeAt(start + j) !== text.charCodeAt(otherStart + j)) {
        same = false;
        break;
      }
    }
    if (same) return true;
  }
  return false;
}

/** The keys at offsets[from...] as a set of strings; they are dropped from the offsets. */
function keysAsSet(text: string, offsets: number[], from: number): Set<string> {
  const keys = new Set<string>();
  for (let k = from; k < offsets.length; k += 2) keys.add(text.slice(offsets[k]!, offsets[k + 1]!));
  offsets.length = from;
  return keys;
}

function hasBackslash(text: string, start: number, end: number): boolean {
  for (let j = start; j < end; j++) if (text.charCodeAt(j) === BACKSLASH) return true;
  return false;
}

const SMALL_OBJECT = 32;

/** The key's text with its escapes read; the text as written when they are invalid (the scan runs before JSON.parse reports it). */
function decodedKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}


/** Index of the quote that closes the string opened at `start` (the text's length when none does). */
export function endOfString(text: string, start: number): number {
  let j = start + 1;
  for (;;) {
    j = text.indexOf('"', j);
    if (j < 0) return text.length;
    let backslashes = 0;
    for (let k = j - 1; text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return j;
    j++;
  }
}
