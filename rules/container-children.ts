import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { CONTAINER_CHILD_TYPES, isJudgedPlacement, placementHint } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'container-children',
    description: 'A Container holds only Action Rows, Text Displays, Sections, Media Galleries, Separators and Files (no Container, no Thumbnail)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#container (child types); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.parent?.type !== 17 || node.slot !== 'components' || !isJudgedPlacement(node)) return;
        if (CONTAINER_CHILD_TYPES.has(node.type)) return;
        const advice =
          node.type === 17
            ? 'Containers cannot be nested: move its children into the outer Container, or place it at the top level of the message.'
            : placementHint(node.type, 'message');
        context.report({
          path: node.path,
          message: `${describeType(node.type)} cannot stand in a Container; a Container holds Action Row, Text Display, Section, Media Gallery, Separator and File. ${advice}`,
        });
      },
    };
  },
});
