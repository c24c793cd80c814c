import { describeType, typeName } from '../src/components.js';
import { appendAll } from '../src/util/append.js';
import { defineRule, type RuleContext } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { CallbackType, isFlatResponse, isObject } from '../src/payload/detect.js';
import { knownFields, schemaDefinitions } from '../src/schema/definitions.js';
import type { JsonPath, PathSegment } from '../src/types.js';
import { renameField } from '../src/fix/builders.js';
import { didYouMean } from '../src/util/did-you-mean.js';
import { resemblance } from '../src/payload/resemblance.js';
import { CALLBACK_DATA } from '../src/discord/index.js';

type Schema = Record<string, unknown>;
const DEFINITIONS = schemaDefinitions.$defs as Record<string, Schema>;
const CHILD_COMPONENT = '#/$defs/ChildComponent';

/** Fields that another rule reports with a better message; reporting them here too would only repeat it. */
const REPORTED_ELSEWHERE: Readonly<Record<string, readonly string[]>> = {
  Checkbox: ['required'], // checkbox-no-required
  // select-type-fields says which select these belong on
  StringSelect: ['default_values', 'channel_types'],
  UserSelect: ['options', 'channel_types'],
  RoleSelect: ['options', 'channel_types'],
  MentionableSelect: ['options', 'channel_types'],
  ChannelSelect: ['options'],
};
/** Keys of the file rather than the payload at its top: `$schema` is how editors attach a JSON Schema. */
const FILE_KEYS = ['$schema'];
/** Keys the loader reports as proto-key, wherever they are. */
const PROTO_KEY = '__proto__';
/** Fields of a V2 message that v2-legacy-fields reports. */
const REPORTED_ELSEWHERE_IN_V2_MESSAGE = ['stickers'];

/** Names of the nested objects, by the field that holds them, for messages. */
const NESTED_NAMES: Readonly<Record<string, string>> = {
  options: 'option',
  emoji: 'emoji',
  default_values: 'default value',
  items: 'gallery item',
  media: 'media item',
  file: 'media item',
  embeds: 'embed',
  fields: 'embed field',
  footer: 'embed footer',
  author: 'embed author',
  image: 'embed image',
  thumbnail: 'embed thumbnail',
  video: 'embed video',
  provider: 'embed provider',
  attachments: 'attachment',
  allowed_mentions: 'allowed_mentions object',
};

export default defineRule({
  meta: {
    id: 'unknown-field',
    description: 'Every field of a component, of its nested objects (options, media, emoji...) and of the payload envelope is one Discord knows',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/components/reference field tables; a warning: Discord ignores unknown fields',
  },
  createOnce(context) {
    return {
      payload({ value, envelope, body, bodyPath }) {
        const skip = envelope.mode === 'v2' ? REPORTED_ELSEWHERE_IN_V2_MESSAGE : [];
        if (envelope.kind === 'message' || envelope.kind === 'modal') {
          const name = envelope.kind === 'message' ? 'Message' : 'Modal';
          checkObject(context, value, fieldsOf(DEFINITIONS[name]!), () => [], `the ${envelope.kind}`, [...skip, ...FILE_KEYS]);
        }
        if (envelope.kind !== 'interaction-response') return;
        // A response whose fields sit beside `type` (no data): interaction-response-data says they belong inside data.
        if (envelope.callbackType !== undefined && !Object.hasOwn(value, 'data') && isFlatResponse(envelope.callbackType, value)) return;
        checkObject(context, value, fieldsOf(DEFINITIONS.InteractionResponse!), () => [], 'the interaction response', FILE_KEYS);
        const own = envelope.callbackType === undefined ? undefined : CALLBACK_DATA[envelope.callbackType];
        if (own && isObject(value.data)) checkObject(context, value.data, fieldsOf(DEFINITIONS[own.name]!), () => ['data'], 'the interaction response data', []);
        const data = body ?? (envelope.callbackType === CallbackType.DeferredChannelMessageWithSource && isObject(value.data) ? value.data : undefined);
        if (!data) return;
        if (envelope.surface === 'modal') checkObject(context, data, fieldsOf(DEFINITIONS.Modal!), () => bodyPath, 'the modal data', []);
        else checkObject(context, data, fieldsOf(DEFINITIONS.Message!), () => bodyPath, 'the message data', skip);
      },
      component(node) {
        // A message Discord sent (quoted by a received interaction) carries what Discord fills in: not the sender's doing.
        if (node.quoted) return;
        if (typeof node.type !== 'number') return;
        const name = typeName(node.type);
        if (!name) return; // an unknown type is the schema rule's finding
        const fields = fieldsOf(DEFINITIONS[name]!);
        // Made on the first unknown key only: this runs for every component.
        let skip: string[] | undefined;
        for (const key in node.value) {
          const value = node.value[key];
          const known = fields?.get(key);
          if (known !== undefined) {
            // Only objects and lists can hold fields of their own (this runs for every field of every component).
            if (typeof value === 'object' && value !== null && known !== LEAF) checkNested(context, value, known, () => node.path, [key]);
            continue;
          }
          if (!skip) {
            skip = [...(REPORTED_ELSEWHERE[name] ?? [])];
            // A component that resembles another type is the schema rule's finding at its type ("a Button is type 2").
            const lookalike = resemblance(node.value, node.type);
            if (lookalike) appendAll(skip, lookalike.fields);
          }
          if (!skip.includes(key) && key !== PROTO_KEY) reportUnknown(context, [...node.path, key], describeType(node.type), knownFields(name));
        }
      },
    };
  },
});

/**
 * What the rule needs of a schema, worked out once per schema object: for each field it knows,
 * the schema of what the field holds when objects in it have fields to check, else LEAF. Undefined
 * for an open object (poll, message_reference...), whose fields are not checked.
 */
