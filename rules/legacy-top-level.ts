import { describeType, isKnownType, MODAL_ONLY_TYPES, V2_ONLY_TYPES } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';

import { LIMITS } from '../src/discord/index.js';

const MAX_ROWS = LIMITS.legacyRows.value;

export default defineRule({
  meta: {
    id: 'legacy-top-level',
    description: 'A message without the Components V2 flag has only Action Rows at its top level, 1 to 5 of them',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#action-row (legacy messages: up to 5 Action Rows); Discord answers BASE_TYPE_BAD_LENGTH, UNION_TYPE_CHOICES',
  },
  createOnce(context) {
    return {
      component(node) {
        if (node.surface !== 'message' || node.mode !== 'legacy' || node.slot !== 'top') return;
        const index = node.path[node.path.length - 1] as number;
        if (index === MAX_ROWS) {
          context.report({
            path: node.path,
            message: `A message without the Components V2 flag allows at most ${MAX_ROWS} Action Rows at the top level; this is number ${MAX_ROWS + 1}. Merge rows, or add the IS_COMPONENTS_V2 flag (32768) to lift the limit.`,
          });
        }
        // V2-only types are v2-requires-flag's finding, modal-only ones component-surface's, unknown ones schema's;
        // anything else that is not a row is this rule's.
        if (isKnownType(node.type) && node.type !== 1 && !V2_ONLY_TYPES.has(node.type) && !MODAL_ONLY_TYPES.has(node.type)) {
          context.report({
            path: node.path,
            message: `${describeType(node.type)} cannot stand at the top level of a message without the Components V2 flag; only Action Rows can. Wrap it in an Action Row (type 1).`,
          });
        }
      },
    };
  },
});
