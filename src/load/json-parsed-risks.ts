import { MAX_DEPTH } from './inspect-value.js';
import { scanJson, type JsonRisks } from './json-scan.js';

/**
 * Up to this size a JSON text is parsed first and its risks are found from the parsed value (below);
 * past it, ./json-scan.ts reads the text first, so that a hostile file nested a million levels
 * deep is refused before JSON.parse spends time on it (JSON.parse reads 256 KiB of brackets in
 * about 20 ms).
 */
export const PARSE_FIRST_LIMIT = 256 * 1024;

/**
 * The risks of a JSON text that JSON.parse read as `value`: what scanJson would say, found mostly
 * from the value, which is cheaper than reading the text character by character (a run of 3,000
 * files: 21 to 11 ms).
 *
 * A repeated key is the one thing the value cannot show, since JSON.parse keeps the last: the
 * value then has fewer keys than the text. The text's keys are counted as the places where a
 * quote is directly followed by a colon. That count is exact when no key has white space before
 * its colon and no string holds `\":`, and otherwise can only be too high (a string that starts
 * with a colon). So when it equals the value's count, no key repeats; when it does not, or when
 * the text has either form, scanJson decides.
 */
export function risksOfParsed(text: string, value: unknown): JsonRisks {
  const shape: Shape = { keys: 0, needsValueCheck: false };
  // Refused for its depth; were it not, nothing would be assumed of its keys.
  if (!measure(value, 0, shape)) return { duplicateKeys: true, needsValueCheck: true, tooDeep: true };
  const exact = !SPACE_BEFORE_COLON.test(text) && !text.includes('\\":');
  const duplicateKeys = exact && quoteColons(text) === shape.keys ? false : scanJson(text).duplicateKeys;
  return { duplicateKeys, needsValueCheck: shape.needsValueCheck, tooDeep: false };
}

const SPACE_BEFORE_COLON = /"[ \t\r\n]+:/;

interface Shape {
  /** Keys of every object in the value. */
  keys: number;
  /** An integer past 2^53 or a `__proto__` key: what inspectValue reports. */
  needsValueCheck: boolean;
}

/**
 * Counts the value's keys and looks for what inspectValue reports; false for more than MAX_DEPTH
 * nested arrays and objects, as scanJson counts them (`depth` is the number of containers around `value`).
 */
function measure(value: unknown, depth: number, shape: Shape): boolean {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number' && !Number.isSafeInteger(value) && Number.isInteger(value)) shape.needsValueCheck = true;
    return true;
  }
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!measure(value[i], depth + 1, shape)) return false;
  } else {
    for (const key in value) {
      shape.keys++;
      if (key === '__proto__') shape.needsValueCheck = true;
      if (!measure((value as Record<string, unknown>)[key], depth + 1, shape)) return false;
    }
  }
  return true;
}

/** How many times `":` occurs in the text. */
function quoteColons(text: string): number {
  let count = 0;
  for (let i = text.indexOf('":'); i !== -1; i = text.indexOf('":', i + 2)) count++;
  return count;
}
