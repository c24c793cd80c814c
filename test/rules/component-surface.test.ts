import { describe, expect, it } from 'vitest';
import { button, expectClean, expectFindings, label, lintInline, modal, row, text, v2 } from '../helpers.js';

describe('component-surface', () => {
  it('accepts each component on a surface it belongs to', async () => {
    expectClean(await lintInline(modal(text('Hi'), label('Name', { type: 4, custom_id: 'n', style: 1 }))), 'component-surface');
    expectClean(await lintInline(v2(text('Hi'), row(button('a')))), 'component-surface');
  });

  it('reports message-only components in a modal, only the outermost one', async () => {
    const payload = `{
  "custom_id": "m",
  "title": "M",
  "components": [
    { "type": 9, "components": [{ "type": 10, "content": "x" }], "accessory": { "type": 2, "style": 1, "custom_id": "b" } },
    { "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "c", "label": "C" }] }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'component-surface', [
      { path: '/components/0', line: 5, column: 5, message: 'Section (9) exists only in messages, but this is a modal' },
      { path: '/components/1/components/0', line: 6, column: 33, message: 'Button (2) exists only in messages' },
    ]);
    // The misplaced Section's accessory and the row's Button are not reported again by the placement rules.
    expectClean(messages, 'modal-top-level');
    expectClean(messages, 'action-row-components');
  });

  it('reports modal-only components in a message, and legacy-top-level leaves them alone', async () => {
    const payload = `{
  "components": [
    { "type": 18, "label": "Name", "component": { "type": 4, "custom_id": "n", "style": 1 } },
    { "type": 1, "components": [{ "type": 4, "custom_id": "t", "style": 1, "label": "T" }] }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'component-surface', [
      { path: '/components/0', line: 3, column: 5, message: 'Label (18) exists only in modals, but this is a message' },
      { path: '/components/1/components/0', line: 4, column: 33, message: 'Text Input (4) exists only in modals' },
    ]);
    expectClean(messages, 'legacy-top-level');
  });

  it('says nothing about a component linted alone, which has no surface', async () => {
    const messages = await lintInline({ type: 18, label: 'Pick', component: { type: 2, style: 1, custom_id: 'b', label: 'B' } }, { kind: 'component' });
    expectClean(messages, 'component-surface');
    expect(messages.map((m) => m.ruleId)).toContain('label-component');
  });
});
