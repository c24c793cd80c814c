/**
 * Lookups in Discord's error codes (the table is the model's: src/discord/codes.ts) and the limits
 * of fields in words, read off the model.
 */
import { DISCORD_CODES, type DiscordCode } from '../discord/codes.js';
import { COMPONENTS, EMBED, MESSAGE_FIELDS, MODAL_FIELDS, POLL, LIMITS, boundsOf, type Field } from '../discord/index.js';

export { DISCORD_CODES, type DiscordCode, type CodeFamily } from '../discord/codes.js';

export { NUMERIC_CODES } from './numeric-codes.js';

const BY_CODE = new Map(DISCORD_CODES.map((c) => [c.code, c]));

export function codeEntry(code: string | undefined): DiscordCode | undefined {
  return code === undefined ? undefined : BY_CODE.get(code);
}

/** The code whose message Discord wrote, for libraries that print the message alone. */
export function codeOfMessage(message: string): string | undefined {
  // An answer repeats a few messages thousands of times (one per component): each is matched against the table once.
  if (recognised.has(message)) return recognised.get(message);
  const text = message.trim();
  const code = DISCORD_CODES.find((c) => c.messages.some((m) => m.test(text)))?.code;
  if (recognised.size >= MAX_RECOGNISED) recognised.clear();
  recognised.set(message, code);
  return code;
}

const MAX_RECOGNISED = 4 * 1024;
const recognised = new Map<string, string | undefined>();

/** "1 to 300" or "at most 256", from a field's bounds in the model. */
function range(field: Field | undefined): string {
  const { min, max } = boundsOf(field);
  return min ? `${min} to ${max}` : `at most ${max}`;
}
const atMost = (field: Field | undefined): string => `at most ${boundsOf(field).max}`;
const sub = (field: Field | undefined, name: string): Field | undefined => (field?.kind === 'object' ? field.fields[name] : undefined);
const itemsOf = (field: Field | undefined): Field | undefined => (field?.kind === 'list' ? field.items : undefined);
const fieldOf = (component: keyof typeof COMPONENTS, name: string): Field | undefined => (COMPONENTS[component].fields as Record<string, Field>)[name];

const pollAnswer = sub(itemsOf(sub(POLL, 'answers')), 'poll_media');
const embedField = itemsOf(sub(EMBED, 'fields'));
const option = itemsOf(fieldOf('StringSelect', 'options'));

/** Field-specific limits, for a fix that names the field: the last keys of a path, and the limit in words. */
const FIELD_LIMITS: readonly [RegExp, string][] = [
  [/(^|\.)poll\.question\.text$/, `A poll question is ${range(sub(sub(POLL, 'question'), 'text'))} characters.`],
  [/(^|\.)poll\.answers\[\d+\]\.poll_media\.text$/, `A poll answer is ${range(sub(pollAnswer, 'text'))} characters.`],
  [/(^|\.)poll\.answers$/, `A poll has ${range(sub(POLL, 'answers'))} answers.`],
  [/(^|\.)poll\.duration$/, `A poll lasts ${range(sub(POLL, 'duration'))} hours (${Math.floor(boundsOf(sub(POLL, 'duration')).max! / 24)} days).`],
  [/(^|\.)embeds\[\d+\]\.title$/, `An embed title is ${range(sub(EMBED, 'title'))} characters.`],
  [/(^|\.)embeds\[\d+\]\.description$/, `An embed description is ${range(sub(EMBED, 'description'))} characters.`],
  [/(^|\.)embeds\[\d+\]\.fields$/, `An embed has ${range(sub(EMBED, 'fields'))} fields.`],
  [/(^|\.)embeds\[\d+\]\.fields\[\d+\]\.name$/, `An embed field name is ${range(sub(embedField, 'name'))} characters.`],
  [/(^|\.)embeds\[\d+\]\.fields\[\d+\]\.value$/, `An embed field value is ${range(sub(embedField, 'value'))} characters.`],
  [/(^|\.)embeds\[\d+\]\.footer\.text$/, `An embed footer is ${range(sub(sub(EMBED, 'footer'), 'text'))} characters.`],
  [/(^|\.)embeds\[\d+\]\.author\.name$/, `An embed author name is ${range(sub(sub(EMBED, 'author'), 'name'))} characters.`],
  [/(^|\.)embeds$/, `A message has ${range(MESSAGE_FIELDS.embeds)} embeds.`],
  [/(^|\.)content$/, `Message content is ${range(MESSAGE_FIELDS.content)} characters.`],
  [/^(?:data\.)?title$/, `A modal title is ${range(MODAL_FIELDS.title)} characters.`],
  [/\.label$/, `A button label is ${atMost(fieldOf('Button', 'label'))} characters; a modal Label's label ${atMost(fieldOf('Label', 'label'))}.`],
  [/\.custom_id$/, `A custom_id is ${range(fieldOf('Button', 'custom_id'))} characters.`],
  [/\.placeholder$/, `A placeholder is ${atMost(fieldOf('StringSelect', 'placeholder'))} characters (${boundsOf(fieldOf('TextInput', 'placeholder')).max} for text inputs).`],
  [/\.options$/, `A select menu has ${range(fieldOf('StringSelect', 'options'))} options.`],
  [/\.options\[\d+\]\.(?:label|value|description)$/, `A select option's label, value and description are at most ${boundsOf(sub(option, 'label')).max} characters.`],
  [/components\[\d+\]\.components$/, `An action row holds 1 to ${LIMITS.rowButtons.value} buttons or one select menu.`],
  [/(^|\.)components$/, `A message holds at most ${LIMITS.legacyRows.value} action rows (${LIMITS.v2Components.value} components in all with Components V2); a modal at most ${boundsOf(MODAL_FIELDS.components).max} top-level components.`],
];

