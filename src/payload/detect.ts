import { isKnownType, MESSAGE_FLAGS, V2_ONLY_TYPES } from '../components.js';
import type { JsonPath } from '../types.js';
import { CALLBACK_TYPES as CALLBACK_TYPE_VALUES } from '../discord/index.js';
import { isEdit, type Delivery, type Destination } from './destination.js';

/** What a payload file holds; `--kind` forces one. */
export type PayloadKind = 'message' | 'modal' | 'interaction-response' | 'component' | 'received-interaction' | 'embed';
/**
 * Every kind `--kind` takes. `embed` (a bare embed object, or a list of them, as bots keep
 * `embeds/*.json`) is no request body of its own: it is checked as the `embeds` of a message
 * (src/payload/embed-file.ts).
 */
export const PAYLOAD_KINDS: readonly PayloadKind[] = ['message', 'modal', 'interaction-response', 'component', 'received-interaction', 'embed'];

/** Where components are shown: a message, a modal, or unknown (a component linted alone). */
export type Surface = 'message' | 'modal' | 'none';
/** A message's mode: Components V2 (flag 1 << 15) or legacy; `none` outside messages. */
export type MessageMode = 'v2' | 'legacy' | 'none';

/** Interaction callback types (what an application answers with). */
export const CallbackType = CALLBACK_TYPE_VALUES;
const MESSAGE_CALLBACKS: ReadonlySet<number> = new Set([4, 7]);
const CALLBACK_TYPES: ReadonlySet<number> = new Set(Object.values(CallbackType));
/** Fields of a received interaction that no interaction callback has. */
const RECEIVED_OWN_FIELDS = ['id', 'application_id', 'token'];
const DATALESS_CALLBACKS: ReadonlySet<number> = new Set([1, 5, 6, 10, 12]);

/** A recognised payload: its kind and where its parts sit. */
export interface Envelope {
  kind: PayloadKind;
  /** How the kind was chosen, for messages: `detected` or `forced` by --kind. */
  how: 'detected' | 'forced';
  surface: Surface;
  mode: MessageMode;
  /** Path of the message or modal body inside the payload (`['data']` in a callback). */
  bodyPath: JsonPath;
  /** The message or modal body (the payload itself, or its `data`). */
  body: Record<string, unknown> | undefined;
  /** For interaction responses: the callback type. */
  callbackType?: number;
  /**
   * A message that follows an interaction response in the same file (a list of payloads, or YAML
   * documents), as `cordlint convert --split` writes them: a follow-up message, sent to the
   * interaction's webhook, which may set EPHEMERAL.
   */
  followUp?: boolean;
  /**
   * Where the payload is sent, when known: the config's (or --destination's), or what the envelope
   * itself says (an interaction response; a follow-up after one). Undefined: the file does not say.
   */
  destination?: Destination;
  /** What the config says of the request beyond its destination (a webhook's query and channel, the attachments on disk). */
  delivery?: Delivery;
}

const MESSAGE_FIELDS = [
  'content', 'embeds', 'components', 'flags', 'attachments', 'poll', 'sticker_ids', 'tts', 'allowed_mentions',
  'message_reference', 'nonce', 'enforce_nonce', 'username', 'avatar_url', 'thread_name', 'applied_tags', 'files', 'shared_client_theme',
];

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Recognises the envelope as official-facts.md's table says. The ambiguous shapes are resolved by
 * `data`: an object with `type` 4, 7 or 9 and a `data` object is an interaction callback; without
 * `data` it is a component (Text Input 4, Mentionable Select 7, Section 9).
 */
export function detectKind(value: Record<string, unknown>): PayloadKind | undefined {
  const type = value.type;
  const data = value.data;
  if (typeof type === 'number' && isObject(data)) {
    if ((type === 3 || type === 5) && typeof data.custom_id === 'string' && !('title' in data) && !('flags' in data)) {
      return 'received-interaction';
    }
    // What Discord sends carries the interaction's own fields, which no callback has.
    if ((type === 2 || type === 3 || type === 5) && RECEIVED_OWN_FIELDS.some((field) => field in value)) return 'received-interaction';
    if (CALLBACK_TYPES.has(type)) return 'interaction-response';
  }
  // A bare { "type": N } of a callback that needs no data (PONG, the deferred ones, PREMIUM_REQUIRED,
  // LAUNCH_ACTIVITY) is that response, not a component lacking every field. Types 4, 7 and 9 carry
  // data, so without it they stay components, as official-facts.md resolves them.
  if (typeof type === 'number' && DATALESS_CALLBACKS.has(type) && Object.keys(value).length === 1) return 'interaction-response';
  if (typeof type === 'number' && !('data' in value)) {
    if (isFlatResponse(type, value)) return 'interaction-response';
    if (isKnownType(type) || !('title' in value)) return 'component';
  }
  if ('title' in value && 'custom_id' in value) return 'modal';
  if (typeof type === 'number' && CALLBACK_TYPES.has(type)) return 'interaction-response';
  // A modal that lacks its title or its custom_id is still a modal: no message has either field.
  if (('title' in value || 'custom_id' in value) && 'components' in value && !MESSAGE_FIELDS.some((f) => f !== 'components' && f in value)) {
    return 'modal';
  }
  if (MESSAGE_FIELDS.some((field) => field in value)) return 'message';
  return undefined;
}

