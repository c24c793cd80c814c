import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/types.js';
import { LIMITS } from '../src/discord/index.js';

const LIMIT = LIMITS.v2Components.value;

export default defineRule({
  meta: {
    id: 'v2-component-limit',
    description: `A Components V2 message holds at most ${LIMIT} components, counted over the whole tree`,
    severity: 'error',
    source: `${LIMITS.v2Components.evidence.join('; ')}; Discord answers ${LIMITS.v2Components.codes.join(', ')}`,
  },
  createOnce(context) {
    let count = 0;
    let firstOver: JsonPath | undefined;
    /** The list of the message's top-level components (a received interaction's quoted message has its own). */
    let list: JsonPath | undefined;
    return {
      before() {
        count = 0;
        firstOver = undefined;
        list = undefined;
      },
      component(node) {
        if (node.surface !== 'message' || node.mode !== 'v2') return;
        if (count === 0 && node.slot === 'top') list = node.path.slice(0, -1);
        count++;
        if (count === LIMIT + 1) firstOver = node.path;
      },
      payloadExit({ bodyPath }) {
        if (count <= LIMIT || !firstOver) return;
        context.report({
          path: firstOver,
          message: `The message has ${count} components in total (nested ones, section texts, accessories, buttons and selects included); a Components V2 message allows at most ${LIMIT}. Remove ${count - LIMIT}, or split the message. This is component number ${LIMIT + 1}.`,
          related: list ?? [...bodyPath, 'components'],
        });
      },
    };
  },
});
