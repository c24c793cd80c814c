import { MAX_DEPTH } from './inspect-value.js';

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
  const stack: (string[] | Set<string> | null)[] = [];
  // Keys of the innermost object (null inside an array): a list while short, a set past SMALL_OBJECT
  // keys (a list is faster for the few keys of a component, a set keeps a 400,000-key object linear).
  let keys: string[] | Set<string> | null = null;
  let digits = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= DIGIT_0 && c <= DIGIT_9) {
      if (++digits >= 16) risks.needsValueCheck = true;
      continue;
    }
    if ((c === LOWER_E || c === UPPER_E) && digits > 0) risks.needsValueCheck = true;
    digits = 0;
    if (c === QUOTE) {
      const end = endOfString(text, i);
      if (keys !== null) {
        let next = end + 1;
        while (isSpace(text.charCodeAt(next))) next++;
        if (text.charCodeAt(next) === COLON) {
          const raw = text.slice(i + 1, end);
          const key = raw.includes('\\') ? decodedKey(text.slice(i, end + 1)) : raw;
          if (key === '__proto__') risks.needsValueCheck = true;
          if (Array.isArray(keys)) {
            if (keys.includes(key)) risks.duplicateKeys = true;
            else if (keys.push(key) > SMALL_OBJECT) keys = new Set(keys);
          } else if (keys.has(key)) risks.duplicateKeys = true;
          else keys.add(key);
          i = next;
          continue;
        }
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      stack.push(keys);
      keys = c === OPEN_BRACE ? [] : null;
      if (stack.length > MAX_DEPTH) {
        risks.needsValueCheck = true;
        risks.tooDeep = true;
        return risks; // the value check refuses the whole document
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      keys = stack.pop() ?? null;
    }
  }
  return risks;
}

const SMALL_OBJECT = 32;
const QUOTE = 34;
const COLON = 58;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const LOWER_E = 101;
const UPPER_E = 69;

/** The key's text with its escapes read; the text as written when they are invalid (the scan runs before JSON.parse reports it). */
function decodedKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted.slice(1, -1);
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** Index of the quote that closes the string opened at `start`. */
function endOfString(text: string, start: number): number {
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
