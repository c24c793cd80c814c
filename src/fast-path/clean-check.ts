/**
 * The fast path's check: is a payload in a conservative subset of valid payloads (the common shapes
 * of messages, modals and interaction responses) on which none of the covered rules can report?
 *
 * Every object is closed over fields its definition in src/schema/definitions.ts knows, and each
 * field's test here is at least as strict as its schema there (exact types, no null, lengths in
 * UTF-16 code units, which are never fewer than the characters the schema counts), so `schema` and
 * `unknown-field` have nothing to say. Types stand only where the placement rules allow them; the
 * fields other rules look at (emoji, Link and Premium buttons, min/max values, defaults, ids,
 * attachments, File components...) are left out, so payloads that use them take the full engine.
 * Then what a schema cannot say: custom_ids and option values unique, the Components V2 count and
 * the Text Display total within limits, the embeds' total within 6000, media URLs that parse.
 *
 * Common mistakes do not throw a payload out: a custom_id used twice, a text past its limit
 * (content, labels, Text Displays, embed and select texts), a component of no known type and no
 * other field where components stand, content in a Components V2 message, content or flags in a
 * modal. The check goes on past them and returns
 * them as {@link Defect}s; the payload then runs only the rules that read what they change
 * (DEFECT_RULES in ./index.ts), since every other check still holds.
 *
 * Hand-written rather than generated: a generated (ajv) validator of this subset was 166 KB more to
 * load and made a 3,000-file run slower than no fast path at all (measured: 2070 vs 1730 ms of CPU).
 *
 * Whoever changes a covered rule (COVERED_RULE_IDS in ./index.ts) checks that this subset still
 * implies it: test/fast-path/ fails until the rule's recorded fingerprint is updated.
 */
import { isKnownType } from '../components.js';
import type { PayloadKind } from '../payload/detect.js';

type Json = Record<string, unknown>;

const V2_COMPONENT_LIMIT = 40;
const TEXT_DISPLAY_TOTAL = 4000;
const EMBED_TOTAL = 6000;
const V2_FLAG = 32768;
const EPHEMERAL_FLAG = 64;
/** Thumbnails whose URL path ends in another extension take the full engine (thumbnail-image-only). */
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif)$/i;
const ANY_EXTENSION = /\.[A-Za-z0-9]+$/;
const WEB_URL = /^https?:\/\/\S+$/;

/** What the check asks beyond any rule that runs by default, which depends on the rules that run. */
export interface CleanOptions {
  /** At most one Primary Button per row: button-single-primary (design guidance, off by default) runs. */
  onePrimaryPerRow: boolean;
}

const STRICTEST: CleanOptions = { onePrimaryPerRow: true };

/**
 * What keeps a payload that is otherwise in the subset out of it, when that is one of the common
 * mistakes whose rules are known: the payload then runs those rules alone (DEFECT_RULES in
 * ./index.ts), not all of them. Anything else makes the payload "maybe not clean".
 */
export const Defect = {
  /** Two components share a custom_id. */
  duplicateCustomId: 1,
  /** A string is longer than its limit here: message content, select and modal texts. */
  longText: 2,
  /** A Button's label is longer than 38 characters. */
  longButtonLabel: 4,
  /** A Text Display's content is longer than 4000 characters, or all of them together are. */
  longTextDisplay: 8,
  /** An embed's title, description, field, footer or author is longer than its limit. */
  longEmbedText: 16,
  /** A component of no known type and no other field (`{ "type": 20 }`) where a component may stand. */
  unknownComponent: 32,
  /** A Components V2 message with a string `content` (a field of legacy messages). */
  contentInV2: 64,
  /** A modal with a string `content` or a number `flags` (fields of messages). */
  messageFieldInModal: 128,
} as const;

/** Not in the subset, not even but for known defects: every rule runs. */
export const NOT_CLEAN = -1;

interface Walk {
  /** The {@link Defect}s met so far (bits). */
  defects: number;
  onePrimaryPerRow: boolean;
  surface: 'message' | 'modal';
  customIds: Set<string>;
  /** Components walked (Components V2 messages hold at most 40). */
  count: number;
  /** Text Display characters in UTF-16 code units, as text-display-total counts them. */
  text: number;
}

