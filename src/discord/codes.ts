/**
 * Discord's error codes: what each means in plain words, Discord's own words for it (to recover the
 * code from libraries that print only the message: discord.py, discord.js 12/13), and which rules
 * check the same thing. Discord publishes no list of the string codes of its "Invalid Form Body"
 * answers; these are the ones the spec lists and public issue threads quote (test/explain/fixtures).
 *
 * The link from a rule to a code is written once, in RULE_CODES (and in LIMITS for the limits'
 * rules); explain's table and the rule pages are checked against it (test/discord/codes.test.ts).
 */
import { LIMITS } from './limits.js';

export type CodeFamily = 'base-type' | 'component' | 'embed' | 'poll' | 'message' | 'request';

export interface CodeWords {
  code: string;
  family: CodeFamily;
  /** What it means, in plain words. */
  meaning: string;
  /** How to fix it. */
  fix: string;
  messages: readonly RegExp[];
}

export interface DiscordCode extends CodeWords {
  /** cordlint's rules that check the same thing. */
  rules: readonly string[];
}

const entry = (code: string, family: CodeFamily, meaning: string, fix: string, messages: RegExp[] = []): CodeWords => ({ code, family, meaning, fix, messages });

export const CODE_WORDS: readonly CodeWords[] = [
  // Base types: the validators every field goes through.
  entry('BASE_TYPE_REQUIRED', 'base-type', 'A required field is missing (or empty, or null).', 'Add the field with a non-empty value.', [/^This field is required/i]),
  entry('BASE_TYPE_MAX_LENGTH', 'base-type', 'The text (or list) is longer than Discord allows here.', 'Shorten it to the limit Discord names (characters for text, items for a list).', [/^Must be \d+ or fewer in length/i]),
  entry('BASE_TYPE_MIN_LENGTH', 'base-type', 'The text (or list) is shorter than Discord allows here.', 'Lengthen it to the minimum Discord names, or leave the field out when it is optional.', [/^Must be \d+ or more in length/i]),
  entry('BASE_TYPE_BAD_LENGTH', 'base-type', 'The length is outside the range Discord allows (for a list: too few or too many items).', 'Bring it within the range Discord names, e.g. an action row holds 1 to 5 components.', [/^Must be between \d+ and \d+ in length/i]),
  entry('BASE_TYPE_CHOICES', 'base-type', 'The value is not one of the values this field takes.', 'Use one of the values Discord lists in its message.', [/^Value must be one of/i]),
  entry('NUMBER_TYPE_MAX', 'base-type', 'The number is larger than this field allows.', 'Lower it to the maximum Discord names.', [/value should be less than or equal to/i]),
  entry('NUMBER_TYPE_MIN', 'base-type', 'The number is smaller than this field allows.', 'Raise it to the minimum Discord names.', [/value should be greater than or equal to/i]),
  entry('NUMBER_TYPE_COERCE', 'base-type', 'The value is not a number (or not a snowflake) where Discord expects one.', 'Send an integer (snowflakes may be strings of digits); enum names such as "STRING" must be their numbers.', [/^Value ".*" is not (?:int|snowflake|a valid number)/i]),
  entry('STRING_TYPE_COERCE', 'base-type', 'The value is not a string where Discord expects one.', 'Send the value as a string.', [/^Could not interpret ".*" as string/i]),
  entry('STRING_TYPE_REGEX', 'base-type', 'The text does not have the form this field requires.', 'Follow the format Discord expects for this field.', [/did not match validation regex/i]),
  entry('BOOLEAN_TYPE_COERCE', 'base-type', 'The value is not true or false where Discord expects a boolean.', 'Send true or false (not a string).', [/^Value ".*" is not (?:a )?bool/i]),
  entry('ENUM_TYPE_COERCE', 'base-type', 'The value is not one of the numbers this field takes.', 'Use one of the documented values for this field.', [/is not a valid enum value/i]),
  entry('MODEL_TYPE_CONVERT', 'base-type', 'An object was expected here, but something else was sent.', 'Send an object (in discord.py, a dict; in discord.js, a plain object or a builder\'s toJSON()).', [/^Only dictionaries may be used in a ModelType/i]),
  entry('DICT_TYPE_CONVERT', 'base-type', 'An object (a map) was expected here, but something else was sent.', 'Send an object.', [/^Only dictionaries may be used in a DictType/i]),
  entry('LIST_TYPE_CONVERT', 'base-type', 'A list was expected here, but something else was sent.', 'Send an array, even for a single item.', [/^Only iterables may be used in a ListType/i]),
  entry('LIST_ITEM_VALUE_REQUIRED', 'base-type', 'A list holds an empty item (null or undefined).', 'Remove the null items from the list, e.g. an embed or component that was not built.', [/^List item values of \w+ are required/i]),
  entry('UNION_TYPE_CHOICES', 'base-type', 'The component type is not allowed here (wrong place, or a Components V2 type without the IS_COMPONENTS_V2 flag).', 'Use a component type this place takes; for V2 components (types 9-14, 17) set flags |= 32768.', [/^Value of field "type" must be one of/i]),
  entry('URL_TYPE_INVALID_URL', 'base-type', 'The URL is not a well-formed URL.', 'Give a full URL with its scheme, e.g. https://example.com/page.', [/^Not a well formed URL/i]),
  entry('URL_TYPE_INVALID_SCHEME', 'base-type', 'The URL uses a scheme this field does not take.', 'Use one of the schemes Discord lists (https, http; discord for link buttons; attachment:// for media).', [/^Scheme ".*" is not supported/i]),
  // Components.
  entry('COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'component', 'The row is too wide: an action row holds up to 5 buttons, or exactly one select menu.', 'Move the extra components into another action row.', [/^The specified component exceed(?:e)?s the maximum width/i]),
  entry('COMPONENT_CUSTOM_ID_DUPLICATED', 'component', 'Two components of the message or modal share a custom_id.', 'Give every component its own custom_id (disabled ones count too).', [/^Component custom id cannot be duplicated/i]),
  entry('COMPONENT_VALIDATION_FAILED', 'component', 'Discord rejected a component without naming the field: often an interaction on a component that no longer exists or changed.', 'Check the component named by the path (its type, custom_id and values) against the message it belongs to.', [/^Component validation failed/i]),
  entry('BUTTON_COMPONENT_INVALID_EMOJI', 'component', 'The emoji is not valid: a name alone must be a Unicode emoji, and a custom emoji needs its id.', 'Use a Unicode emoji character in name, or give the custom emoji\'s id (and name).', [/^Invalid emoji/i]),
  entry('BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'component', 'A button has both a custom_id and a url.', 'Link buttons (style 5) take url and no custom_id; the other styles take custom_id and no url.', [/^A custom id and url cannot both be specified/i]),
  entry('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'component', 'Two options of one select menu share a value.', 'Give every option of the select its own value.', [/^The specified option value is already used/i]),
  entry('MODAL_COMPONENT_DISABLED', 'component', 'A component in a modal is disabled; modals take no disabled components.', 'Remove disabled: true from the modal\'s components.', []),
  entry('UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND', 'component', 'An attachment://name points at no uploaded file.', 'Upload a file of that name (and list it in attachments), or fix the name.', []),
  // Messages.
  entry('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'message', 'A Components V2 message (flag 32768) also sets content, embeds, poll or stickers.', 'Move the text into a Text Display component and drop the legacy fields, or remove the V2 flag.', [/IS_COMPONENTS_V2/]),
  entry('MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE', 'message', 'allowed_mentions.parse lists "users" (or "roles") while the users (or roles) list is also given.', 'Use either parse or the explicit list for users and for roles, not both.', []),
  entry('BASE_TYPE_MIN_VALUE', 'base-type', 'The number is smaller than this field allows (a select\'s min_values or max_values).', 'Raise it to the minimum Discord names.'),
  entry('BASE_TYPE_MAX_VALUE', 'base-type', 'The number is larger than this field allows (a select\'s min_values or max_values).', 'Lower it to the maximum Discord names.'),
  // Embeds.
  entry('MAX_EMBED_SIZE_EXCEEDED', 'embed', 'The embeds together hold more than 6000 characters (title, description, field names and values, footer text, author name).', 'Shorten the embeds or split them over several messages.', [/^Embed size exceeds maximum size of/i]),
];

/** The codes Discord answers for what each rule checks (besides the limits' own, in LIMITS). */
const RULE_CODES: Readonly<Record<string, readonly string[]>> = {
  schema: [
    'BASE_TYPE_REQUIRED', 'BASE_TYPE_MAX_LENGTH', 'BASE_TYPE_MIN_LENGTH', 'BASE_TYPE_BAD_LENGTH', 'BASE_TYPE_CHOICES',
    'NUMBER_TYPE_MAX', 'NUMBER_TYPE_MIN', 'NUMBER_TYPE_COERCE', 'STRING_TYPE_COERCE', 'STRING_TYPE_REGEX', 'BOOLEAN_TYPE_COERCE',
    'ENUM_TYPE_COERCE', 'MODEL_TYPE_CONVERT', 'DICT_TYPE_CONVERT', 'LIST_TYPE_CONVERT', 'LIST_ITEM_VALUE_REQUIRED',
    'UNION_TYPE_CHOICES', 'URL_TYPE_INVALID_URL',
  ],
  'allowed-mentions-parse': ['MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE'],
  'attachment-file': ['UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND'],
  'attachment-reference': ['UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND'],
  'button-style-fields': ['BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE', 'BASE_TYPE_REQUIRED'],
  'component-surface': ['UNION_TYPE_CHOICES'],
  'container-children': ['UNION_TYPE_CHOICES', 'BASE_TYPE_BAD_LENGTH'],
  'custom-id-unique': ['COMPONENT_CUSTOM_ID_DUPLICATED'],
  'embed-url-scheme': ['URL_TYPE_INVALID_URL', 'URL_TYPE_INVALID_SCHEME'],
  'emoji-name-or-id': ['BUTTON_COMPONENT_INVALID_EMOJI'],
  'emoji-shortcode': ['BUTTON_COMPONENT_INVALID_EMOJI'],
  'empty-url': ['URL_TYPE_INVALID_URL'],
  'file-attachment-url': ['URL_TYPE_INVALID_SCHEME'],
  'label-component': ['UNION_TYPE_CHOICES', 'BASE_TYPE_REQUIRED'],
  'legacy-top-level': ['UNION_TYPE_CHOICES'],
  'min-max-values': ['BASE_TYPE_MIN_VALUE', 'BASE_TYPE_MAX_VALUE', 'NUMBER_TYPE_MIN', 'NUMBER_TYPE_MAX'],
  'modal-top-level': ['UNION_TYPE_CHOICES'],
  'section-children': ['UNION_TYPE_CHOICES', 'BASE_TYPE_REQUIRED', 'BASE_TYPE_BAD_LENGTH'],
  'select-default-count': ['BASE_TYPE_BAD_LENGTH'],
  'select-disabled-in-modal': ['MODAL_COMPONENT_DISABLED'],
  'select-option-value-unique': ['SELECT_COMPONENT_OPTION_VALUE_DUPLICATED'],
  'text-input-label': ['BASE_TYPE_REQUIRED'],
  'text-input-length': ['BASE_TYPE_BAD_LENGTH', 'BASE_TYPE_MIN_LENGTH', 'BASE_TYPE_MAX_LENGTH'],
  'unsafe-integer': ['NUMBER_TYPE_COERCE'],
  'url-format': ['URL_TYPE_INVALID_URL', 'URL_TYPE_INVALID_SCHEME'],
  'v2-legacy-fields': ['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2'],
  'v2-requires-flag': ['UNION_TYPE_CHOICES'],
  'v2-top-level': ['UNION_TYPE_CHOICES'],
};

/** The codes Discord answers for what a rule checks. */
export function codesOfRule(ruleId: string): readonly string[] {
  const codes = new Set(RULE_CODES[ruleId] ?? []);
  for (const limit of Object.values(LIMITS)) if (limit.rule === ruleId) for (const code of limit.codes) codes.add(code);
  return [...codes];
}

/** Every rule the model links to a code. */
export function rulesWithCodes(): readonly string[] {
  return [...new Set([...Object.keys(RULE_CODES), ...Object.values(LIMITS).filter((l) => l.codes.length > 0).map((l) => l.rule)])];
}

/** explain's table: each code with the rules that check it, read off RULE_CODES and LIMITS. */
export const DISCORD_CODES: readonly DiscordCode[] = CODE_WORDS.map((words) => ({
  ...words,
  rules: rulesWithCodes().filter((rule) => codesOfRule(rule).includes(words.code)),
}));
