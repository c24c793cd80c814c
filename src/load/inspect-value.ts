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
    } else if (typeof value === 'string') {
      if (!isWellFormed(value)) problems.push(loneSurrogate(value, [...path], false));
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
        if (!isWellFormed(key)) problems.push(loneSurrogate(key, [...path], true));
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

/** A lone surrogate (half of a character beyond U+FFFF), as JavaScript's String.prototype.isWellFormed finds it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const nativeWellFormed = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;

export function isWellFormed(text: string): boolean {
  return nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text);
}

/** Whether a JSON text may hold a lone surrogate: written raw, or as a \uD800-\uDFFF escape. */
export function mayHoldLoneSurrogate(text: string): boolean {
  return /\\u[dD][89a-fA-F]/.test(text) || !isWellFormed(text);
}

function loneSurrogate(text: string, path: JsonPath, isKey: boolean): SourceProblem {
  const at = LONE_SURROGATE.exec(text)!.index;
  const unit = `\\u${text.charCodeAt(at).toString(16).padStart(4, '0')}`;
  return {
    ruleId: 'lone-surrogate',
    path,
    ...(isKey ? { target: 'key' as const } : {}),
    message:
      `This ${isKey ? 'key' : 'text'} holds a lone surrogate (${unit} at character ${at + 1}): half of a character, most likely an emoji cut by slicing UTF-16 text. ` +
      'Half a character cannot be written in UTF-8, in which Discord keeps text: what users see there is U+FFFD (a question mark in a box), if Discord takes the text at all. Cut text at a code point boundary (Array.from(text)) or remove it.',
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
