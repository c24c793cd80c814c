/**
 * The JSON Schema (draft 2020-12) of every component type and payload kind, as data.
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

type Schema = Record<string, unknown>;

/** Optional fields may also be sent as null (Discord's OpenAPI description accepts null for them). */
const nullable = (schema: Schema): Schema =>
  Array.isArray(schema.enum)
    ? { ...schema, enum: [...schema.enum, null] }
    : { ...schema, type: [...(Array.isArray(schema.type) ? schema.type : [schema.type]), 'null'] };
const string = (min: number | undefined, max: number): Schema =>
  min === undefined ? { type: 'string', maxLength: max } : { type: 'string', minLength: min, maxLength: max };
const integer = (minimum: number, maximum: number): Schema => ({ type: 'integer', minimum, maximum });
const boolean: Schema = { type: 'boolean' };
const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });
const child: Schema = ref('ChildComponent');

/** A snowflake is a string of digits; Discord reads one written as a JSON integer exactly too (discord.py sends them so). */
const snowflake: Schema = { type: ['string', 'integer'], pattern: '^(0|[1-9][0-9]{0,19})$', minimum: 0 };

function component(type: number, properties: Schema, required: string[] = []): Schema {
  return {
    type: 'object',
    properties: {
      type: { const: type },
      id: ref('ComponentId'),
      ...properties,
    },
    required: ['type', ...required],
  };
}

const customId = ref('CustomId');
const selectCommon = {
  custom_id: customId,
  placeholder: nullable(string(undefined, 150)),
  min_values: nullable(integer(0, 25)),
  max_values: nullable(integer(1, 25)),
  required: nullable(boolean),
  disabled: nullable(boolean),
};
/** Whether a default value's type fits its select (a Role Select takes roles...) is the select-type-fields rule's check. */
const autoSelect = (type: number, extra: Schema = {}): Schema =>
  component(
    type,
    {
      ...selectCommon,
      default_values: nullable({
        type: 'array',
        maxItems: 25,
        items: {
          type: 'object',
          properties: { id: snowflake, type: { enum: ['user', 'role', 'channel'] } },
          required: ['id', 'type'],
        },
      }),
      ...extra,
    },
    ['custom_id'],
  );

const choiceOption: Schema = {
  type: 'object',
  properties: {
    value: string(1, 100),
    label: string(1, 100),
    description: nullable(string(1, 100)),
    default: nullable(boolean),
  },
  required: ['value', 'label'],
};

/** Channel types a Channel Select may offer (discord-api-types' ChannelType). */
export const CHANNEL_TYPES = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16];

