import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal, row } from '../helpers.js';

describe('text-input-label', () => {
  it('accepts a Text Input without label in a Label, and with one in an Action Row', async () => {
    const messages = await lintInline(
      modal(label('Name', { type: 4, custom_id: 'n', style: 1 }), row({ type: 4, custom_id: 'o', style: 1, label: 'Old' })),
    );
    expectClean(messages, 'text-input-label');
    expectClean(await lintInline({ type: 4, custom_id: 'n', style: 1, label: 'Name' }, { kind: 'component' }), 'text-input-label');
  });

  it('reports a label inside a Label, and a missing one in an Action Row', async () => {
    const payload = `{
  "custom_id": "m",
  "title": "M",
  "components": [
    { "type": 18, "label": "Name", "component": { "type": 4, "custom_id": "n", "style": 1, "label": "Name" } },
    { "type": 1, "components": [{ "type": 4, "custom_id": "o", "style": 1 }] }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'text-input-label', [
      { path: '/components/0/component/label', line: 5, column: 92, message: 'A Text Input inside a Label cannot have its own label; Discord rejects it. Remove it: the Label’s label ("Name") is shown instead.' },
      { path: '/components/1/components/0', line: 6, column: 33, message: 'A Text Input in an Action Row (the deprecated form) needs its own label' },
    ]);
    expect(messages.find((m) => m.ruleId === 'text-input-label')!.related).toEqual({ path: '/components/0/label', line: 5, column: 28 });
  });
});