/** True when the payload lies in the fast path's subset; false means "maybe not clean": the full engine decides. */
export function isCertainlyClean(value: Json, kind: PayloadKind, options: CleanOptions = STRICTEST): boolean {
  return cleanness(value, kind, options) === 0;
}

/**
 * 0 when the payload lies in the fast path's subset; the bits of its {@link Defect}s when it would
 * but for those; {@link NOT_CLEAN} otherwise ("maybe not clean": every rule runs).
 */
export function cleanness(value: Json, kind: PayloadKind, options: CleanOptions = STRICTEST): number {
  if (kind === 'message') return messageCleanness(value, false, options);
  if (kind === 'modal') return modalCleanness(value);
  if (kind !== 'interaction-response') return NOT_CLEAN;
  if (!hasOnly(value, RESPONSE_KEYS) || !isObject(value.data)) return NOT_CLEAN;
  if (value.type === 9) return modalCleanness(value.data);
  return value.type === 4 || value.type === 7 ? messageCleanness(value.data, true, options) : NOT_CLEAN;
}

function newWalk(surface: Walk['surface'], onePrimaryPerRow: boolean): Walk {
  return { defects: 0, surface, customIds: new Set(), count: 0, text: 0, onePrimaryPerRow };
}

/** The walk's defects when `clean`, else NOT_CLEAN. */
function outcome(clean: boolean, walk: Walk): number {
  return clean ? walk.defects : NOT_CLEAN;
}

const RESPONSE_KEYS = new Set(['type', 'data']);
const V2_MESSAGE_KEYS_AND_CONTENT = new Set(['flags', 'components', 'content']);
const LEGACY_MESSAGE_KEYS = new Set(['content', 'embeds', 'components']);
const LEGACY_RESPONSE_KEYS = new Set(['content', 'embeds', 'components', 'flags']);
const MODAL_KEYS_AND_MESSAGE_FIELDS = new Set(['custom_id', 'title', 'components', 'content', 'flags']);

/** `inResponse`: the message data of a response, which may also be EPHEMERAL. */
function messageCleanness(body: Json, inResponse: boolean, options: CleanOptions): number {
  const walk = newWalk('message', options.onePrimaryPerRow);
  const flags = body.flags;
  if (flags === V2_FLAG || (inResponse && flags === (V2_FLAG | EPHEMERAL_FLAG))) {
    if (!hasOnly(body, V2_MESSAGE_KEYS_AND_CONTENT) || !listOf(body.components, 1, Infinity, (c) => v2TopLevel(c, walk))) return NOT_CLEAN;
    if (body.content !== undefined) {
      if (!fits(body.content, 0, 2000, walk, Defect.longText)) return NOT_CLEAN;
      walk.defects |= Defect.contentInV2;
    }
    if (walk.text > TEXT_DISPLAY_TOTAL) walk.defects |= Defect.longTextDisplay;
    return outcome(walk.count <= V2_COMPONENT_LIMIT, walk);
  }
  // flags 0 sets nothing: a message like any other (message-flags, ephemeral-destination and the V2 rules read no bit of it).
  if (flags !== undefined && flags !== 0 && !(inResponse && flags === EPHEMERAL_FLAG)) return NOT_CLEAN;
  if (!hasOnly(body, inResponse || flags === 0 ? LEGACY_RESPONSE_KEYS : LEGACY_MESSAGE_KEYS)) return NOT_CLEAN;
  const { content, embeds, components } = body;
  if (content !== undefined && !fits(content, 0, 2000, walk, Defect.longText)) return NOT_CLEAN;
  if (embeds !== undefined && !(listOf(embeds, 0, 10, (embed) => embedIsClean(embed, walk)) && embedsFit(embeds as Json[]))) return NOT_CLEAN;
  if (components !== undefined && !listOf(components, 0, 5, (c) => actionRow(c, walk) || unknownComponent(c, walk))) return NOT_CLEAN;
  // Something to send (message-not-empty).
  const something = (typeof content === 'string' && /\S/.test(content)) || (embeds as unknown[] | undefined)?.length! > 0 || (components as unknown[] | undefined)?.length! > 0;
  return outcome(something, walk);
}

