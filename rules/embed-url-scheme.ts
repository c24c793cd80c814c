import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';
import { ATTACHMENT_SCHEME } from '../src/payload/media.js';
import type { JsonPath } from '../src/types.js';

/** Where embeds hold URLs, and whether an uploaded file (attachment://) may stand there. */
const EMBED_URLS: readonly { path: readonly string[]; attachment: boolean }[] = [
  { path: ['url'], attachment: false },
  { path: ['author', 'url'], attachment: false },
  { path: ['author', 'icon_url'], attachment: true },
  { path: ['footer', 'icon_url'], attachment: true },
  { path: ['image', 'url'], attachment: true },
  { path: ['thumbnail', 'url'], attachment: true },
];

export default defineRule({
  meta: {
    id: 'embed-url-scheme',
    description: 'Embed URLs are well-formed http(s) URLs; image, thumbnail and icon URLs may also be attachment://<filename>',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#embed-object (image, thumbnail and icon urls: "only supports http(s) and attachments"); Discord answers URL_TYPE_INVALID_URL and URL_TYPE_INVALID_SCHEME',
  },
  createOnce(context) {
    return {
      payload({ body, bodyPath, envelope }) {
        if (envelope.surface !== 'message' || !body || !Array.isArray(body.embeds)) return;
        body.embeds.forEach((embed, i) => {
          if (!isObject(embed)) return;
          for (const place of EMBED_URLS) {
            const value = valueAt(embed, place.path);
            if (typeof value !== 'string' || value === '') continue;
            const problem = problemOf(value, place.attachment);
            if (!problem) continue;
            const path: JsonPath = [...bodyPath, 'embeds', i, ...place.path];
            context.report({
              path,
              message: `embeds[${i}].${place.path.join('.')} is ${JSON.stringify(value)}: ${problem}; Discord rejects it. ${
                place.attachment ? `Use an https:// URL, or "${ATTACHMENT_SCHEME}<filename>" for a file sent with the message.` : 'Use an https:// URL.'
              }`,
            });
          }
        });
      },
    };
  },
});

function valueAt(object: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = object;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  return value;
}

function problemOf(url: string, attachmentAllowed: boolean): string | undefined {
  if (url.startsWith(ATTACHMENT_SCHEME)) return attachmentAllowed ? undefined : 'an attachment reference, which only image, thumbnail and icon URLs take (URL_TYPE_INVALID_SCHEME)';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return 'not a URL: it has no scheme such as https:// (URL_TYPE_INVALID_URL)';
  if (scheme !== 'http' && scheme !== 'https') return `its scheme "${scheme}:" is not http or https (URL_TYPE_INVALID_SCHEME)`;
  if (/\s/.test(url) || !URL.canParse(url)) return 'not a well-formed URL (URL_TYPE_INVALID_URL)';
  return undefined;
}
