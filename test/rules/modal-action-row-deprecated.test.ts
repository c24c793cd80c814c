import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintInline, modal, row } from '../helpers.js';

const payload = `{
  "custom_id": "m",
  "title": "M",
  "components": [
    { "type": 1, "components": [{ "type": 4, "custom_id": "a", "style": 1, "label": "A" }] },
    { "type": 18, "label": "B", "component": { "type": 4, "custom_id": "b", "style": 1 } }
  ]
}`;

describe('modal-action-row-deprecated', () => {
  it('warns about an Action Row holding a Text Input in a modal', async () => {
    expectFindings(await lintInline(payload), 'modal-action-row-deprecated', [
      { path: '/components/0', line: 5, column: 5, severity: 1, message: 'Replace the row with a Label (type 18)' },
    ]);
  });

  it('can be turned off, leaving a clean modal', async () => {
    expectClean(await lintInline(payload, { rules: { 'modal-action-row-deprecated': 'off' } }));
  });

  it('says nothing about Labels, rows in messages, or rows without a Text Input', async () => {
    expectClean(await lintInline(modal(label('B', { type: 4, custom_id: 'b', style: 1 }))), 'modal-action-row-deprecated');
    expectClean(await lintInline(legacy(row({ type: 5, custom_id: 'u' }))), 'modal-action-row-deprecated');
    expectClean(await lintInline(modal(row({ type: 5, custom_id: 'u' }))), 'modal-action-row-deprecated');
  });
});
