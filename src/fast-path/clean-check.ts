/**
 * The fast path's check: is a payload in a conservative subset of valid payloads (the common shapes
 * of messages, modals and interaction responses) on which none of the covered rules can report?
 *
 * Every object is closed over fields its definition in src/schema/definitions.ts knows, and each
 * field's test here is at least as strict as its schema there (exact types, no null, lengths in
 * UTF-16 code units, which are never fewer than the characters the schema counts), so `schema` and
 * `unknown-field` have nothing to say. Types stand only where the placement rules allow them. The
 * fields other rules look at are admitted only in forms those rules accept: emoji that are Unicode
 * (a character beyond ASCII) or custom (an id), Link buttons with an http(s) url and no custom_id,
 * every select of a message with min/max values that fit each other, the options and the defaults,
 * component ids used once, embed URLs, images and icons over http(s) with ISO timestamps,
 * allowed_mentions that do not parse what they list, tts, SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS,
 * Text Inputs with min_length at most max_length and a prefilled value within them. What they
 * leave out (Premium buttons, default_values, attachments, File components, polls, stickers,
 * nulls...) takes the full engine. Then what a schema cannot say: custom_ids and option values
 * unique, the Components V2 count and the Text Display total within limits, the embeds' total
 * within the embeds' total, media URLs that parse.
 *
 * Common mistakes do not throw a payload out: a custom_id used twice, a text past its limit
 * (content, labels, Text Displays, embed and select texts), a component of no known type and no
 * other field where components stand, content in a Components V2 message, content or flags in a
 * modal, an emoji shortcode, a Link button with a custom_id or no url (or another button without
 * custom_id), select values or Text Input lengths that do not fit, an embed URL that is no http(s)
 * one, allowed_mentions that parse and list users, a misspelt key, Components V2 components without
 * the flag. The check goes on past them and returns them as {@link Defect}s; the payload then runs
 * only the rules that read what they change (DEFECT_RULES in src/linter/rules-to-run.ts), since every other check
 * still holds. The value of a misspelt key is not looked at: no rule reads it, and what the loader
 * finds in it (a large number, a repeated key) the loader reports itself, fast path or not.
 *
 * Its logic is hand-written (a generated ajv validator of this subset was 166 KB more to load and made
 * a 3,000-file run slower than no fast path at all: 2070 vs 1730 ms of CPU), but it states no fact of
 * Discord's: every bound, enumeration and limit is read off the model (src/discord/), and every field
 * it admits is checked against the model as the module loads. No rule consults it; it only chooses
 * which rules run on a payload (src/linter/rules-to-run.ts). Its agreement with the full run is
 * test/fast-path/differential.test.ts: generated and mutated payloads of every kind and destination
 * linted with the fast path on and off must give the same findings.
 */
import { isKnownType, MESSAGE_FLAGS } from '../components.js';
import { boundsOf, CHANNEL_TYPES, componentField, COMPONENTS, EMBED, INTERACTION_RESPONSE_FIELDS, LIMITS, MESSAGE_FIELDS, MODAL_FIELDS, OBJECTS, type ComponentName, type Field, type Fields, BUTTON_LABEL_GUIDANCE, TEXT_DISPLAY_BYTE_OVERHEAD } from '../discord/index.js';
import type { PayloadKind } from '../payload/detect.js';
import { fieldNames } from './field-names.js';

type Json = Record<string, unknown>;

// Every bound below is read off the model of Discord (src/discord/): the check can only be as strict as
// the schema or stricter, never looser, whatever the model says (test/fast-path/ compares both ways).
const V2_COMPONENT_LIMIT = LIMITS.v2Components.value;
const TEXT_DISPLAY_TOTAL = LIMITS.textDisplayTotal.value;
const TEXT_DISPLAY_BYTES = LIMITS.textDisplayBytes.value;
const EMBED_TOTAL = LIMITS.embedTotal.value;

type Range = { min: number; max: number };
/** A field's bounds in the model, with the defaults of an unbounded side. */
function range(field: Field | undefined): Range {
  const { min, max } = boundsOf(field);
  return { min: min ?? 0, max: max ?? Infinity };
}
const part = (field: Field | undefined, name: string): Field | undefined => (field?.kind === 'object' ? field.fields[name] : undefined);
const items = (field: Field | undefined): Field | undefined => (field?.kind === 'list' ? field.items : undefined);
const of = (name: ComponentName, field: string): Range => range(componentField(name, field));

