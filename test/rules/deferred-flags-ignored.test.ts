import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('deferred-flags-ignored', () => {
  it('warns on the V2 flag in a deferred response, naming where it belongs', async () => {
    const messages = await lintInline('type: 5\ndata:\n  flags: 32832\n');
    expectFindings(messages, 'deferred-flags-ignored', [
      { path: '/data/flags', line: 3, column: 10, severity: 1, message: 'Set IS_COMPONENTS_V2 (32768) on the message that completes it' },
    ]);
    expect(messages.find((m) => m.ruleId === 'deferred-flags-ignored')!.message).toContain('write flags 64');
    expect(messages.filter((m) => m.severity === 2)).toEqual([]);
  });

  it('warns on other bits too', async () => {
    expectFindings(await lintInline({ type: 5, data: { flags: 4 } }), 'deferred-flags-ignored', [
      { path: '/data/flags', line: 4, column: 14, message: '4 (1 << 2, SUPPRESS_EMBEDS)' },
    ]);
  });

  it('accepts EPHEMERAL alone, and leaves other callback types alone', async () => {
    expectClean(await lintInline({ type: 5, data: { flags: 64 } }), 'deferred-flags-ignored');
    expectClean(await lintInline({ type: 5 }), 'deferred-flags-ignored');
    expectClean(await lintInline({ type: 4, data: { flags: 32768, components: [{ type: 10, content: 'x' }] } }), 'deferred-flags-ignored');
  });
});
