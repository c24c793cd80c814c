import type { JsonPath, PathSegment } from '../types.js';
import type { SourceProblem } from './document.js';

/** Deeper than any real payload (a callback with a Container holding a Section is ~12 levels). */
export const MAX_DEPTH = 100;

/**
 * Checks every value of a parsed document: nesting depth, integers that lost digits in parsing,
 * and `__proto__` keys. A document deeper than MAX_DEPTH gets one fatal problem and nothing else,
 * which also bounds the recursion here (a hostile file may nest 100,000 levels).
 */
export function inspectValue(root: unknown, sourceOf: (path: JsonPath) => string | undefined): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const path: PathSegment[] = []; // shared and copied only when something is reported: most documents report nothing

  const visit = (value: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    if (typeof value === 'number') {
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) problems.push(unsafeInteger(value, [...path], sourceOf));
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        const ok = visit(value[i], depth + 1);
        path.pop();
        if (!ok) return false;
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        path.push(key);
        if (key === '__proto__') problems.push(protoKey([...path]));
        const ok = visit((value as Record<string, unknown>)[key], depth + 1);
        path.pop();
        if (!ok) return false;
      }
    }
    return true;
  };

  if (!visit(root, 0)) {
    return [
      {
        ruleId: 'parse-error',
        fatal: true,
        path: [],
        message: `The document is nested more than ${MAX_DEPTH} levels deep; no Discord payload is. It was not linted.`,
      },
    ];
  }
  return problems;
}

function unsafeInteger(value: number, path: JsonPath, sourceOf: (path: JsonPath) => string | undefined): SourceProblem {
  // The source must read as an integer (a duplicated key, a merge key or an alias may place it elsewhere).
  const source = sourceOf(path)?.trim();
  const written = source && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(source) ? source : undefined;
  return {
    ruleId: 'unsafe-integer',
    path,
    message:
      `The number ${written ?? String(value)} is larger than 2^53. Discord reads it exactly, but a JavaScript reader of this file ` +
      `(JSON.parse, most YAML libraries) does not${written ? `: it gets ${BigInt(value).toString()}` : ''}, so a bot that loads this file and sends it sends another id. ` +
      `If it is a snowflake (a user, role, channel, message or SKU id), write it as a string: "${written ?? String(value)}"; ` +
      'if it is a component id, a colour or a count, it is far out of range.',
  };
}

function protoKey(path: JsonPath): SourceProblem {
  return {
    ruleId: 'proto-key',
    path,
    target: 'key',
    message:
      'The key "__proto__" is not a field of any Discord payload and can change the prototype of the object in JavaScript code that reads this file. Remove it.',
  };
}
