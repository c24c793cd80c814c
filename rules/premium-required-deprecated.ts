import { defineRule } from '../src/engine/rule.js';
import { CallbackType } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'premium-required-deprecated',
    description: 'Interaction callback type 10 (PREMIUM_REQUIRED) is deprecated: answer with a premium button (style 6) instead',
    severity: 'warn',
    source: 'components-interface.md: Versioning (4): the premium button style (6) replaces the deprecated response type PREMIUM_REQUIRED (10); official-facts.md: Payload envelopes',
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