const CONTENT = range(MESSAGE_FIELDS.content);
const EMBEDS = range(MESSAGE_FIELDS.embeds);
const MENTION_IDS = range(part(MESSAGE_FIELDS.allowed_mentions, 'users'));
const MODAL_CUSTOM_ID = range(OBJECTS.CustomId);
const MODAL_TITLE = range(MODAL_FIELDS.title);
const MODAL_COMPONENTS = range(MODAL_FIELDS.components);
const LEGACY_ROWS = LIMITS.legacyRows.value;
const ROW_BUTTONS = LIMITS.rowButtons.value;
const BUTTON_URL = of('Button', 'url');
const EMOJI_NAME = range(part(OBJECTS.Emoji, 'name'));
const COMPONENT_ID = range(OBJECTS.ComponentId);
const SELECT_PLACEHOLDER = of('StringSelect', 'placeholder');
const SELECT_OPTIONS = of('StringSelect', 'options');
const OPTION = items(componentField('StringSelect', 'options'));
const OPTION_LABEL = range(part(OPTION, 'label'));
const OPTION_VALUE = range(part(OPTION, 'value'));
const OPTION_DESCRIPTION = range(part(OPTION, 'description'));
const MIN_VALUES = of('StringSelect', 'min_values');
const MAX_VALUES = of('StringSelect', 'max_values');
const SECTION_TEXTS = of('Section', 'components');
const TEXT_DISPLAY = of('TextDisplay', 'content');
const GALLERY_ITEMS = of('MediaGallery', 'items');
const MEDIA_DESCRIPTION = of('Thumbnail', 'description');
const MEDIA_URL = range(part(OBJECTS.UnfurledMedia, 'url'));
const ACCENT_COLOR = of('Container', 'accent_color');
const SEPARATOR_SPACING: ReadonlySet<unknown> = new Set((componentField('Separator', 'spacing') as { values: readonly unknown[] }).values);
const LABEL_LABEL = of('Label', 'label');
const LABEL_DESCRIPTION = of('Label', 'description');
const TEXT_INPUT_PLACEHOLDER = of('TextInput', 'placeholder');
const TEXT_INPUT_MIN = of('TextInput', 'min_length');
const TEXT_INPUT_MAX = of('TextInput', 'max_length');
const TEXT_INPUT_VALUE = of('TextInput', 'value');
const FILE_UPLOAD_MAX = of('FileUpload', 'max_values');
const EMBED_TITLE = range(part(EMBED, 'title'));
const EMBED_DESCRIPTION = range(part(EMBED, 'description'));
const EMBED_URL = range(part(EMBED, 'url'));
const EMBED_COLOR = range(part(EMBED, 'color'));
const FOOTER_TEXT = range(part(part(EMBED, 'footer'), 'text'));
const AUTHOR_NAME = range(part(part(EMBED, 'author'), 'name'));
const EMBED_FIELDS = range(part(EMBED, 'fields'));
const EMBED_FIELD = items(part(EMBED, 'fields'));
const FIELD_NAME = range(part(EMBED_FIELD, 'name'));
const FIELD_VALUE = range(part(EMBED_FIELD, 'value'));

/**
 * The fields the subset admits of an object: those its checks below look at. Each must be a field of
 * the object in the model (checked as the module loads): a field the model drops or renames cannot
 * linger here, and a field the model adds is left to the full engine until a check here reads it.
 */
function objectKeys(fields: Fields | undefined, keys: readonly string[]): ReadonlySet<string> {
  for (const key of keys) if (!fields || !Object.hasOwn(fields, key)) throw new Error(`cordlint's fast path admits "${key}", which the model does not have there`);
  return new Set(keys);
}
/** The same for a component: its `type` and `id` and the fields of its type. */
function componentKeys(name: ComponentName, keys: readonly string[]): ReadonlySet<string> {
  return objectKeys({ type: TYPE_FIELD, id: TYPE_FIELD, ...(COMPONENTS[name].fields as Fields) }, keys);
}
const TYPE_FIELD: Field = { kind: 'integer' };
function fieldsOf(field: Field | undefined): Fields | undefined {
  return field?.kind === 'object' ? field.fields : undefined;
}
const V2_FLAG = MESSAGE_FLAGS.IS_COMPONENTS_V2;
const EPHEMERAL_FLAG = MESSAGE_FLAGS.EPHEMERAL;
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
 * src/linter/rules-to-run.ts), not all of them. Anything else makes the payload "maybe not clean".
 */