function modalCleanness(body: Json): number {
  const walk = newWalk('modal', true);
  if (body.content !== undefined || body.flags !== undefined) {
    if (!(body.content === undefined || typeof body.content === 'string') || !(body.flags === undefined || typeof body.flags === 'number')) return NOT_CLEAN;
    walk.defects |= Defect.messageFieldInModal;
  }
  return outcome(
    hasOnly(body, MODAL_KEYS_AND_MESSAGE_FIELDS) &&
      text(body.custom_id, 1, 100) &&
      fits(body.title, 1, 45, walk, Defect.longText) &&
      listOf(body.components, 1, 5, (c) => (isObject(c) && c.type === 18 ? label(c, walk) : textDisplay(c, walk) || unknownComponent(c, walk))),
    walk,
  );
}

// Components, as the engine walks them (components, component, accessory). Each counts itself.

function v2TopLevel(c: unknown, walk: Walk): boolean {
  if (isObject(c) && c.type === 17) return container(c, walk);
  return containerChild(c, walk) || unknownComponent(c, walk);
}

function containerChild(c: unknown, walk: Walk): boolean {
  if (!isObject(c)) return false;
  switch (c.type) {
    case 1:
      return actionRow(c, walk);
    case 9:
      return section(c, walk);
    case 10:
      return textDisplay(c, walk);
    case 12:
      return mediaGallery(c, walk);
    case 14:
      return separator(c, walk);
    default:
      return false;
  }
}

const TYPE_ONLY = new Set(['type']);
/** `{ "type": N }` with N no component type: a {@link Defect} (counted as a component) instead of a failure. */
function unknownComponent(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || typeof c.type !== 'number' || isKnownType(c.type) || !hasOnly(c, TYPE_ONLY)) return false;
  walk.count++;
  walk.defects |= Defect.unknownComponent;
  return true;
}

const CONTAINER_KEYS = new Set(['type', 'components', 'accent_color', 'spoiler']);
function container(c: Json, walk: Walk): boolean {
  walk.count++;
  return (
    hasOnly(c, CONTAINER_KEYS) &&
    (c.accent_color === undefined || integer(c.accent_color, 0, 0xffffff)) &&
    optionalBoolean(c.spoiler) &&
    listOf(c.components, 1, Infinity, (child) => containerChild(child, walk) || unknownComponent(child, walk))
  );
}

const ROW_KEYS = new Set(['type', 'components']);
/** 1 to 5 Buttons (at most one Primary: button-single-primary), or exactly one String Select. */
function actionRow(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 1 || !hasOnly(c, ROW_KEYS)) return false;
  walk.count++;
  const children = c.components;
  if (!Array.isArray(children) || children.length === 0) return false;
  if (isObject(children[0]) && children[0].type === 3) return children.length === 1 && stringSelect(children[0], walk, false);
  if (children.length > 5 || !children.every((child) => button(child, walk) || unknownComponent(child, walk))) return false;
  return !walk.onePrimaryPerRow || children.filter((child) => (child as Json).style === 1).length <= 1;
}

const BUTTON_KEYS = new Set(['type', 'style', 'label', 'custom_id', 'disabled']);
/** Styles 1-4, with a custom_id and a label that fits the design guidance without an emoji. */
function button(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 2 || !hasOnly(c, BUTTON_KEYS)) return false;
  walk.count++;
  const style = c.style;
  return (style === 1 || style === 2 || style === 3 || style === 4) && fits(c.label, 1, 38, walk, Defect.longButtonLabel) && customId(c, walk) && optionalBoolean(c.disabled);
}

