/**
 * The JSON Schemas published for editors and other tools (`cordlint schema`, `schemas/*.json`).
 *
 * They are built from the linter's own definitions with one change: a child component
 * (`#/$defs/ChildComponent`) is the union of every component type, dispatched on `type` with
 * if/then, so that an editor checks nested components and reports the errors of the type the
 * author wrote, not of every alternative. They are written as draft-07, the draft that VS Code,
 * yaml-language-server, JetBrains IDEs and `new Ajv()` all read.
 */
import { COMPONENT_DEFINITIONS, schemaDefinitions } from './definitions.js';

type Schema = Record<string, unknown>;

export const EDITOR_SCHEMA_KINDS = ['message', 'modal', 'interaction-response', 'component'] as const;
export type EditorSchemaKind = (typeof EDITOR_SCHEMA_KINDS)[number];

/**
 * Where the schemas live on cordlint's site (package.json's homepage, where `npm run build:site`
 * copies schemas/*.json), and so their `$id`: stable, one per kind, what a SchemaStore catalogue
 * entry and an editor's `json.schemas` point at. A test keeps it equal to the homepage.
 */
export const EDITOR_SCHEMA_BASE = 'https://cordlint.github.io/cordlint/schemas/';

/** The `$id` (and address) of one kind's schema. */
export function editorSchemaId(kind: EditorSchemaKind): string {
  return `${EDITOR_SCHEMA_BASE}${kind}.json`;
}

const ROOTS: Record<EditorSchemaKind, { definition: string; title: string; description: string }> = {
  message: {
    definition: 'Message',
    title: 'Discord message payload (cordlint)',
    description: 'A message to create or edit, or a webhook message: content, embeds, components and flags. Flag 32768 (1 << 15) turns on Components V2.',
  },
  modal: {
    definition: 'Modal',
    title: 'Discord modal (cordlint)',
    description: 'A modal: custom_id, title and 1 to 5 top-level components (Labels and Text Displays).',
  },
  'interaction-response': {
    definition: 'InteractionResponse',
    title: 'Discord interaction response (cordlint)',
    description: 'An interaction callback: type 4 or 7 carries a message in data, type 9 a modal.',
  },
  component: {
    definition: 'ChildComponent',
    title: 'Discord component (cordlint)',
    description: 'One component of a message or modal.',
  },
};

/** Keywords of drafts after 07 that draft-07 readers would silently ignore. */
const NEWER_KEYWORDS = ['prefixItems', 'unevaluatedProperties', 'unevaluatedItems', 'dependentRequired', 'dependentSchemas', '$dynamicRef', '$anchor'];

/** The editor schema of one payload kind: the root definition inlined, every definition beside it. */
export function editorSchema(kind: EditorSchemaKind): Schema {
  const root = ROOTS[kind];
  const definitions = editorDefinitions();
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: editorSchemaId(kind),
    ...(definitions[root.definition] as Schema),
    title: root.title,
    description: root.description,
    definitions,
  };
}

function editorDefinitions(): Record<string, Schema> {
  const source = structuredClone(schemaDefinitions.$defs) as Record<string, Schema>;
  const definitions = toDraft07(source, '#/$defs') as Record<string, Schema>;
  for (const [name, { type }] of Object.entries(COMPONENT_DEFINITIONS)) {
    definitions[name] = { title: `${spaced(name)} (type ${type})`, ...definitions[name] };
  }
  definitions.ChildComponent = componentUnion();
  definitions.InteractionResponse = interactionResponse(definitions.InteractionResponse!);
  return definitions;
}

/** Any component: `type` must be a component type, and the object must then match that type's definition. */
function componentUnion(): Schema {
  const entries = Object.entries(COMPONENT_DEFINITIONS);
  return {
    title: 'Component',
    description: `A component; its type picks its fields: ${entries.map(([name, d]) => `${d.type} ${spaced(name)}`).join(', ')}.`,
    type: 'object',
    properties: { type: { enum: entries.map(([, d]) => d.type) } },
    required: ['type'],
    allOf: entries.map(([name, d]) => ({
      if: { properties: { type: { const: d.type } }, required: ['type'] },
      then: { $ref: `#/definitions/${name}` },
    })),
  };
}

/** The callback's `data` is a message for types 4 and 7 and a modal for type 9. */
function interactionResponse(base: Schema): Schema {
  return {
    ...base,
    allOf: [
      { if: { properties: { type: { enum: [4, 7] } }, required: ['type'] }, then: { properties: { data: { $ref: '#/definitions/Message' } } } },
      {
        if: { properties: { type: { const: 9 } }, required: ['type'] },
        then: { properties: { data: { $ref: '#/definitions/Modal' } }, required: ['data'] },
      },
    ],
  };
}

/** Keywords that constrain only values of one JSON type. */
const KEYWORDS_BY_TYPE: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'minItems', 'maxItems', 'uniqueItems'],
  object: ['properties', 'required', 'additionalProperties'],
};

/**
 * Rewrites references to `definitions`, refusing keywords and `$ref` siblings that draft-07 would
 * ignore. A schema of several types (`["string", "integer"]`) becomes an anyOf of one type each,
 * which strict validators such as `new Ajv()` accept without options; a type and null may stay together.
 */
function toDraft07(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((item) => toDraft07(item, from));
  if (typeof node !== 'object' || node === null) return node;
  const types = (node as Schema).type;
  if (Array.isArray(types) && types.filter((t) => t !== 'null').length > 1) {
    const { type: _types, ...rest } = node as Schema;
    const typed = new Set(Object.values(KEYWORDS_BY_TYPE).flat());
    const common = Object.fromEntries(Object.entries(rest).filter(([key]) => !typed.has(key)));
    const anyOf = (types as string[]).map((type) => ({
      type,
      ...Object.fromEntries(Object.entries(rest).filter(([key]) => KEYWORDS_BY_TYPE[type]?.includes(key))),
    }));
    return toDraft07({ ...common, anyOf }, from);
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (NEWER_KEYWORDS.includes(key)) throw new Error(`The editor schema is draft-07, which has no "${key}".`);
    if (key === '$ref' && typeof value === 'string') {
      if (Object.keys(node).length > 1) throw new Error(`draft-07 ignores the keywords beside "$ref": ${value}.`);
      out.$ref = value.startsWith(`${from}/`) ? `#/definitions/${value.slice(from.length + 1)}` : value;
    } else {
      out[key] = toDraft07(value, from);
    }
  }
  return out;
}

function spaced(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}
