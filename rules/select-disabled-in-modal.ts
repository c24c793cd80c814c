import { describeType, SELECT_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { removeDisabledInModal } from '../src/fix/builders.js';
import { inferredSurface } from '../src/placement.js';
import { isSet } from '../src/util/values.js';

export default defineRule({
  meta: {
    id: 'select-disabled-in-modal',
    description: 'A select in a modal has no disabled field: sending it is an error',
    severity: 'error',
    fixable: true,
    source: 'components-interface.md: String Select, User/Role/Mentionable/Channel Select ("disabled: Messages only. Sending it in a modal causes an error"), Errors',
  },
  createOnce(context) {
    return {
      component(node) {
        if (typeof node.type !== 'number' || !SELECT_TYPES.has(node.type)) return;
        if (!isSet(node.value.disabled) || inferredSurface(node) !== 'modal') return;
        context.report({
          path: [...node.path, 'disabled'],
          fix: (document) => removeDisabledInModal(document, node.path),
          message: `disabled is ${JSON.stringify(node.value.disabled)} on this ${describeType(node.type)}, but selects in a modal cannot have disabled (even false); Discord rejects the modal. Remove it; to make the answer optional, set required to false.`,
        });
      },
    };
  },
});
