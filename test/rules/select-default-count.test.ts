import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('select-default-count', () => {
  it('accepts defaults within the range, and an empty default_values', async () => {
    const options = [
      { label: 'A', value: 'a', default: true },
      { label: 'B', value: 'b', default: true },
    ];
    const messages = await lintInline(
      legacy(
        row({ type: 3, custom_id: 's', max_values: 2, options }),
        row({ type: 5, custom_id: 'u', min_values: 2, default_values: [] }),
        row({ type: 6, custom_id: 'r', max_values: 2, default_values: [{ id: '1', type: 'role' }, { id: '2', type: 'role' }] }),
      ),
    );
    expectClean(messages, 'select-default-count');
  });

  it('reports more default options than max_values, at the first one too many', async () => {
    const payload = `{
  "components": [
    {
      "type": 1,
      "components": [
        {
          "type": 3,
          "custom_id": "t",
          "max_values": 2,
          "options": [
            { "label": "A", "value": "a", "default": true },
            { "label": "B", "value": "b", "default": true },
            { "label": "C", "value": "c", "default": true }
          ]
        }
      ]
    }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'select-default-count', [
      { path: '/components/0/components/0/options/2/default', line: 13, column: 54, message: '3 options of this String Select (3) are marked default: true, but max_values is 2; a select cannot preselect more values than a user may pick. Unmark 1, or raise max_values to 3.' },
    ]);
    expect(messages.find((m) => m.ruleId === 'select-default-count')!.related).toEqual({ path: '/components/0/components/0/max_values', line: 9, column: 25 });
  });

  it('reports default_values beyond max_values (1 when not set) and below min_values', async () => {
    const payload = `components:
  - type: 1
    components:
      - type: 6
        custom_id: roles
        default_values:
          - { id: "1", type: role }
          - { id: "2", type: role }
  - type: 1
    components:
      - type: 5
        custom_id: users
        min_values: 2
        max_values: 3
        default_values:
          - { id: "3", type: user }
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'select-default-count', [
      { path: '/components/0/components/0/default_values/1', line: 8, column: 13, message: 'This Role Select (6) has 2 default values, but max_values is not set (it defaults to 1)' },
      { path: '/components/1/components/0/default_values', line: 16, column: 11, message: 'This User Select (5) has 1 default value, but min_values is 2' },
    ]);
    expect(messages.filter((m) => m.ruleId === 'select-default-count').map((m) => m.related)).toEqual([
      undefined,
      { path: '/components/1/components/0/min_values', line: 13, column: 21 },
    ]);
  });

  it('leaves an empty min..max range to min-max-values', async () => {
    const messages = await lintInline(legacy(row({ type: 5, custom_id: 'u', min_values: 3, max_values: 2, default_values: [{ id: '1', type: 'user' }] })));
    expectClean(messages, 'select-default-count');
    expectFindings(messages, 'min-max-values', [{ path: '/components/0/components/0/min_values' }]);
  });
});
