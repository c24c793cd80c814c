import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintInline, modal, row } from '../helpers.js';

describe('select-required-in-message', () => {
  it('accepts required in a modal, and selects without it in a message', async () => {
    expectClean(await lintInline(modal(label('Who', { type: 5, custom_id: 'u', required: true }))), 'select-required-in-message');
    expectClean(await lintInline(legacy(row({ type: 5, custom_id: 'u', min_values: 0, required: null }))), 'select-required-in-message');
  });

  it('warns that required is ignored in a message', async () => {
    const payload = `{
  "components": [
    { "type": 1, "components": [{ "type": 3, "custom_id": "s", "required": false, "options": [{ "label": "A", "value": "a" }] }] }
  ]
}`;
    expectFindings(await lintInline(payload), 'select-required-in-message', [
      { path: '/components/0/components/0/required', line: 3, column: 76, severity: 1, message: 'required is false on this String Select (3), but in a message Discord ignores it' },
    ]);
  });

  it('knows a select linted alone is in a message when a Container surrounds it', async () => {
    const alone = { type: 5, custom_id: 'u', required: true };
    expectClean(await lintInline(alone, { kind: 'component' }), 'select-required-in-message');
    expectFindings(await lintInline({ type: 17, components: [row(alone)] }, { kind: 'component' }), 'select-required-in-message', [
      { path: '/components/0/components/0/required' },
    ]);
  });
});