/** Labels by the type of the component that holds them. */
const LABEL_LIMITS: Readonly<Record<number, string>> = {
  [COMPONENTS.Button.type]: `A button label is ${atMost(fieldOf('Button', 'label'))} characters.`,
  [COMPONENTS.TextInput.type]: `A text input label is ${atMost(fieldOf('TextInput', 'label'))} characters.`,
  [COMPONENTS.Label.type]: `A Label's label is ${atMost(fieldOf('Label', 'label'))} characters.`,
};

/** The limit of the field at `displayPath`; `holderType` is the type of the component holding it, when the payload is known. */
export function fieldLimit(displayPath: string, holderType?: unknown): string | undefined {
  if (/\.label$/.test(displayPath) && typeof holderType === 'number' && LABEL_LIMITS[holderType]) return LABEL_LIMITS[holderType];
  return FIELD_LIMITS.find(([pattern]) => pattern.test(displayPath))?.[1];
}

/**
 * Plain words read from the name of a code the table does not hold (Discord adds codes often):
 * its subject (`SELECT_COMPONENT_...` -> "select menu") and what its ending says went wrong.
 */
const ENDINGS: readonly [RegExp, string, string][] = [
  [/_REQUIRED$/, 'is required here but missing or empty', 'Add it.'],
  [/_(?:MAX_LENGTH|TOO_LONG|TOO_MANY\w*|MAX\w*|EXCEEDED|LIMIT\w*)$/, 'is over one of Discord\'s limits', 'Bring it within the limit Discord names.'],
  [/_(?:MIN_LENGTH|TOO_SHORT|TOO_FEW\w*|MIN\w*)$/, 'is under one of Discord\'s minimums', 'Bring it up to the minimum Discord names.'],
  [/_DUPLICATED?$/, 'repeats a value that must be unique', 'Make each value unique.'],
  [/_MUTUALLY_EXCLUSIVE$/, 'sets two fields that cannot be given together', 'Keep only one of them.'],
  [/_NOT_FOUND$/, 'refers to something that does not exist', 'Point it at something that exists (an uploaded file, an id).'],
  [/_(?:COERCE|CONVERT)$/, 'has a value of the wrong type', 'Send the type Discord expects.'],
  [/_(?:INVALID\w*|CHOICES|BAD_\w+)$/, 'is not valid here', 'Check the value against Discord\'s documentation for this field.'],
  [/_(?:DISABLED|NOT_ALLOWED|FORBIDDEN|CANNOT_\w+)$/, 'is not allowed here', 'Remove it or move it where it is allowed.'],
];

const SUBJECTS: readonly [RegExp, string][] = [
  [/^SELECT_COMPONENT/, 'A select menu (or one of its options)'],
  [/^BUTTON_COMPONENT/, 'A button'],
  [/^TEXT_INPUT_COMPONENT|^TEXT_INPUT/, 'A text input'],
  [/^MODAL/, 'A modal (or one of its components)'],
  [/^COMPONENT/, 'A component'],
  [/^POLL/, 'The poll'],
  [/^EMBED|_EMBED/, 'An embed'],
  [/^MESSAGE/, 'The message'],
  [/^UNFURLED_MEDIA|^MEDIA/, 'A media item'],
  [/^(?:BASE|NUMBER|STRING|LIST|DICT|MODEL|ENUM|URL|BOOLEAN|UNION)_TYPE/, 'The value'],
];

export function wordsFromCodeName(code: string): { meaning: string; fix: string } | undefined {
  const ending = ENDINGS.find(([pattern]) => pattern.test(code));
  if (!ending) return undefined;
  const subject = SUBJECTS.find(([pattern]) => pattern.test(code))?.[1] ?? 'The value at this place';
  return { meaning: `${subject} ${ending[1]} (read from the code's name: cordlint's table does not hold ${code} yet).`, fix: ending[2] };
}