export const Defect = {
  /** Two components share a custom_id. */
  duplicateCustomId: 1 << 0,
  /** A string is longer than its limit here: message content, select and modal texts. */
  longText: 1 << 1,
  /** A Button's label is longer than the design guidance's 38 characters (34 beside an emoji). */
  longButtonLabel: 1 << 2,
  /** A Text Display's content is longer than its limit, all of them together are, or they may pass the byte budget (text-display-bytes). */
  longTextDisplay: 1 << 3,
  /** An embed's title, description, field, footer or author is longer than its limit. */
  longEmbedText: 1 << 4,
  /** A component of no known type and no other field (`{ "type": 20 }`) where a component may stand. */
  unknownComponent: 1 << 5,
  /** A Components V2 message with a string `content` (a field of legacy messages). */
  contentInV2: 1 << 6,
  /** A modal with a string `content` or a number `flags` (fields of messages). */
  messageFieldInModal: 1 << 7,
  /** An emoji given by a name of ASCII alone and no id: a shortcode such as "thumbsup" or ":fire:". */
  emojiShortcode: 1 << 8,
  /** A Link button (5) with a custom_id besides its url, or without url; a Button of styles 1-4 without custom_id. */
  buttonStyleFields: 1 << 9,
  /** A select's min_values (0-25) and max_values (1-25) that do not fit each other, its options, its defaults or, in a modal, required. */
  selectValueRange: 1 << 10,
  /** A Text Input's min_length above its max_length, or a prefilled value beside min_length or past max_length. */
  textInputLength: 1 << 11,
  /** An embed's url, image, thumbnail or icon URL (at most 2048 code units) that is no http(s) URL that parses. */
  embedUrl: 1 << 12,
  /** allowed_mentions that parses "users" (or "roles") and lists users (or roles) too. */
  allowedMentionsConflict: 1 << 13,
  /** A key that is no field of any Discord object (a misspelt one, as "lable") in a component, its emoji or a select's options. */
  unknownKey: 1 << 14,
  /** A message of Components V2 components (or more than 5 rows) without the IS_COMPONENTS_V2 flag. */
  v2WithoutFlag: 1 << 15,
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
  /** Text Displays walked (text-display-bytes counts a few bytes more for each). */
  displays: number;
  /** Component ids other than 0 (id-unique), made on the first one. */
  ids: Set<number> | undefined;
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
  if (value.type !== 4 && value.type !== 7) return NOT_CLEAN;
  const result = messageCleanness(value.data, true, options);
  // UPDATE_MESSAGE edits a message: V2 components without the flag are read as a V2 message's (src/payload/detect.ts), which the subset does not model.
  return value.type === 7 && result !== NOT_CLEAN && (result & Defect.v2WithoutFlag) !== 0 ? NOT_CLEAN : result;
}

function newWalk(surface: Walk['surface'], onePrimaryPerRow: boolean): Walk {
  return { defects: 0, surface, customIds: new Set(), count: 0, text: 0, displays: 0, onePrimaryPerRow, ids: undefined };
}

/** The walk's defects when `clean`, else NOT_CLEAN. */
function outcome(clean: boolean, walk: Walk): number {
  return clean ? walk.defects : NOT_CLEAN;
}

const RESPONSE_KEYS = objectKeys(INTERACTION_RESPONSE_FIELDS, ['type', 'data']);
const V2_MESSAGE_KEYS_AND_CONTENT = objectKeys(MESSAGE_FIELDS, ['flags', 'components', 'content', 'allowed_mentions', 'tts']);
const LEGACY_MESSAGE_KEYS = objectKeys(MESSAGE_FIELDS, ['content', 'embeds', 'components', 'flags', 'allowed_mentions', 'tts']);
// content and flags are a message's fields, in a modal a defect.
const MODAL_KEYS_AND_MESSAGE_FIELDS = new Set([...objectKeys(MODAL_FIELDS, ['custom_id', 'title', 'components']), ...objectKeys(MESSAGE_FIELDS, ['content', 'flags'])]);

/** `inResponse`: the message data of a response, which may also be EPHEMERAL. */
function messageCleanness(body: Json, inResponse: boolean, options: CleanOptions): number {
  const walk = newWalk('message', options.onePrimaryPerRow);
  const mode = modeOfFlags(body.flags, inResponse);
  if (mode === undefined) return NOT_CLEAN;
  if (mode === 'v2') {
    if (!hasOnly(body, V2_MESSAGE_KEYS_AND_CONTENT) || !mentionsAndTts(body, walk) || !listOf(body.components, 1, Infinity, (c) => v2TopLevel(c, walk))) return NOT_CLEAN;
    if (body.content !== undefined) {
      if (!fits(body.content, 0, CONTENT.max, walk, Defect.longText)) return NOT_CLEAN;
      walk.defects |= Defect.contentInV2;
    }
    if (textOverBudget(walk)) walk.defects |= Defect.longTextDisplay;
    return outcome(walk.count <= V2_COMPONENT_LIMIT, walk);
  }
  if (!hasOnly(body, LEGACY_MESSAGE_KEYS) || !mentionsAndTts(body, walk)) return NOT_CLEAN;
  const { content, embeds, components } = body;
  if (content !== undefined && !fits(content, 0, CONTENT.max, walk, Defect.longText)) return NOT_CLEAN;
  if (embeds !== undefined && !(listOf(embeds, 0, EMBEDS.max, (embed) => embedIsClean(embed, walk)) && embedsFit(embeds as Json[]))) return NOT_CLEAN;
  if (components !== undefined && !listOf(components, 0, LEGACY_ROWS, (c) => actionRow(c, walk) || unknownComponent(c, walk))) {
    // Components V2 components without the flag (or more than 5 rows): in the subset but for the flag.
    return content === undefined && embeds === undefined ? v2WithoutFlag(body, options) : NOT_CLEAN;
  }
  // Something to send (message-not-empty).
  const something = (typeof content === 'string' && /\S/.test(content)) || (embeds as unknown[] | undefined)?.length! > 0 || (components as unknown[] | undefined)?.length! > 0;
  return outcome(something, walk);
}

/**
 * The Text Displays' total past text-display-total's limit, or maybe past text-display-bytes' budget:
 * a UTF-16 code unit is at most 3 bytes of UTF-8 (a surrogate pair 4 for 2), so within this bound the
 * bytes are within it too, uncounted.
 */
