/**
 * What Discord sends when a user clicks, picks or submits: the interaction's own fields, the
 * response structure of each component, and the resolved maps. Names follow discord-api-types
 * (`APIMessageComponentInteraction`, `APIModalSubmitInteraction`, `APIInteractionDataResolved`).
 * Part of the model of Discord (what Discord sends, as src/discord/'s other tables say what it takes).
 * Source: components-interface.md, "Interaction response structures", "Resolved data",
 * "Interaction events for components"; Discord's interaction object reference.
 */
/** The value types of what Discord sends, as a small table language (`string?` is nullable); src/received/fields.ts checks them. */
export type FieldType =
  | 'snowflake'
  | 'string'
  | 'non-empty string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'object'
  | 'array'
  | 'timestamp'
  | 'permissions'
  | 'snowflake[]'
  | 'string[]';

/** A field's type; a trailing `?` means Discord may send null. */
export type FieldSpec = FieldType | `${FieldType}?`;

/** discord-api-types' `InteractionType`. */
export const InteractionType = {
  Ping: 1,
  ApplicationCommand: 2,
  MessageComponent: 3,
  ApplicationCommandAutocomplete: 4,
  ModalSubmit: 5,
} as const;

/** Fields of every interaction (`APIBaseInteraction`) and their types. */
export const INTERACTION_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: 'snowflake',
  application_id: 'snowflake',
  type: 'integer',
  data: 'object',
  guild: 'object',
  guild_id: 'snowflake',
  channel: 'object',
  channel_id: 'snowflake',
  member: 'object',
  user: 'object',
  token: 'non-empty string',
  version: 'integer',
  message: 'object',
  app_permissions: 'permissions',
  locale: 'non-empty string',
  guild_locale: 'non-empty string',
  entitlements: 'array',
  authorizing_integration_owners: 'object',
  context: 'integer',
  attachment_size_limit: 'integer',
};

/** Fields Discord sends with every interaction of a user (`member` or `user` is checked apart). */
export const ALWAYS_SENT_FIELDS = ['id', 'application_id', 'token', 'version', 'app_permissions', 'locale', 'entitlements', 'authorizing_integration_owners', 'attachment_size_limit', 'channel'] as const;

/** `InteractionContextType`: where the interaction happened. */
export const INTERACTION_CONTEXTS: ReadonlySet<number> = new Set([0, 1, 2]);
/** `ApplicationIntegrationType`: the keys of `authorizing_integration_owners`. */
export const INTEGRATION_TYPES: ReadonlySet<string> = new Set(['0', '1']);

/** The partial channel of an interaction (`channel`). */
export const CHANNEL_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: 'snowflake',
  type: 'integer',
  guild_id: 'snowflake',
  name: 'string?',
  parent_id: 'snowflake?',
  last_message_id: 'snowflake?',
  nsfw: 'boolean',
  position: 'integer',
  rate_limit_per_user: 'integer',
  topic: 'string?',
  permissions: 'permissions',
  flags: 'integer',
};

/** `APIUser`, as a resolved entry and as the interaction's `user` and `member.user`. */
export const USER_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: 'snowflake',
  username: 'non-empty string',
  discriminator: 'string',
  global_name: 'string?',
  avatar: 'string?',
  bot: 'boolean',
  system: 'boolean',
  banner: 'string?',
  accent_color: 'integer?',
  public_flags: 'integer',
  flags: 'integer',
  avatar_decoration_data: 'object?',
  collectibles: 'object?',
  primary_guild: 'object?',
  clan: 'object?',
  display_name_styles: 'object?',
};

/** `APIInteractionDataResolvedGuildMember` (a resolved member has no `user`: it is in `users`). */
export const MEMBER_FIELDS: Readonly<Record<string, FieldSpec>> = {
  avatar: 'string?',
  banner: 'string?',
  collectibles: 'object?',
  communication_disabled_until: 'timestamp?',
  flags: 'integer',
  joined_at: 'timestamp?',
  nick: 'string?',
  pending: 'boolean',
  permissions: 'permissions',
  premium_since: 'timestamp?',
  roles: 'snowflake[]',
  unusual_dm_activity_until: 'timestamp?',
  avatar_decoration_data: 'object?',
};

/** The interaction's `member` (`APIInteractionGuildMember`): a member with its `user`. */
export const INTERACTION_MEMBER_FIELDS: Readonly<Record<string, FieldSpec>> = {
  ...MEMBER_FIELDS,
  user: 'object',
  deaf: 'boolean',
  mute: 'boolean',
};

