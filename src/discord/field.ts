/**
 * The vocabulary of the model: a field's type, its bounds, whether Discord takes null for it, and
 * what the model knows about the constraint (the rule that owns it, the codes Discord answers, the
 * evidence). Everything about a field is written once, here or in the tables that use these
 * builders; the JSON Schema, the validators, the fast path and the limits elsewhere are read off it.
 */

/** Where a fact comes from: a docs link, an OpenAPI schema name, or an answer seen (an issue thread). */
export type Evidence = string;

export interface FieldFacts {
  /** Discord takes null for it as for an absent field (its OpenAPI description marks it nullable). */
  nullable?: boolean;
  /** The rule that reports a value outside the field's bounds; `schema` when not given. */
  rule?: string;
  /** The codes of Discord's "Invalid Form Body" answers for a value outside the bounds. */
  codes?: readonly string[];
  evidence?: readonly Evidence[];
}

export type Field =
  | ({ kind: 'string'; min?: number; max?: number; pattern?: string } & FieldFacts)
  | ({ kind: 'integer'; min?: number; max?: number } & FieldFacts)
  | ({ kind: 'number'; min?: number } & FieldFacts)
  | ({ kind: 'boolean' } & FieldFacts)
  | ({ kind: 'snowflake' } & FieldFacts)
  | ({ kind: 'enum'; values: readonly (number | string)[] } & FieldFacts)
  | ({ kind: 'list'; items: Field; min?: number; max?: number } & FieldFacts)
  | ({ kind: 'object'; fields: Fields; required?: readonly string[] } & FieldFacts)
  /** A named object of the model (Emoji, UnfurledMedia...). */
  | ({ kind: 'ref'; name: string } & FieldFacts)
  /** A child component: validated at its own node by the engine. */
  | ({ kind: 'child' } & FieldFacts)
  /** A type the vocabulary has no word for (a nonce: a string or an integer). */
  | ({ kind: 'json'; schema: Readonly<Record<string, unknown>> } & FieldFacts);

export type Fields = Readonly<Record<string, Field>>;

/** The forms some strings must have, named so that messages can say them in words. */
export const PATTERNS = {
  /** A snowflake: digits, no leading zero (up to 20). */
  snowflake: '^(0|[1-9][0-9]{0,19})$',
  /** A colour of a shared client theme: exactly 6 hexadecimal digits, no "#" (OpenAPI: length 6; docs' example "5865F2"). */
  hexColour: '^[0-9A-Fa-f]{6}$',
  /** A File Upload's file type: a kind or a dot-prefixed extension (docs, 2026-08-05). */
  fileType: '^(image|video|audio|\\.[A-Za-z0-9][A-Za-z0-9._-]*)$',
} as const;

type Bounds = { min?: number; max?: number };

export const text = (bounds: Bounds & { pattern?: string } = {}, facts: FieldFacts = {}): Field => ({ kind: 'string', ...bounds, ...facts });
export const integer = (bounds: Bounds = {}, facts: FieldFacts = {}): Field => ({ kind: 'integer', ...bounds, ...facts });
export const number = (min?: number): Field => ({ kind: 'number', min });
export const boolean: Field = { kind: 'boolean' };
export const snowflake: Field = { kind: 'snowflake' };
export const oneOf = (values: readonly (number | string)[], facts: FieldFacts = {}): Field => ({ kind: 'enum', values, ...facts });
export const list = (items: Field, bounds: Bounds = {}, facts: FieldFacts = {}): Field => ({ kind: 'list', items, ...bounds, ...facts });
export const object = (fields: Fields, required: readonly string[] = [], facts: FieldFacts = {}): Field => ({ kind: 'object', fields, required, ...facts });
export const ref = (name: string): Field => ({ kind: 'ref', name });
export const child: Field = { kind: 'child' };
export const json = (schema: Record<string, unknown>): Field => ({ kind: 'json', schema });

/** The same field, null allowed. */
export const nullable = (field: Field): Field => ({ ...field, nullable: true });

/** The bounds of a string or list field, or of an integer's value. */
export function boundsOf(field: Field | undefined): Bounds {
  if (field && (field.kind === 'string' || field.kind === 'integer' || field.kind === 'list')) return { min: field.min, max: field.max };
  return {};
}

/** The maximum of a field; a model without one is a mistake in the model (a test reads every use). */
export function maxOf(field: Field | undefined): number {
  const { max } = boundsOf(field);
  if (max === undefined) throw new Error('cordlint model: the field has no maximum');
  return max;
}
