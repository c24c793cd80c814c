import { AUTO_SELECT_TYPES, describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { defaultOptionPaths } from '../src/payload/options.js';
import type { JsonPath } from '../src/types.js';
import { integerOrUndefined, isSet, plural } from '../src/util/values.js';

const MAX_DEFAULT_VALUES = 25;

export default defineRule({
  meta: {
    id: 'select-default-count',
    description: 'A select preselects no more values than max_values allows: options with default true (String Select), and default_values within min_values..max_values (other selects)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#user-select (\"number of default values must be in the range\")',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.type !== 3 && !(typeof node.type === 'number' && AUTO_SELECT_TYPES.has(node.type))) return;
        const v = node.value;
        // A min_values or max_values that is not an integer is the schema rule's finding.
        if ((isSet(v.min_values) && integerOrUndefined(v.min_values) === undefined) || (isSet(v.max_values) && integerOrUndefined(v.max_values) === undefined)) return;
        const min = integerOrUndefined(v.min_values) ?? 1;
        const max = integerOrUndefined(v.max_values) ?? 1;
        if (min > max) return; // no count fits an empty range: min-max-values reports it
        const maxField: JsonPath = [...node.path, 'max_values'];
        const maxWords = !isSet(v.max_values) ? `max_values is not set (it defaults to 1)` : `max_values is ${max}`;
        const name = describeType(node.type);

        if (node.type === 3) {
          if (!Array.isArray(v.options)) return;
          const defaults = defaultOptionPaths(v.options, [...node.path, 'options']);
          if (defaults.length <= max) return;
          context.report({
            path: defaults[max]!,
            ...(isSet(v.max_values) ? { related: maxField } : {}),
            message: `${plural(defaults.length, 'option')} of this ${name} are marked default: true, but ${maxWords}; a select cannot preselect more values than a user may pick. Unmark ${defaults.length - max}, or raise max_values to ${defaults.length}.`,
          });
          return;
        }

        const defaults = v.default_values;
        // An empty list preselects nothing, like no list; more than 25 is the schema rule's finding.
        if (!Array.isArray(defaults) || defaults.length === 0 || defaults.length > MAX_DEFAULT_VALUES) return;
        const count = defaults.length;
        if (count > max) {
          context.report({
            path: [...node.path, 'default_values', max],
            ...(isSet(v.max_values) ? { related: maxField } : {}),
            message: `This ${name} has ${plural(count, 'default value')}, but ${maxWords}; a select cannot preselect more values than a user may pick. Remove ${count - max}, or raise max_values to ${count}.`,
          });
        } else if (count < min) {
          context.report({
            path: [...node.path, 'default_values'],
            ...(isSet(v.min_values) ? { related: [...node.path, 'min_values'] } : {}),
            message: `This ${name} has ${plural(count, 'default value')}, but min_values is ${min}; the number of default values must lie within min_values (${min}) and max_values (${max}). Add ${min - count}, or lower min_values to ${count}.`,
          });
        }
      },
    };
  },
});