function textOverBudget(walk: Walk): boolean {
  return walk.text > TEXT_DISPLAY_TOTAL || walk.text * 3 + walk.displays * TEXT_DISPLAY_BYTE_OVERHEAD > TEXT_DISPLAY_BYTES;
}

/** Bits besides IS_COMPONENTS_V2 that any message may set: SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS (message-flags). */
const QUIET_FLAGS = MESSAGE_FLAGS.SUPPRESS_EMBEDS | MESSAGE_FLAGS.SUPPRESS_NOTIFICATIONS;
/**
 * The mode that `flags` gives a message, when it sets only IS_COMPONENTS_V2, SUPPRESS_EMBEDS,
 * SUPPRESS_NOTIFICATIONS and, in a response, EPHEMERAL (message-flags; EPHEMERAL in a message file
 * is ephemeral-destination's warning); else undefined. No flags, or 0, set nothing.
 */
function modeOfFlags(flags: unknown, inResponse: boolean): 'v2' | 'legacy' | undefined {
  if (flags === undefined) return 'legacy';
  if (!integer(flags, 0, 0xffff)) return undefined;
  const allowed = V2_FLAG | QUIET_FLAGS | (inResponse ? EPHEMERAL_FLAG : 0);
  if (((flags as number) & ~allowed) !== 0) return undefined;
  return (flags as number) & V2_FLAG ? 'v2' : 'legacy';
}

/**
 * A message without the IS_COMPONENTS_V2 flag whose components would be clean with it: only
 * v2-requires-flag and legacy-top-level (more than 5 rows) read the mode of such a message
 * (v2-top-level, v2-component-limit and v2-legacy-fields stay silent without the flag; the rest
 * do not read it, and what they check the walk still checks: too much text is a Defect here too).
 */
function v2WithoutFlag(body: Json, options: CleanOptions): number {
  const walk = newWalk('message', options.onePrimaryPerRow);
  if (!mentionsAndTts(body, walk) || !listOf(body.components, 1, Infinity, (c) => v2TopLevel(c, walk))) return NOT_CLEAN;
  if (textOverBudget(walk)) walk.defects |= Defect.longTextDisplay;
  return walk.defects | Defect.v2WithoutFlag;
}

const ALLOWED_MENTIONS_KEYS = objectKeys(fieldsOf(MESSAGE_FIELDS.allowed_mentions), ['parse', 'users', 'roles', 'replied_user']);
const MENTION_KINDS: ReadonlySet<unknown> = new Set((items(part(MESSAGE_FIELDS.allowed_mentions, 'parse')) as { values: readonly unknown[] }).values);
/**
 * `tts` a boolean; `allowed_mentions` with a `parse` of distinct mention kinds and lists of at most
 * 100 user or role ids; one that parses "users" (or "roles") and lists them too is a
 * {@link Defect} (allowed-mentions-parse).
 */
function mentionsAndTts(body: Json, walk: Walk): boolean {
  if (!optionalBoolean(body.tts)) return false;
  const mentions = body.allowed_mentions;
  if (mentions === undefined) return true;
  if (!isObject(mentions) || !hasOnly(mentions, ALLOWED_MENTIONS_KEYS) || !optionalBoolean(mentions.replied_user)) return false;
  const { parse, users, roles } = mentions;
  if (!(users === undefined || listOf(users, 0, MENTION_IDS.max, snowflake)) || !(roles === undefined || listOf(roles, 0, MENTION_IDS.max, snowflake))) return false;
  if (parse === undefined) return true;
  if (!Array.isArray(parse) || parse.length > MENTION_KINDS.size) return false;
  for (let i = 0; i < parse.length; i++) if (!MENTION_KINDS.has(parse[i] as string) || parse.indexOf(parse[i]) !== i) return false;
  if ((parse.includes('users') && (users as unknown[] | undefined)?.length) || (parse.includes('roles') && (roles as unknown[] | undefined)?.length)) {
    walk.defects |= Defect.allowedMentionsConflict;
  }
  return true;
}

function snowflake(id: unknown): boolean {
  return typeof id === 'string' && SNOWFLAKE.test(id);
}

