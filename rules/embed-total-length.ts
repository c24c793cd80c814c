import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';
import { plural } from '../src/util/values.js';
import { LIMITS } from '../src/discord/index.js';

const LIMIT = LIMITS.embedTotal.value;

export default defineRule({
  meta: {
    id: 'embed-total-length',
    description:
      `The embeds of one message hold at most ${LIMIT} characters together (titles, descriptions, field names and values, footer texts, author names)`,
    severity: 'error',
    source: `${LIMITS.embedTotal.evidence.join('; ')}; Discord answers ${LIMITS.embedTotal.codes.join(', ')}`,
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        // Embeds in a V2 message are v2-legacy-fields' finding: they must go whatever their length.
        if (envelope.surface !== 'message' || envelope.mode === 'v2' || !body || !Array.isArray(body.embeds)) return;
        let total = 0;
        let crossing: JsonPath | undefined;
        body.embeds.forEach((embed, i) => {
          if (!isObject(embed)) return;
          total += embedLength(embed);
          if (total > LIMIT && !crossing) crossing = [...bodyPath, 'embeds', i];
        });
        if (!crossing) return;
        context.report({
          path: crossing,
          message: `The ${body.embeds.length === 1 ? 'embed' : `${body.embeds.length} embeds`} of this message hold ${total} characters together (titles, descriptions, field names and values, footer texts and author names, each trimmed); Discord allows at most ${LIMIT} over all embeds of a message, and this embed takes the total past it. Shorten them by ${plural(total - LIMIT, 'character')} or send the rest in another message.`,
        });
      },
    };
  },
});

/** The characters of one embed that count towards the total, each string trimmed. */
function embedLength(embed: Record<string, unknown>): number {
  let length = text(embed.title) + text(embed.description);
  if (isObject(embed.footer)) length += text(embed.footer.text);
  if (isObject(embed.author)) length += text(embed.author.name);
  if (Array.isArray(embed.fields)) {
    for (const field of embed.fields) if (isObject(field)) length += text(field.name) + text(field.value);
  }
  return length;
}

function text(value: unknown): number {
  return typeof value === 'string' ? value.trim().length : 0;
}
