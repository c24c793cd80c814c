import { defineRule } from '../src/engine/rule.js';
import { toDisplayPath } from '../src/util/pointer.js';
import type { JsonPath } from '../src/types.js';

export default defineRule({
  meta: {
    id: 'id-unique',
    description: 'No two components of one message or modal share an id (0 means "assign one" and may repeat)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#anatomy-of-a-component (\"The id must be unique within the message\")',
  },
  createOnce(context) {
    const firstUse = new Map<number, JsonPath>();
    let where = '';
    return {
      before({ envelope }) {
        firstUse.clear();
        where = envelope.surface === 'none' ? 'component tree' : envelope.surface;
      },
      component(node) {
        const id = node.value.id;
        // 0 asks Discord to assign an id; non-integers are the schema's finding.
        if (typeof id !== 'number' || !Number.isInteger(id) || id === 0) return;
        const path = [...node.path, 'id'];
        const first = firstUse.get(id);
        if (!first) {
          firstUse.set(id, path);
          return;
        }
        context.report({
          path,
          related: first,
          message: `id ${id} is already used by ${toDisplayPath(first.slice(0, -1))}; component ids must be unique within a ${where}. Give this component another id, or leave id out (or 0) so that Discord assigns a free one.`,
        });
      },
    };
  },
});
