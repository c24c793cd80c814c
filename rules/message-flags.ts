import { MESSAGE_FLAGS } from '../src/components.js';
import { defineRule } from '../src/engine/rule.js';
import { CallbackType, isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';

/** Message flag names by bit, for messages that name the offending bits. */
const FLAG_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'CROSSPOSTED'],
  [1, 'IS_CROSSPOST'],
  [2, 'SUPPRESS_EMBEDS'],
  [3, 'SOURCE_MESSAGE_DELETED'],
  [4, 'URGENT'],
  [5, 'HAS_THREAD'],
  [6, 'EPHEMERAL'],
  [7, 'LOADING'],
  [8, 'FAILED_TO_MENTION_SOME_ROLES_IN_THREAD'],
  [12, 'SUPPRESS_NOTIFICATIONS'],
  [13, 'IS_VOICE_MESSAGE'],
  [14, 'HAS_SNAPSHOT'],
  [15, 'IS_COMPONENTS_V2'],
]);

const { SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2 } = MESSAGE_FLAGS;
const CREATE_FLAGS = [SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2];
const RESPONSE_FLAGS = [SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2];

const MESSAGE_HINTS = new Map([
  [EPHEMERAL, 'A channel message cannot be ephemeral: EPHEMERAL (64) works only in interaction responses and follow-up messages (a message after an interaction response in the same file is linted as its follow-up; turn this rule off for files of follow-up messages alone).'],
]);
const DEFERRED_HINTS = new Map([
  [IS_COMPONENTS_V2, 'Set IS_COMPONENTS_V2 on the message that completes the deferred response (the edit of the original response), together with its components.'],
]);

interface Settable {
  flags: readonly number[];
  /** What the payload is, in the message's words. */
  what: string;
  /** Advice for one offending bit. */
  hints?: ReadonlyMap<number, string>;
}

export default defineRule({
  meta: {
    id: 'message-flags',
    description: 'flags holds only the bits the payload may set (messages: 4, 4096, 8192, 32768; interaction responses add 64; deferred responses take 64 only)',
    severity: 'error',
    source: 'official-facts.md: Message mode (settable flags per envelope)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        const target = flagsOf(value, envelope.kind, envelope.callbackType, envelope.followUp === true);
        if (!target) return;
        const { flags, path, settable } = target;
        // Non-integer or negative flags are the schema's finding.
        if (typeof flags !== 'number' || !Number.isSafeInteger(flags) || flags < 0) return;
        const allowed = settable.flags.reduce((sum, bit) => sum | BigInt(bit), 0n);
        const extra = BigInt(flags) & ~allowed;
        if (extra === 0n) return;
        const bits = bitsOf(extra);
        const named = bits.map((bit) => `${2 ** bit} (1 << ${bit}${FLAG_NAMES.has(bit) ? `, ${FLAG_NAMES.get(bit)}` : ''})`);
        context.report({
          path,
          message: `flags is ${flags}, which sets ${listed(named)}; ${settable.what} can set only ${settable.flags
            .map((bit) => `${flagName(bit)} (${bit})`)
            .join(', ')}. Remove ${bits.length === 1 ? 'that bit' : 'those bits'}: ${
            flags === Number(extra) ? 'leave flags out (or send 0)' : `flags ${flags - Number(extra)} keeps the rest`
          }.${bits
            .map((bit) => settable.hints?.get(2 ** bit))
            .filter((hint) => hint !== undefined)
            .map((hint) => ` ${hint}`)
            .join('')}`,
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
): { flags: unknown; path: JsonPath; settable: Settable } | undefined {
  if (kind === 'message') {
    if (!Object.hasOwn(value, 'flags')) return undefined;
    if (followUp) return { flags: value.flags, path: ['flags'], settable: { flags: RESPONSE_FLAGS, what: 'a follow-up message' } };
    return { flags: value.flags, path: ['flags'], settable: { flags: CREATE_FLAGS, what: 'a message', hints: MESSAGE_HINTS } };
  }
  if (kind !== 'interaction-response' || !isObject(value.data) || !Object.hasOwn(value.data, 'flags')) return undefined;
  const flags = value.data.flags;
  if (callbackType === CallbackType.DeferredChannelMessageWithSource) {
    return { flags, path: ['data', 'flags'], settable: { flags: [EPHEMERAL], what: 'a deferred response (callback type 5)', hints: DEFERRED_HINTS } };
  }
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

function bitsOf(value: bigint): number[] {
  const bits: number[] = [];
  for (let bit = 0; value >> BigInt(bit) > 0n; bit++) if ((value >> BigInt(bit)) & 1n) bits.push(bit);
  return bits;
}
