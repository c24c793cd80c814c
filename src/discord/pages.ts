/**
 * The parts of the rule pages that state Discord's facts, written from the model: the codes
 * Discord answers for what a rule checks, and the schema rule's table of limits.
 * `node scripts/rule-pages.mjs` writes them into rules/*.md; test/discord/rule-pages.test.ts checks
 * that every page says what the model says.
 */
import { codesOfRule } from './codes.js';
import { COMPONENT_LIST } from './components.js';
import { PATTERNS, type Field, type Fields } from './field.js';
import { CALLBACK_DATA, EMBED, MESSAGE_FIELDS, MODAL_FIELDS, OBJECTS, POLL } from './objects.js';
import { LIMITS } from './limits.js';

export const ANSWERS_LABEL = '- **Discord answers:** ';
export const LIMITS_START = '<!-- limits: written from src/discord/ by scripts/rule-pages.mjs -->';
export const LIMITS_END = '<!-- /limits -->';

/** The page's line naming the codes Discord answers, or undefined when the model links none to the rule. */
export function answersLine(ruleId: string): string | undefined {
  const codes = codesOfRule(ruleId);
  return codes.length === 0 ? undefined : `${ANSWERS_LABEL}${codes.map((c) => `\`${c}\``).join(', ')} (the codes of its "Invalid Form Body" answers; \`cordlint explain\` reads them).`;
}

const PATTERN_WORDS: Readonly<Record<string, string>> = {
  [PATTERNS.snowflake]: 'a snowflake',
  [PATTERNS.hexColour]: '6 hexadecimal digits, no "#"',
  [PATTERNS.fileType]: '`image`, `video`, `audio` or `.ext`',
};

const span = (min: number | undefined, max: number | undefined, unit: string): string | undefined => {
  if (min === undefined && max === undefined) return undefined;
  if (min === undefined) return max === undefined ? undefined : `at most ${max}${unit}`;
  return max === undefined ? `at least ${min}${unit}` : `${min}-${max}${unit}`;
};

/** A field's limit in words, or undefined when it has none worth a line (a boolean, a bare string). */
function describe(field: Field, depth = 0): string | undefined {
  switch (field.kind) {
    case 'string': {
      const words = [span(field.min, field.max, ' characters'), field.pattern ? PATTERN_WORDS[field.pattern] : undefined].filter(Boolean);
      return words.length ? words.join(', ') : undefined;
    }
    case 'integer':
      return span(field.min, field.max, '');
    case 'enum':
      return field.values.filter((v) => v !== null).join(', ');
    case 'list': {
      const count = span(field.min, field.max, ' items');
      const each = describe(field.items, depth + 1);
      return [count, each ? `each ${each}` : undefined].filter(Boolean).join(', ') || undefined;
    }
    case 'object':
      if (depth > 3) return undefined;
      const inner = describeFields(field.fields, field.required ?? [], depth + 1);
      return inner ? `{ ${inner} }` : undefined;
    default:
      return undefined;
  }
}

function describeFields(fields: Fields, required: readonly string[], depth = 0): string | undefined {
  const parts = Object.entries(fields).flatMap(([name, field]) => {
    const words = describe(field, depth);
    const need = required.includes(name) ? ' (required)' : '';
    return words ? [`\`${name}\`${need} ${words}`] : need ? [`\`${name}\`${need}`] : [];
  });
  return parts.length ? parts.join('; ') : undefined;
}

/** The schema rule's table of limits, one row per component type and envelope. */
export function limitsTable(): string {
  const rows: [string, string | undefined][] = [
    ...COMPONENT_LIST.map((c): [string, string | undefined] => [`${c.name} (${c.type})`, describeFields(c.fields, c.required)]),
    ['Component `id`', describe(OBJECTS.ComponentId!)],
    ['`custom_id`', describe(OBJECTS.CustomId!)],
    ['Emoji', describe(OBJECTS.Emoji!)],
    ['Media (`media`, `file`)', describe(OBJECTS.UnfurledMedia!)],
    ['Modal', describeFields(MODAL_FIELDS, ['custom_id', 'title', 'components'])],
    ['Message', describeFields(Object.fromEntries(Object.entries(MESSAGE_FIELDS).filter(([name]) => name !== 'embeds' && name !== 'poll')), [])],
    ['Embed', EMBED.kind === 'object' ? describeFields(EMBED.fields, []) : undefined],
    ['Poll', POLL.kind === 'object' ? describeFields(POLL.fields, POLL.required ?? []) : undefined],
    ...Object.entries(CALLBACK_DATA).map(([type, d]): [string, string | undefined] => [`Interaction response data, type ${type}`, describeFields(d.fields, d.required)]),
  ];
  const lines = rows.filter(([, words]) => words !== undefined).map(([what, words]) => `| ${what} | ${words!.replace(/\|/g, '\\|')} |`);
  const totals = Object.values(LIMITS).map((l) => `\`${l.rule}\`: ${l.value} ${l.unit}`).join('; ');
  return [LIMITS_START, '', '| Where | Limits |', '|---|---|', ...lines, '', `Totals over a message are other rules' (${totals}).`, '', LIMITS_END].join('\n');
}
