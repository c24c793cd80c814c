import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('message-not-empty', () => {
  it('reports a message with nothing to send at the message, whitespace content included', async () => {
    expectFindings(await lintInline({ content: ' \n\t ', embeds: [], sticker_ids: [] }, { destination: 'channel-message' }), 'message-not-empty', [
      { path: '', line: 1, column: 1, message: 'content is only whitespace', severity: 2 },
    ]);
    expectFindings(await lintInline({ tts: true }), 'message-not-empty', [{ path: '', line: 1, column: 1, message: 'no content, embeds' }]);
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
      expectClean(await lintInline(message), 'message-not-empty');
    }
  });

  it('accepts a forward with only its message_reference, and a shared client theme alone (Create Message)', async () => {
    expectClean(await lintInline({ message_reference: { type: 1, channel_id: '1086377318011924480', message_id: '1162843429183848519' } }));
    expectClean(await lintInline({ shared_client_theme: { colors: ['5865F2'], gradient_angle: 0, base_mix: 50 } }));
  });

  it('still reports a reply (message_reference without type 1) that has nothing else', async () => {
    expectFindings(await lintInline({ message_reference: { message_id: '1162843429183848519' } }), 'message-not-empty', [{ path: '', line: 1, column: 1 }]);
  });

  it('requires a component in a V2 message, at the message when components is missing, naming the flag', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "attachments": [{ "id": "0", "filename": "a.png" }]
}`);
    expectFindings(messages, 'message-not-empty', [{ path: '', line: 1, column: 1, message: 'it has no "components"' }]);
    expect(messages.find((m) => m.ruleId === 'message-not-empty')!.related).toEqual({ path: '/flags', line: 2, column: 12 });
    expectFindings(await lintInline(`{
  "flags": 32768,
  "components": []
}`), 'message-not-empty', [
      { path: '/components', line: 3, column: 17, message: '"components" is empty' },
    ]);
  });

  it('leaves components that is not a list to the schema, instead of calling it missing', async () => {
    const messages = await lintInline({ flags: 32768, components: { type: 10, content: 'x' } });
    expectClean(messages, 'message-not-empty');
    expectFindings(messages, 'schema', [{ path: '/components', line: 3, column: 17, message: 'must be an array' }]);
  });

  it('leaves a legacy message whose content, components or embeds have the wrong type to the schema', async () => {
    const response = await lintInline('type: 4\ndata:\n  components: {type: 1, components: []}\n', { format: 'yaml' });
    expectClean(response, 'message-not-empty');
    expectFindings(response, 'schema', [{ path: '/data/components', line: 3, column: 15, message: 'must be an array' }]);
    for (const body of [{ content: 5 }, { embeds: { title: 'one embed, not a list' } }, { poll: 'yes' }]) {
      const messages = await lintInline(body);
      expectClean(messages, 'message-not-empty');
      expect(messages.filter((m) => m.ruleId === 'schema'), JSON.stringify(body)).toHaveLength(1);
    }
  });

  it('checks type 4 responses, with or without data, and not updates', async () => {
    expectFindings(await lintInline(`type: 4
data: null
`), 'message-not-empty', [{ path: '/data', line: 2, column: 7, message: '"data" is not an object' }]);
    // Missing data is reported at the response that lacks it (a bare { "type": 4 } is a Text Input, as official-facts.md resolves it).
    expectFindings(await lintInline('{ "type": 4, "data": null }\n', { kind: 'interaction-response' }), 'message-not-empty', [{ path: '/data', line: 1, column: 22 }]);
    expectFindings(await lintInline('{ "type": 4 }\n', { kind: 'interaction-response' }), 'message-not-empty', [{ path: '', line: 1, column: 1, message: 'it has no "data"' }]);
    expectFindings(await lintInline({ type: 4, data: { content: '' } }), 'message-not-empty', [{ path: '/data', line: 3, column: 11 }]);
    expectClean(await lintInline({ type: 7, data: {} }), 'message-not-empty');
  });

  it('without a destination, an error (the file is read as creating a message) that says how to name an edit; on an edit, nothing', async () => {
    expectFindings(await lintInline({ content: '' }), 'message-not-empty', [{ path: '', severity: 2, message: '--destination message-edit, webhook-edit or interaction-edit' }]);
    expectFindings(await lintInline({ flags: 32768 }), 'message-not-empty', [{ path: '', severity: 2 }]);
    for (const body of [{ content: '' }, { flags: 4 }, { flags: 32768 }, { components: [] }]) {
      expectClean(await lintInline(body, { destination: 'message-edit' }), 'message-not-empty');
    }
    // An empty list of components in a V2 message is rejected wherever it is sent.
    expectFindings(await lintInline({ flags: 32768, components: [] }, { destination: 'webhook-edit' }), 'message-not-empty', [{ path: '/components', severity: 2 }]);
    expectFindings(await lintInline({ flags: 32768, components: [] }), 'message-not-empty', [{ path: '/components', severity: 2 }]);
  });
});