/** `APIRole`. */
export const ROLE_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: 'snowflake',
  name: 'string',
  color: 'integer',
  colors: 'object',
  description: 'string?',
  flags: 'integer',
  hoist: 'boolean',
  icon: 'string?',
  managed: 'boolean',
  mentionable: 'boolean',
  permissions: 'permissions',
  position: 'integer',
  unicode_emoji: 'string?',
  tags: 'object',
};

/** `APIInteractionDataResolvedChannel`. */
export const RESOLVED_CHANNEL_FIELDS: Readonly<Record<string, FieldSpec>> = {
  ...CHANNEL_FIELDS,
  thread_metadata: 'object',
  // The bot's permissions in the channel, a string (docs change log, 2026-07-16: "Resolved Channel app_permissions in Interactions").
  app_permissions: 'permissions',
};

/** `APIAttachment`. */
export const ATTACHMENT_FIELDS: Readonly<Record<string, FieldSpec>> = {
  id: 'snowflake',
  filename: 'non-empty string',
  title: 'string',
  description: 'string',
  content_type: 'string',
  size: 'integer',
  url: 'non-empty string',
  proxy_url: 'non-empty string',
  height: 'integer?',
  width: 'integer?',
  ephemeral: 'boolean',
  duration_secs: 'number',
  waveform: 'string',
  flags: 'integer',
};

/** The maps of `resolved` (`APIInteractionDataResolved`), each entry's fields, and the fields an entry must have. */
export const RESOLVED_MAPS: Readonly<Record<string, { fields: Readonly<Record<string, FieldSpec>>; required: readonly string[]; keyedById: boolean }>> = {
  users: { fields: USER_FIELDS, required: ['id', 'username'], keyedById: true },
  members: { fields: MEMBER_FIELDS, required: ['roles', 'permissions'], keyedById: false },
  roles: { fields: ROLE_FIELDS, required: ['id', 'name', 'permissions'], keyedById: true },
  channels: { fields: RESOLVED_CHANNEL_FIELDS, required: ['id', 'type', 'permissions'], keyedById: true },
  attachments: { fields: ATTACHMENT_FIELDS, required: ['id', 'filename', 'size', 'url', 'proxy_url'], keyedById: true },
  // Application commands (type 2) may resolve messages too.
  messages: { fields: { id: 'snowflake', channel_id: 'snowflake' }, required: ['id'], keyedById: true },
};

/** Where the entity of each value of a select (or File Upload) is found in `resolved`. */
export const RESOLVED_MAPS_OF_TYPE: ReadonlyMap<number, readonly string[]> = new Map([
  [5, ['users']],
  [6, ['roles']],
  [7, ['users', 'roles']],
  [8, ['channels']],
  [19, ['attachments']],
]);

/** Component types a user can answer in a message: a Button and the selects (`data.component_type`). */
export const MESSAGE_COMPONENT_TYPES: ReadonlySet<number> = new Set([2, 3, 5, 6, 7, 8]);

/** How each component answers in a modal submission (`ModalSubmitComponent`): its answer field and the fields Discord sends. */
export interface AnswerShape {
  /** `value` (one) or `values` (a list). */
  field: 'value' | 'values';
  /** The type of the answer field. */
  spec: FieldSpec;
  /** Every field Discord sends for this component in a modal submission. */
  fields: readonly string[];
}

const SELECT_ANSWER = (spec: FieldSpec): AnswerShape => ({ field: 'values', spec, fields: ['type', 'id', 'custom_id', 'values'] });

export const MODAL_ANSWERS: ReadonlyMap<number, AnswerShape> = new Map([
  [4, { field: 'value', spec: 'string', fields: ['type', 'id', 'custom_id', 'value'] }],
  [3, SELECT_ANSWER('string[]')],
  [5, SELECT_ANSWER('snowflake[]')],
  [6, SELECT_ANSWER('snowflake[]')],
  [7, SELECT_ANSWER('snowflake[]')],
  [8, SELECT_ANSWER('snowflake[]')],
  [19, SELECT_ANSWER('snowflake[]')],
  [21, { field: 'value', spec: 'string?', fields: ['type', 'id', 'custom_id', 'value'] }],
  [22, SELECT_ANSWER('string[]')],
  [23, { field: 'value', spec: 'boolean', fields: ['type', 'id', 'custom_id', 'value'] }],
]);
