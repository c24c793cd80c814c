import { fromPointer, toDisplayPath } from '../engine/pointer.js';
import type { PathSegment } from '../types.js';
import type { SchemaError } from './validator-types.js';

/** A schema error in words: where (relative to the validated object) and what to do. */
export interface ReadableSchemaError {
  path: PathSegment[];
  message: string;
}

const SNOWFLAKE_PATTERN = '^(0|[1-9][0-9]{0,19})$';

/** What a commonly missing field holds, so that the message says what to add. */
const REQUIRED_HINTS: Record<string, string> = {
  custom_id: 'a string of 1 to 100 characters that your app receives back',
  accessory: 'a Button (type 2) or a Thumbnail (type 11)',
  content: 'the text to show, 1 to 4000 characters',
  media: '{ "url": "https://..." } or { "url": "attachment://<filename>" }',
  file: '{ "url": "attachment://<filename>" }',
  component: 'the one input the Label wraps',
  title: '1 to 45 characters',
};

/**
 * Turns ajv's errors into findings people can act on: the field, the actual value, the limit
 * and the fix. `subject` names what was validated ("Button (2)", "The message").
 */
export function readableSchemaErrors(errors: readonly SchemaError[], data: unknown, subject: string): ReadableSchemaError[] {
  const out: ReadableSchemaError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // An integer beyond 2^53 is unsafe-integer's finding (it says what the file really holds).
    if (error.keyword === 'type' && isUnsafeInteger(valueAt(data, toPath(error.instancePath)))) continue;
    const readable = describe(error, data, subject);
    if (!readable) continue;
    const key = `${readable.path.join('/')}|${readable.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(readable);
  }
  return out;
}

function toPath(instancePath: string): PathSegment[] {
  return fromPointer(instancePath).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function isUnsafeInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);
}

function describe(error: SchemaError, data: unknown, subject: string): ReadableSchemaError | undefined {
  const path = toPath(error.instancePath);
  const value = valueAt(data, path);
  const field = path.length > 0 ? `"${toDisplayPath(path)}" of ${subject}` : subject;
  const p = error.params;
  switch (error.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const hint = REQUIRED_HINTS[missing];
      return {
        path,
        message: `${capital(field)} is missing the required field "${missing}". Add it${hint ? `: ${hint}` : ''}.`,
      };
    }
    case 'type':
      return { path, message: `${capital(field)} must be ${typeWords(String(p.type))}, not ${describeValue(value)}.` };
    case 'enum':
    case 'const': {
      const allowed = (p.allowedValues as unknown[] | undefined) ?? [p.allowedValue];
      return {
        path,
        message: `${capital(field)} is ${JSON.stringify(value)}; it must be ${allowed.length === 1 ? '' : 'one of '}${allowed
          .filter((v) => v !== null)
          .map((v) => JSON.stringify(v))
          .join(', ')}.`,
      };
    }
    case 'maxLength': {
      // Discord trims embed texts before it counts them (official-facts.md: Embed limits).
      const trimmed = path.includes('embeds');
      const text = typeof value === 'string' ? (trimmed ? value.trim() : value) : '';
      const length = [...text].length;
      if (trimmed && length <= Number(p.limit)) return undefined;
      return {
        path,
        message: `${capital(field)} is ${length} characters long${trimmed ? ' (leading and trailing whitespace not counted)' : ''}; the limit is ${String(p.limit)}. Shorten it by ${length - Number(p.limit)}.`,
      };
    }
    case 'minLength':
      return {
        path,
        message:
          Number(p.limit) === 1
            ? `${capital(field)} is empty; it needs at least 1 character. Fill it in.`
            : `${capital(field)} is too short; it needs at least ${String(p.limit)} characters.`,
      };
    case 'minimum':
    case 'maximum':
      return {
        path,
        message: `${capital(field)} is ${isUnsafeInteger(value) ? `a number beyond 2^53 (it reads as ${String(value)}, its last digits lost)` : JSON.stringify(value)}; it must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${formatLimit(path, Number(p.limit))}.`,
      };
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(value) ? value.length : 0;
      const limit = Number(p.limit);
      return {
        path,
        message:
          error.keyword === 'minItems'
            ? `${capital(field)} has ${count} ${count === 1 ? 'item' : 'items'}; it needs at least ${limit}.`
            : `${capital(field)} has ${count} items; the limit is ${limit}. Remove ${count - limit}.`,
      };
    }
    case 'pattern':
      return {
        path,
        message:
          p.pattern === SNOWFLAKE_PATTERN
            ? `${capital(field)} is ${JSON.stringify(value)}; it must be a snowflake: a string of digits such as "123456789012345678".`
            : `${capital(field)} is ${JSON.stringify(value)}; it must be "image", "video", "audio" or a dot-prefixed extension such as ".pdf".`,
      };
    default:
      return { path, message: `${capital(field)} ${error.message ?? 'is not valid'}.` };
  }
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function typeWords(type: string): string {
  const words = type
    .split(',')
    .filter((t) => t !== 'null')
    .map((t) => ({ string: 'a string', integer: 'an integer', number: 'a number', boolean: 'true or false', object: 'an object', array: 'an array' })[t] ?? t);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : (words[0] ?? type);
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the fraction ${value}`;
  return `${typeof value} ${String(value)}`;
}

function formatLimit(path: readonly PathSegment[], limit: number): string {
  const last = path[path.length - 1];
  if ((last === 'accent_color' || last === 'color') && limit > 0) return `0x${limit.toString(16).toUpperCase()} (${limit})`;
  return String(limit);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
