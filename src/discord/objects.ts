/**
 * The objects that messages, modals and interaction responses are made of, besides components:
 * emoji, media, embeds, polls, attachments, mentions, replies, themes; and the envelopes
 * themselves (what a message, a modal and an interaction response take at their top level).
 */
import { CHANNEL_TYPES } from './components.js';
import { PATTERNS, boolean, child, integer, json, list, nullable, number, object, oneOf, ref, snowflake, text, type Field, type Fields } from './field.js';

const message = (anchor: string) => `https://docs.discord.com/developers/resources/message#${anchor}`;

/** Named objects the other tables point at (`ref`). */
export const OBJECTS: Readonly<Record<string, Field>> = {
  ComponentId: nullable(integer({ min: 0, max: 2147483647 })),
  CustomId: text({ min: 1, max: 100 }),
  Snowflake: snowflake,
  Emoji: nullable(object({ id: nullable(snowflake), name: nullable(text({ max: 32 })), animated: nullable(boolean) })),
  UnfurledMedia: object(
    {
      url: text({ min: 1, max: 2048 }),
      proxy_url: text(),
      height: nullable(integer()),
      width: nullable(integer()),
      placeholder: text(),
      placeholder_version: integer(),
      content_type: text(),
      flags: integer(),
      attachment_id: snowflake,
    },
    ['url'],
  ),
};

/**
 * An embed image or thumbnail: a URL and, since 2026-04, its alt text (`description`, up to 4096
 * characters: the docs' Embed Image Structure, the OpenAPI's RichEmbedImage and RichEmbedThumbnail;
 * the docs give no maximum, so the OpenAPI's is followed).
 */
const embedImage = (): Field =>
  nullable(
    object(
      { url: text({ max: 2048 }), description: nullable(text({ max: 4096 }, { evidence: [message('embed-object-embed-image-structure'), 'OpenAPI RichEmbedImage'] })) },
      ['url'],
    ),
  );

/** https://docs.discord.com/developers/resources/message#embed-object-embed-limits */
export const EMBED: Field = object({
  title: nullable(text({ max: 256 })),
  type: nullable(text()),
  description: nullable(text({ max: 4096 })),
  url: nullable(text({ max: 2048 })),
  timestamp: nullable(text()),
  color: nullable(integer({ min: 0, max: 0xffffff })),
  footer: nullable(object({ text: text({ max: 2048 }), icon_url: nullable(text({ max: 2048 })) }, ['text'])),
  image: embedImage(),
  thumbnail: embedImage(),
  // A video's alt text too (the docs' Embed Video Structure; the OpenAPI's RichEmbedVideo: 4096).
  video: nullable(object({ url: nullable(text({ max: 2048 })), description: nullable(text({ max: 4096 })) })),
  provider: nullable(object({ name: nullable(text()), url: nullable(text()) })),
  author: nullable(object({ name: text({ max: 256 }), url: nullable(text({ max: 2048 })), icon_url: nullable(text({ max: 2048 })) }, ['name'])),
  fields: nullable(
    list(
      // Discord answers BASE_TYPE_REQUIRED to an empty name or value.
      object({ name: text({ min: 1, max: 256 }), value: text({ min: 1, max: 1024 }), inline: nullable(boolean) }, ['name', 'value']),
      { max: 25 },
    ),
  ),
});

/**
 * https://docs.discord.com/developers/resources/poll#poll-media-object-structure. The question's
 * text is required (poll-question-text says so in words). An answer's text is optional again
 * (docs of 2026-06; the OpenAPI's PollMediaCreateRequest requires nothing): an emoji alone is an answer.
 */
const pollMedia = (max: number, required: boolean): Field =>
  object({ text: text({ min: 1, max }), emoji: ref('Emoji') }, required ? ['text'] : []);

export const POLL: Field = object(
  {
    question: pollMedia(300, true),
    answers: list(object({ answer_id: nullable(integer()), poll_media: pollMedia(55, false) }, ['poll_media']), { min: 1, max: 10 }),
    duration: nullable(integer({ min: 1, max: 768 })),
    allow_multiselect: nullable(boolean),
    layout_type: nullable(oneOf([1])),
  },
  ['question', 'answers'],
);

/** https://docs.discord.com/developers/resources/message#message-reference-structure */
const MESSAGE_REFERENCE: Field = object({
  type: nullable(oneOf([0, 1])),
  message_id: nullable(snowflake),
  channel_id: nullable(snowflake),
  guild_id: nullable(snowflake),
  fail_if_not_exists: nullable(boolean),
});

/**
 * https://docs.discord.com/developers/resources/message#shared-client-theme-object. A colour is
 * exactly 6 hexadecimal digits, no "#" (the OpenAPI's CustomClientThemeShareRequest: length 6; the
 * docs' example "5865F2").
 */
const SHARED_CLIENT_THEME: Field = object(
  {
    colors: list(text({ pattern: PATTERNS.hexColour }, { evidence: [message('shared-client-theme-object'), 'OpenAPI CustomClientThemeShareRequest'] }), { min: 1, max: 5 }),
    gradient_angle: integer({ min: 0, max: 360 }),
    base_mix: integer({ min: 0, max: 100 }),
    base_theme: nullable(oneOf([0, 1, 2, 3, 4])),
  },
  ['colors', 'gradient_angle', 'base_mix'],
);

