import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { isSet } from '../src/util/values.js';

export default defineRule({
  meta: {
    id: 'message-reference-fields',
    description: 'A reply’s message_reference names its message_id; a forward’s (type 1) names channel_id and message_id',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#message-reference-structure (channel_id "Required for forwards"); https://docs.discord.com/developers/resources/message#create-message (a reply or forward points at a message)',
  },
  createOnce(context) {
    return {
      payload({ body, bodyPath, envelope }) {
        if (envelope.surface !== 'message' || !body || !isObject(body.message_reference)) return;
        const reference = body.message_reference;
        const path = [...bodyPath, 'message_reference'];
        const forward = reference.type === 1;
        const missing = ['message_id', ...(forward ? ['channel_id'] : [])].filter((field) => !isSet(reference[field]));
        if (missing.length === 0) return;
        context.report({
          path,
          message: `This message_reference (a ${forward ? 'forward, type 1' : 'reply'}) has no ${missing.join(' and no ')}; ${
            forward ? 'a forward needs the channel_id and the message_id of the message it forwards' : 'a reply needs the message_id of the message it answers'
          }, and Discord rejects it without. Add ${missing.map((f) => `"${f}"`).join(' and ')}.`,
        });
      },
    };
  },
});
