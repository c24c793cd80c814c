/**
 * A bare embed, or a list of them: the most common payload-like file in bot repositories
 * (`embeds/*.json`, designer exports). It is no payload of its own: Discord takes embeds inside a
 * message's `embeds` list (within the model's count and total), so cordlint lints it as that list.
 */
import { closestMatch } from '../util/closest-match.js';
import { isObject } from './detect.js';
import { FIELD_LIMITS, LIMITS } from '../discord/index.js';

/** Fields of Discord's embed object. */
const EMBED_FIELDS = new Set(['title', 'type', 'description', 'url', 'timestamp', 'color', 'footer', 'image', 'thumbnail', 'video', 'provider', 'author', 'fields']);
const EMBED_FIELD_NAMES = [...EMBED_FIELDS];
/** Fields only an embed has among payloads (a modal has a title too, a message a url-less content). */
const EMBED_ONLY = ['description', 'fields', 'author', 'footer', 'image', 'thumbnail', 'color', 'timestamp'];
/** Keys of the file rather than the embed. */
const FILE_KEYS = new Set(['$schema']);

/** Fields of the other kinds of payload (messages, modals, callbacks, components): an object with one is not an embed. */
const OTHER_PAYLOAD_FIELDS = [
  'content', 'embeds', 'components', 'flags', 'attachments', 'poll', 'sticker_ids', 'tts', 'allowed_mentions', 'message_reference',
  'nonce', 'username', 'avatar_url', 'thread_name', 'custom_id', 'data', 'label', 'style', 'options', 'id', 'token', 'application_id',
];

/**
 * Whether `value` is an embed object: only embed fields, and at least one that only embeds have (or
 * a title with no component type). A key that is a misspelt embed field (`colour`, `feilds`) is
 * allowed beside a field only embeds have, as long as no key belongs to another kind of payload:
 * the embed rules then name it.
 */
export function isBareEmbed(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value).filter((k) => !FILE_KEYS.has(k));
  if (keys.length === 0 || typeof value.type === 'number') return false; // a component or a callback
  if (OTHER_PAYLOAD_FIELDS.some((k) => k in value)) return false;
  const embedOnly = EMBED_ONLY.some((k) => k in value);
  const unknown = keys.filter((k) => !EMBED_FIELDS.has(k));
  // Only misspellings of embed fields (a JSON Schema's `properties` beside its `description` is no embed).
  if (unknown.length > 0 && !unknown.every((k) => closestMatch(k, EMBED_FIELD_NAMES) !== undefined)) return false;
  if (unknown.length > 0) return embedOnly || ('title' in value && keys.some((k) => k !== 'title' && EMBED_FIELDS.has(k)));
  return embedOnly || 'title' in value;
}

/** How a file of embeds reaches Discord, for messages and pages that say so. */
export const EMBED_SENT_AS = `a bare embed file is sent as the "embeds" of one message: {"embeds": [...]}, at most ${FIELD_LIMITS.embeds} embeds and ${LIMITS.embedTotal.value} characters in all`;

/** The embeds a file holds when it is a bare embed or a non-empty list of them; `single` for one embed alone. */
export function bareEmbeds(value: unknown): { items: Record<string, unknown>[]; single: boolean } | undefined {
  if (isBareEmbed(value)) {
    const { $schema: _schema, ...embed } = value;
    return { items: [embed], single: true };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isBareEmbed)) return { items: value, single: false };
  return undefined;
}

/**
 * The embeds of a file forced to be embeds (`--kind embed`): any object, or a non-empty list of
 * objects, whatever its fields (the embed rules then say what does not fit). Undefined otherwise.
 */
export function forcedEmbeds(value: unknown): { items: Record<string, unknown>[]; single: boolean } | undefined {
  if (isObject(value)) {
    const { $schema: _schema, ...embed } = value;
    return { items: [embed], single: true };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isObject)) return { items: value, single: false };
  return undefined;
}
