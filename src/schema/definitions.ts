/**
 * The JSON Schema (draft 2020-12) of every component type and payload kind, read off the model of
 * Discord (src/discord/): nothing here states a fact about Discord.
 *
 * This is the structural layer: field types, required fields, string lengths, numeric ranges and
 * enumerations, one definition per component type. Rules in `rules/` check what a schema cannot
 * say well (uniqueness, cross-field and cross-component bounds, placement, message mode).
 *
 * Children (`components`, `component`, `accessory`) point at `#/$defs/ChildComponent`. The linter's
 * validators compile it as "an object with an integer `type`" because the engine validates each
 * child at its own node; the schema published for editors (`cordlint schema`) swaps in the union
 * of all component definitions. `scripts/build.mjs` compiles both ahead of time.
 */
import {
  CALLBACK_DATA,
  CHANNEL_TYPES,
  COMPONENT_LIST,
  INTERACTION_RESPONSE_FIELDS,
  MESSAGE_FIELDS,
  MODAL_FIELDS,
  MODAL_REQUIRED,
  OBJECTS,
  toJsonSchema,
  type ComponentModel,
} from '../discord/index.js';
import { objectSchema } from '../discord/json-schema.js';

type Schema = Record<string, unknown>;

const CHILD = '#/$defs/ChildComponent';

export { CHANNEL_TYPES };

function componentSchema(model: ComponentModel): Schema {
  const schema = objectSchema(model.fields, model.required, CHILD);
  return {
    type: 'object',
    properties: { type: { const: model.type }, id: { $ref: '#/$defs/ComponentId' }, ...(schema.properties as Schema) },
    required: ['type', ...model.required],
  };
}

export const COMPONENT_DEFINITIONS: Record<string, { type: number; schema: Schema }> = Object.fromEntries(
  COMPONENT_LIST.map((model) => [model.name, { type: model.type, schema: componentSchema(model) }]),
);

/** The callback data with a structure of their own (type 13's), by validator name. */
const CALLBACK_DATA_DEFINITIONS: Record<string, Schema> = Object.fromEntries(
  Object.values(CALLBACK_DATA).map(({ name, fields, required }) => [name, objectSchema(fields, required, CHILD)]),
);

/** The whole schema; `$defs` names are the validators' names. */
export const schemaDefinitions: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'cordlint',
  $defs: {
    ...Object.fromEntries(Object.entries(OBJECTS).map(([name, field]) => [name, toJsonSchema(field, CHILD)])),
    ChildComponent: { type: 'object', properties: { type: { type: 'integer' } }, required: ['type'] },
    ...Object.fromEntries(Object.entries(COMPONENT_DEFINITIONS).map(([name, d]) => [name, d.schema])),
    Message: objectSchema(MESSAGE_FIELDS, [], CHILD),
    Modal: objectSchema(MODAL_FIELDS, MODAL_REQUIRED, CHILD),
    InteractionResponse: objectSchema(INTERACTION_RESPONSE_FIELDS, ['type'], CHILD),
    ...CALLBACK_DATA_DEFINITIONS,
  },
};

/** Names of the validators the linter uses, by what they validate. */
export const VALIDATOR_NAMES = [...Object.keys(COMPONENT_DEFINITIONS), 'Message', 'Modal', 'InteractionResponse', ...Object.keys(CALLBACK_DATA_DEFINITIONS)];

/** Fields each component type has (for the unknown-field rule and did-you-mean suggestions). */
export function knownFields(typeName: string): string[] {
  const definition = COMPONENT_DEFINITIONS[typeName];
  return definition ? Object.keys((definition.schema.properties as Schema) ?? {}) : [];
}
