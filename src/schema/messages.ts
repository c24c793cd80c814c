import { pathFromPointer, toDisplayPath } from '../util/pointer.js';
import { PATTERNS, boundsOf } from '../discord/field.js';
import { componentField, MODAL_FIELDS, OBJECTS } from '../discord/index.js';

const range = (field: Parameters<typeof boundsOf>[0]): string => `${boundsOf(field).min} to ${boundsOf(field).max}`;
import type { PathSegment } from '../types.js';
import { characterCount } from '../util/values.js';
import type { SchemaError } from './validator-types.js';

/** A schema error in words: where (relative to the validated object) and what to do. */
export interface ReadableSchemaError {
  path: PathSegment[];
  message: string;
}


/** What a commonly missing field holds, so that the message says what to add. */
const REQUIRED_HINTS: Record<string, string> = {
  custom_id: `a string of ${range(OBJECTS.CustomId)} characters that your app receives back`,
  accessory: 'a Button (type 2) or a Thumbnail (type 11)',
  content: `the text to show, ${range(componentField('TextDisplay', 'content'))} characters`,
  media: '{ "url": "https://..." } or { "url": "attachment://<filename>" }',
  file: '{ "url": "attachment://<filename>" }',
  component: 'the one input the Label wraps',
  title: `${range(MODAL_FIELDS.title)} characters`,
  options: 'a list of options, each { "label": "...", "value": "..." }',
  items: `a list of ${range(componentField('MediaGallery', 'items'))} items, each { "media": { "url": "https://..." } }`,
  components: 'a list of components',
  value: '1 to 100 characters',
  url: 'a URL such as "https://example.com/picture.png", or "attachment://<filename>" for an uploaded file',
};

/** What the allowed values of an enumeration mean, by the subject's name and the field. */
const ENUM_MEANINGS: Record<string, Record<string, string>> = {
  'Button:style': { 1: 'Primary', 2: 'Secondary', 3: 'Success', 4: 'Danger', 5: 'Link', 6: 'Premium' },
  'Text Input:style': { 1: 'Short', 2: 'Paragraph' },
  'Separator:spacing': { 1: 'small padding', 2: 'large padding' },
};

/**
 * Turns ajv's errors into findings people can act on: the field, the actual value, the limit
 * and the fix. `subject` names what was validated ("Button (2)", "The message").
 */
