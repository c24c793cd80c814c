import { defineRule } from '../src/engine/rule.js';
import { duplicateOptionValues } from '../src/payload/options.js';

export default defineRule({
  meta: {
    id: 'select-option-value-unique',
    description: 'No two options of a String Select share a value',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#string-select-select-option-structure; Discord answers SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
  },
  createOnce(context) {
    return {
      StringSelect(node) {
        for (const duplicate of duplicateOptionValues(node.value.options, [...node.path, 'options'])) {
          const first = duplicate.first[duplicate.first.length - 2];
          context.report({
            path: duplicate.path,
            related: duplicate.first,
            message: `Option value ${JSON.stringify(duplicate.value)} is already used by options[${first}]; the values of one select must be unique, because they are what your app receives. Give this option another value.`,
          });
        }
      },
    };
  },
});
