import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('file-attachment-url', () => {
  it('accepts attachment:// references and reports web URLs and empty names', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "attachments": [{ "id": "0", "filename": "q1.pdf" }],
  "components": [
    { "type": 13, "file": { "url": "attachment://q1.pdf" } },
    { "type": 13, "file": { "url": "https://example.com/files/q2.pdf?dl=1" } },
    { "type": 17, "components": [{ "type": 13, "file": { "url": "attachment://" } }] }
  ]
}`);
    expectFindings(messages, 'file-attachment-url', [
      { path: '/components/1/file/url', line: 6, column: 36, message: '"https://example.com/files/q2.pdf?dl=1"', severity: 2 },
      { path: '/components/2/components/0/file/url', line: 7, column: 65, message: 'without a filename' },
    ]);
    const first = messages.find((m) => m.ruleId === 'file-attachment-url')!.message;
    expect(first).toContain('"attachment://q2.pdf"');
    expect(first).toContain('Media Gallery');
  });

  it('reports a URL without a file name in YAML and suggests a placeholder name', async () => {
    expectFindings(await lintInline(`flags: 32768
components:
  - type: 13
    file:
      url: https://example.com/download
`), 'file-attachment-url', [
      { path: '/components/0/file/url', line: 5, column: 12, message: '"attachment://report.pdf"' },
    ]);
  });

  it('does not report a File linted alone with an attachment reference', async () => {
    expectClean(await lintInline({ type: 13, file: { url: 'attachment://a.txt' } }), 'file-attachment-url');
  });
});
