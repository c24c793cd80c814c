import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isJudgedPlacement, MODAL_TOP_LEVEL_TYPES, placementHint } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'modal-top-level',
    description: 'The top level of a modal holds only Labels and Text Displays (and, deprecated, Action Rows with a Text Input)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/using-modal-components (modal top level); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.surface !== 'modal' || node.slot !== 'top') return;
        if (!isJudgedPlacement(node) || MODAL_TOP_LEVEL_TYPES.has(node.type)) return;
        context.report({
          path: node.path,
          message: `${describeType(node.type)} cannot stand at the top level of a modal; only Label (18) and Text Display (10) can. ${placementHint(node.type, 'modal')}`,
        });
      },
    };
  },
});
