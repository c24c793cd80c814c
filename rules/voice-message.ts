import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { readableFlags } from '../src/payload/message-flag-names.js';

/** What a voice message may not carry besides its one audio file (50159). */
const EXTRA_CONTENT = ['content', 'embeds', 'components', 'poll', 'sticker_ids'] as const;

const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

export default defineRule({
  meta: {
    id: 'voice-message',
    description: 'A voice message (IS_VOICE_MESSAGE) carries one audio attachment with duration_secs and waveform, and nothing else',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#voice-messages ("Only a single audio attachment is allowed. No content, stickers, etc..."; duration_secs and waveform are required); error codes 50159, 50160 and 50161',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.surface !== 'message' || !body || !readableFlags(body.flags)) return;
        if ((BigInt(body.flags) & BigInt(MESSAGE_FLAGS.IS_VOICE_MESSAGE)) === 0n) return;
        for (const key of EXTRA_CONTENT) {
          if (!Object.hasOwn(body, key) || isEmpty(body[key])) continue;
          context.report({
            path: [...bodyPath, key],
            target: 'key',
            message: `A voice message (flags has IS_VOICE_MESSAGE, 8192) carries only its audio file; "${key}" is not allowed (Discord answers 50159: voice messages do not support additional content). Send it in another message.`,
          });
        }
        const attachments = body.attachments;
        if (!Array.isArray(attachments) || attachments.length !== 1) {
          const count = Array.isArray(attachments) ? attachments.length : 0;
          context.report({
            path: Array.isArray(attachments) ? [...bodyPath, 'attachments'] : [...bodyPath, 'flags'],
            message: `A voice message needs exactly one audio attachment, described in "attachments" with its duration_secs and waveform; this one has ${count === 0 ? 'none' : count} (Discord answers 50160). Upload one audio file (its Content-Type beginning with audio/) and list it: "attachments": [{ "id": 0, "filename": "voice-message.ogg", "duration_secs": 3.2, "waveform": "..." }].`,
          });
          return;
        }
        const entry = attachments[0];
        if (!isObject(entry)) return;
        const missing = (['duration_secs', 'waveform'] as const).filter((key) => entry[key] === undefined || entry[key] === null);
        if (missing.length === 0) return;
        context.report({
          path: [...bodyPath, 'attachments', 0],
          message: `A voice message's attachment needs ${missing.join(' and ')} (Discord answers 50161: voice messages must have supporting metadata): duration_secs is the length in seconds, waveform a base64 string of at most 256 one-byte samples.`,
        });
      },
    };
  },
});
