import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { readableFlags } from '../src/payload/message-flag-names.js';

export default defineRule({
  meta: {
    id: 'ephemeral-destination',
    description: 'EPHEMERAL (64) on a message file that does not say whether it is an interaction reply, a follow-up or a channel message',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/resources/message#create-message (a channel message can set only SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE and IS_COMPONENTS_V2); https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-messages (EPHEMERAL in responses and follow-ups)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        // A message after an interaction response in the same file is its follow-up: EPHEMERAL is fine there.
        // With a destination named, message-flags knows whether EPHEMERAL may be set there.
        if (envelope.kind !== 'message' || envelope.followUp === true || envelope.destination) return;
        const flags = value.flags;
        if (!readableFlags(flags) || (BigInt(flags) & BigInt(MESSAGE_FLAGS.EPHEMERAL)) === 0n) return;
        context.report({
          path: ['flags'],
          message:
            'flags sets EPHEMERAL (64), which works only in an interaction reply or a follow-up message; a channel message (Create Message) cannot set it. ' +
            'This file does not say where it is sent. If it is a reply, write it as the interaction response, { "type": 4, "data": { ... } }; ' +
            'if it is a follow-up, put it after its interaction response in the same file, or turn this rule off for such files; ' +
            'if it is a channel message, remove 64 from flags. Naming the destination settles it: --destination interaction-response or follow-up accepts EPHEMERAL, channel-message, a webhook or an edit rejects it.',
        });
      },
    };
  },
});
