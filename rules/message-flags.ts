import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { CallbackType, isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';
import { bitsOf, describeBits, FLAG_NAMES, readableFlags } from '../src/payload/message-flag-names.js';
import { endpointOf, settableFlags, type Destination } from '../src/payload/destination.js';


const { SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2 } = MESSAGE_FLAGS;
const RESPONSE_FLAGS = [SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2];


interface Settable {
  flags: readonly number[];
  /** What the payload is, in the message's words. */
  what: string;
}

export default defineRule({
  meta: {
    id: 'message-flags',
    description: `flags holds only the bits a message may set (${[MESSAGE_FLAGS.SUPPRESS_EMBEDS, MESSAGE_FLAGS.SUPPRESS_NOTIFICATIONS, MESSAGE_FLAGS.IS_VOICE_MESSAGE, MESSAGE_FLAGS.IS_COMPONENTS_V2].join(', ')}, and ${MESSAGE_FLAGS.EPHEMERAL} where the message is an interaction reply)`,
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#create-message ("only SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, and IS_COMPONENTS_V2 can be set"); https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-messages (EPHEMERAL in responses)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        const target = flagsOf(value, envelope.kind, envelope.callbackType, envelope.followUp === true, envelope.destination);
        if (!target) return;
        const { flags, path, settable } = target;
        if (!readableFlags(flags)) return;
        const allowed = settable.flags.reduce((sum, bit) => sum | BigInt(bit), 0n);
        const extra = BigInt(flags) & ~allowed;
        if (extra === 0n) return;
        const bits = bitsOf(extra);
        const named = describeBits(bits);
        context.report({
          path,
          message: `flags is ${flags}, which sets ${listed(named)}; ${settable.what} can set only ${settable.flags
            .map((bit) => `${flagName(bit)} (${bit})`)
            .join(', ')}. Remove ${bits.length === 1 ? 'that bit' : 'those bits'}: ${
            flags === Number(extra) ? 'leave flags out (or send 0)' : `flags ${flags - Number(extra)} keeps the rest`
          }.`,
        });
      },
    };
  },
});

function flagsOf(
  value: Record<string, unknown>,
  kind: string,
  callbackType: number | undefined,
  followUp: boolean,
  destination: Destination | undefined,
): { flags: unknown; path: JsonPath; settable: Settable } | undefined {
  if (kind === 'message') {
    if (!Object.hasOwn(value, 'flags')) return undefined;
    // A named destination settles it: each endpoint documents the flags it takes.
    if (destination && !followUp) {
      return { flags: value.flags, path: ['flags'], settable: { flags: settableFlags(destination), what: `${endpointOf(destination)} (--destination ${destination})` } };
    }
    if (followUp) return { flags: value.flags, path: ['flags'], settable: { flags: RESPONSE_FLAGS, what: 'a follow-up message' } };
    // A message file does not say whether it is a channel message or an interaction reply: EPHEMERAL is
    // left to the ephemeral-destination warning.
    return { flags: value.flags, path: ['flags'], settable: { flags: RESPONSE_FLAGS, what: 'a message' } };
  }
  // A deferred response (type 5) is answered with 200 whatever its other bits: deferred-flags-ignored warns.
  if (kind !== 'interaction-response' || !isObject(value.data) || !Object.hasOwn(value.data, 'flags')) return undefined;
  const flags = value.data.flags;
  if (callbackType === CallbackType.ChannelMessageWithSource || callbackType === CallbackType.UpdateMessage) {
    return {
      flags,
      path: ['data', 'flags'],
      settable: { flags: RESPONSE_FLAGS, what: `an interaction response (callback type ${callbackType})` },
    };
  }
  return undefined;
}

function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function flagName(value: number): string {
  return FLAG_NAMES.get(Math.log2(value)) ?? String(value);
}