export function readableSchemaErrors(errors: readonly SchemaError[], data: unknown, subject: string, limit = Infinity): ReadableSchemaError[] {
  const out: ReadableSchemaError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (out.length >= limit) break;
    // An integer beyond 2^53 is unsafe-integer's finding (it says what the file really holds).
    if (error.keyword === 'type' && isUnsafeInteger(valueAt(data, pathFromPointer(error.instancePath)))) continue;
    const readable = describe(error, data, subject);
    if (!readable) continue;
    const key = `${readable.path.join('/')}|${readable.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(readable);
  }
  return out;
}

function isUnsafeInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);
}

function describe(error: SchemaError, data: unknown, subject: string): ReadableSchemaError | undefined {
  const path = pathFromPointer(error.instancePath);
  const value = valueAt(data, path);
  const field = path.length > 0 ? `"${toDisplayPath(path)}" of ${subject}` : subject;
  const p = error.params;
  switch (error.keyword) {
    case 'required': {
      const missing = String(p.missingProperty);
      const hint = missing === 'style' ? styleHint(subject) : REQUIRED_HINTS[missing];
      return {
        path,
        message: `${capital(field)} is missing the required field "${missing}". Add it${hint ? `: ${hint}` : ''}.`,
      };
    }
    case 'type': {
      const fix = componentTypeHint(path) ?? typeFix(String(p.type), value, path[path.length - 1]);
      return { path, message: `${capital(field)} must be ${typeWords(String(p.type))}, not ${describeValue(value)}.${fix ? ` ${fix}` : ''}` };
    }
    case 'enum':
    case 'const': {
      const allowed = ((p.allowedValues as unknown[] | undefined) ?? [p.allowedValue]).filter((v) => v !== null);
      const meanings = ENUM_MEANINGS[`${subjectName(subject)}:${String(path[path.length - 1])}`];
      const listed = allowed.map((v) => (meanings?.[String(v)] ? `${JSON.stringify(v)} (${meanings[String(v)]})` : JSON.stringify(v)));
      const quoted = typeof value === 'string' && allowed.some((v) => typeof v === 'number' && String(v) === value.trim());
      return {
        path,
        message: `${capital(field)} is ${JSON.stringify(value)}; it must be ${allowed.length === 1 ? '' : 'one of '}${listed.join(', ')}.${
          quoted ? ` Write it as a number, without quotes: ${value.trim()}.` : ''
        }`,
      };
    }
    case 'maxLength': {
      // Discord trims embed texts before it counts them (official-facts.md: Embed limits).
      const trimmed = path.includes('embeds');
      const text = typeof value === 'string' ? (trimmed ? value.trim() : value) : '';
      const length = characterCount(text);
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
        message: `${capital(field)} is ${isUnsafeInteger(value) ? `a number beyond 2^53 (JavaScript reads it as ${String(value)})` : JSON.stringify(value)}; it must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${formatLimit(path, Number(p.limit))}.`,
      };
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(value) ? value.length : 0;
      const limit = Number(p.limit);
      return {
        path,
        message:
          error.keyword === 'minItems'
            ? `${capital(field)} has ${count} ${count === 1 ? 'item' : 'items'}; it needs at least ${limit}. Add ${limit - count}.`
            : `${capital(field)} has ${count} items; the limit is ${limit}. Remove ${count - limit}.`,
      };
    }
    case 'pattern':
      return {
        path,
        message:
          p.pattern === PATTERNS.snowflake
            ? `${capital(field)} is ${JSON.stringify(value)}; it must be a snowflake: a string of digits such as "123456789012345678".`
            : p.pattern === PATTERNS.hexColour
              ? `${capital(field)} is ${JSON.stringify(value)}; it must be exactly 6 hexadecimal digits such as "5865F2"${typeof value === 'string' && value.startsWith('#') ? ', without the "#": remove it' : ''}.`
              : p.pattern === PATTERNS.fileType
                ? `${capital(field)} is ${JSON.stringify(value)}; it must be "image", "video", "audio" or a dot-prefixed extension such as ".pdf".`
                : `${capital(field)} is ${JSON.stringify(value)}; it does not have the form Discord requires (${p.pattern}).`,
      };
    default:
      return { path, message: `${capital(field)} ${error.message ?? 'is not valid'}.` };
  }
}

/** "Text Input (4)" -> "Text Input". */
function subjectName(subject: string): string {
  return subject.replace(/ \(\d+\)$/, '');
}

function styleHint(subject: string): string | undefined {
  const meanings = ENUM_MEANINGS[`${subjectName(subject)}:style`];
  return meanings ? Object.entries(meanings).map(([n, name]) => `${n} (${name})`).join(', ') : undefined;
}

/** How to write a value of the wrong type, when the mistake is a common one (quotes, YAML's yes/no). */
function typeFix(expected: string, value: unknown, field: PathSegment | undefined): string | undefined {
  const wants = expected.split(',');
  // An emoji or a media item written as its bare string.
  const wrapIn = field === 'emoji' ? 'name' : field === 'media' || field === 'file' ? 'url' : undefined;
  if (typeof value === 'string' && wants.includes('object') && wrapIn) return `Write it as an object: { "${wrapIn}": ${JSON.stringify(value)} }.`;
  if (typeof value === 'string' && (field === 'accent_color' || field === 'color') && /^(#|0x)?[0-9a-f]{6}$/i.test(value.trim())) {
    const rgb = Number.parseInt(value.trim().replace(/^(#|0x)/i, ''), 16);
    return `Write the colour as a number: ${rgb} (0x${rgb.toString(16).toUpperCase().padStart(6, '0')}).`;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if ((wants.includes('integer') || wants.includes('number')) && /^-?\d+(\.\d+)?$/.test(text)) return `Write it as a number, without quotes: ${text}.`;
    if (wants.includes('boolean')) {
      if (/^(true|false)$/i.test(text)) return `Write ${text.toLowerCase()} without quotes.`;
      if (/^(yes|no|y|n|on|off)$/i.test(text)) {
        const yes = /^(yes|y|on)$/i.test(text);
        return `YAML 1.2 reads ${text} as text, not as a boolean: write ${yes ? 'true' : 'false'}.`;
      }
    }
  }
  if (typeof value === 'number' && wants.includes('string') && !wants.includes('integer') && !wants.includes('number')) {
    return `Put it in quotes: "${String(value)}".`;
  }
  return undefined;
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

/** The component types Discord assigns, in words. */
export const COMPONENT_TYPE_RANGES = '1-14, 17-19 and 21-23';

/** What a component's `type` must be, for a type that is no integer (a string of digits is read as its number before validation). */
function componentTypeHint(path: readonly (string | number)[]): string | undefined {
  const at = (back: number) => path[path.length - back];
  const isComponent = at(1) === 'type' && ((at(3) === 'components' && typeof at(2) === 'number') || at(2) === 'component' || at(2) === 'accessory');
  return isComponent ? `A component's type is one of the component types ${COMPONENT_TYPE_RANGES} (2 for a Button, 1 for an Action Row).` : undefined;
}
