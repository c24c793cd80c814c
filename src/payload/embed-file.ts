/**
 * A bare embed, or a list of them: the most common payload-like file in bot repositories
 * (`embeds/*.json`, designer exports). It is no payload of its own: Discord takes embeds inside a
 * message's `embeds` list (at most 10, 6000 characters in all), so cordlint lints it as that list.
 */
import { isObject } from './detect.js';

/** Fields of Discord's embed object. */
const EMBED_FIELDS = new Set(['title', 'type', 'description', 'url', 'timestamp', 'color', 'footer', 'image', 'thumbnail', 'video', 'provider', 'author', 'fields']);
/** Fields only an embed has among payloads (a modal has a title too, a message a url-less content). */
const EMBED_ONLY = ['description', 'fields', 'author', 'footer', 'image', 'thumbnail', 'color', 'timestamp'];
/** Keys of the file rather than the embed. */
const FILE_KEYS = new Set(['$schema']);

/** Whether `value` is an embed object: only embed fields, and at least one that only embeds have (or a title with no component type). */
export function isBareEmbed(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value).filter((k) => !FILE_KEYS.has(k));
  if (keys.length === 0 || !keys.every((k) => EMBED_FIELDS.has(k))) return false;
  if (typeof value.type === 'number') return false; // a component or a callback
  return EMBED_ONLY.some((k) => k in value) || ('title' in value && !('custom_id' in value));
}

/** The embeds a file holds when it is a bare embed or a non-empty list of them; `single` for one embed alone. */
export function bareEmbeds(value: unknown): { items: Record<string, unknown>[]; single: boolean } | undefined {
  if (isBareEmbed(value)) {
    const { $schema: _schema, ...embed } = value;
    return { items: [embed], single: true };
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isBareEmbed)) return { items: value, single: false };
  return undefined;
}
