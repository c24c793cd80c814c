import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline, text } from '../helpers.js';

describe('edit-fields', () => {
  it('rejects an upgrade to Components V2 that clears embeds or sticker_ids with null', async () => {
    const body = { flags: 32768, content: null, embeds: null, sticker_ids: null, components: [text('now V2')] };
    const messages = await lintInline(body, { destination: 'message-edit' });
    expectFindings(messages, 'edit-fields', [
      { path: '/embeds', line: 4, column: 13, severity: 2, message: 'Write "embeds": []' },
      { path: '/sticker_ids', line: 5, column: 18, severity: 2 },
    ]);
    expectClean(await lintInline({ ...body, embeds: [], sticker_ids: [] }, { destination: 'interaction-edit' }), 'edit-fields');
  });

  it('accepts an edit of a V2 message that does not repeat the flag (Discord’s example app does this)', async () => {
    for (const destination of ['message-edit', 'webhook-edit', 'interaction-edit'] as const) {
      expectClean(await lintInline({ components: [{ type: 17, components: [text('Edited')] }] }, { destination }));
    }
  });

  it('rejects a poll in an edit (520003), and warns on interaction-edit, where it may complete a deferred response', async () => {
    const poll = { question: { text: 'Q?' }, answers: [{ poll_media: { text: 'A' } }] };
    expectFindings(await lintInline({ poll }, { destination: 'message-edit' }), 'edit-fields', [{ path: '/poll', severity: 2, message: '520003' }]);
    expectFindings(await lintInline({ poll }, { destination: 'interaction-edit' }), 'edit-fields', [{ path: '/poll', severity: 1, message: 'deferred' }]);
  });

  it('warns that an edit’s attachments list replaces the message’s files', async () => {
    const messages = await lintInline({ content: 'x', attachments: [{ id: '123' }] }, { destination: 'webhook-edit' });
    expectFindings(messages, 'edit-fields', [{ path: '/attachments', severity: 1, message: 'every other file of the message is removed' }]);
  });

  it('says nothing of any of this without an edit destination', async () => {
    const messages = await lintInline({ flags: 32768, embeds: null, components: [text('x')] });
    expect(messages.filter((m) => m.ruleId === 'edit-fields')).toEqual([]);
  });
});
