import type { JsonPath } from '../types.js';
import type { SourceProblem } from './document.js';

/** Deeper than any real payload (a callback with a Container holding a Section is ~12 levels). */
export const MAX_DEPTH = 100;

/**
 * Checks every value of a parsed document without recursion (a hostile file may nest 100,000 levels):
 * nesting depth, integers that lost digits in parsing, and `__proto__` keys.
 * Returns a fatal problem when the document is too deep to lint safely.
 */
export function inspectValue(root: unknown, text: (path: JsonPath) => string | undefined): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const stack: { value: unknown; path: PathArray; depth: number }[] = [{ value: root, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) {
      return [
        {
          ruleId: 'parse-error',
          fatal: true,
          path: path.slice(0, MAX_DEPTH),
          message: `The document is nested more than ${MAX_DEPTH} levels deep; no Discord payload is. It was not linted.`,
        },
      ];
    }
    if (typeof value === 'number') {
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
        const written = text(path);
        problems.push({
          ruleId: 'unsafe-integer',
          path,
          message:
            `The number ${written ?? String(value)} is larger than 2^53 and has already lost digits when read` +
            `${written ? ` (it reads back as ${BigInt(value).toString()})` : ''}. ` +
            'Write snowflakes and other large ids as strings: "' + (written ?? String(value)) + '".',
        });
      }
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i], depth: depth + 1 });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (key === '__proto__') {
          problems.push({
            ruleId: 'proto-key',
            path: [...path, key],
            target: 'key',
            message:
              'The key "__proto__" is not a field of any Discord payload and can change the prototype of the object in JavaScript code that reads this file. Remove it.',
          });
        }
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key], depth: depth + 1 });
      }
    }
  }
  return problems;
}

type PathArray = (string | number)[];