export const COMPONENT_DEFINITIONS: Record<string, { type: number; schema: Schema }> = {
  // How many children a row holds (1-5 Buttons or one select) is the action-row-components rule's check.
  ActionRow: { type: 1, schema: component(1, { components: { type: 'array', items: child } }, ['components']) },
  Button: {
    type: 2,
    schema: component(
      2,
      {
        style: { enum: [1, 2, 3, 4, 5, 6] },
        label: nullable(string(undefined, 80)),
        emoji: ref('Emoji'),
        custom_id: nullable(string(1, 100)),
        sku_id: nullable(snowflake),
        url: nullable(string(1, 512)),
        disabled: nullable(boolean),
      },
      ['style'],
    ),
  },
  StringSelect: {
    type: 3,
    schema: component(
      3,
      {
        ...selectCommon,
        options: {
          type: 'array',
          minItems: 1,
          maxItems: 25,
          items: {
            type: 'object',
            properties: {
              label: string(1, 100),
              value: string(1, 100),
              description: nullable(string(undefined, 100)),
              emoji: ref('Emoji'),
              default: nullable(boolean),
            },
            required: ['label', 'value'],
          },
        },
      },
      ['custom_id', 'options'],
    ),
  },
  TextInput: {
    type: 4,
    schema: component(
      4,
      {
        custom_id: customId,
        style: { enum: [1, 2] },
        label: nullable(string(1, 45)),
        min_length: nullable(integer(0, 4000)),
        max_length: nullable(integer(1, 4000)),
        required: nullable(boolean),
        value: nullable(string(undefined, 4000)),
        placeholder: nullable(string(undefined, 100)),
      },
      ['custom_id', 'style'],
    ),
  },
  UserSelect: { type: 5, schema: autoSelect(5) },
  RoleSelect: { type: 6, schema: autoSelect(6) },
  MentionableSelect: { type: 7, schema: autoSelect(7) },
  ChannelSelect: {
    type: 8,
    schema: autoSelect(8, {
      channel_types: nullable({ type: 'array', items: { enum: CHANNEL_TYPES } }),
    }),
  },
  Section: {
    type: 9,
    schema: component(9, { components: { type: 'array', minItems: 1, maxItems: 3, items: child }, accessory: child }, [
      'components',
      'accessory',
    ]),
  },
  TextDisplay: { type: 10, schema: component(10, { content: string(1, 4000) }, ['content']) },
  Thumbnail: {
    type: 11,
    schema: component(
      11,
      { media: ref('UnfurledMedia'), description: nullable(string(1, 1024)), spoiler: nullable(boolean) },
      ['media'],
    ),
  },
  MediaGallery: {
    type: 12,
    schema: component(
      12,
      {
        items: {
          type: 'array',
          minItems: 1,
          maxItems: 10,
          items: {
            type: 'object',
            properties: { media: ref('UnfurledMedia'), description: nullable(string(1, 1024)), spoiler: nullable(boolean) },
            required: ['media'],
          },
        },
      },
      ['items'],
    ),
  },
  File: {
    type: 13,
    schema: component(
      13,
      { file: ref('UnfurledMedia'), spoiler: nullable(boolean), name: nullable({ type: 'string' }), size: nullable({ type: 'integer' }) },
      ['file'],
    ),
  },
  Separator: { type: 14, schema: component(14, { divider: nullable(boolean), spacing: nullable({ enum: [1, 2] }) }) },
  Container: {
    type: 17,
    schema: component(
      17,
      {
        components: { type: 'array', minItems: 1, items: child },
        accent_color: { type: ['integer', 'null'], minimum: 0, maximum: 0xffffff },
        spoiler: nullable(boolean),
      },
      ['components'],
    ),
  },
  Label: {
    type: 18,
    schema: component(18, { label: string(1, 45), description: nullable(string(1, 100)), component: child }, [
      'label',
      'component',
    ]),
  },
  FileUpload: {
    type: 19,
    schema: component(
      19,
      {
        custom_id: customId,
        min_values: nullable(integer(0, 10)),
        max_values: nullable(integer(1, 10)),
        required: nullable(boolean),
        file_types: nullable({
          type: 'array',
          maxItems: 10,
          items: { type: 'string', pattern: '^(image|video|audio|\\.[A-Za-z0-9][A-Za-z0-9._-]*)$' },
        }),
      },
      ['custom_id'],
    ),
  },
  RadioGroup: {
    type: 21,
    schema: component(
      21,
      { custom_id: customId, options: { type: 'array', minItems: 2, maxItems: 10, items: choiceOption }, required: nullable(boolean) },
      ['custom_id', 'options'],
    ),
  },
  CheckboxGroup: {
    type: 22,
    schema: component(
      22,
      {
        custom_id: customId,
        options: { type: 'array', minItems: 1, maxItems: 10, items: choiceOption },
        min_values: nullable(integer(0, 10)),
        max_values: nullable(integer(1, 10)),
        required: nullable(boolean),
      },
      ['custom_id', 'options'],
    ),
  },
  Checkbox: { type: 23, schema: component(23, { custom_id: customId, default: nullable(boolean) }, ['custom_id']) },
};

const embed: Schema = {
  type: 'object',
  properties: {
    title: nullable(string(undefined, 256)),
    type: nullable({ type: 'string' }),
    description: nullable(string(undefined, 4096)),
    url: nullable(string(undefined, 2048)),
    timestamp: nullable({ type: 'string' }),
    color: nullable(integer(0, 0xffffff)),
    footer: nullable({
      type: 'object',
      properties: { text: string(undefined, 2048), icon_url: nullable(string(undefined, 2048)) },
      required: ['text'],
    }),
    image: nullable({ type: 'object', properties: { url: string(undefined, 2048) }, required: ['url'] }),
    thumbnail: nullable({ type: 'object', properties: { url: string(undefined, 2048) }, required: ['url'] }),
    video: nullable({ type: 'object', properties: { url: nullable(string(undefined, 2048)) } }),
    provider: nullable({ type: 'object', properties: { name: nullable({ type: 'string' }), url: nullable({ type: 'string' }) } }),
    author: nullable({
      type: 'object',
      properties: {
        name: string(undefined, 256),
        url: nullable(string(undefined, 2048)),
        icon_url: nullable(string(undefined, 2048)),
      },
      required: ['name'],
    }),
    fields: nullable({
      type: 'array',
      maxItems: 25,
      items: {
        type: 'object',
        // Discord answers BASE_TYPE_REQUIRED to an empty name or value.
        properties: { name: string(1, 256), value: string(1, 1024), inline: nullable(boolean) },
        required: ['name', 'value'],
      },
    }),
  },
};

/** https://docs.discord.com/developers/resources/poll#poll-create-request-object */
const pollMedia = (max: number): Schema => ({
  type: 'object',
  properties: { text: string(1, max), emoji: ref('Emoji') },
  required: ['text'],
});
const pollRequest: Schema = {
  type: 'object',
  properties: {
    question: pollMedia(300),
    answers: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'object', properties: { answer_id: nullable({ type: 'integer' }), poll_media: pollMedia(55) }, required: ['poll_media'] } },
    duration: nullable(integer(1, 768)),
    allow_multiselect: nullable(boolean),
    layout_type: nullable({ enum: [1] }),
  },
  required: ['question', 'answers'],
};

