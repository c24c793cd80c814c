import { describeType } from '../components.js';
import { COMPONENT_DEFINITIONS, knownFields } from '../schema/definitions.js';

/** Another component type whose fields a component's fields are, when its own type does not have them. */
export interface Resemblance {
  /** The type the object looks like (2 for a Button). */
  type: number;
  /** The fields that do not belong to the written type but do to the other one. */
  fields: string[];
}

const FIELDS_BY_TYPE: readonly { type: number; fields: ReadonlySet<string> }[] = Object.entries(COMPONENT_DEFINITIONS).map(([name, d]) => ({
  type: d.type,
  fields: new Set(knownFields(name)),
}));

/**
 * What a component written with the wrong `type` resembles: the type that knows every one of its fields,
 * when its own type does not (`{ type: 3, style: 1, label, custom_id }` is a Button). The most specific
 * such type wins (the fewest fields). Undefined when the fields fit the written type, or no type fits.
 */
export function resemblance(value: Record<string, unknown>, writtenType: number): Resemblance | undefined {
  const own = FIELDS_BY_TYPE.find((t) => t.type === writtenType)?.fields;
  if (!own) return undefined;
  const keys = Object.keys(value).filter((key) => key !== 'type' && key !== 'id');
  const foreign = keys.filter((key) => !own.has(key));
  if (foreign.length === 0) return undefined;
  const fits = FIELDS_BY_TYPE.filter((t) => t.type !== writtenType && keys.every((key) => t.fields.has(key)));
  if (fits.length === 0) return undefined;
  const best = fits.reduce((a, b) => (b.fields.size < a.fields.size ? b : a));
  return { type: best.type, fields: foreign };
}

/** `this object has style, label and custom_id: a Button is type 2` */
export function resemblanceText(value: Record<string, unknown>, found: Resemblance): string {
  const keys = Object.keys(value).filter((key) => key !== 'type' && key !== 'id');
  const listed = keys.length <= 1 ? keys.join('') : `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`;
  const name = describeType(found.type).replace(/ \(\d+\)$/, '');
  return `this object has ${listed}: ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} is type ${found.type}`;
}