const SELECT_KEYS = new Set(['type', 'custom_id', 'placeholder', 'options']);
const MODAL_SELECT_KEYS = new Set(['type', 'custom_id', 'placeholder', 'options', 'required']);
const OPTION_KEYS = new Set(['label', 'value', 'description']);
/** Without min/max values, defaults, emoji or disabled; option values unique. */
function stringSelect(c: Json, walk: Walk, inModal: boolean): boolean {
  if (c.type !== 3 || !hasOnly(c, inModal ? MODAL_SELECT_KEYS : SELECT_KEYS)) return false;
  walk.count++;
  if (!customId(c, walk) || !(c.placeholder === undefined || fits(c.placeholder, 0, 150, walk, Defect.longText)) || !optionalBoolean(c.required)) return false;
  const values = new Set<string>();
  return listOf(c.options, 1, 25, (option) => {
    if (!isObject(option) || !hasOnly(option, OPTION_KEYS) || !fits(option.label, 1, 100, walk, Defect.longText) || !fits(option.value, 1, 100, walk, Defect.longText)) return false;
    if (option.description !== undefined && !fits(option.description, 1, 100, walk, Defect.longText)) return false;
    if (values.has(option.value as string)) return false;
    values.add(option.value as string);
    return true;
  });
}

const SECTION_KEYS = new Set(['type', 'components', 'accessory']);
function section(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, SECTION_KEYS)) return false;
  walk.count++;
  if (!listOf(c.components, 1, 3, (child) => textDisplay(child, walk))) return false;
  const accessory = c.accessory;
  return isObject(accessory) && (accessory.type === 11 ? thumbnail(accessory, walk) : button(accessory, walk));
}

const TEXT_DISPLAY_KEYS = new Set(['type', 'content']);
function textDisplay(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 10 || !hasOnly(c, TEXT_DISPLAY_KEYS) || !fits(c.content, 1, 4000, walk, Defect.longTextDisplay)) return false;
  walk.count++;
  walk.text += (c.content as string).length;
  return true;
}

const THUMBNAIL_KEYS = new Set(['type', 'media', 'description', 'spoiler']);
const MEDIA_KEYS = new Set(['url']);
const ITEM_KEYS = new Set(['media', 'description', 'spoiler']);
function thumbnail(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, THUMBNAIL_KEYS) || !describedMedia(c, true)) return false;
  walk.count++;
  return true;
}

function mediaGallery(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, ROW_KEYS_GALLERY)) return false;
  walk.count++;
  return listOf(c.items, 1, 10, (item) => isObject(item) && hasOnly(item, ITEM_KEYS) && describedMedia(item, false));
}
const ROW_KEYS_GALLERY = new Set(['type', 'items']);

/** `media` with an absolute web URL only (no attachment://, no response-only fields); a description and spoiler. */
function describedMedia(holder: Json, isThumbnail: boolean): boolean {
  const media = holder.media;
  if (!isObject(media) || !hasOnly(media, MEDIA_KEYS) || !(holder.description === undefined || text(holder.description, 1, 1024)) || !optionalBoolean(holder.spoiler)) return false;
  const url = media.url;
  if (typeof url !== 'string' || url.length > 2048 || !WEB_URL.test(url) || !URL.canParse(url)) return false;
  if (!isThumbnail) return true;
  const path = new URL(url).pathname;
  return IMAGE_EXTENSION.test(path) || !ANY_EXTENSION.test(path);
}

const SEPARATOR_KEYS = new Set(['type', 'divider', 'spacing']);
function separator(c: Json, walk: Walk): boolean {
  walk.count++;
  return hasOnly(c, SEPARATOR_KEYS) && optionalBoolean(c.divider) && (c.spacing === undefined || c.spacing === 1 || c.spacing === 2);
}

const LABEL_KEYS = new Set(['type', 'label', 'description', 'component']);
/** A Label around a Text Input, a String Select or a File Upload. */
function label(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, LABEL_KEYS) || !fits(c.label, 1, 45, walk, Defect.longText) || !(c.description === undefined || fits(c.description, 1, 100, walk, Defect.longText))) return false;
  walk.count++;
  const inner = c.component;
  if (!isObject(inner)) return false;
  if (inner.type === 4) return textInput(inner, walk);
  if (inner.type === 3) return stringSelect(inner, walk, true);
  return inner.type === 19 && fileUpload(inner, walk);
}

const TEXT_INPUT_KEYS = new Set(['type', 'custom_id', 'style', 'placeholder', 'required', 'max_length']);
/** Without its own label, min_length or value (text-input-label, text-input-length). */
function textInput(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, TEXT_INPUT_KEYS) || !(c.style === 1 || c.style === 2)) return false;
  walk.count++;
  return customId(c, walk) && (c.placeholder === undefined || fits(c.placeholder, 0, 100, walk, Defect.longText)) && optionalBoolean(c.required) && (c.max_length === undefined || integer(c.max_length, 1, 4000));
}

