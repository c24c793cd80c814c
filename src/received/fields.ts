/**
 * The value types of what Discord sends (interaction fields, resolved entries), as a small table
 * language: `snowflake`, `string?` (nullable), `snowflake[]`... Checked by the received-* rules.
 */
import { isObject } from '../payload/detect.js';
import { characterCount } from '../util/values.js';

export type { FieldType, FieldSpec } from '../discord/received.js';
import type { FieldSpec, FieldType } from '../discord/received.js';

/** Snowflakes travel as strings of digits (at most 20: a 64-bit unsigned integer). */
const SNOWFLAKE = /^(0|[1-9]\d{0,19})$/;
/** Permission sets travel as strings holding a decimal integer. */
const PERMISSIONS = /^\d+$/;
/** ISO 8601 date-time, as Discord writes timestamps (`2026-01-31T12:00:00.000000+00:00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function isSnowflake(value: unknown): value is string {
  return typeof value === 'string' && SNOWFLAKE.test(value);
}

/** Whether `value` has the type `type` (null never: nullability is the spec's `?`). */
function fits(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'snowflake':
      return isSnowflake(value);
    case 'string':
      return typeof value === 'string';
    case 'non-empty string':
      return typeof value === 'string' && value !== '';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value);
    case 'permissions':
      return typeof value === 'string' && PERMISSIONS.test(value);
    case 'snowflake[]':
      return Array.isArray(value) && value.every(isSnowflake);
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

const WORDS: Record<FieldType, string> = {
  snowflake: 'a snowflake (an id written as a string of digits, like "1234567890123456789")',
  string: 'a string',
  'non-empty string': 'a non-empty string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  timestamp: 'an ISO 8601 timestamp (like "2026-01-31T12:00:00.000000+00:00")',
  permissions: 'a permission set written as a string of digits (like "2248473465835073")',
  'snowflake[]': 'an array of snowflakes (ids written as strings of digits)',
  'string[]': 'an array of strings',
};

/** The words for a type, for messages: `a snowflake (...)`, `a string or null`. */
export function describeSpec(spec: FieldSpec): string {
  const nullable = spec.endsWith('?');
  const words = WORDS[(nullable ? spec.slice(0, -1) : spec) as FieldType];
  return nullable ? `${words}, or null` : words;
}

/** Undefined when `value` fits `spec`; otherwise what was expected. */
export function typeProblem(value: unknown, spec: FieldSpec): string | undefined {
  const nullable = spec.endsWith('?');
  if (value === null) return nullable ? undefined : describeSpec(spec);
  return fits(value, (nullable ? spec.slice(0, -1) : spec) as FieldType) ? undefined : describeSpec(spec);
}

/** `"abc"`, `42`, `an object`: how a wrong value is quoted in a message (short). */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `an array (${truncate(JSON.stringify(value))})`;
  if (isObject(value)) return 'an object';
  return truncate(JSON.stringify(value));
}

function truncate(text: string): string {
  return characterCount(text) > 60 ? `${[...text].slice(0, 57).join('')}...` : text;
}

/** A place and a problem, as the field checks return them (the rule reports them). */
export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Checks the fields of `object` that `specs` names (absent fields are not this check's business):
 * one problem per field whose value does not have its type.
 */
export function checkFieldTypes(object: Record<string, unknown>, path: readonly (string | number)[], specs: Readonly<Record<string, FieldSpec>>, what: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, spec] of Object.entries(specs)) {
    if (!Object.hasOwn(object, field)) continue;
    const expected = typeProblem(object[field], spec);
    if (expected) problems.push({ path: [...path, field], message: `${what} "${field}" is ${shown(object[field])}; Discord sends ${expected}.` });
  }
  return problems;
}
