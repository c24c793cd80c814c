/** The model's fields as JSON Schema (draft 2020-12): what src/schema/ compiles into validators. */
import { PATTERNS, type Field, type Fields } from './field.js';

type Schema = Record<string, unknown>;

/** A snowflake is a string of digits; Discord reads one written as a JSON integer exactly too (discord.py sends them so). */
const SNOWFLAKE: Schema = { type: ['string', 'integer'], pattern: PATTERNS.snowflake, minimum: 0 };

export function toJsonSchema(field: Field, childRef: string): Schema {
  const schema = bare(field, childRef);
  return field.nullable ? withNull(schema) : schema;
}

/** An object schema of named fields (components, envelopes). */
export function objectSchema(fields: Fields, required: readonly string[], childRef: string): Schema {
  const schema: Schema = { type: 'object', properties: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, toJsonSchema(f, childRef)])) };
  if (required.length > 0) schema.required = [...required];
  return schema;
}

function bare(field: Field, childRef: string): Schema {
  switch (field.kind) {
    case 'string':
      return { type: 'string', ...(field.min !== undefined ? { minLength: field.min } : {}), ...(field.max !== undefined ? { maxLength: field.max } : {}), ...(field.pattern ? { pattern: field.pattern } : {}) };
    case 'integer':
      return { type: 'integer', ...(field.min !== undefined ? { minimum: field.min } : {}), ...(field.max !== undefined ? { maximum: field.max } : {}) };
    case 'number':
      return { type: 'number', ...(field.min !== undefined ? { minimum: field.min } : {}) };
    case 'boolean':
      return { type: 'boolean' };
    case 'snowflake':
      return { ...SNOWFLAKE };
    case 'enum':
      return { enum: [...field.values] };
    case 'list':
      return { type: 'array', ...(field.min !== undefined ? { minItems: field.min } : {}), ...(field.max !== undefined ? { maxItems: field.max } : {}), items: toJsonSchema(field.items, childRef) };
    case 'object':
      return objectSchema(field.fields, field.required ?? [], childRef);
    case 'ref':
      return { $ref: `#/$defs/${field.name}` };
    case 'child':
      return { $ref: childRef };
    case 'json':
      return { ...field.schema };
  }
}

/** Null allowed: an enum gains null, a typed schema gains the type (Discord's OpenAPI marks these nullable). */
function withNull(schema: Schema): Schema {
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] };
  if (schema.type === undefined) return schema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') ? schema : { ...schema, type: [...types, 'null'] };
}
