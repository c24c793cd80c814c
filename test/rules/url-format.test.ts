import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('url-format', () => {
  it('reports a link Button url without a scheme, with the full form to write', async () => {
    const messages = await lintInline(`components:
  - type: 1
    components:
      - {type: 2, style: 5, label: Docs, url: "example.com/page"}
      - {type: 2, style: 5, label: Site, url: "https://example.com/a%20b"}
      - {type: 2, style: 5, label: Spaces, url: "https://example.com/a b"}
`);
    expectFindings(messages, 'url-format', [
      { path: '/components/0/components/0/url', line: 4, column: 47, message: 'url "example.com/page" is not a well-formed absolute URL (it has no scheme such as https://)', severity: 2 },
      { path: '/components/0/components/2/url', line: 6, column: 49, message: 'it contains whitespace' },
    ]);
    expect(messages[0]!.message).toContain('"https://example.com/page"');
    expect(messages[0]!.message).toContain('URL_TYPE_INVALID_URL');
    expect(messages[1]!.message).toContain('%20');
  });

  it('reports a link Button url whose scheme is not http, https or discord (URL_TYPE_INVALID_SCHEME)', async () => {
    const links = (url: string) => legacy(row({ type: 2, style: 5, label: 'Go', url }));
    expectFindings(await lintInline(links('ftp://files.example.com/a.zip')), 'url-format', [
      { path: '/components/0/components/0/url', line: 10, column: 18, severity: 2, message: 'URL_TYPE_INVALID_SCHEME' },
    ]);
    for (const url of ['https://example.com', 'http://example.com', 'discord://-/channels/1/2']) expectClean(await lintInline(links(url)), 'url-format');
  });

  it('reports a Thumbnail or gallery media.url that is no URL, and offers attachment:// for a file name', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "components": [
    { "type": 12, "items": [{ "media": { "url": "cat.png" } }, { "media": { "url": "https://cdn.example.com/dog.png" } }] },
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Cat" }],
      "accessory": { "type": 11, "media": { "url": "cdn.example.com/cat.png" } }
    }
  ]
}`);
    expectFindings(messages, 'url-format', [
      { path: '/components/0/items/0/media/url', line: 4, column: 49, message: 'media.url "cat.png"' },
      { path: '/components/1/accessory/media/url', line: 8, column: 52, message: '"https://cdn.example.com/cat.png"' },
    ]);
    expect(messages.find((m) => m.path === '/components/0/items/0/media/url')!.message).toContain('"attachment://cat.png"');
  });

  it('leaves attachment references, File urls, other button styles and non-strings to their own rules', async () => {
    const messages = await lintInline({
      flags: 32768,
      attachments: [{ id: '0', filename: 'a.png' }, { id: '1', filename: 'r.pdf' }],
      components: [
        { type: 12, items: [{ media: { url: 'attachment://a.png' } }] },
        { type: 13, file: { url: 'r.pdf' } },
        { type: 1, components: [{ type: 2, style: 1, custom_id: 'x', label: 'X', url: 'nope' }, { type: 2, style: 5, label: 'L', url: 42 }] },
      ],
    });
    expectClean(messages, 'url-format');
    expect(new Set(messages.filter((m) => m.severity === 2).map((m) => m.ruleId))).toEqual(new Set(['file-attachment-url', 'button-style-fields', 'schema']));
  });

  it('accepts other schemes Discord parses as URLs', async () => {
    expectClean(
      await lintInline({ components: [{ type: 1, components: [{ type: 2, style: 5, label: 'App', url: 'discord://-/channels/1/2' }] }] }),
      'url-format',
    );
  });
});
