import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { CallbackType, isObject } from '../src/payload/detect.js';
import { bitsOf, describeBits, readableFlags } from '../src/payload/message-flag-names.js';

export default defineRule({
  meta: {
    id: 'deferred-flags-ignored',
    description: 'A deferred response (callback type 5) sets no flag but EPHEMERAL (64): Discord ignores the others',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type (DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: the message comes later, by editing the original response)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        if (envelope.kind !== 'interaction-response' || envelope.callbackType !== CallbackType.DeferredChannelMessageWithSource) return;
        if (!isObject(value.data) || !readableFlags(value.data.flags)) return;
        const flags = value.data.flags;
        const ignored = BigInt(flags) & ~BigInt(MESSAGE_FLAGS.EPHEMERAL);
        if (ignored === 0n) return;
        const bits = bitsOf(ignored);
        const v2 = (ignored & BigInt(MESSAGE_FLAGS.IS_COMPONENTS_V2)) !== 0n;
        context.report({
          path: ['data', 'flags'],
          message: `flags is ${flags}, which sets ${describeBits(bits).join(', ')}; a deferred response (callback type 5) takes only EPHEMERAL (64), and Discord answers 200 and ignores the rest. ${
            v2
              ? 'Set IS_COMPONENTS_V2 (32768) on the message that completes it (the edit of the original response), together with its components.'
              : 'Set them on the message that completes it (the edit of the original response).'
          } Here, write flags ${flags - Number(ignored)}${flags - Number(ignored) === 0 ? ' (or leave it out)' : ''}.`,
        });
      },
    };
  },
});
