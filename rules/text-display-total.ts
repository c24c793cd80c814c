import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/types.js';

const LIMIT = 4000;

export default defineRule({
  meta: {
    id: 'text-display-total',
    description: 'All Text Display content of one message together is at most 4000 characters',
    severity: 'error',
    source:
      'official-facts.md: Limits and bounds (all Text Display content of one message: 4000, community-documented, not yet in the official docs)',
  },
  create(context) {
    let total = 0;
    let displays = 0;
    let crossing: JsonPath | undefined;
    return {
      TextDisplay(node) {
        // The total is documented for messages; a component linted alone may become part of one.
        if (node.surface === 'modal') return;
        const content = node.value.content;
        if (typeof content !== 'string') return;
        displays++;
        total += content.length; // UTF-16 code units: the stricter count
        if (total > LIMIT && !crossing) crossing = [...node.path, 'content'];
      },
      payloadExit() {
        // One Text Display over 4000 on its own is the schema's finding.
        if (!crossing || displays < 2) return;
        const where = context.envelope.surface === 'message' ? 'this message' : 'this component tree';
        context.report({
          path: crossing,
          message: `The ${displays} Text Displays of ${where} hold ${total} characters together (UTF-16 code units); at most ${LIMIT} are allowed over the whole message, and this one takes the total past ${LIMIT}. Shorten the texts by ${total - LIMIT} characters or split them over two messages. This total is community-documented (discord.js and the community docs enforce it) and not yet in Discord's official docs.`,
        });
      },
    };
  },
});
