import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('select-option-value-unique', () => {
  it('accepts distinct values, even with repeated labels', async () => {
    const options = [
      { label: 'Same', value: 'a' },
      { label: 'Same', value: 'b' },
    ];
    expectClean(await lintInline(legacy(row({ type: 3, custom_id: 's', options }))), 'select-option-value-unique');
  });

  it('reports each repeated value, naming the first use', async () => {
    const payload = `components:
  - type: 1
    components:
      - type: 3
        custom_id: size
        options:
          - { label: Small, value: s }
          - { label: Medium, value: m }
          - { label: Large, value: m }
          - { label: Huge, value: s }
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'select-option-value-unique', [
      { path: '/components/0/components/0/options/2/value', line: 9, column: 36, message: 'Option value "m" is already used by options[1]' },
      { path: '/components/0/components/0/options/3/value', line: 10, column: 35, message: 'Option value "s" is already used by options[0]' },
    ]);
    const related = messages.filter((m) => m.ruleId === 'select-option-value-unique').map((m) => m.related);
    expect(related).toEqual([
      { path: '/components/0/components/0/options/1/value', line: 8, column: 37 },
      { path: '/components/0/components/0/options/0/value', line: 7, column: 36 },
    ]);
  });
});
