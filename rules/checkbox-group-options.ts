import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import { defaultOptionPaths, duplicateOptionValues } from '../src/payload/options.js';
import { integerOrUndefined, plural } from '../src/util/values.js';

export default defineRule({
  meta: {
    id: 'checkbox-group-options',
    description: 'A Checkbox Group’s option values are unique and its number of default options lies within min_values..max_values',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#checkbox-group (min_values, max_values within the options)',
  },
  createOnce(context) {
    return {
      CheckboxGroup(node) {
        const options = node.value.options;
        const optionsPath = [...node.path, 'options'];
        for (const duplicate of duplicateOptionValues(options, optionsPath)) {
          context.report({
            path: duplicate.path,
            related: duplicate.first,
            message: `Option value ${JSON.stringify(duplicate.value)} is already used by ${toDisplayPath(duplicate.first.slice(0, -1))}; the values are what the submission returns, so each option of a Checkbox Group needs its own. Give this option another value.`,
          });
        }

        const defaults = defaultOptionPaths(options, optionsPath);
        if (defaults.length === 0 || !Array.isArray(options)) return;
        const min = integerOrUndefined(node.value.min_values);
        const max = integerOrUndefined(node.value.max_values);
        const effectiveMin = min ?? 1;
        const effectiveMax = max ?? options.length; // max_values defaults to the number of options
        const maxWords = max === undefined ? `max_values (not set, so the number of options, ${effectiveMax})` : `max_values (${max})`;
        if (defaults.length > effectiveMax) {
          context.report({
            path: defaults[effectiveMax]!,
            message: `This Checkbox Group has ${defaults.length} options with default: true, more than ${maxWords}; users could not even submit the pre-selected boxes. Remove "default" from ${plural(defaults.length - effectiveMax, 'option')} or raise max_values to ${defaults.length}.`,
          });
        } else if (defaults.length < effectiveMin) {
          const minWords = min === undefined ? 'min_values (not set, so 1)' : `min_values (${min})`;
          context.report({
            path: defaults[defaults.length - 1]!,
            message: `This Checkbox Group has ${plural(defaults.length, 'option')} with default: true, fewer than ${minWords}; the number of defaults must lie within min_values..max_values. Mark ${plural(effectiveMin - defaults.length, 'more option')} as default, or lower min_values to ${defaults.length}.`,
          });
        }
      },
    };
  },
});
