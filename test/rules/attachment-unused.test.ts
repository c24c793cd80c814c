import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('attachment-unused', () => {
  it('warns about attachments no component shows, and skips entries without a filename', async () => {
    expectFindings(await lintInline(`{
  "flags": 32768,
  "attachments": [
    { "id": "0", "filename": "cover.png" },
    { "id": "1", "filename": "contract.pdf" },
    { "id": "2", "filename": "logo.png" },
    { "id": "3" }
  ],
  "components": [
    {
      "type": 17,
      "components": [
        { "type": 12, "items": [{ "media": { "url": "attachment://cover.png" } }] },
        { "type": 9, "components": [{ "type": 10, "content": "Logo" }], "accessory": { "type": 11, "media": { "url": "attachment://logo.png" } } }
      ]
    }
  ]
}`), 'attachment-unused', [
      { path: '/attachments/1/filename', line: 5, column: 30, message: '"attachment://contract.pdf"', severity: 1 },
    ]);
  });

  it('checks the data of an interaction response', async () => {
    expectFindings(await lintInline(`type: 7
data:
  flags: 32768
  attachments:
    - { id: "0", filename: report.csv }
  components:
    - { type: 10, content: "Updated" }
`), 'attachment-unused', [{ path: '/data/attachments/0/filename', line: 5, column: 28 }]);
  });

  it('leaves legacy messages alone: their attachments are shown anyway', async () => {
    expectClean(await lintInline({ content: 'See the file', attachments: [{ id: '0', filename: 'a.pdf' }] }), 'attachment-unused');
  });
});