function modalCleanness(body: Json): number {
  const walk = newWalk('modal', true);
  if (body.content !== undefined || body.flags !== undefined) {
    if (!(body.content === undefined || typeof body.content === 'string') || !(body.flags === undefined || typeof body.flags === 'number')) return NOT_CLEAN;
    walk.defects |= Defect.messageFieldInModal;
  }
  return outcome(
    hasOnly(body, MODAL_KEYS_AND_MESSAGE_FIELDS) &&
      text(body.custom_id, Math.max(1, MODAL_CUSTOM_ID.min), MODAL_CUSTOM_ID.max) &&
      fits(body.title, Math.max(1, MODAL_TITLE.min), MODAL_TITLE.max, walk, Defect.longText) &&
      listOf(body.components, Math.max(1, MODAL_COMPONENTS.min), MODAL_COMPONENTS.max, (c) => (isObject(c) && c.type === 18 ? label(c, walk) : textDisplay(c, walk) || unknownComponent(c, walk))),
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

const CONTAINER_KEYS = componentKeys('Container', ['type', 'id', 'components', 'accent_color', 'spoiler']);
function container(c: Json, walk: Walk): boolean {
  walk.count++;
  return (
    fieldsOnly(c, CONTAINER_KEYS, walk) &&
    componentId(c, walk) &&
    (c.accent_color === undefined || integer(c.accent_color, ACCENT_COLOR.min, ACCENT_COLOR.max)) &&
    optionalBoolean(c.spoiler) &&
    listOf(c.components, 1, Infinity, (child) => containerChild(child, walk) || unknownComponent(child, walk))
  );
}

const ROW_KEYS = componentKeys('ActionRow', ['type', 'id', 'components']);
/** 1 to 5 Buttons (at most one Primary: button-single-primary), or exactly one select. */
function actionRow(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 1 || !fieldsOnly(c, ROW_KEYS, walk) || !componentId(c, walk)) return false;
  walk.count++;
  const children = c.components;
  if (!Array.isArray(children) || children.length === 0) return false;
  const first = children[0];
  if (isObject(first) && first.type === 3) return children.length === 1 && stringSelect(first, walk, false);
  if (isObject(first) && (first.type === 5 || first.type === 6 || first.type === 7 || first.type === 8)) return children.length === 1 && autoSelect(first, walk);
  if (children.length > ROW_BUTTONS || !children.every((child) => button(child, walk) || unknownComponent(child, walk))) return false;
  return !walk.onePrimaryPerRow || children.filter((child) => (child as Json).style === 1).length <= 1;
}

/**
 * Styles 1-4 with a custom_id, or a Link button (5) with an http(s) url and no custom_id
 * (button-style-fields, url-format); a label that fits the design guidance (38 characters, 34 beside
 * an emoji: button-label-length), or an emoji alone (button-label-or-emoji).
 */
function button(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 2) return false;
  const style = c.style;
  const link = style === 5;
  if (!(link || style === 1 || style === 2 || style === 3 || style === 4) || !fieldsOnly(c, BUTTON_FIELDS, walk)) return false;
  walk.count++;
  const hasEmoji = c.emoji !== undefined;
  if (hasEmoji && !emoji(c.emoji, walk)) return false;
  if (c.label === undefined ? !hasEmoji : !fits(c.label, 1, hasEmoji ? BUTTON_LABEL_GUIDANCE.withEmoji : BUTTON_LABEL_GUIDANCE.withoutEmoji, walk, Defect.longButtonLabel)) return false;
  if (!optionalBoolean(c.disabled) || !componentId(c, walk)) return false;
  if (link) {
    // A custom_id besides the url, or no url: button-style-fields (a custom_id still counts for custom-id-unique).
    if (c.custom_id !== undefined) {
      if (!customId(c, walk)) return false;
      walk.defects |= Defect.buttonStyleFields;
    }
    if (c.url === undefined) walk.defects |= Defect.buttonStyleFields;
    return c.url === undefined || webUrl(c.url, BUTTON_URL.max);
  }
  if (c.url !== undefined) return false;
  if (c.custom_id === undefined) {
    walk.defects |= Defect.buttonStyleFields;
    return true;
  }
  return customId(c, walk);
}

/** Fields a Button may have here: a Link button's url, the others' custom_id (and the mix-ups, as defects). */
const BUTTON_FIELDS = componentKeys('Button', ['type', 'id', 'style', 'label', 'emoji', 'custom_id', 'url', 'disabled']);

const EMOJI_KEYS = objectKeys(fieldsOf(OBJECTS.Emoji), ['id', 'name', 'animated']);
const SNOWFLAKE = /^[1-9][0-9]{0,18}$/;
const BEYOND_ASCII = /[^\x00-\x7f]/;
/**
 * A custom emoji (a snowflake string id, a name, animated) or a Unicode one: a name holding a character
 * beyond ASCII, so never a shortcode (emoji-name-or-id, emoji-shortcode); at most 32 code units (the schema).
 */
function emoji(e: unknown, walk: Walk): boolean {
  if (!isObject(e) || !fieldsOnly(e, EMOJI_KEYS, walk)) return false;
  if (e.id !== undefined) return snowflake(e.id) && (e.name === undefined || text(e.name, 1, EMOJI_NAME.max)) && optionalBoolean(e.animated);
  if (e.animated !== undefined || !text(e.name, 1, EMOJI_NAME.max)) return false;
  // A name of ASCII alone is a shortcode or a word: emoji-shortcode's finding.
  if (!BEYOND_ASCII.test(e.name as string)) walk.defects |= Defect.emojiShortcode;
  return true;
}

/** An absolute http(s) URL of at most `max` code units, without white space, that parses (url-format, embed-url-scheme). */
function webUrl(url: unknown, max: number): boolean {
  return typeof url === 'string' && url.length <= max && WEB_URL.test(url) && URL.canParse(url);
}

/** A component's optional id: an integer of 0 to 2^31-1 (the schema), and one that is not 0 used once (id-unique). */
function componentId(c: Json, walk: Walk): boolean {
  const id = c.id;
  if (id === undefined) return true;
  if (!integer(id, COMPONENT_ID.min, COMPONENT_ID.max)) return false;
  if (id === 0) return true;
  walk.ids ??= new Set();
  if (walk.ids.has(id as number)) return false;
  walk.ids.add(id as number);
  return true;
}

