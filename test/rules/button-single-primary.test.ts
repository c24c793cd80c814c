import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const payload = `components:
  - type: 1
    components:
      - { type: 2, style: 1, label: A, custom_id: a }
      - { type: 2, style: 1, label: B, custom_id: b }
      - { type: 2, style: 2, label: C, custom_id: c }
      - { type: 2, style: 1, label: D, custom_id: d }
  - type: 1
    components:
      - { type: 2, style: 1, label: E, custom_id: e }
`;

describe('button-single-primary', () => {
  it('is off by default', async () => {
    expectClean(await lintInline(payload), 'button-single-primary');
  });

  it('reports every Primary button after the first of its row, naming the first', async () => {
    const messages = await lintInline(payload, { rules: { 'button-single-primary': 'warn' } });
    expectFindings(messages, 'button-single-primary', [
      { path: '/components/0/components/1/style', line: 5, column: 27, severity: 1, message: 'already has a Primary button (components[0].components[0])' },
      { path: '/components/0/components/3/style', line: 7, column: 27, message: 'Make this one Secondary (style 2)' },
    ]);
    expect(messages.find((m) => m.ruleId === 'button-single-primary')!.related).toEqual({ path: '/components/0/components/0/style', line: 4, column: 27 });
  });
});
