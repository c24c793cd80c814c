import { describe, expect, it } from 'vitest';
import { button, expectClean, expectFindings, label, legacy, lintInline, modal, row } from '../helpers.js';

describe('custom-id-unique', () => {
  it('accepts distinct custom_ids', async () => {
    expectClean(await lintInline(legacy(row(button('a'), button('b')))), 'custom-id-unique');
  });

  it('reports the second use and names the first, across rows', async () => {
    const text = `{
  "components": [
    { "type": 1, "components": [{ "type": 2, "style": 1, "label": "Yes", "custom_id": "vote" }] },
    { "type": 1, "components": [{ "type": 2, "style": 2, "label": "No", "custom_id": "vote", "disabled": true }] }
  ]
}`;
    const messages = await lintInline(text);
    expectFindings(messages, 'custom-id-unique', [
      { path: '/components/1/components/0/custom_id', line: 4, column: 86, message: 'already used by components[0].components[0]' },
    ]);
    expect(messages.find((m) => m.ruleId === 'custom-id-unique')!.related).toEqual({
      path: '/components/0/components/0/custom_id',
      line: 3,
      column: 87,
    });
  });

  it('counts modal inputs inside Labels', async () => {
    const text = `custom_id: feedback
title: Feedback
components:
  - type: 18
    label: Name
    component: { type: 4, custom_id: name, style: 1 }
  - type: 18
    label: Nickname
    component: { type: 4, custom_id: name, style: 1 }
`;
    expectFindings(await lintInline(text), 'custom-id-unique', [{ path: '/components/1/component/custom_id', line: 9, column: 38 }]);
  });

  it('does not confuse the modal own custom_id with a component custom_id', async () => {
    expectClean(await lintInline(modal(label('Name', { type: 4, custom_id: 'modal', style: 1 }))), 'custom-id-unique');
  });
  it('sees the fields a YAML merge key brings in, and places an inherited custom_id at the merge key', async () => {
    const yaml = [
      'components:',
      '  - type: 1',
      '    components:',
      '      - &base {type: 2, style: 2, custom_id: a, label: A}',
      '      - <<: *base',
      '        custom_id: b',
      '      - label: C',
      '        <<: *base',
      '',
    ].join('\n');
    const messages = await lintInline(yaml, { format: 'yaml' });
    // The second button overrides custom_id; the third inherits "a" through `<<: *base` (line 8, column 13).
    expectFindings(messages, 'custom-id-unique', [{ path: '/components/0/components/2/custom_id', line: 8, column: 13, message: 'custom_id "a"' }]);
    expect(messages.filter((m) => m.ruleId !== 'custom-id-unique')).toEqual([]);
  });
});
