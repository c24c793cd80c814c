import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('message-flags', () => {
  it('names each bit a message cannot set, beyond 32 bits too', async () => {
    // 4294973446 = 2^32 + 4096 (SUPPRESS_NOTIFICATIONS) + 2048 + 4 (SUPPRESS_EMBEDS) + 2 (IS_CROSSPOST)
    const messages = await lintInline(`{
  "content": "Hi",
  "flags": 4294973446
}`);
    expectFindings(messages, 'message-flags', [{ path: '/flags', line: 3, column: 12, severity: 2 }]);
    const message = messages.find((m) => m.ruleId === 'message-flags')!.message;
    expect(message).toContain('2 (1 << 1, IS_CROSSPOST), 2048 (1 << 11) and 4294967296 (1 << 32)');
    expect(message).toContain('flags 4100 keeps the rest');
  });

  it('accepts the settable message flags', async () => {
    expectClean(await lintInline({ content: 'x', flags: 4 | 4096 | 8192 }), 'message-flags');
    expectClean(await lintInline({ flags: 32768, components: [{ type: 10, content: 'x' }] }), 'message-flags');
  });

  it('leaves EPHEMERAL on a bare message to ephemeral-destination', async () => {
    expectClean(await lintInline({ content: 'x', flags: 64 }), 'message-flags');
  });

  it('lets the messages after an interaction response in the same file (its follow-ups) set EPHEMERAL', async () => {
    const followUp = { flags: 32768 | 64, components: [{ type: 10, content: 'more' }] };
    const response = { type: 4, data: { flags: 32768 | 64, components: [{ type: 10, content: 'x' }] } };
    expectClean(await lintInline([response, followUp, followUp]), 'message-flags');
    expectClean(await lintInline(`type: 4
data:
  flags: 32832
  components: [{ type: 10, content: x }]
---
flags: 32832
components: [{ type: 10, content: more }]
`), 'message-flags');
    // A follow-up still cannot set what Discord sets itself; a list that starts with a message has no follow-ups.
    expectFindings(await lintInline([response, { ...followUp, flags: 32768 | 64 | 2 }]), 'message-flags', [
      { path: '/1/flags', line: 15, column: 14, message: 'a follow-up message can set only' },
    ]);
    expectFindings(await lintInline([{ content: 'x' }, { content: 'y', flags: 2 }]), 'message-flags', [
      { path: '/1/flags', line: 7, column: 14, message: 'a message can set only' },
    ]);
  });

  it('lets interaction responses add EPHEMERAL, and leaves deferred responses to deferred-flags-ignored', async () => {
    expectClean(await lintInline({ type: 4, data: { content: 'x', flags: 64 | 4 } }), 'message-flags');
    expectClean(await lintInline({ type: 7, data: { flags: 32768 | 64, components: [{ type: 10, content: 'x' }] } }), 'message-flags');
    expectClean(await lintInline(`type: 5
data:
  flags: 64
`), 'message-flags');
    expectClean(await lintInline({ type: 5, data: { flags: 64 | 4 | 32768 } }), 'message-flags');
    expectFindings(await lintInline({ type: 4, data: { content: 'x', flags: 128 } }), 'message-flags', [
      { path: '/data/flags', message: 'leave flags out' },
    ]);
  });
});
