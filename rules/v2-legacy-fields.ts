import { defineRule } from '../src/engine/rule.js';
import { V2_FORBIDDEN_FIELDS } from '../src/payload/v2-forbidden-fields.js';

export default defineRule({
  meta: {
    id: 'v2-legacy-fields',
    description: 'A message with the Components V2 flag has no content, embeds, poll, stickers or shared client theme',
    severity: 'error',
    source: 'https://docs.discord.com/developers/components/reference (content, embeds, poll and stickers do not work with IS_COMPONENTS_V2); Discord answers MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.surface !== 'message' || envelope.mode !== 'v2' || !body) return;
        for (const { field, replacement, cleared } of V2_FORBIDDEN_FIELDS) {
          if (!Object.hasOwn(body, field) || cleared(body[field])) continue;
          context.report({
            path: [...bodyPath, field],
            target: 'key',
            message: `"${field}" cannot be used in a message with the Components V2 flag (flags has 1 << 15): Discord rejects it with a 400. Use ${replacement} instead, or send ${field.endsWith('s') ? 'an empty list' : 'null'} when editing.`,
          });
        }
      },
    };
  },
});
