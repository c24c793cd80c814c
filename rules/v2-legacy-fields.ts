import { defineRule } from '../src/engine/rule.js';

/** Fields that stop working with the Components V2 flag; null and empty lists are how an edit clears them. */
const LEGACY_FIELDS: readonly { field: string; replacement: string; cleared: (value: unknown) => boolean }[] = [
  { field: 'content', replacement: 'a Text Display component', cleared: (v) => v === null },
  { field: 'embeds', replacement: 'a Container with Text Display and Media Gallery components', cleared: isClearedList },
  { field: 'poll', replacement: 'a separate message without the flag', cleared: (v) => v === null },
  { field: 'sticker_ids', replacement: 'a separate message without the flag', cleared: isClearedList },
  { field: 'stickers', replacement: 'a separate message without the flag', cleared: isClearedList },
  { field: 'shared_client_theme', replacement: 'a separate message without the flag', cleared: (v) => v === null },
];

function isClearedList(value: unknown): boolean {
  return value === null || (Array.isArray(value) && value.length === 0);
}

export default defineRule({
  meta: {
    id: 'v2-legacy-fields',
    description: 'A message with the Components V2 flag has no content, embeds, poll, stickers or shared client theme',
    severity: 'error',
    source: 'components-interface.md: What the service does (4), States and transitions; official-facts.md: Message mode',
  },
  create(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.surface !== 'message' || envelope.mode !== 'v2' || !body) return;
        for (const { field, replacement, cleared } of LEGACY_FIELDS) {
          if (!Object.hasOwn(body, field) || cleared(body[field])) continue;
          context.report({
            path: [...bodyPath, field],
            target: 'key',
            message: `"${field}" cannot be used in a message with the Components V2 flag (flags has 1 << 15): Discord rejects it with a 400. Use ${replacement} instead, or send ${field === 'embeds' || field.endsWith('s') ? 'an empty list' : 'null'} when editing.`,
          });
        }
      },
    };
  },
});
