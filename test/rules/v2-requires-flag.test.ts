import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline, modal, text } from '../helpers.js';

describe('v2-requires-flag', () => {
  it('reports the outermost V2 component of a message without the flag, at the component', async () => {
    const payload = `{
  "content": "Hello",
  "components": [
    { "type": 17, "components": [{ "type": 10, "content": "inside" }] },
    { "type": 14 }
  ]
}`;
    expectFindings(await lintInline(payload), 'v2-requires-flag', [
      { path: '/components/0', line: 4, column: 5, message: 'Container (17)' },
      { path: '/components/1', line: 5, column: 5, message: 'Separator (14)' },
    ]);
  });

  it('accepts the same components with the flag, and Text Display in a modal', async () => {
    expectClean(await lintInline({ flags: 32768 | 64, components: [text('x')] }), 'v2-requires-flag');
    expectClean(await lintInline(modal(text('Please fill this in'))), 'v2-requires-flag');
  });

  it('has no opinion on a component linted alone', async () => {
    expectClean(await lintInline({ type: 10, content: 'alone' }), 'v2-requires-flag');
  });
  it('takes flags written as a string of digits at their word: only the schema reports them', async () => {
    const messages = await lintInline('flags: "32768"\ncomponents:\n  - {type: 17, components: [{type: 10, content: hi}]}\n  - {type: 14}\n', { format: 'yaml' });
    expectClean(messages, 'v2-requires-flag');
    expectFindings(messages, 'schema', [{ path: '/flags', line: 1, column: 8, message: 'must be an integer, not the string "32768"' }]);
    expect(messages).toHaveLength(1);
    // A string without the bit is still a message without the flag.
    expectFindings(await lintInline({ flags: '4', components: [text('x')] }), 'v2-requires-flag', [{ path: '/components/0', line: 4 }]);
  });

  it('is an error without a destination (the file is read as creating a message), and says how to name an edit', async () => {
    const messages = await lintInline({ components: [text('Release notes')] });
    expectFindings(messages, 'v2-requires-flag', [{ path: '/components/0', severity: 2, message: '--destination message-edit, webhook-edit or interaction-edit' }]);
    for (const destination of ['channel-message', 'webhook', 'follow-up'] as const) {
      expectFindings(await lintInline({ components: [text('Release notes')] }, { destination }), 'v2-requires-flag', [{ path: '/components/0', severity: 2 }]);
    }
    // An edit of a V2 message need not repeat the flag.
    expectClean(await lintInline({ components: [text('Release notes')] }, { destination: 'message-edit' }), 'v2-requires-flag');
  });
});
