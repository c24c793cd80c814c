import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { inferredSurface } from '../src/placement.js';
import { integerOrUndefined, plural } from '../src/util/values.js';

/** Components that take `min_values`/`max_values`, and whether their options are listed in `options`. */
const MULTI_VALUE_TYPES: ReadonlyMap<number, { hasOptions: boolean }> = new Map([
  [3, { hasOptions: true }], // String Select
  [5, { hasOptions: false }], // User Select
  [6, { hasOptions: false }], // Role Select
  [7, { hasOptions: false }], // Mentionable Select
  [8, { hasOptions: false }], // Channel Select
  [19, { hasOptions: false }], // File Upload
  [22, { hasOptions: true }], // Checkbox Group
]);

export default defineRule({
  meta: {
    id: 'min-max-values',
    description:
      'min_values and max_values agree with each other, with the number of options, and with required (a required input in a modal needs min_values of at least 1)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#string-select (min_values, max_values); Discord answers BASE_TYPE_MIN_VALUE, BASE_TYPE_MAX_VALUE',
  },
  createOnce(context) {
    return {
      component(node) {
        if (typeof node.type !== 'number') return;
        const shape = MULTI_VALUE_TYPES.get(node.type);
        if (!shape) return;
        const v = node.value;
        const name = describeType(node.type);
        const options = shape.hasOptions && Array.isArray(v.options) ? v.options.length : undefined;
        const min = integerOrUndefined(v.min_values);
        const max = integerOrUndefined(v.max_values);
        // Checkbox Group's max_values defaults to its option count; every other one defaults to 1.
        const defaultMax = node.type === 22 && options !== undefined ? options : 1;
        const effectiveMin = min ?? 1;
        const effectiveMax = max ?? defaultMax;

        // A Checkbox Group without options has no max_values to speak of: the schema reports the empty list.
        const maxFromNoOptions = node.type === 22 && options === 0 && max === undefined;
        // A value outside its own range (min_values 26, max_values 0...) is the schema rule's finding;
        // comparing it as well would report one mistake two or three times.
        const top = node.type === 19 || node.type === 22 ? 10 : 25;
        const inRange = (n: number | undefined, low: number) => n === undefined || (n >= low && n <= top);
        const comparable = inRange(min, 0) && inRange(max, 1) && !maxFromNoOptions;
        let minReported = false;
        if (comparable && effectiveMin > effectiveMax) {
          minReported = min !== undefined;
          context.report({
            path: [...node.path, min !== undefined ? 'min_values' : 'max_values'],
            message:
              max === undefined
                ? `min_values is ${effectiveMin} but max_values is not set and defaults to ${defaultMax}; set max_values to at least ${effectiveMin}.`
                : `min_values (${effectiveMin}${min === undefined ? ', the default' : ''}) is greater than max_values (${effectiveMax}); make min_values at most max_values.`,
          });
        }
        if (comparable && options !== undefined && options > 0) {
          if (max !== undefined && max > options) {
            context.report({
              path: [...node.path, 'max_values'],
              message: `max_values is ${max} but ${name} has only ${plural(options, 'option')}; lower max_values to ${options} or add options.`,
            });
          }
          // Above max_values is already said at min_values; above the option count too would repeat it.
          if (min !== undefined && min > options && !minReported) {
            context.report({
              path: [...node.path, 'min_values'],
              message: `min_values is ${min} but ${name} has only ${plural(options, 'option')}; users could never pick enough. Lower min_values to ${options} or add options.`,
            });
          }
        }
        if (min === 0 && inferredSurface(node) === 'modal') {
          const required = v.required;
          if (required === undefined || required === null || required === true) {
            context.report({
              path: [...node.path, 'min_values'],
              message: `min_values is 0 but ${name} is required (${required === true ? 'required is true' : 'required is not set and defaults to true'}); a required input needs at least one value. Set min_values to 1 or more, or set required to false.`,
            });
          }
        }
      },
    };
  },
});