/**
 * An interaction response whose message or modal fields sit beside `type` instead of inside `data`
 * (a modal sent that way failed: discord-api-docs #4541). No component of the same type number has
 * these fields: a Text Input (4) or Mentionable Select (7) has no message field, a Section (9) no
 * title, a Channel Select (8) no choices.
 */
export function isFlatResponse(type: number, value: Record<string, unknown>): boolean {
  if (type === CallbackType.ChannelMessageWithSource || type === CallbackType.UpdateMessage) return MESSAGE_FIELDS.some((f) => f in value);
  if (type === CallbackType.Modal) return 'title' in value;
  if (type === CallbackType.ApplicationCommandAutocompleteResult) return 'choices' in value;
  if (type === CallbackType.SocialLayerSkuPurchaseEligibility) return 'eligible' in value;
  return false;
}

/** Kinds that a file may hold several of, in a list or in YAML documents. */
export const LISTABLE_KINDS: ReadonlySet<PayloadKind> = new Set(['message', 'modal', 'interaction-response']);

/**
 * Whether the messages after this payload in the same file are its follow-ups: it is an interaction
 * response that answers with a message (types 4 to 7).
 */
export function startsFollowUps(value: unknown): boolean {
  return isObject(value) && typeof value.type === 'number' && value.type >= 4 && value.type <= 7 && detectKind(value) === 'interaction-response';
}

/**
 * Builds the envelope of a payload of a known kind, with where it is sent: an interaction response
 * and a follow-up say it themselves; otherwise the delivery's destination, if any.
 */
export function envelopeOf(value: Record<string, unknown>, kind: PayloadKind, how: Envelope['how'], delivery?: Delivery, followUp = false): Envelope {
  const envelope = bareEnvelope(value, kind, how, delivery?.destination);
  if (followUp && envelope.kind === 'message') envelope.followUp = true;
  const destination = kind === 'interaction-response' ? 'interaction-response' : envelope.followUp ? 'follow-up' : delivery?.destination;
  if (destination) envelope.destination = destination;
  if (delivery) envelope.delivery = delivery;
  return envelope;
}

function bareEnvelope(value: Record<string, unknown>, kind: PayloadKind, how: Envelope['how'], destination: Destination | undefined): Envelope {
  switch (kind) {
    case 'message':
      return { kind, how, surface: 'message', mode: modeOf(value, isEdit(destination)), bodyPath: [], body: value };
    case 'modal':
      return { kind, how, surface: 'modal', mode: 'none', bodyPath: [], body: value };
    case 'component':
    case 'embed': // linted as the embeds of a message (lint-document.ts): no envelope of its own
      return { kind, how, surface: 'none', mode: 'none', bodyPath: [], body: undefined };
    case 'received-interaction':
      return { kind, how, surface: 'none', mode: 'none', bodyPath: ['data'], body: undefined };
    case 'interaction-response': {
      const callbackType = typeof value.type === 'number' ? value.type : undefined;
      const data = isObject(value.data) ? value.data : undefined;
      if (callbackType === CallbackType.Modal) {
        return { kind, how, surface: 'modal', mode: 'none', bodyPath: ['data'], body: data, callbackType };
      }
      if (callbackType !== undefined && MESSAGE_CALLBACKS.has(callbackType)) {
        // UPDATE_MESSAGE (7) edits the message its component is on: like an edit, it need not repeat the V2 flag.
        const edits = callbackType === CallbackType.UpdateMessage;
        return { kind, how, surface: 'message', mode: modeOf(data ?? {}, edits), bodyPath: ['data'], body: data, callbackType };
      }
      // Deferred, pong, autocomplete...: no components to walk.
      return { kind, how, surface: 'none', mode: 'none', bodyPath: ['data'], body: undefined, ...(callbackType === undefined ? {} : { callbackType }) };
    }
  }
}

/**
 * The message's mode. An edit without `flags` keeps the message's flags, and the V2 flag can never be
 * removed: an edit that sends Components V2 components without the flag edits a V2 message.
 */
export function modeOf(body: Record<string, unknown>, edit = false): MessageMode {
  // Flags written as a string of digits ("32768") are the schema's finding; the mode is still what
  // they say, so that the rest of the message is linted as its author meant it.
  const flags = typeof body.flags === 'string' && /^\d{1,15}$/.test(body.flags) ? Number(body.flags) : body.flags;
  if (typeof flags === 'number' && (flags & MESSAGE_FLAGS.IS_COMPONENTS_V2) !== 0) return 'v2';
  if (edit && hasV2Components(body)) return 'v2';
  return 'legacy';
}

function hasV2Components(body: Record<string, unknown>): boolean {
  return Array.isArray(body.components) && body.components.some((c) => isObject(c) && typeof c.type === 'number' && V2_ONLY_TYPES.has(c.type));
}
