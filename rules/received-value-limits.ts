import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { answersOf, dataOf } from '../src/received/answers.js';
import { shown } from '../src/received/fields.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import { InteractionType } from '../src/received/structures.js';
import type { JsonPath } from '../src/types.js';
import { characterCount } from '../src/util/values.js';

/**
 * What a user's answer can hold, by component type: at most `count` values, each at most `length`
 * characters. The limits of the component the answer comes from (Discord's component reference): a user cannot pick more than max_values allows, nor an option value
 * longer than an option's, nor type more than a Text Input's max_length.
 */
interface AnswerLimit {
  count?: number;
  length?: number;
  /** What the limit comes from, in words. */
  why: string;
}

const LIMITS: ReadonlyMap<number, AnswerLimit> = new Map([
  [3, { count: 25, length: 100, why: 'a String Select has at most 25 options picked (max_values) and option values of at most 100 characters' }],
  [4, { length: 4000, why: 'a Text Input takes at most 4000 characters (max_length)' }],
  [5, { count: 25, why: 'a select picks at most 25 (max_values)' }],
  [6, { count: 25, why: 'a select picks at most 25 (max_values)' }],
  [7, { count: 25, why: 'a select picks at most 25 (max_values)' }],
  [8, { count: 25, why: 'a select picks at most 25 (max_values)' }],
  [19, { count: 10, why: 'a File Upload takes at most 10 files (max_values)' }],
  [21, { length: 100, why: 'a Radio Group\'s option values have at most 100 characters' }],
  [22, { count: 10, length: 100, why: 'a Checkbox Group has at most 10 options (max_values 10) with values of at most 100 characters' }],
]);

/** Discord's component ids are int32 (the OpenAPI description's `*ComponentResponse`: `"id": {"type": "integer", "format": "int32"}`). */
const INT32_MAX = 2 ** 31 - 1;

export default defineRule({
  meta: {
    id: 'received-value-limits',
    description: 'A received interaction\'s answers fit the component they come from: values within max_values and option lengths, a Text Input value within 4000 characters, integer component ids',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference (String Select: max_values 25, option value 100 characters; Text Input: max_length 4000; File Upload: max_values 10; Radio Group and Checkbox Group: option value 100 characters, Checkbox Group max_values 10); Discord\'s OpenAPI description (discord/discord-api-spec): component id is an int32 integer',
  },
  createOnce(context) {
    return onReceivedInteraction((interaction) => {
      const report = (path: JsonPath, message: string) => context.report({ path, message });
      const data = dataOf(interaction);
      if (!data) return;
      // The ids of a modal submission's layout (Labels, Text Displays, rows); the answers' own ids are received-modal-data's.
      if (interaction.type === InteractionType.ModalSubmit && Array.isArray(data.components)) {
        data.components.forEach((top, i) => {
          if (!isObject(top) || top.id === undefined || isComponentId(top.id)) return;
          report(['data', 'components', i, 'id'], `"id" is ${shown(top.id)}; Discord sends a component's id as an integer (${typeof top.id === 'string' && /^\d+$/.test(top.id) ? `${top.id}, without quotes` : 'of 0 to 2147483647'}), so no real submission has this one.`);
        });
      }
      for (const answer of answersOf(interaction)) {
        const type = answer.type;
        const limit = typeof type === 'number' ? LIMITS.get(type) : undefined;
        if (!limit) continue;
        const name = describeType(type);
        const { value, path } = answer;
        const values = value.values;
        if (Array.isArray(values)) {
          // A message interaction's count is received-component-data's finding.
          if (limit.count !== undefined && answer.place !== 'message' && values.length > limit.count) {
            report([...path, 'values'], `"values" holds ${values.length} entries; ${limit.why}, so Discord never sends more than ${limit.count}. A fixture holding this answer tests nothing real.`);
          }
          if (limit.length !== undefined) {
            values.forEach((entry, j) => {
              if (typeof entry === 'string' && characterCount(entry) > limit.length!) {
                report([...path, 'values', j], `This value has ${characterCount(entry)} characters; ${limit.why}, so Discord never sends one longer than ${limit.length}. A fixture holding this answer tests nothing real.`);
              }
            });
          }
        }
        const single = value.value;
        if (limit.length !== undefined && typeof single === 'string' && characterCount(single) > limit.length) {
          report([...path, 'value'], `The ${name}'s "value" has ${characterCount(single)} characters; ${limit.why}, so Discord never sends more than ${limit.length}. A fixture holding this answer tests nothing real.`);
        }
      }
    });
  },
});

function isComponentId(id: unknown): boolean {
  return Number.isInteger(id) && (id as number) >= 0 && (id as number) <= INT32_MAX;
}
