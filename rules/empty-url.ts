import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import type { JsonPath } from '../src/types.js';

/** The URL fields of a message's envelope and embeds, where "" is no URL at all. */
const EMBED_URLS: readonly (readonly string[])[] = [['url'], ['author', 'url'], ['author', 'icon_url'], ['footer', 'icon_url'], ['image', 'url'], ['thumbnail', 'url']];

export default defineRule({
  meta: {
    id: 'empty-url',
    description: 'A URL field of a message or its embeds (avatar_url, an embed\'s url, image, thumbnail and icon URLs) is not an empty string',
    severity: 'error',
    source:
      'Discord\'s OpenAPI description (discord/discord-api-spec): IncomingWebhookRequestPartial.avatar_url and the RichEmbed url fields are "format": "uri", which "" is not; Discord answers URL_TYPE_INVALID_URL ("Not a well formed URL")',
  },
  createOnce(context) {
    return {
      payload({ body, bodyPath, envelope }) {
        if (envelope.surface !== 'message' || !body) return;
        const report = (path: JsonPath, field: string) =>
          context.report({
            path,
            message: `${field} is an empty string, which is no URL; Discord rejects it (URL_TYPE_INVALID_URL). Leave the field out, or give an https:// URL.`,
          });
        if (body.avatar_url === '') report([...bodyPath, 'avatar_url'], 'avatar_url');
        if (!Array.isArray(body.embeds)) return;
        body.embeds.forEach((embed, i) => {
          if (!isObject(embed)) return;
          for (const place of EMBED_URLS) {
            let value: unknown = embed;
            for (const key of place) value = isObject(value) ? value[key] : undefined;
            if (value === '') report([...bodyPath, 'embeds', i, ...place], `embeds[${i}].${place.join('.')}`);
          }
        });
      },
    };
  },
});
