import { defineRule } from '../src/engine/rule.js';
import type { JsonPath } from '../src/types.js';
import { characterCount, plural } from '../src/util/values.js';
import { LIMITS } from '../src/discord/index.js';

const LIMIT = LIMITS.textDisplayTotal.value;

export default defineRule({
  meta: {
    id: 'text-display-total',
    description: `All Text Display content of one message together is at most ${LIMIT} characters`,
    severity: 'error',
    source: `${LIMITS.textDisplayTotal.evidence.join('; ')}; Discord answers ${LIMITS.textDisplayTotal.codes.join(', ')}`,
  },
  createOnce(context) {
    let total = 0;
    let displays = 0;
    let crossing: JsonPath | undefined;
    let firstCodePoints = 0;
    return {
      before() {
        total = 0;
        displays = 0;
        crossing = undefined;
        firstCodePoints = 0;
      },
      TextDisplay(node) {
        // The total is documented for messages; a component linted alone may become part of one.
        if (node.surface === 'modal') return;
        const content = node.value.content;
        if (typeof content !== 'string') return;
        displays++;
        if (displays === 1) firstCodePoints = characterCount(content);
        total += content.length; // UTF-16 code units: the stricter count
        if (total > LIMIT && !crossing) crossing = [...node.path, 'content'];
      },
      payloadExit() {
        if (!crossing) return;
        const over = total - LIMIT;
        const source = `This total is community-documented (discord.js and the community docs enforce it) and not yet in Discord's official docs.`;
        if (displays === 1) {
          // Over the limit in characters (code points) on its own is the schema's finding; this rule adds
          // the one the schema cannot see: within it in code points but over it in UTF-16 code units.
          if (firstCodePoints > LIMIT) return;
          context.report({
            path: crossing,
            message: `This Text Display holds ${firstCodePoints} characters but ${total} UTF-16 code units (emoji and other characters beyond U+FFFF count twice); at most ${LIMIT} are allowed over the whole message, counted in code units. Shorten it by ${plural(over, 'code unit')} or split it over two messages. ${source}`,
          });
          return;
        }
        const where = context.envelope.surface === 'message' ? 'this message' : 'this component tree';
        context.report({
          path: crossing,
          message: `The ${displays} Text Displays of ${where} hold ${total} characters together (UTF-16 code units); at most ${LIMIT} are allowed over the whole message, and this one takes the total past ${LIMIT}. Shorten the texts by ${plural(over, 'character')} or split them over two messages. ${source}`,
        });
      },
    };
  },
});
