import { describeType, typeName } from '../src/components.js';
import { defineRule, type RuleContext } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/engine/pointer.js';
import { CallbackType, isObject } from '../src/payload/detect.js';
import { knownFields, schemaDefinitions } from '../src/schema/definitions.js';
import type { JsonPath } from '../src/types.js';
import { renameField } from '../src/fix/builders.js';
import { didYouMean } from '../src/util/did-you-mean.js';
import { resemblance } from '../src/payload/resemblance.js';

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
      'https://discord.com/developers/docs/components/reference field tables; a warning: Discord ignores unknown fields',
  },
  createOnce(context) {
    return {
      payload({ value, envelope, body, bodyPath }) {
        const skip = envelope.mode === 'v2' ? REPORTED_ELSEWHERE_IN_V2_MESSAGE : [];
        if (envelope.kind === 'message' || envelope.kind === 'modal') {
          const name = envelope.kind === 'message' ? 'Message' : 'Modal';
          checkObject(context, value, DEFINITIONS[name]!, [], `the ${envelope.kind}`, skip);
        }
        if (envelope.kind !== 'interaction-response') return;
        checkObject(context, value, DEFINITIONS.InteractionResponse!, [], 'the interaction response', []);
        const data = body ?? (envelope.callbackType === CallbackType.DeferredChannelMessageWithSource && isObject(value.data) ? value.data : undefined);
        if (!data) return;
        if (envelope.surface === 'modal') checkObject(context, data, DEFINITIONS.Modal!, bodyPath, 'the modal data', []);
        else checkObject(context, data, DEFINITIONS.Message!, bodyPath, 'the message data', skip);
      },
      component(node) {
        if (typeof node.type !== 'number') return;
        const name = typeName(node.type);
        if (!name) return; // an unknown type is the schema rule's finding
        const properties = propertiesOf(DEFINITIONS[name]!) ?? {};
        // Made on the first unknown key only: this runs for every component.
        let skip: string[] | undefined;
        for (const key of Object.keys(node.value)) {
          const value = node.value[key];
          if (Object.hasOwn(properties, key)) {
            // Only objects and lists can hold fields of their own (this runs for every field of every component).
            if (typeof value === 'object' && value !== null) checkNested(context, value, properties[key], [...node.path, key]);
            continue;
          }
          if (!skip) {
            skip = [...(REPORTED_ELSEWHERE[name] ?? [])];
            // A component that resembles another type is the schema rule's finding at its type ("a Button is type 2").
            const lookalike = resemblance(node.value, node.type);
            if (lookalike) skip.push(...lookalike.fields);
          }
          if (!skip.includes(key) && key !== PROTO_KEY) reportUnknown(context, [...node.path, key], describeType(node.type), knownFields(name));
        }
      },
    };
  },
});

/** `subject` names the object in a report: a function when naming it costs more than checking it (nested objects). */
function checkObject(context: RuleContext, value: Record<string, unknown>, schema: Schema, path: JsonPath, subject: string | (() => string), skip: readonly string[]): void {
  const properties = propertiesOf(schema);
  if (!properties) return; // an open object (poll, message_reference...): its fields are not checked
  for (const key of Object.keys(value)) {
    const field = value[key];
    if (Object.hasOwn(properties, key)) {
      if (typeof field === 'object' && field !== null) checkNested(context, field, properties[key], [...path, key]);
    } else if (!skip.includes(key) && key !== PROTO_KEY) {
      reportUnknown(context, [...path, key], typeof subject === 'string' ? subject : subject(), Object.keys(properties));
    }
  }
}

/** Checks a field's value against its schema: objects and arrays of objects; child components are walked by the engine. */
function checkNested(context: RuleContext, value: unknown, schema: Schema | undefined, path: JsonPath): void {
  if (!schema || schema.$ref === CHILD_COMPONENT) return;
  const resolved = resolve(schema);
  if (Array.isArray(value)) {
    const items = isObject(resolved.items) ? resolved.items : undefined;
    if (!items || items.$ref === CHILD_COMPONENT) return;
    value.forEach((item, i) => checkNested(context, item, items, [...path, i]));
    return;
  }
  if (!isObject(value)) return;
  checkObject(context, value, resolved, path, () => nestedSubject(path), []);
}

function nestedSubject(path: JsonPath): string {
  const holder = [...path].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  const name = holder ? NESTED_NAMES[holder] : undefined;
  return `${name ? `the ${name} ` : ''}${toDisplayPath(path)}`;
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

function resolve(schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 5; hops++) {
    const name = current.$ref.replace('#/$defs/', '');
    current = DEFINITIONS[name] ?? {};
  }
  return current;
}

function propertiesOf(schema: Schema): Record<string, Schema> | undefined {
  const properties = resolve(schema).properties;
  return isObject(properties) ? (properties as Record<string, Schema>) : undefined;
}
