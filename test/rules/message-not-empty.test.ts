import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintPayload } from '../helpers.js';

describe('message-not-empty', () => {
  it('reports a message with nothing to send at the message, whitespace content included', async () => {
    expectFindings(await lintPayload({ content: ' \n\t ', embeds: [], sticker_ids: [] }), 'message-not-empty', [
      { path: '', line: 1, column: 1, message: 'content is only whitespace', severity: 2 },
    ]);
    expectFindings(await lintPayload({ tts: true }), 'message-not-empty', [{ path: '', line: 1, column: 1, message: 'no content, embeds' }]);
  });

  it('accepts any one thing to send', async () => {
    for (const message of [
      { content: 'x' },
      { embeds: [{ title: 'x' }] },
      { sticker_ids: ['123456789012345678'] },
      { attachments: [{ id: '0', filename: 'a.png' }] },
      { poll: { question: { text: 'Tea?' }, answers: [{ poll_media: { text: 'Yes' } }] } },
      { components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }] },
    ]) {
      expectClean(await lintPayload(message), 'message-not-empty');
    }
  });

  it('requires a component in a V2 message, at flags when components is missing', async () => {
    expectFindings(await lintPayload(`{
  "flags": 32768,
  "attachments": [{ "id": "0", "filename": "a.png" }]
}`), 'message-not-empty', [
      { path: '/flags', line: 2, column: 12, message: 'it has no "components"' },
    ]);
    expectFindings(await lintPayload(`{
  "flags": 32768,
  "components": []
}`), 'message-not-empty', [
      { path: '/components', line: 3, column: 17, message: '"components" is empty' },
    ]);
  });

  it('checks type 4 responses, with or without data, and not updates', async () => {
    expectFindings(await lintPayload(`type: 4
data: null
`), 'message-not-empty', [{ path: '/data', line: 2, column: 7, message: '"data" is not an object' }]);
    expectFindings(await lintPayload({ type: 4 }, { kind: 'interaction-response' }), 'message-not-empty', [
      { path: '/type', line: 2, column: 11, message: 'it has no "data"' },
    ]);
    expectFindings(await lintPayload({ type: 4, data: { content: '' } }), 'message-not-empty', [{ path: '/data', line: 3, column: 11 }]);
    expectClean(await lintPayload({ type: 7, data: {} }), 'message-not-empty');
  });
});
