import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isJudgedPlacement, placementHint, SECTION_ACCESSORY_TYPES, SECTION_CHILD_TYPES } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'section-children',
    description: 'A Section’s components are Text Displays and its accessory is a Button or a Thumbnail',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#section (1-3 Text Displays, a Button or Thumbnail accessory); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.parent?.type !== 9 || !isJudgedPlacement(node)) return;
        const name = describeType(node.type);
        if (node.slot === 'components' && !SECTION_CHILD_TYPES.has(node.type)) {
          const advice =
            node.type === 2 || node.type === 11
              ? 'Make it the Section’s accessory (a Section has one), or move it out of the Section.'
              : `Move it out of the Section. ${placementHint(node.type, 'message')}`;
          context.report({
            path: node.path,
            message: `${name} cannot stand in a Section’s components; they are 1 to 3 Text Displays (10). ${advice}`,
          });
        }
        if (node.slot === 'accessory' && !SECTION_ACCESSORY_TYPES.has(node.type)) {
          const advice =
            node.type === 10
              ? 'Move the text into the Section’s components, and make the accessory a Button or a Thumbnail.'
              : `Use a Button or a Thumbnail as the accessory. ${placementHint(node.type, 'message')}`;
          context.report({
            path: node.path,
            message: `${name} cannot be a Section’s accessory; the accessory is a Button (2) or a Thumbnail (11). ${advice}`,
          });
        }
      },
    };
  },
});
