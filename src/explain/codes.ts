/**
 * Discord's error codes in plain words. Discord publishes no list of the string codes of its
 * "Invalid Form Body" answers; these are the ones the project's spec lists and that public issue
 * threads quote (see test/explain/fixtures). `messages` are Discord's own words for the code,
 * used to recover it from libraries that print only the message (discord.py, discord.js 12/13).
 * `rules` are cordlint's rules that check the same thing.
 */
export type CodeFamily = 'base-type' | 'component' | 'embed' | 'poll' | 'message' | 'request';

export interface DiscordCode {
  code: string;
  family: CodeFamily;
  /** What it means, in plain words. */
  meaning: string;
  /** How to fix it. */
  fix: string;
  messages: readonly RegExp[];
  rules: readonly string[];
}

const entry = (code: string, family: CodeFamily, meaning: string, fix: string, messages: RegExp[] = [], rules: string[] = []): DiscordCode => ({
  code,
  family,
  meaning,
  fix,
  messages,
  rules,
});

export const DISCORD_CODES: readonly DiscordCode[] = [
  // Base types: the validators every field goes through.
  entry('BASE_TYPE_REQUIRED', 'base-type', 'A required field is missing (or empty, or null).', 'Add the field with a non-empty value.', [/^This field is required/i], ['schema', 'message-not-empty', 'text-input-label', 'label-component']),
  entry('BASE_TYPE_MAX_LENGTH', 'base-type', 'The text (or list) is longer than Discord allows here.', 'Shorten it to the limit Discord names (characters for text, items for a list).', [/^Must be \d+ or fewer in length/i], ['schema', 'button-label-length', 'text-input-length', 'text-display-total', 'action-row-components', 'v2-component-limit']),
  entry('BASE_TYPE_MIN_LENGTH', 'base-type', 'The text (or list) is shorter than Discord allows here.', 'Lengthen it to the minimum Discord names, or leave the field out when it is optional.', [/^Must be \d+ or more in length/i], ['schema', 'text-input-length']),
  entry('BASE_TYPE_BAD_LENGTH', 'base-type', 'The length is outside the range Discord allows (for a list: too few or too many items).', 'Bring it within the range Discord names, e.g. an action row holds 1 to 5 components.', [/^Must be between \d+ and \d+ in length/i], ['schema', 'action-row-components', 'container-children', 'section-children', 'select-default-count']),
  entry('BASE_TYPE_CHOICES', 'base-type', 'The value is not one of the values this field takes.', 'Use one of the values Discord lists in its message.', [/^Value must be one of/i], ['schema', 'button-style-fields']),
  entry('NUMBER_TYPE_MAX', 'base-type', 'The number is larger than this field allows.', 'Lower it to the maximum Discord names.', [/value should be less than or equal to/i], ['schema', 'min-max-values']),
  entry('NUMBER_TYPE_MIN', 'base-type', 'The number is smaller than this field allows.', 'Raise it to the minimum Discord names.', [/value should be greater than or equal to/i], ['schema', 'min-max-values']),
  entry('NUMBER_TYPE_COERCE', 'base-type', 'The value is not a number (or not a snowflake) where Discord expects one.', 'Send an integer (snowflakes may be strings of digits); enum names such as "STRING" must be their numbers.', [/^Value ".*" is not (?:int|snowflake|a valid number)/i], ['schema', 'unsafe-integer']),
  entry('STRING_TYPE_COERCE', 'base-type', 'The value is not a string where Discord expects one.', 'Send the value as a string.', [/^Could not interpret ".*" as string/i], ['schema']),
  entry('STRING_TYPE_REGEX', 'base-type', 'The text does not have the form this field requires.', 'Follow the format Discord expects for this field.', [/did not match validation regex/i], ['schema']),
  entry('BOOLEAN_TYPE_COERCE', 'base-type', 'The value is not true or false where Discord expects a boolean.', 'Send true or false (not a string).', [/^Value ".*" is not (?:a )?bool/i], ['schema']),
  entry('ENUM_TYPE_COERCE', 'base-type', 'The value is not one of the numbers this field takes.', 'Use one of the documented values for this field.', [/is not a valid enum value/i], ['schema']),
  entry('MODEL_TYPE_CONVERT', 'base-type', 'An object was expected here, but something else was sent.', 'Send an object (in discord.py, a dict; in discord.js, a plain object or a builder\'s toJSON()).', [/^Only dictionaries may be used in a ModelType/i], ['schema']),
  entry('DICT_TYPE_CONVERT', 'base-type', 'An object (a map) was expected here, but something else was sent.', 'Send an object.', [/^Only dictionaries may be used in a DictType/i], ['schema']),
  entry('LIST_TYPE_CONVERT', 'base-type', 'A list was expected here, but something else was sent.', 'Send an array, even for a single item.', [/^Only iterables may be used in a ListType/i], ['schema']),
  entry('LIST_ITEM_VALUE_REQUIRED', 'base-type', 'A list holds an empty item (null or undefined).', 'Remove the null items from the list, e.g. an embed or component that was not built.', [/^List item values of \w+ are required/i], ['schema']),
  entry('UNION_TYPE_CHOICES', 'base-type', 'The component type is not allowed here (wrong place, or a Components V2 type without the IS_COMPONENTS_V2 flag).', 'Use a component type this place takes; for V2 components (types 9-14, 17) set flags |= 32768.', [/^Value of field "type" must be one of/i], ['schema', 'v2-requires-flag', 'component-surface', 'modal-top-level', 'v2-top-level', 'legacy-top-level']),
  entry('URL_TYPE_INVALID_URL', 'base-type', 'The URL is not a well-formed URL.', 'Give a full URL with its scheme, e.g. https://example.com/page.', [/^Not a well formed URL/i], ['url-format', 'schema']),
  entry('URL_TYPE_INVALID_SCHEME', 'base-type', 'The URL uses a scheme this field does not take.', 'Use one of the schemes Discord lists (https, http; discord for link buttons; attachment:// for media).', [/^Scheme ".*" is not supported/i], ['url-format', 'file-attachment-url']),
  // Components.
  entry('COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'component', 'The row is too wide: an action row holds up to 5 buttons, or exactly one select menu.', 'Move the extra components into another action row.', [/^The specified component exceed(?:e)?s the maximum width/i], ['action-row-components']),
  entry('COMPONENT_CUSTOM_ID_DUPLICATED', 'component', 'Two components of the message or modal share a custom_id.', 'Give every component its own custom_id (disabled ones count too).', [/^Component custom id cannot be duplicated/i], ['custom-id-unique']),
  entry('COMPONENT_VALIDATION_FAILED', 'component', 'Discord rejected a component without naming the field: often an interaction on a component that no longer exists or changed.', 'Check the component named by the path (its type, custom_id and values) against the message it belongs to.', [/^Component validation failed/i], []),
  entry('BUTTON_COMPONENT_INVALID_EMOJI', 'component', 'The emoji is not valid: a name alone must be a Unicode emoji, and a custom emoji needs its id.', 'Use a Unicode emoji character in name, or give the custom emoji\'s id (and name).', [/^Invalid emoji/i], ['emoji-name-or-id']),
  entry('BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'component', 'A button has both a custom_id and a url.', 'Link buttons (style 5) take url and no custom_id; the other styles take custom_id and no url.', [/^A custom id and url cannot both be specified/i], ['button-style-fields']),
  entry('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'component', 'Two options of one select menu share a value.', 'Give every option of the select its own value.', [/^The specified option value is already used/i], ['select-option-value-unique']),
  entry('MODAL_COMPONENT_DISABLED', 'component', 'A component in a modal is disabled; modals take no disabled components.', 'Remove disabled: true from the modal\'s components.', [], ['select-disabled-in-modal']),
  entry('UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND', 'component', 'An attachment://name points at no uploaded file.', 'Upload a file of that name (and list it in attachments), or fix the name.', [], ['attachment-reference']),
  // Messages.
  entry('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'message', 'A Components V2 message (flag 32768) also sets content, embeds, poll or stickers.', 'Move the text into a Text Display component and drop the legacy fields, or remove the V2 flag.', [/IS_COMPONENTS_V2/], ['v2-legacy-fields']),
  entry('MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', 'message', 'allowed_mentions.parse lists "users" (or "roles") while the users (or roles) list is also given.', 'Use either parse or the explicit list for users and for roles, not both.', [], []),
  // Embeds.
  entry('MAX_EMBED_SIZE_EXCEEDED', 'embed', 'The embeds together hold more than 6000 characters (title, description, field names and values, footer text, author name).', 'Shorten the embeds or split them over several messages.', [/^Embed size exceeds maximum size of/i], ['embed-total-length']),
];

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

const MAX_RECOGNISED = 4096;
const recognised = new Map<string, string | undefined>();

/** Field-specific limits, for a fix that names the field: the last keys of a path, and the limit in words. */
const FIELD_LIMITS: readonly [RegExp, string][] = [
  [/(^|\.)poll\.question\.text$/, 'A poll question is 1 to 300 characters.'],
  [/(^|\.)poll\.answers\[\d+\]\.poll_media\.text$/, 'A poll answer is 1 to 55 characters.'],
  [/(^|\.)poll\.answers$/, 'A poll has 1 to 10 answers.'],
  [/(^|\.)poll\.duration$/, 'A poll lasts 1 to 768 hours (32 days).'],
  [/(^|\.)embeds\[\d+\]\.title$/, 'An embed title is at most 256 characters.'],
  [/(^|\.)embeds\[\d+\]\.description$/, 'An embed description is at most 4096 characters.'],
  [/(^|\.)embeds\[\d+\]\.fields$/, 'An embed has at most 25 fields.'],
  [/(^|\.)embeds\[\d+\]\.fields\[\d+\]\.name$/, 'An embed field name is 1 to 256 characters.'],
  [/(^|\.)embeds\[\d+\]\.fields\[\d+\]\.value$/, 'An embed field value is 1 to 1024 characters.'],
  [/(^|\.)embeds\[\d+\]\.footer\.text$/, 'An embed footer is at most 2048 characters.'],
  [/(^|\.)embeds\[\d+\]\.author\.name$/, 'An embed author name is at most 256 characters.'],
  [/(^|\.)embeds$/, 'A message has at most 10 embeds.'],
  [/(^|\.)content$/, 'Message content is at most 2000 characters.'],
  [/^(?:data\.)?title$/, 'A modal title is 1 to 45 characters.'],
  [/\.label$/, 'A button label is at most 80 characters; a modal Label\'s label at most 45.'],
  [/\.custom_id$/, 'A custom_id is 1 to 100 characters.'],
  [/\.placeholder$/, 'A placeholder is at most 150 characters (100 for text inputs).'],
  [/\.options$/, 'A select menu has 1 to 25 options.'],
  [/\.options\[\d+\]\.(?:label|value|description)$/, 'A select option\'s label, value and description are at most 100 characters.'],
  [/components\[\d+\]\.components$/, 'An action row holds 1 to 5 buttons or one select menu.'],
  [/(^|\.)components$/, 'A message holds at most 5 action rows (40 components in all with Components V2); a modal at most 5 top-level components.'],
];

/** Labels by the type of the component that holds them. */
const LABEL_LIMITS: Readonly<Record<number, string>> = {
  2: 'A button label is at most 80 characters.',
  4: 'A text input label is at most 45 characters.',
  18: 'A Label\'s label is at most 45 characters.',
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
