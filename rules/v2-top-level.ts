import { describeType } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isJudgedPlacement, placementHint, V2_TOP_LEVEL_TYPES } from '../src/placement.js';

export default defineRule({
  meta: {
    id: 'v2-top-level',
    description: 'The top level of a Components V2 message holds only Action Rows, Sections, Text Displays, Media Galleries, Files, Separators and Containers',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (\"must be placed inside an Action Row\"); Discord answers UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.surface !== 'message' || node.mode !== 'v2' || node.slot !== 'top') return;
        if (!isJudgedPlacement(node) || V2_TOP_LEVEL_TYPES.has(node.type)) return;
        context.report({
          path: node.path,
          message: `${describeType(node.type)} cannot stand at the top level of a Components V2 message; only Action Row, Section, Text Display, Media Gallery, File, Separator and Container can. ${placementHint(node.type, 'message')}`,
        });
      },
    };
  },
});