const FILE_UPLOAD_KEYS = new Set(['type', 'custom_id', 'required', 'min_values', 'max_values']);
/** min_values 0 or 1, and 0 only with required: false (min-max-values); max_values 1 to 10. */
function fileUpload(c: Json, walk: Walk): boolean {
  if (!hasOnly(c, FILE_UPLOAD_KEYS) || !customId(c, walk) || !optionalBoolean(c.required)) return false;
  walk.count++;
  const min = c.min_values;
  if (!(min === undefined || min === 1 || (min === 0 && c.required === false))) return false;
  return c.max_values === undefined || integer(c.max_values, 1, 10);
}

const EMBED_KEYS = new Set(['title', 'description', 'color', 'footer', 'author', 'fields']);
const FOOTER_KEYS = new Set(['text']);
const AUTHOR_KEYS = new Set(['name']);
const FIELD_KEYS = new Set(['name', 'value', 'inline']);
function embedIsClean(embed: unknown, walk: Walk): boolean {
  if (!isObject(embed) || !hasOnly(embed, EMBED_KEYS)) return false;
  const { title, description, color, footer, author, fields } = embed;
  const long = Defect.longEmbedText;
  return (
    (title === undefined || fits(title, 1, 256, walk, long)) &&
    (description === undefined || fits(description, 1, 4096, walk, long)) &&
    (color === undefined || integer(color, 0, 0xffffff)) &&
    (footer === undefined || (isObject(footer) && hasOnly(footer, FOOTER_KEYS) && fits(footer.text, 1, 2048, walk, long))) &&
    (author === undefined || (isObject(author) && hasOnly(author, AUTHOR_KEYS) && fits(author.name, 1, 256, walk, long))) &&
    (fields === undefined ||
      listOf(
        fields,
        0,
        25,
        (field) => isObject(field) && hasOnly(field, FIELD_KEYS) && fits(field.name, 1, 256, walk, long) && fits(field.value, 1, 1024, walk, long) && optionalBoolean(field.inline),
      ))
  );
}

/** The embeds' text, untrimmed (embed-total-length counts it trimmed: never more). */
function embedsFit(embeds: Json[]): boolean {
  let total = 0;
  for (const embed of embeds) {
    total += length(embed.title) + length(embed.description);
    if (embed.footer) total += length((embed.footer as Json).text);
    if (embed.author) total += length((embed.author as Json).name);
    for (const field of (embed.fields as Json[] | undefined) ?? []) total += length(field.name) + length(field.value);
  }
  return total <= EMBED_TOTAL;
}

// Field tests.

function customId(c: Json, walk: Walk): boolean {
  const id = c.custom_id;
  if (!text(id, 1, 100)) return false;
  if (walk.customIds.has(id as string)) walk.defects |= Defect.duplicateCustomId;
  walk.customIds.add(id as string);
  return true;
}

/** A plain object (as JSON and YAML mappings are read): not an array, nor the Set or Map of a YAML !!set or !!omap. */
function isObject(value: unknown): value is Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** No field outside `allowed` (own or not: JSON.parse gives plain objects). */
function hasOnly(value: Json, allowed: ReadonlySet<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

/** `text`, or a string past `max` only: then a {@link Defect} of the walk. */
function fits(value: unknown, min: number, max: number, walk: Walk, defect: number): boolean {
  if (typeof value !== 'string' || value.length < min) return false;
  if (value.length > max) walk.defects |= defect;
  return true;
}

/** A string of `min` to `max` UTF-16 code units (so at most `max` characters). */
function text(value: unknown, min: number, max: number): boolean {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

function integer(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function optionalBoolean(value: unknown): boolean {
  return value === undefined || typeof value === 'boolean';
}

function listOf(value: unknown, min: number, max: number, each: (item: unknown) => boolean): boolean {
  if (!Array.isArray(value) || value.length < min || value.length > max) return false;
  for (const item of value) if (!each(item)) return false;
  return true;
}

function length(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}
