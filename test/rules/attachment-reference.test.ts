import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('attachment-reference', () => {
  it('reports references to names the attachments list does not have, exactly (case counts)', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "attachments": [
    { "id": "0", "filename": "Chart.png" },
    { "id": "1", "filename": "notes.txt" }
  ],
  "components": [
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Chart" }],
      "accessory": { "type": 11, "media": { "url": "attachment://chart.png" } }
    },
    { "type": 12, "items": [{ "media": { "url": "attachment://Chart.png" } }, { "media": { "url": "attachment://" } }] },
    { "type": 13, "file": { "url": "attachment://minutes.txt" } }
  ]
}`);
    expectFindings(messages, 'attachment-reference', [
      { path: '/components/0/accessory/media/url', line: 11, column: 52, message: 'Did you mean "attachment://Chart.png"?', severity: 2 },
      { path: '/components/1/items/1/media/url', line: 13, column: 99, message: 'without a filename' },
      { path: '/components/2/file/url', line: 14, column: 36, message: 'UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND' },
    ]);
    const first = messages.find((m) => m.ruleId === 'attachment-reference')!.message;
    expect(first).toContain('it has "Chart.png", "notes.txt"');
  });

  it('checks the data of an interaction response against its empty attachments list', async () => {
    expectFindings(await lintInline(`type: 4
data:
  flags: 32768
  attachments: []
  components:
    - type: 12
      items:
        - media: { url: attachment://photo.jpg }
`), 'attachment-reference', [
      { path: '/data/components/0/items/0/media/url', line: 8, column: 25, message: 'the attachments list is empty' },
    ]);
  });

  it('checks nothing without an attachments list, or when an entry has no filename', async () => {
    const gallery = { type: 12, items: [{ media: { url: 'attachment://a.png' } }] };
    expectClean(await lintInline({ flags: 32768, components: [gallery] }), 'attachment-reference');
    expectClean(await lintInline({ flags: 32768, attachments: [{ id: '123456789012345678' }], components: [gallery] }), 'attachment-reference');
  });
});
