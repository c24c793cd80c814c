import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('interaction-response-data', () => {
  it('rejects a modal response whose fields sit beside type (discord-api-docs #4541), at the first of them', async () => {
    const messages = await lintInline({ type: 9, custom_id: 'f', title: 'Feedback', components: [] });
    expectFindings(messages, 'interaction-response-data', [
      { path: '/custom_id', line: 3, column: 3, severity: 2, message: '{ "type": 9, "data": { "custom_id": ..., "title": ..., "components": ... } }' },
    ]);
    // Read as the response it is, not as a Section (9) lacking its fields.
    expect(messages.map((m) => m.ruleId)).toEqual(['interaction-response-data']);
  });

  it('rejects a message response (4 and 7) and autocomplete choices (8) beside type', async () => {
    expectFindings(await lintInline({ type: 4, content: 'Pong!' }), 'interaction-response-data', [{ path: '/content', message: 'carries the message inside "data"' }]);
    expectFindings(await lintInline({ type: 7, embeds: [{ title: 'x' }] }), 'interaction-response-data', [{ path: '/embeds' }]);
    expectFindings(await lintInline({ type: 8, choices: [{ name: 'a', value: 'a' }] }), 'interaction-response-data', [{ path: '/choices', message: 'the choices' }]);
  });

  it('warns on data sent with a type that takes none', async () => {
    expectFindings(await lintInline({ type: 6, data: { content: 'x' } }), 'interaction-response-data', [{ path: '/data', line: 3, column: 3, severity: 1, message: 'type 7' }]);
    expectFindings(await lintInline({ type: 1, data: { content: 'pong' } }), 'interaction-response-data', [{ path: '/data', severity: 1 }]);
    expectClean(await lintInline({ type: 10, data: {} }), 'interaction-response-data');
  });

  it('leaves components of the same numbers alone: a Text Input (4), a Mentionable Select (7), a Section (9)', async () => {
    expectClean(await lintInline({ type: 4, custom_id: 't', style: 1, label: 'Name' }), 'interaction-response-data');
    expectClean(await lintInline({ type: 7, custom_id: 'm' }), 'interaction-response-data');
    expectClean(await lintInline({ type: 4, data: { content: 'x' } }));
    expectClean(await lintInline({ type: 5, data: { flags: 64 } }));
  });
});
