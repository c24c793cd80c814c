/**
 * The limits no single field carries: totals over a message, counts over a tree, byte budgets. Each
 * is written once, with the rule that checks it, the codes Discord answers and the evidence; the
 * rules, the fast path, convert, mock and the rule pages read them from here.
 */
import { componentField } from './components.js';
import { maxOf } from './field.js';
import { MESSAGE_FIELDS, EMBED } from './objects.js';

export interface Limit {
  value: number;
  /** What is counted, in words for messages and pages. */
  unit: string;
  rule: string;
  codes: readonly string[];
  evidence: readonly string[];
}

const limit = (value: number, unit: string, rule: string, codes: string[], evidence: string[]): Limit => ({ value, unit, rule, codes, evidence });

export const LIMITS = {
  /** Components in a Components V2 message, counted over the whole tree (official-facts.md). */
  v2Components: limit(40, 'components', 'v2-component-limit', ['BASE_TYPE_BAD_LENGTH'], ['https://docs.discord.com/developers/components/reference (40 components in total)']),
  /** All Text Display content of one message, in UTF-16 code units (the stricter count). */
  textDisplayTotal: limit(4000, 'characters', 'text-display-total', ['BASE_TYPE_MAX_LENGTH'], [
    'https://github.com/discord/discord-api-docs/pull/8562 (4000 characters across Text Displays)',
    'https://docs.discord.food/resources/components#text-display',
  ]),
  /**
   * The UTF-8 bytes of a message's Text Displays, plus {@link TEXT_DISPLAY_BYTE_OVERHEAD} for each:
   * past it Discord answers HTTP 500 (not documented; reported 2026-08).
   */
  textDisplayBytes: limit(10170, 'bytes', 'text-display-bytes', [], ['https://github.com/discord/discord-api-docs/issues/8554 (HTTP 500 past 10170 bytes, 2026-08; not in the docs)']),
  /** The characters of all embeds of one message together, each string trimmed. */
  embedTotal: limit(6000, 'characters', 'embed-total-length', ['MAX_EMBED_SIZE_EXCEEDED', 'BASE_TYPE_MAX_LENGTH'], ['https://docs.discord.com/developers/resources/message#embed-object-embed-limits (6000 characters in total)']),
  /** Action Rows at the top level of a legacy message. */
  legacyRows: limit(5, 'Action Rows', 'legacy-top-level', ['BASE_TYPE_BAD_LENGTH'], ['https://docs.discord.com/developers/components/reference#action-row']),
  /** Buttons in one Action Row (or exactly one select). */
  rowButtons: limit(5, 'Buttons', 'action-row-components', ['COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'BASE_TYPE_BAD_LENGTH'], ['https://docs.discord.com/developers/components/reference#action-row']),
} as const satisfies Record<string, Limit>;

/**
 * Not Discord's limit but cordlint's design guidance (button-label-length, off by default): the
 * longest Button label that shows whole on a phone, shorter beside an emoji.
 */
export const BUTTON_LABEL_GUIDANCE = { withoutEmoji: 38, withEmoji: 34 } as const;

/** Bytes counted for each Text Display on top of its text (discord/discord-api-docs#8554). */
export const TEXT_DISPLAY_BYTE_OVERHEAD = 12;

/** The field limits that features outside the rules use (convert, mock, received checks, the MCP tools), read from the fields when asked. */
export const FIELD_LIMITS = {
  get messageContent() {
    return maxOf(MESSAGE_FIELDS.content);
  },
  get embeds() {
    return maxOf(MESSAGE_FIELDS.embeds);
  },
  get textDisplay() {
    return maxOf(componentField('TextDisplay', 'content'));
  },
  get textInputValue() {
    return maxOf(componentField('TextInput', 'value'));
  },
  get textInputMaxLength() {
    return maxOf(componentField('TextInput', 'max_length'));
  },
  get selectOptions() {
    return maxOf(componentField('StringSelect', 'options'));
  },
  get selectMaxValues() {
    return maxOf(componentField('StringSelect', 'max_values'));
  },
  get embedFields() {
    return maxOf(EMBED.kind === 'object' ? EMBED.fields.fields : undefined);
  },
};
