import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('embed-url-scheme', () => {
  it('reports URLs without a scheme or with another scheme, at their field', async () => {
    const messages = await lintInline(`embeds:
  - title: Notes
    url: example.com/notes
    author: { name: CI, url: "ftp://x.example.com", icon_url: "attachment://ci.png" }
    image: { url: "data:image/png;base64,AAAA" }
`);
    expectFindings(messages, 'embed-url-scheme', [
      { path: '/embeds/0/url', line: 3, column: 10, severity: 2, message: 'URL_TYPE_INVALID_URL' },
      { path: '/embeds/0/author/url', line: 4, column: 30, message: 'URL_TYPE_INVALID_SCHEME' },
      { path: '/embeds/0/image/url', line: 5, column: 19, message: 'scheme "data:"' },
    ]);
  });

  it('reports an attachment reference where only links stand', async () => {
    expectFindings(await lintInline({ embeds: [{ title: 'x', url: 'attachment://a.png' }] }), 'embed-url-scheme', [
      { path: '/embeds/0/url', line: 5, column: 14, message: 'only image, thumbnail and icon URLs take' },
    ]);
  });

  it('accepts http(s) everywhere and attachment:// for images and icons, in interaction responses too', async () => {
    const embed = { url: 'http://example.com', image: { url: 'attachment://a.png' }, thumbnail: { url: 'https://example.com/t.png' }, footer: { text: 'f', icon_url: 'attachment://i.png' } };
    expectClean(await lintInline({ embeds: [embed] }), 'embed-url-scheme');
    expectClean(await lintInline({ type: 4, data: { embeds: [embed] } }), 'embed-url-scheme');
  });
});
