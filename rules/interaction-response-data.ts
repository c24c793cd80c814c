import { defineRule } from '../src/engine/rule.js';
import { CallbackType } from '../src/payload/detect.js';

/** Callback types whose message, modal or choices travel in `data`. */
const NEEDS_DATA: ReadonlySet<number> = new Set([
  CallbackType.ChannelMessageWithSource,
  CallbackType.UpdateMessage,
  CallbackType.ApplicationCommandAutocompleteResult,
  CallbackType.Modal,
  CallbackType.SocialLayerSkuPurchaseEligibility,
]);
/** Callback types that carry nothing (type 5 takes data.flags: deferred-flags-ignored). */
const TAKES_NO_DATA: ReadonlySet<number> = new Set([CallbackType.Pong, CallbackType.DeferredUpdateMessage, CallbackType.PremiumRequired, CallbackType.LaunchActivity]);

export default defineRule({
  meta: {
    id: 'interaction-response-data',
    description: 'An interaction response puts its message, modal or choices inside "data", and sends no data with a type that takes none',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object (type and data); discord-api-docs #4541 (a modal whose fields sat beside "type" was rejected)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        const type = envelope.callbackType;
        if (envelope.kind !== 'interaction-response' || type === undefined) return;
        const data = value.data;
        // An empty data object ({}) carries nothing: harmless either way.
        const hasData = data !== undefined && data !== null && !(typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0);
        if (NEEDS_DATA.has(type) && !hasData) {
          const stray = Object.keys(value).filter((key) => key !== 'type' && key !== 'data');
          if (stray.length === 0) return;
          const what =
            type === CallbackType.Modal
              ? 'the modal'
              : type === CallbackType.ApplicationCommandAutocompleteResult
                ? 'the choices'
                : type === CallbackType.SocialLayerSkuPurchaseEligibility
                  ? 'the purchase eligibility'
                  : 'the message';
          context.report({
            path: [stray[0]!],
            target: 'key',
            message: `${stray.map((k) => `"${k}"`).join(', ')} ${stray.length === 1 ? 'sits' : 'sit'} beside "type", but an interaction response of type ${type} carries ${what} inside "data": write { "type": ${type}, "data": { ${stray.map((k) => `"${k}": ...`).join(', ')} } }. Discord rejects the response as it is.`,
          });
        }
        if (TAKES_NO_DATA.has(type) && hasData) {
          context.report({
            path: ['data'],
            target: 'key',
            message: `An interaction response of type ${type} takes no data; Discord ignores it. ${
              type === CallbackType.DeferredUpdateMessage ? 'To change the message, answer with type 7 (UPDATE_MESSAGE) and this data, or edit the original response later.' : 'Remove "data".'
            }`,
            atMostWarning: true,
          });
        }
      },
    };
  },
});
