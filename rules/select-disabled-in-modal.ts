import { describeType, SELECT_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { removeDisabledInModal } from '../src/fix/builders.js';
import { inferredSurface } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'select-disabled-in-modal',
    description: 'A select in a modal is not disabled: disabled: true is rejected (false is accepted)',
    severity: 'error',
    fixable: true,
    fixSafety: 'unsafe',
    source: 'https://docs.discord.com/developers/components/reference#string-select ("Using disabled in a modal will result in an error"); Discord answers MODAL_COMPONENT_DISABLED',
  },
  createOnce(context) {
    return {
      component(node) {
        if (typeof node.type !== 'number' || !SELECT_TYPES.has(node.type)) return;
        // Only true is rejected (MODAL_COMPONENT_DISABLED): libraries such as JDA send disabled: false on
        // every select, and Discord accepts it. A disabled that is no boolean is the schema's finding.
        if (node.value.disabled !== true || inferredSurface(node) !== 'modal') return;
        context.report({
          path: [...node.path, 'disabled'],
          fix: (document) => removeDisabledInModal(document, node.path),
          message: `disabled is true on this ${describeType(node.type)}, but a modal cannot hold disabled components; Discord rejects the modal (MODAL_COMPONENT_DISABLED). Remove disabled (or set it to false); to make the answer optional, set required to false.`,
        });
      },
    };
  },
});
