import { describeType, LABEL_CHILD_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isJudgedPlacement, placementHint } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'label-component',
    description: 'A Label wraps exactly one Text Input, select (String, User, Role, Mentionable, Channel), File Upload, Radio Group, Checkbox Group or Checkbox',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#label (the component it wraps); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.parent?.type !== 18 || node.slot !== 'component' || !isJudgedPlacement(node)) return;
        if (LABEL_CHILD_TYPES.has(node.type)) return;
        const advice =
          node.type === 1
            ? 'A Label wraps its input directly: replace the Action Row with the component inside it.'
            : node.type === 18
              ? 'Labels cannot be nested: make the inner Label’s component this Label’s component.'
              : `Move it out of the Label. ${placementHint(node.type, 'modal')}`;
        context.report({
          path: node.path,
          message: `${describeType(node.type)} cannot be wrapped in a Label; a Label’s component is one Text Input, select, File Upload, Radio Group, Checkbox Group or Checkbox. ${advice}`,
        });
      },
    };
  },
});