const SELECT_KEYS = componentKeys('StringSelect', ['type', 'id', 'custom_id', 'placeholder', 'options', 'min_values', 'max_values', 'disabled']);
const MODAL_SELECT_KEYS = componentKeys('StringSelect', ['type', 'id', 'custom_id', 'placeholder', 'options', 'required', 'min_values', 'max_values']);
const OPTION_KEYS = objectKeys(fieldsOf(OPTION), ['label', 'value', 'description', 'emoji', 'default']);
/**
 * Option values unique; min/max values that fit each other and the options (min-max-values), and no
 * more options marked default than max_values allows (select-default-count). In a message: no
 * required (select-required-in-message); in a modal: no disabled (select-disabled-in-modal).
 */
function stringSelect(c: Json, walk: Walk, inModal: boolean): boolean {
  if (c.type !== 3 || !fieldsOnly(c, inModal ? MODAL_SELECT_KEYS : SELECT_KEYS, walk)) return false;
  walk.count++;
  if (!customId(c, walk) || !componentId(c, walk) || !(c.placeholder === undefined || fits(c.placeholder, 0, SELECT_PLACEHOLDER.max, walk, Defect.longText))) return false;
  if (!optionalBoolean(c.required) || !optionalBoolean(c.disabled)) return false;
  const values = new Set<string>();
  let defaults = 0;
  const options = c.options;
  const clean = listOf(options, Math.max(1, SELECT_OPTIONS.min), SELECT_OPTIONS.max, (option) => {
    if (!isObject(option) || !fieldsOnly(option, OPTION_KEYS, walk) || !fits(option.label, Math.max(1, OPTION_LABEL.min), OPTION_LABEL.max, walk, Defect.longText) || !fits(option.value, Math.max(1, OPTION_VALUE.min), OPTION_VALUE.max, walk, Defect.longText)) return false;
    if (option.description !== undefined && !fits(option.description, 1, OPTION_DESCRIPTION.max, walk, Defect.longText)) return false;
    if (option.emoji !== undefined && !emoji(option.emoji, walk)) return false;
    if (!optionalBoolean(option.default)) return false;
    if (option.default === true) defaults++;
    if (values.has(option.value as string)) return false;
    values.add(option.value as string);
    return true;
  });
  if (!clean) return false;
  const max = selectValueRange(c, (options as unknown[]).length);
  if (max === undefined) return false;
  // More defaults than max_values (select-default-count); in a modal, min_values 0 only beside required: false (min-max-values).
  if (max < 0 || defaults > max || (inModal && c.min_values === 0 && c.required !== false)) walk.defects |= Defect.selectValueRange;
  return true;
}

const AUTO_SELECT_KEYS = componentKeys('UserSelect', ['type', 'id', 'custom_id', 'placeholder', 'min_values', 'max_values', 'disabled']);
const CHANNEL_SELECT_KEYS = new Set([...AUTO_SELECT_KEYS, ...componentKeys('ChannelSelect', ['channel_types'])]);
const CHANNEL_TYPE_VALUES: ReadonlySet<unknown> = new Set(CHANNEL_TYPES);
/** A User, Role, Mentionable or Channel Select in a message: without default_values, channel_types on a Channel Select only. */
function autoSelect(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, c.type === 8 ? CHANNEL_SELECT_KEYS : AUTO_SELECT_KEYS, walk)) return false;
  walk.count++;
  if (!customId(c, walk) || !componentId(c, walk) || !(c.placeholder === undefined || fits(c.placeholder, 0, SELECT_PLACEHOLDER.max, walk, Defect.longText)) || !optionalBoolean(c.disabled)) return false;
  if (c.channel_types !== undefined && !listOf(c.channel_types, 0, CHANNEL_TYPE_VALUES.size, (t) => CHANNEL_TYPE_VALUES.has(t))) return false;
  const max = selectValueRange(c, undefined);
  if (max === undefined) return false;
  if (max < 0) walk.defects |= Defect.selectValueRange;
  return true;
}

/**
 * The effective max_values of a select whose min_values (0-25) and max_values (1-25) are integers,
 * min at most max (both default to 1) and, with `options`, neither above their count; -1 when they
 * are such integers that do not fit (min-max-values); undefined when they are not.
 */
function selectValueRange(c: Json, options: number | undefined): number | undefined {
  const { min_values: min, max_values: max } = c;
  if ((min !== undefined && !integer(min, MIN_VALUES.min, MIN_VALUES.max)) || (max !== undefined && !integer(max, Math.max(1, MAX_VALUES.min), MAX_VALUES.max))) return undefined;
  const low = (min as number | undefined) ?? 1;
  const high = (max as number | undefined) ?? 1;
  if (low > high || (options !== undefined && high > options)) return -1;
  return high;
}

