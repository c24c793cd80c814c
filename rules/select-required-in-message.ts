import { describeType, SELECT_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { inferredSurface } from '../src/placement.js';
import { isSet } from '../src/util/values.js';

export default defineRule({
  meta: {
    id: 'select-required-in-message',
    description: 'required on a select in a message is ignored: it only applies in modals',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/components/reference#string-select (\"ignored in messages\"); a warning',
  },
  createOnce(context) {
    return {
      component(node) {
        if (typeof node.type !== 'number' || !SELECT_TYPES.has(node.type)) return;
        if (!isSet(node.value.required) || inferredSurface(node) !== 'message') return;
        context.report({
          path: [...node.path, 'required'],
          message: `required is ${JSON.stringify(node.value.required)} on this ${describeType(node.type)}, but in a message Discord ignores it (it only applies in modals). Remove it; in a message, min_values 0 lets users pick nothing.`,
        });
      },
    };
  },
});
