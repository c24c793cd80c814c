import { defineRule } from '../src/engine/rule.js';
import { LIMITS, TEXT_DISPLAY_BYTE_OVERHEAD } from '../src/discord/index.js';
import type { JsonPath } from '../src/types.js';
import { plural } from '../src/util/values.js';
import { utf8Length } from '../src/util/utf8-length.js';

const BUDGET = LIMITS.textDisplayBytes;
const TOTAL = LIMITS.textDisplayTotal;

export default defineRule({
  meta: {
    id: 'text-display-bytes',
    description: `The Text Displays of one message hold at most ${BUDGET.value} bytes of UTF-8, ${TEXT_DISPLAY_BYTE_OVERHEAD} more counted for each (Discord answers HTTP 500 past it)`,
    severity: 'warn',
    source: `${BUDGET.evidence.join('; ')}; a warning: Discord's docs do not state it`,
  },
  createOnce(context) {
    let bytes = 0;
    let units = 0;
    let displays = 0;
    let crossing: JsonPath | undefined;
    return {
      before() {
        bytes = 0;
        units = 0;
        displays = 0;
        crossing = undefined;
      },
      TextDisplay(node) {
        // The budget was seen on messages; a component linted alone may become part of one.
        if (node.surface === 'modal') return;
        const content = node.value.content;
        if (typeof content !== 'string') return;
        displays++;
        units += content.length;
        bytes += utf8Length(content) + TEXT_DISPLAY_BYTE_OVERHEAD;
        if (bytes > BUDGET.value && !crossing) crossing = [...node.path, 'content'];
      },
      payloadExit() {
        // Past the characters' total, text-display-total's error already says to shorten the text.
        if (!crossing || units > TOTAL.value) return;
        const over = bytes - BUDGET.value;
        context.report({
          path: crossing,
          message: `The ${plural(displays, 'Text Display')} of this message hold ${bytes} bytes as Discord counts them (UTF-8, plus ${TEXT_DISPLAY_BYTE_OVERHEAD} for each), past ${BUDGET.value}: Discord has been seen to answer HTTP 500 to such a message although it is within ${TOTAL.value} characters (characters beyond ASCII take 2 to 4 bytes). This budget is not in Discord's docs (discord/discord-api-docs#8554). Shorten the texts by about ${plural(over, 'byte')} or split them over two messages.`,
        });
      },
    };
  },
});
