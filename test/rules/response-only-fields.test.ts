import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('response-only-fields', () => {
  it('warns at the key of each response-only field of media items and Files', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "attachments": [{ "id": "0", "filename": "a.zip" }],
  "components": [
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Avatar" }],
      "accessory": { "type": 11, "media": { "url": "https://cdn.example.com/a.png", "attachment_id": "1", "placeholder": "abc", "placeholder_version": 1 } }
    },
    { "type": 12, "items": [{ "media": { "url": "https://cdn.example.com/b.gif", "flags": 1 } }] },
    { "type": 13, "file": { "url": "attachment://a.zip", "proxy_url": "https://media.example.net/a.zip" }, "name": "a.zip", "size": 5120 }
  ]
}`);
    expectFindings(messages, 'response-only-fields', [
      { path: '/components/0/accessory/media/attachment_id', line: 8, column: 85, severity: 1 },
      { path: '/components/0/accessory/media/placeholder', line: 8, column: 107 },
      { path: '/components/0/accessory/media/placeholder_version', line: 8, column: 129 },
      { path: '/components/1/items/0/media/flags', line: 10, column: 82 },
      { path: '/components/2/file/proxy_url', line: 11, column: 58, message: 'only "url" is read' },
      { path: '/components/2/name', line: 11, column: 108, message: 'upload the file under that filename' },
      { path: '/components/2/size', line: 11, column: 125, message: 'size in bytes' },
    ]);
    // The size is not a name: its message says nothing about renaming.
    expect(messages.find((m) => m.path === '/components/2/size')!.message).not.toContain('name');
    expect(messages.filter((m) => m.ruleId !== 'response-only-fields')).toEqual([]);
  });

  it('accepts media with only a url', async () => {
    expectClean(await lintInline({ flags: 32768, components: [{ type: 12, items: [{ media: { url: 'https://cdn.example.com/b.gif' } }] }] }));
  });
});