const SECTION_KEYS = componentKeys('Section', ['type', 'id', 'components', 'accessory']);
function section(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, SECTION_KEYS, walk) || !componentId(c, walk)) return false;
  walk.count++;
  if (!listOf(c.components, Math.max(1, SECTION_TEXTS.min), SECTION_TEXTS.max, (child) => textDisplay(child, walk))) return false;
  const accessory = c.accessory;
  return isObject(accessory) && (accessory.type === 11 ? thumbnail(accessory, walk) : button(accessory, walk));
}

const TEXT_DISPLAY_KEYS = componentKeys('TextDisplay', ['type', 'id', 'content']);
function textDisplay(c: unknown, walk: Walk): boolean {
  if (!isObject(c) || c.type !== 10 || !fieldsOnly(c, TEXT_DISPLAY_KEYS, walk) || !fits(c.content, Math.max(1, TEXT_DISPLAY.min), TEXT_DISPLAY.max, walk, Defect.longTextDisplay) || !componentId(c, walk)) return false;
  walk.count++;
  walk.text += (c.content as string).length;
  walk.displays++;
  return true;
}

const THUMBNAIL_KEYS = componentKeys('Thumbnail', ['type', 'id', 'media', 'description', 'spoiler']);
const MEDIA_KEYS = objectKeys(fieldsOf(OBJECTS.UnfurledMedia), ['url']);
const ITEM_KEYS = objectKeys(fieldsOf(items(componentField('MediaGallery', 'items'))), ['media', 'description', 'spoiler']);
function thumbnail(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, THUMBNAIL_KEYS, walk) || !describedMedia(c, true) || !componentId(c, walk)) return false;
  walk.count++;
  return true;
}

function mediaGallery(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, ROW_KEYS_GALLERY, walk) || !componentId(c, walk)) return false;
  walk.count++;
  return listOf(c.items, Math.max(1, GALLERY_ITEMS.min), GALLERY_ITEMS.max, (item) => isObject(item) && hasOnly(item, ITEM_KEYS) && describedMedia(item, false));
}
const ROW_KEYS_GALLERY = componentKeys('MediaGallery', ['type', 'id', 'items']);

/** `media` with an absolute web URL only (no attachment://, no response-only fields); a description and spoiler. */
function describedMedia(holder: Json, isThumbnail: boolean): boolean {
  const media = holder.media;
  if (!isObject(media) || !hasOnly(media, MEDIA_KEYS) || !(holder.description === undefined || text(holder.description, Math.max(1, MEDIA_DESCRIPTION.min), MEDIA_DESCRIPTION.max)) || !optionalBoolean(holder.spoiler)) return false;
  const url = media.url;
  if (typeof url !== 'string' || url.length > MEDIA_URL.max || !WEB_URL.test(url) || !URL.canParse(url)) return false;
  if (!isThumbnail) return true;
  const path = new URL(url).pathname;
  return IMAGE_EXTENSION.test(path) || !ANY_EXTENSION.test(path);
}

const SEPARATOR_KEYS = componentKeys('Separator', ['type', 'id', 'divider', 'spacing']);
function separator(c: Json, walk: Walk): boolean {
  walk.count++;
  return fieldsOnly(c, SEPARATOR_KEYS, walk) && optionalBoolean(c.divider) && (c.spacing === undefined || SEPARATOR_SPACING.has(c.spacing)) && componentId(c, walk);
}

const LABEL_KEYS = componentKeys('Label', ['type', 'id', 'label', 'description', 'component']);
/** A Label around a Text Input, a String Select or a File Upload. */
function label(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, LABEL_KEYS, walk) || !componentId(c, walk) || !fits(c.label, Math.max(1, LABEL_LABEL.min), LABEL_LABEL.max, walk, Defect.longText) || !(c.description === undefined || fits(c.description, Math.max(1, LABEL_DESCRIPTION.min), LABEL_DESCRIPTION.max, walk, Defect.longText))) return false;
  walk.count++;
  const inner = c.component;
  if (!isObject(inner)) return false;
  if (inner.type === 4) return textInput(inner, walk);
  if (inner.type === 3) return stringSelect(inner, walk, true);
  return inner.type === 19 && fileUpload(inner, walk);
}

const TEXT_INPUT_KEYS = componentKeys('TextInput', ['type', 'id', 'custom_id', 'style', 'placeholder', 'required', 'min_length', 'max_length', 'value']);
/**
 * Without its own label (text-input-label); min_length at most max_length, and a prefilled value
 * only without min_length and within max_length (text-input-length counts code points, never more
 * than the code units counted here).
 */
function textInput(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, TEXT_INPUT_KEYS, walk) || !(c.style === 1 || c.style === 2)) return false;
  walk.count++;
  if (!customId(c, walk) || !componentId(c, walk) || !(c.placeholder === undefined || fits(c.placeholder, 0, TEXT_INPUT_PLACEHOLDER.max, walk, Defect.longText)) || !optionalBoolean(c.required)) return false;
  const { min_length: min, max_length: max, value } = c;
  if ((min !== undefined && !integer(min, TEXT_INPUT_MIN.min, TEXT_INPUT_MIN.max)) || (max !== undefined && !integer(max, Math.max(1, TEXT_INPUT_MAX.min), TEXT_INPUT_MAX.max))) return false;
  if (value !== undefined && !text(value, 1, TEXT_INPUT_VALUE.max)) return false;
  // min_length above max_length, or a value that text-input-length must measure: its finding, if any.
  const measured = !(min !== undefined && max !== undefined && (min as number) > (max as number)) && (value === undefined || (min === undefined && (value as string).length <= ((max as number | undefined) ?? TEXT_INPUT_VALUE.max)));
  if (!measured) walk.defects |= Defect.textInputLength;
  return true;
}

