import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import type { JsonPath } from '../src/types.js';

export default defineRule({
  meta: {
    id: 'custom-id-unique',
    description: 'No two components of one message or modal share a custom_id (disabled components included)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#anatomy-of-a-component-custom-id (\"must not share the same custom_id\"); Discord answers COMPONENT_CUSTOM_ID_DUPLICATED',
  },
  createOnce(context) {
    const firstUse = new Map<string, JsonPath>();
    let where = '';
    return {
      before({ envelope }) {
        firstUse.clear();
        where = envelope.surface === 'none' ? 'component tree' : envelope.surface;
      },
      component(node) {
        const customId = node.value.custom_id;
        if (typeof customId !== 'string') return;
        const path = [...node.path, 'custom_id'];
        const first = firstUse.get(customId);
        if (!first) {
          firstUse.set(customId, path);
          return;
        }
        context.report({
          path,
          related: first,
          message: `custom_id ${JSON.stringify(customId)} is already used by ${toDisplayPath(first.slice(0, -1))}; custom_ids must be unique within a ${where} (disabled components count too). Give this one another custom_id.`,
        });
      },
    };
  },
});
