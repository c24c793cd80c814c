import { defineRule } from '../src/engine/rule.js';
import { characterCount, integerOrUndefined } from '../src/util/values.js';

import { FIELD_LIMITS } from '../src/discord/index.js';

const MAX_VALUE_LENGTH = FIELD_LIMITS.textInputValue;

export default defineRule({
  meta: {
    id: 'text-input-length',
    description: 'A Text Input’s min_length is at most its max_length, and its prefilled value fits between them',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#text-input (min_length, max_length, value); Discord answers BASE_TYPE_BAD_LENGTH',
  },
  createOnce(context) {
    return {
      TextInput(node) {
        const v = node.value;
        const min = integerOrUndefined(v.min_length);
        const max = integerOrUndefined(v.max_length);
        const maxPath = [...node.path, 'max_length'];
        const minPath = [...node.path, 'min_length'];
        if (min !== undefined && max !== undefined && min > max) {
          context.report({
            path: minPath,
            related: maxPath,
            message: `min_length (${min}) is greater than max_length (${max}); no answer could satisfy both. Lower min_length to at most ${max}, or raise max_length.`,
          });
          return;
        }
        // An empty value prefills nothing; more than the model's maximum is the schema rule's finding.
        if (typeof v.value !== 'string' || v.value === '') return;
        const length = characterCount(v.value);
        if (length > MAX_VALUE_LENGTH) return;
        if (max !== undefined && length > max) {
          context.report({
            path: [...node.path, 'value'],
            related: maxPath,
            message: `The prefilled value is ${length} characters long, but max_length is ${max}. Shorten the value by ${length - max}, or raise max_length to ${length}.`,
          });
        }
        if (min !== undefined && length < min) {
          context.report({
            path: [...node.path, 'value'],
            related: minPath,
            message: `The prefilled value is ${length} characters long, but min_length is ${min}. Lengthen the value by ${min - length}, or lower min_length to ${length}.`,
          });
        }
      },
    };
  },
});
