import { defineRule } from '../src/engine/rule.js';
import { textInputRowToLabel } from '../src/fix/builders.js';
import { isObject } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'modal-action-row-deprecated',
    description: 'An Action Row holding a Text Input in a modal is deprecated: wrap the Text Input in a Label',
    severity: 'warn',
    fixable: true,
    fixSafety: 'unsafe',
    source:
      'https://docs.discord.com/developers/components/reference#action-row (\"deprecated\" in modals); a warning: Discord accepts it',
  },
  createOnce(context) {
    return {
      ActionRow(node) {
        if (node.surface !== 'modal' || node.slot !== 'top') return;
        const children = node.value.components;
        if (!Array.isArray(children) || !children.some((child) => isObject(child) && child.type === 4)) return;
        context.report({
          path: node.path,
          fix: (document) => textInputRowToLabel(document, node.path),
          message:
            'An Action Row holding a Text Input is deprecated in modals. Replace the row with a Label (type 18): move the Text Input into the Label’s "component" and its "label" into the Label’s "label".',
        });
      },
    };
  },
});