const FILE_UPLOAD_KEYS = componentKeys('FileUpload', ['type', 'id', 'custom_id', 'required', 'min_values', 'max_values']);
/** min_values 0 or 1, and 0 only with required: false (min-max-values); max_values 1 to 10. */
function fileUpload(c: Json, walk: Walk): boolean {
  if (!fieldsOnly(c, FILE_UPLOAD_KEYS, walk) || !customId(c, walk) || !componentId(c, walk) || !optionalBoolean(c.required)) return false;
  walk.count++;
  const min = c.min_values;
  if (!(min === undefined || min === 1 || (min === 0 && c.required === false))) return false;
  return c.max_values === undefined || integer(c.max_values, Math.max(1, FILE_UPLOAD_MAX.min), FILE_UPLOAD_MAX.max);
}

const EMBED_KEYS = objectKeys(fieldsOf(EMBED), ['title', 'description', 'url', 'timestamp', 'color', 'footer', 'author', 'fields', 'image', 'thumbnail']);
const FOOTER_KEYS = objectKeys(fieldsOf(part(EMBED, 'footer')), ['text', 'icon_url']);
const AUTHOR_KEYS = objectKeys(fieldsOf(part(EMBED, 'author')), ['name', 'url', 'icon_url']);
const IMAGE_KEYS = objectKeys(fieldsOf(part(EMBED, 'image')), ['url']);
/** An ISO 8601 date and time, as Discord reads embed timestamps. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An embed URL: an http(s) one; any other string the schema takes (2048 code units) is a {@link Defect} for embed-url-scheme. */
function embedUrl(url: unknown, walk: Walk): boolean {
  if (url === undefined || webUrl(url, EMBED_URL.max)) return true;
  if (typeof url !== 'string' || url.length > EMBED_URL.max) return false;
  walk.defects |= Defect.embedUrl;
  return true;
}
function embedImage(image: unknown, walk: Walk): boolean {
  return image === undefined || (isObject(image) && hasOnly(image, IMAGE_KEYS) && image.url !== undefined && embedUrl(image.url, walk));
}
const FIELD_KEYS = objectKeys(fieldsOf(EMBED_FIELD), ['name', 'value', 'inline']);
function embedIsClean(embed: unknown, walk: Walk): boolean {
  if (!isObject(embed) || !hasOnly(embed, EMBED_KEYS)) return false;
  const { title, description, url, timestamp, color, footer, author, fields, image, thumbnail } = embed;
  const long = Defect.longEmbedText;
  return (
    (title === undefined || fits(title, 1, EMBED_TITLE.max, walk, long)) &&
    (description === undefined || fits(description, 1, EMBED_DESCRIPTION.max, walk, long)) &&
    embedUrl(url, walk) &&
    (timestamp === undefined || (typeof timestamp === 'string' && TIMESTAMP.test(timestamp))) &&
    (color === undefined || integer(color, EMBED_COLOR.min, EMBED_COLOR.max)) &&
    (footer === undefined || (isObject(footer) && hasOnly(footer, FOOTER_KEYS) && fits(footer.text, 1, FOOTER_TEXT.max, walk, long) && embedUrl(footer.icon_url, walk))) &&
    (author === undefined || (isObject(author) && hasOnly(author, AUTHOR_KEYS) && fits(author.name, 1, AUTHOR_NAME.max, walk, long) && embedUrl(author.url, walk) && embedUrl(author.icon_url, walk))) &&
    embedImage(image, walk) &&
    embedImage(thumbnail, walk) &&
    (fields === undefined ||
      listOf(
        fields,
        0,
        EMBED_FIELDS.max,
        (field) => isObject(field) && hasOnly(field, FIELD_KEYS) && fits(field.name, Math.max(1, FIELD_NAME.min), FIELD_NAME.max, walk, long) && fits(field.value, Math.max(1, FIELD_VALUE.min), FIELD_VALUE.max, walk, long) && optionalBoolean(field.inline),
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
  if (!text(id, Math.max(1, MODAL_CUSTOM_ID.min), MODAL_CUSTOM_ID.max)) return false;
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

/**
 * No field outside `allowed` but keys that no Discord object has (a misspelt field: a
 * {@link Defect} only unknown-field reads, since no rule reads a field that does not exist: ./field-names.ts).
 */
function fieldsOnly(value: Json, allowed: ReadonlySet<string>, walk: Walk): boolean {
  for (const key in value) {
    if (allowed.has(key)) continue;
    if (key === '__proto__' || fieldNames().has(key)) return false;
    walk.defects |= Defect.unknownKey;
  }
  return true;
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
