import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('premium-required-deprecated', () => {
  it('warns about callback type 10 and points to the premium button', async () => {
    const messages = await lintInline(`type: 10
`, { kind: 'interaction-response' });
    expectFindings(messages, 'premium-required-deprecated', [{ path: '/type', line: 1, column: 7, message: '"style": 6', severity: 1 }]);
    expect(messages.find((m) => m.ruleId === 'premium-required-deprecated')!.message).toContain('PREMIUM_REQUIRED');
  });

  it('recognises a bare { "type": 10 } as the callback without --kind, not as a Text Display lacking content', async () => {
    const messages = await lintInline('{ "type": 10 }\n');
    expectFindings(messages, 'premium-required-deprecated', [{ path: '/type', line: 1, column: 11, severity: 1 }]);
    expect(messages.filter((m) => m.severity === 2)).toEqual([]);
  });

  it('says nothing about other callbacks, or a Text Display linted alone', async () => {
    expectClean(await lintInline({ type: 4, data: { content: 'x' } }), 'premium-required-deprecated');
    expectClean(await lintInline({ type: 10, content: 'x' }), 'premium-required-deprecated');
  });
});
