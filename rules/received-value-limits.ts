import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { answersOf, dataOf } from '../src/received/answers.js';
import { shown } from '../src/received/fields.js';
import { onReceivedInteraction } from '../src/received/rule-helpers.js';
import { InteractionType } from '../src/discord/received.js';
import type { JsonPath } from '../src/types.js';
import { characterCount } from '../src/util/values.js';
import { boundsOf, COMPONENTS, type ComponentName, type Fields } from '../src/discord/index.js';

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

const maxOfField = (name: ComponentName, field: string): number | undefined => boundsOf((COMPONENTS[name].fields as Fields)[field]).max;
const optionValueMax = (name: ComponentName): number | undefined => {
  const options = (COMPONENTS[name].fields as Fields).options;
  return options?.kind === 'list' && options.items.kind === 'object' ? boundsOf(options.items.fields.value).max : undefined;
};

const selectWhy = (count: number | undefined) => ({ count, why: `a select picks at most ${count} (max_values)` });
const MAX_VALUES = (name: ComponentName) => maxOfField(name, 'max_values');

/** Read off the model: each component's max_values (or option count), its option values and a Text Input's max_length. */
const LIMITS: ReadonlyMap<number, AnswerLimit> = new Map([
  [COMPONENTS.StringSelect.type, { count: MAX_VALUES('StringSelect'), length: optionValueMax('StringSelect'), why: `a String Select has at most ${MAX_VALUES('StringSelect')} options picked (max_values) and option values of at most ${optionValueMax('StringSelect')} characters` }],
  [COMPONENTS.TextInput.type, { length: maxOfField('TextInput', 'max_length'), why: `a Text Input takes at most ${maxOfField('TextInput', 'max_length')} characters (max_length)` }],
  [COMPONENTS.UserSelect.type, selectWhy(MAX_VALUES('UserSelect'))],
  [COMPONENTS.RoleSelect.type, selectWhy(MAX_VALUES('RoleSelect'))],
  [COMPONENTS.MentionableSelect.type, selectWhy(MAX_VALUES('MentionableSelect'))],
  [COMPONENTS.ChannelSelect.type, selectWhy(MAX_VALUES('ChannelSelect'))],
  [COMPONENTS.FileUpload.type, { count: MAX_VALUES('FileUpload'), why: `a File Upload takes at most ${MAX_VALUES('FileUpload')} files (max_values)` }],
  [COMPONENTS.RadioGroup.type, { length: optionValueMax('RadioGroup'), why: `a Radio Group's option values have at most ${optionValueMax('RadioGroup')} characters` }],
  [COMPONENTS.CheckboxGroup.type, { count: MAX_VALUES('CheckboxGroup'), length: optionValueMax('CheckboxGroup'), why: `a Checkbox Group has at most ${MAX_VALUES('CheckboxGroup')} options (max_values ${MAX_VALUES('CheckboxGroup')}) with values of at most ${optionValueMax('CheckboxGroup')} characters` }],
]);

/** Discord's component ids are int32 (the OpenAPI description's `*ComponentResponse`: `"id": {"type": "integer", "format": "int32"}`). */
const INT32_MAX = 2 ** 31 - 1;

export default defineRule({
  meta: {
    id: 'received-value-limits',
    description: `A received interaction's answers fit the component they come from: values within max_values and option lengths, a Text Input value within ${maxOfField('TextInput', 'max_length')} characters, integer component ids`,
    severity: 'error',
    source:
      `https://docs.discord.com/developers/components/reference (${[...LIMITS.values()].map((l) => l.why).join('; ')}); Discord's OpenAPI description (discord/discord-api-spec): component id is an int32 integer`,
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
