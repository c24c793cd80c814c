import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

const input = (extra: Record<string, unknown>) => label('A', { type: 4, custom_id: 'a', style: 1, ...extra });

describe('text-input-length', () => {
  it('accepts consistent bounds and values that fit, counting characters', async () => {
    const messages = await lintInline(
      modal(
        input({ min_length: 2, max_length: 2, value: 'ab' }),
        input({ min_length: 5, value: '' }),
        input({ max_length: 3, value: '🎉🎉🎉' }),
      ),
    );
    expectClean(messages, 'text-input-length');
  });

  it('reports min_length above max_length, and values outside their own bounds', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 18
    label: A
    component: { type: 4, custom_id: a, style: 1, min_length: 10, max_length: 5 }
  - type: 18
    label: B
    component: { type: 4, custom_id: b, style: 1, max_length: 5, value: "toolong" }
  - type: 18
    label: C
    component: { type: 4, custom_id: c, style: 1, min_length: 5, value: "abc" }
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'text-input-length', [
      { path: '/components/0/component/min_length', line: 6, column: 63, message: 'min_length (10) is greater than max_length (5)' },
      { path: '/components/1/component/value', line: 9, column: 73, message: 'The prefilled value is 7 characters long, but max_length is 5. Shorten the value by 2, or raise max_length to 7.' },
      { path: '/components/2/component/value', line: 12, column: 73, message: 'The prefilled value is 3 characters long, but min_length is 5. Lengthen the value by 2, or lower min_length to 3.' },
    ]);
    expect(messages.filter((m) => m.ruleId === 'text-input-length').map((m) => m.related)).toEqual([
      { path: '/components/0/component/max_length', line: 6, column: 79 },
      { path: '/components/1/component/max_length', line: 9, column: 63 },
      { path: '/components/2/component/min_length', line: 12, column: 63 },
    ]);
  });

  it('leaves a value over 4000 characters to the schema rule', async () => {
    const messages = await lintInline(modal(input({ max_length: 10, value: 'x'.repeat(4001) })));
    expectClean(messages, 'text-input-length');
    expectFindings(messages, 'schema', [{ path: '/components/0/component/value' }]);
  });
});
