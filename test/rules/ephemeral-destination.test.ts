import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('ephemeral-destination', () => {
  it('warns on EPHEMERAL in a bare message, saying how to tell cordlint the destination', async () => {
    expectFindings(await lintInline({ content: 'x', flags: 64 | 4 }), 'ephemeral-destination', [
      { path: '/flags', line: 3, column: 12, severity: 1, message: 'write it as the interaction response, { "type": 4' },
    ]);
    expectFindings(await lintInline('content: y\nflags: 64\n'), 'ephemeral-destination', [{ path: '/flags', line: 2, column: 8, severity: 1 }]);
  });

  it('raises no error for an ephemeral reply kept as a bare message', async () => {
    const messages = await lintInline({ flags: 32768 | 64, components: [{ type: 10, content: 'Only you' }] });
    expectClean(messages.filter((m) => m.severity === 2));
  });

  it('is silent on interaction responses, follow-ups after them, and messages without the bit', async () => {
    expectClean(await lintInline({ type: 4, data: { content: 'x', flags: 64 } }), 'ephemeral-destination');
    expectClean(await lintInline([{ type: 4, data: { content: 'x' } }, { content: 'more', flags: 64 }]), 'ephemeral-destination');
    expectClean(await lintInline({ content: 'x', flags: 4 }), 'ephemeral-destination');
  });

  it('still warns on a list that starts with a message (no follow-ups)', async () => {
    expectFindings(await lintInline([{ content: 'x' }, { content: 'y', flags: 64 }]), 'ephemeral-destination', [
      { path: '/1/flags', line: 7, column: 14 },
    ]);
  });
});