type Fields = ReadonlyMap<string, Schema | typeof LEAF>;
const LEAF = 0;
const fieldTables = new WeakMap<Schema, Fields | null>();

function fieldsOf(schema: Schema): Fields | undefined {
  let fields = fieldTables.get(schema);
  if (fields === undefined) {
    const properties = resolve(schema).properties;
    fields = isObject(properties) ? new Map(Object.entries(properties as Record<string, Schema>).map(([key, field]) => [key, holdsFields(field) ? field : LEAF])) : null;
    fieldTables.set(schema, fields);
  }
  return fields ?? undefined;
}

/** Whether a field's value may be an object (or a list of objects) whose fields this rule checks; child components are walked by the engine. */
function holdsFields(schema: Schema): boolean {
  if (schema.$ref === CHILD_COMPONENT) return false;
  const resolved = resolve(schema);
  const items = isObject(resolved.items) ? (resolved.items as Schema) : undefined;
  return items ? items.$ref !== CHILD_COMPONENT : true;
}

const fieldNameLists = new WeakMap<Fields, readonly string[]>();

/** The names a schema knows, one list per schema (suggestions for 200,000 unknown keys compare against it). */
function fieldNames(fields: Fields): readonly string[] {
  let names = fieldNameLists.get(fields);
  if (!names) fieldNameLists.set(fields, (names = [...fields.keys()]));
  return names;
}

/**
 * Checks an object's keys against the fields its schema knows. The object's path is built only for
 * a report: `at()` gives the path of the checked object or of where nested checks start, and
 * `keys` the segments below it (a list shared down the nested checks, copied when reported).
 */
function checkObject(
  context: RuleContext,
  value: Record<string, unknown>,
  fields: Fields | undefined,
  at: () => JsonPath,
  subject: string | ((path: JsonPath) => string),
  skip: readonly string[],
  keys: PathSegment[] = [],
): void {
  if (!fields) return;
  for (const key in value) {
    const field = value[key];
    const known = fields.get(key);
    if (known !== undefined) {
      if (typeof field === 'object' && field !== null && known !== LEAF) {
        keys.push(key);
        checkNested(context, field, known, at, keys);
        keys.pop();
      }
    } else if (!skip.includes(key) && key !== PROTO_KEY) {
      const path = [...at(), ...keys];
      reportUnknown(context, [...path, key], typeof subject === 'string' ? subject : subject(path), fieldNames(fields));
    }
  }
}

/** Checks a field's value against its schema: objects and arrays of objects; `keys` ends with the field's own segment. */
function checkNested(context: RuleContext, value: unknown, schema: Schema, at: () => JsonPath, keys: PathSegment[]): void {
  const target = resolve(schema);
  if (Array.isArray(value)) {
    const items = isObject(target.items) ? (target.items as Schema) : undefined;
    if (!items || items.$ref === CHILD_COMPONENT) return;
    for (let i = 0; i < value.length; i++) {
      keys.push(i);
      checkNested(context, value[i], items, at, keys);
      keys.pop();
    }
    return;
  }
  if (!isObject(value)) return;
  checkObject(context, value, fieldsOf(target), at, nestedSubject, [], keys);
}

function nestedSubject(path: JsonPath): string {
  const holder = [...path].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  const name = holder ? NESTED_NAMES[holder] : undefined;
  const shown = toDisplayPath(path);
  if (!name) return shown;
  // "the embed image at embeds[0].image", not "the embed image embeds[0].image".
  return name.endsWith(` ${holder}`) || name === holder ? `the ${name} at ${shown}` : `the ${name} ${shown}`;
}

/** Whitespace and characters that show as nothing (zero-width spaces, soft hyphens, direction marks...). */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** The key with its invisible characters written as escapes, so that the message shows them. */
function visibleKey(key: string): string {
  return key.replace(INVISIBLE, (c) => (c === ' ' ? '␠' : `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`));
}

function reportUnknown(context: RuleContext, path: JsonPath, subject: string, known: readonly string[]): void {
  const key = path[path.length - 1] as string;
  const bare = key.replace(INVISIBLE, '');
  if (bare !== key && known.includes(bare)) {
    context.report({
      path,
      target: 'key',
      message: `"${visibleKey(key)}" is not a field of ${subject}: it reads as "${bare}" but holds ${key.length - bare.length === 1 ? 'an invisible character or a space' : 'invisible characters or spaces'} (shown here as \\uXXXX or ␠), so Discord takes it for another key and ignores it. Retype it as "${bare}".`,
      suggestions: [{ message: `Rename it to "${bare}"`, fix: (document) => renameField(document, path, bare) }],
    });
    return;
  }
  const suggestion = didYouMean(key, known);
  const advice = suggestion
    ? `Did you mean "${suggestion}"?`
    : known.length <= 12
      ? `Remove it; the fields are ${known.join(', ')}.`
      : 'Remove it, or check the spelling against Discord’s documentation.';
  context.report({
    path,
    target: 'key',
    message: `"${key}" is not a field of ${subject}: Discord ignores it, so it has no effect. ${advice}`,
    ...(suggestion
      ? { suggestions: [{ message: `Rename "${key}" to "${suggestion}"`, fix: (document) => renameField(document, path, suggestion) }] }
      : {}),
  });
}

const resolved = new WeakMap<Schema, Schema>();

/** The schema a $ref names (remembered: this runs for every nested object). */
function resolve(schema: Schema): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  let found = resolved.get(schema);
  if (!found) resolved.set(schema, (found = follow(schema)));
  return found;
}

function follow(schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 5; hops++) {
    const name = current.$ref.replace('#/$defs/', '');
    current = DEFINITIONS[name] ?? {};
  }
  return current;
}