const ATTACHMENT: Field = object(
  {
    id: json({ type: ['string', 'integer'] }),
    filename: nullable(text({ min: 1, max: 1024 })),
    description: nullable(text({ max: 1024 })),
    title: nullable(text({ max: 1024 })),
    is_spoiler: nullable(boolean),
    // A voice message's attachment (flag IS_VOICE_MESSAGE) carries its length and waveform.
    duration_secs: nullable(number(0)),
    waveform: nullable(text({ max: 400 })),
    is_remix: nullable(boolean),
  },
  ['id'],
);

const ALLOWED_MENTIONS: Field = object({
  parse: nullable(list(oneOf(['users', 'roles', 'everyone']))),
  users: nullable(list(snowflake, { max: 100 })),
  roles: nullable(list(snowflake, { max: 100 })),
  replied_user: nullable(boolean),
});

/** https://docs.discord.com/developers/resources/message#message-object-message-flags: the bits a sender may set. */
export const MESSAGE_FLAGS = {
  SUPPRESS_EMBEDS: 1 << 2,
  EPHEMERAL: 1 << 6,
  SUPPRESS_NOTIFICATIONS: 1 << 12,
  IS_VOICE_MESSAGE: 1 << 13,
  IS_COMPONENTS_V2: 1 << 15,
} as const;

/** What a message takes: create, edit, webhook execute and the message data of interaction responses. */
export const MESSAGE_FIELDS: Fields = {
  content: nullable(text({ max: 2000 })),
  embeds: nullable(list(EMBED, { max: 10 })),
  components: nullable(list(child)),
  flags: nullable(integer({ min: 0 })),
  attachments: nullable(list(ATTACHMENT, { max: 10 })),
  poll: nullable(POLL),
  sticker_ids: nullable(list(snowflake, { max: 3 })),
  tts: nullable(boolean),
  nonce: nullable(json({ type: ['string', 'integer'], maxLength: 25 })),
  enforce_nonce: nullable(boolean),
  allowed_mentions: nullable(ALLOWED_MENTIONS),
  message_reference: nullable(MESSAGE_REFERENCE),
  username: nullable(text({ min: 1, max: 80 })),
  avatar_url: nullable(text()),
  thread_name: nullable(text({ min: 1, max: 100 })),
  applied_tags: nullable(list(snowflake)),
  shared_client_theme: nullable(SHARED_CLIENT_THEME),
};

/** https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-modal (components 1-5: the docs; the OpenAPI says 40). */
export const MODAL_FIELDS: Fields = {
  custom_id: ref('CustomId'),
  title: text({ min: 1, max: 45 }),
  components: list(child, { min: 1, max: 5 }),
};
export const MODAL_REQUIRED = ['custom_id', 'title', 'components'] as const;

/** https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type */
export const CALLBACK_TYPES = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredUpdateMessage: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
  PremiumRequired: 10,
  LaunchActivity: 12,
  /** 2026: an answer to a Social SDK purchase check (the OpenAPI's SocialLayerSKUPurchaseEligibilityInteractionCallbackRequest). */
  SocialLayerSkuPurchaseEligibility: 13,
} as const;

/** The data of callback type 13 (OpenAPI SocialLayerSKUPurchaseEligibilityCallbackData; SKUIneligibilityReason 0-2). */
export const SKU_PURCHASE_ELIGIBILITY_FIELDS: Fields = {
  eligible: boolean,
  ineligible_reason: nullable(oneOf([0, 1, 2])),
  ineligible_reason_description: nullable(text({ max: 255 })),
};
export const SKU_PURCHASE_ELIGIBILITY_REQUIRED = ['eligible'] as const;

/** Callback types whose `data` has a structure of its own in the model (beyond messages and modals). */
export const CALLBACK_DATA: Readonly<Record<number, { name: string; fields: Fields; required: readonly string[] }>> = {
  [CALLBACK_TYPES.SocialLayerSkuPurchaseEligibility]: { name: 'SkuPurchaseEligibility', fields: SKU_PURCHASE_ELIGIBILITY_FIELDS, required: SKU_PURCHASE_ELIGIBILITY_REQUIRED },
};

/**
 * Callback types whose request requires `data` (the OpenAPI's ModalInteractionCallbackRequest,
 * ApplicationCommandAutocompleteCallbackRequest, SocialLayerSKUPurchaseEligibilityInteractionCallbackRequest:
 * required ["type", "data"]); types 4 and 7 take null.
 */
export const DATA_REQUIRED: ReadonlySet<number> = new Set([CALLBACK_TYPES.ApplicationCommandAutocompleteResult, CALLBACK_TYPES.Modal, CALLBACK_TYPES.SocialLayerSkuPurchaseEligibility]);

export const INTERACTION_RESPONSE_FIELDS: Fields = {
  type: oneOf(Object.values(CALLBACK_TYPES)),
  data: json({ type: ['object', 'null'] }),
};

/** Channel types, for the rules that name them. */
export { CHANNEL_TYPES };
