/**
 * Every field name of the Discord objects the schema describes (at any depth), and the few more
 * that rules read although no object has them. A key outside this set is a field of nothing: no rule
 * reads it, so only unknown-field can report it (test/fast-path/field-names.test.ts watches every
 * name the rules read).
 */
import { schemaDefinitions } from '../schema/definitions.js';
import * as received from '../discord/received.js';

/**
 * Names that rules read without being a field of any object in the schema (the message's `stickers`,
 * a fixture's `files`, a received interaction's data, an autocomplete response's `choices`).
 */
const READ_BY_RULES_ONLY = ['stickers', 'files', 'values', 'component_type', 'resolved', 'choices'];

/** The field names of received interactions (./received/structures.ts: tables of fields by name, and lists of them). */
function receivedFieldNames(into: Set<string>): Set<string> {
  for (const table of Object.values(received) as unknown[]) {
    if (Array.isArray(table)) for (const name of table) if (typeof name === 'string') into.add(name);
    if (typeof table === 'object' && table !== null && !(table instanceof Set) && !(table instanceof Map) && !Array.isArray(table)) {
      for (const [name, spec] of Object.entries(table)) {
        into.add(name);
        // RESOLVED_MAPS: { fields: {...} } by map name.
        const fields = (spec as { fields?: unknown } | undefined)?.fields;
        if (typeof fields === 'object' && fields !== null) for (const field of Object.keys(fields)) into.add(field);
      }
    }
  }
  return into;
}

function collect(schema: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) collect(item, into);
  else if (typeof schema === 'object' && schema !== null) {
    const properties = (schema as { properties?: unknown }).properties;
    if (typeof properties === 'object' && properties !== null) for (const name of Object.keys(properties)) into.add(name);
    for (const value of Object.values(schema)) collect(value, into);
  }
  return into;
}

let names: ReadonlySet<string> | undefined;

/** The set, made on first use: most runs never meet a key outside the fast path's lists. */
export function fieldNames(): ReadonlySet<string> {
  return (names ??= collect(schemaDefinitions, receivedFieldNames(new Set(READ_BY_RULES_ONLY))));
}
