import { defineRule } from '../src/engine/rule.js';
import { removeTextInputOwnLabel } from '../src/fix/builders.js';
import { isInsideWrongSurface, isWrongSurface } from '../src/placement.js';
import { isSet } from '../src/util/values.js';

export default defineRule({
  meta: {
    id: 'text-input-label',
    description: 'A Text Input inside a Label has no label of its own; one in the deprecated Action Row form needs one',
    severity: 'error',
    fixable: true,
    fixSafety: 'safe',
    source:
      'https://docs.discord.com/developers/components/reference#text-input (label deprecated in favour of the Label\'s)',
  },
  createOnce(context) {
    return {
      TextInput(node) {
        const parent = node.parent;
        if (!parent || isWrongSurface(node) || isInsideWrongSurface(node)) return;
        const label = node.value.label;
        if (parent.type === 18 && node.slot === 'component' && isSet(label)) {
          const outer = parent.value.label;
          context.report({
            path: [...node.path, 'label'],
            target: 'key',
            related: [...parent.path, 'label'],
            fix: (document) => removeTextInputOwnLabel(document, node.path),
            message: `A Text Input inside a Label cannot have its own label; Discord rejects it. Remove it: the Label’s label${typeof outer === 'string' ? ` (${JSON.stringify(outer)})` : ''} is shown instead.`,
          });
        }
        // Only a row where the deprecated form may stand (a modal's top level, or linted alone): a row
        // anywhere else is already a placement finding.
        const rowIsPlaced = parent.slot === 'top' || parent.slot === 'root';
        if (parent.type === 1 && node.slot === 'components' && rowIsPlaced && !isSet(label)) {
          context.report({
            path: node.path,
            message:
              'A Text Input in an Action Row (the deprecated form) needs its own label, 1 to 45 characters. Add one, or better: wrap the Text Input in a Label (type 18) and give the Label a label.',
          });
        }
      },
    };
  },
});