/** https://docs.discord.com/developers/resources/message#message-reference-structure */
const messageReference: Schema = {
  type: 'object',
  properties: {
    type: nullable({ enum: [0, 1] }),
    message_id: nullable(snowflake),
    channel_id: nullable(snowflake),
    guild_id: nullable(snowflake),
    fail_if_not_exists: nullable(boolean),
  },
};

/** https://docs.discord.com/developers/resources/message#shared-client-theme-object */
const sharedClientTheme: Schema = {
  type: 'object',
  properties: {
    colors: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'string', pattern: '^#?[0-9A-Fa-f]{6}$' } },
    gradient_angle: integer(0, 360),
    base_mix: integer(0, 100),
    base_theme: nullable({ enum: [0, 1, 2, 3, 4] }),
  },
  required: ['colors', 'gradient_angle', 'base_mix'],
};

const messageBody: Schema = {
  type: 'object',
  properties: {
    content: nullable(string(undefined, 2000)),
    embeds: nullable({ type: 'array', maxItems: 10, items: embed }),
    components: nullable({ type: 'array', items: child }),
    flags: nullable({ type: 'integer', minimum: 0 }),
    attachments: nullable({
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          id: { type: ['string', 'integer'] },
          filename: nullable(string(1, 1024)),
          description: nullable(string(undefined, 1024)),
          title: nullable(string(undefined, 1024)),
          is_spoiler: nullable(boolean),
          // A voice message's attachment (flag IS_VOICE_MESSAGE) carries its length and waveform.
          duration_secs: nullable({ type: 'number', minimum: 0 }),
          waveform: nullable(string(undefined, 400)),
          is_remix: nullable(boolean),
        },
        required: ['id'],
      },
    }),
    poll: nullable(pollRequest),
    sticker_ids: nullable({ type: 'array', maxItems: 3, items: snowflake }),
    tts: nullable(boolean),
    nonce: nullable({ type: ['string', 'integer'], maxLength: 25 }),
    enforce_nonce: nullable(boolean),
    allowed_mentions: nullable({
      type: 'object',
      properties: {
        parse: nullable({ type: 'array', items: { enum: ['users', 'roles', 'everyone'] } }),
        users: nullable({ type: 'array', maxItems: 100, items: snowflake }),
        roles: nullable({ type: 'array', maxItems: 100, items: snowflake }),
        replied_user: nullable(boolean),
      },
    }),
    message_reference: nullable(messageReference),
    username: nullable(string(1, 80)),
    avatar_url: nullable({ type: 'string' }),
    thread_name: nullable(string(1, 100)),
    applied_tags: nullable({ type: 'array', items: snowflake }),
    shared_client_theme: nullable(sharedClientTheme),
  },
};

const modalBody: Schema = {
  type: 'object',
  properties: {
    custom_id: customId,
    title: string(1, 45),
    components: { type: 'array', minItems: 1, maxItems: 5, items: child },
  },
  required: ['custom_id', 'title', 'components'],
};

const interactionResponse: Schema = {
  type: 'object',
  properties: {
    type: { enum: [1, 4, 5, 6, 7, 8, 9, 10, 12] },
    data: { type: ['object', 'null'] },
  },
  required: ['type'],
};

/** The whole schema; `$defs` names are the validators' names. */
export const schemaDefinitions: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'cordlint',
  $defs: {
    ComponentId: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 },
    CustomId: string(1, 100),
    Snowflake: snowflake,
    Emoji: {
      type: ['object', 'null'],
      properties: { id: nullable(snowflake), name: nullable(string(undefined, 32)), animated: nullable(boolean) },
    },
    UnfurledMedia: {
      type: 'object',
      properties: {
        url: string(1, 2048),
        proxy_url: { type: 'string' },
        height: { type: ['integer', 'null'] },
        width: { type: ['integer', 'null'] },
        placeholder: { type: 'string' },
        placeholder_version: { type: 'integer' },
        content_type: { type: 'string' },
        flags: { type: 'integer' },
        attachment_id: snowflake,
      },
      required: ['url'],
    },
    ChildComponent: { type: 'object', properties: { type: { type: 'integer' } }, required: ['type'] },
    ...Object.fromEntries(Object.entries(COMPONENT_DEFINITIONS).map(([name, d]) => [name, d.schema])),
    Message: messageBody,
    Modal: modalBody,
    InteractionResponse: interactionResponse,
  },
};

/** Names of the validators the linter uses, by what they validate. */
export const VALIDATOR_NAMES = [...Object.keys(COMPONENT_DEFINITIONS), 'Message', 'Modal', 'InteractionResponse'];

/** Fields each component type has (for the unknown-field rule and did-you-mean suggestions). */
export function knownFields(typeName: string): string[] {
  const definition = COMPONENT_DEFINITIONS[typeName];
  return definition ? Object.keys((definition.schema.properties as Schema) ?? {}) : [];
}
