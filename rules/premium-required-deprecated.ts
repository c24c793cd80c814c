import { defineRule } from '../src/engine/rule.js';
import { CallbackType } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'premium-required-deprecated',
    description: 'Interaction callback type 10 (PREMIUM_REQUIRED) is deprecated: answer with a premium button (style 6) instead',
    severity: 'warn',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type (PREMIUM_REQUIRED deprecated)',
  },
  createOnce(context) {
    return {
      payload({ value, envelope }) {
        if (envelope.kind !== 'interaction-response' || value.type !== CallbackType.PremiumRequired) return;
        context.report({
          path: ['type'],
          message:
            'Interaction callback type 10 (PREMIUM_REQUIRED) is deprecated: it still works for now, but Discord has removed it from its API description. Answer with a message (type 4) holding a premium button instead: an Action Row with { "type": 2, "style": 6, "sku_id": "<your SKU id>" }, which shows the SKU with its name and price.',
        });
      },
    };
  },
});
