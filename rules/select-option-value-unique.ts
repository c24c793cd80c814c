import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'select-option-value-unique',
    description: 'No two options of a String Select share a value',
    severity: 'error',
    source: 'official-facts.md: Limits and bounds (String Select: option values must be unique)',
  },
  create(context) {
    return {
      StringSelect(node) {
        const options = node.value.options;
        if (!Array.isArray(options)) return;
        const firstIndex = new Map<string, number>();
        options.forEach((option, i) => {
          if (!isObject(option) || typeof option.value !== 'string') return;
          const first = firstIndex.get(option.value);
          if (first === undefined) {
            firstIndex.set(option.value, i);
            return;
          }
          context.report({
            path: [...node.path, 'options', i, 'value'],
            related: [...node.path, 'options', first, 'value'],
            message: `Option value ${JSON.stringify(option.value)} is already used by options[${first}]; the values of one select must be unique, because they are what your app receives. Give this option another value.`,
          });
        });
      },
    };
  },
});
