import { defineRule } from '../src/engine/rule.js';
import { ATTACHMENT_SCHEME, mediaItemsOf } from '../src/payload/media.js';

export default defineRule({
  meta: {
    id: 'url-format',
    description: 'A link Button’s url (http, https or discord) and a Thumbnail’s or Media Gallery item’s media.url are absolute URLs',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (url for link buttons) and #unfurled-media-item (url: any URL or attachment://); Discord answers URL_TYPE_INVALID_URL, and URL_TYPE_INVALID_SCHEME for a link Button whose scheme is not http, https or discord',
  },
  createOnce(context) {
    return {
      Button(node) {
        const url = node.value.url;
        // A url on another style is button-style-fields' finding; a url that is no string is the schema's.
        if (node.value.style !== 5 || typeof url !== 'string' || url === '') return;
        if (isAbsoluteUrl(url)) {
          const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
          if (LINK_SCHEMES.has(scheme)) return;
          context.report({
            path: [...node.path, 'url'],
            message: `The link Button's url uses the scheme "${scheme}:"; a link Button opens http, https or discord URLs only, and Discord rejects the others (URL_TYPE_INVALID_SCHEME). Link to an https:// page instead.`,
          });
          return;
        }
        context.report({
          path: [...node.path, 'url'],
          message: `The link Button's url ${JSON.stringify(url)} is not a well-formed absolute URL (${whatIsWrong(url)}); Discord rejects it (URL_TYPE_INVALID_URL). ${howToFix(url)}`,
        });
      },
      component(node) {
        if (node.type !== 11 && node.type !== 12) return; // a File's url is file-attachment-url's check
        for (const media of mediaItemsOf(node)) {
          const url = media.url;
          // attachment://<name> is checked by attachment-reference; a missing or empty url by the schema.
          if (url === undefined || url === '' || url.startsWith(ATTACHMENT_SCHEME) || isAbsoluteUrl(url)) continue;
          context.report({
            path: [...media.path, 'url'],
            message: `media.url ${JSON.stringify(url)} is neither a well-formed absolute URL (${whatIsWrong(url)}) nor an "${ATTACHMENT_SCHEME}<filename>" reference; Discord rejects it. ${howToFix(url)}${
              looksLikeFileName(url) ? ` For a file uploaded with the message, write "${ATTACHMENT_SCHEME}${url}".` : ''
            }`,
          });
        }
      },
    };
  },
});

/** A scheme, no whitespace, and parseable: what OpenAPI's format "uri" asks for. */
function isAbsoluteUrl(url: string): boolean {
  return SCHEME.test(url) && !/\s/.test(url) && URL.canParse(url);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** What a link Button may open (URL_TYPE_INVALID_SCHEME for the rest). */
const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'discord']);

function whatIsWrong(url: string): string {
  if (!SCHEME.test(url)) return 'it has no scheme such as https://';
  if (/\s/.test(url)) return 'it contains whitespace';
  return 'it cannot be parsed';
}

function howToFix(url: string): string {
  if (!SCHEME.test(url) && !/\s/.test(url)) return `Write it in full: "https://${url.replace(/^\/+/, '')}".`;
  if (/\s/.test(url.trim())) return 'Encode spaces as %20 and remove line breaks.';
  if (/\s/.test(url)) return `Remove the surrounding whitespace: ${JSON.stringify(url.trim())}.`;
  return 'Write a full URL such as "https://example.com/page".';
}

function looksLikeFileName(url: string): boolean {
  return /^[\w.-]+\.[A-Za-z0-9]{2,5}$/.test(url);
}
