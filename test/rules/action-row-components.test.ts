import { describe, expect, it } from 'vitest';
import { button, expectClean, expectFindings, legacy, lintInline, modal, row, v2 } from '../helpers.js';

describe('action-row-components', () => {
  it('accepts 1 to 5 Buttons, one select, or one Text Input in a modal', async () => {
    expectClean(await lintInline(legacy(row(button('a')), row(button('b1'), button('b2'), button('b3'), button('b4'), button('b5')))), 'action-row-components');
    expectClean(await lintInline(v2(row({ type: 8, custom_id: 'c' }))), 'action-row-components');
    expectClean(await lintInline(modal(row({ type: 4, custom_id: 't', style: 1, label: 'T' }))), 'action-row-components');
    expectClean(await lintInline(row({ type: 4, custom_id: 't', style: 1, label: 'T' }), { kind: 'component' }), 'action-row-components');
  });

  it('reports an empty row, and the schema no longer does', async () => {
    const payload = `flags: 32768
components:
  - type: 1
    components: []
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'action-row-components', [
      { path: '/components/0/components', line: 4, column: 17, message: 'This Action Row is empty; it needs 1 to 5 Buttons or exactly one select' },
    ]);
    expectClean(messages, 'schema');
  });

  it('reports the sixth Button once, saying how many must move', async () => {
    const payload = `{
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 2, "label": "1", "custom_id": "b1" },
        { "type": 2, "style": 2, "label": "2", "custom_id": "b2" },
        { "type": 2, "style": 2, "label": "3", "custom_id": "b3" },
        { "type": 2, "style": 2, "label": "4", "custom_id": "b4" },
        { "type": 2, "style": 2, "label": "5", "custom_id": "b5" },
        { "type": 2, "style": 2, "label": "6", "custom_id": "b6" },
        { "type": 2, "style": 2, "label": "7", "custom_id": "b7" }
      ]
    }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'action-row-components', [
      { path: '/components/0/components/5', line: 11, column: 9, message: 'holds 7 Buttons; the limit is 5. Move the last 2 Buttons' },
    ]);
    expectClean(messages, 'schema');
  });

  it('reports a select beside Buttons, naming the first Button', async () => {
    const payload = `components:
  - type: 1
    components:
      - { type: 2, style: 1, label: A, custom_id: a }
      - { type: 3, custom_id: s1, options: [{ label: A, value: a }] }
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'action-row-components', [
      { path: '/components/0/components/1', line: 5, column: 9, message: 'String Select (3) cannot share an Action Row with a Button (components[0].components[0])' },
    ]);
    expect(messages.find((m) => m.ruleId === 'action-row-components')!.related).toEqual({ path: '/components/0/components/0', line: 4, column: 9 });
  });

  it('reports a second select', async () => {
    const payload = `components:
  - type: 1
    components:
      - { type: 5, custom_id: u1 }
      - { type: 5, custom_id: u2 }
`;
    expectFindings(await lintInline(payload), 'action-row-components', [
      { path: '/components/0/components/1', line: 5, column: 9, message: 'An Action Row holds exactly one select, and components[0].components[0] is already one' },
    ]);
  });

  it('reports types that never stand in a row, with where they belong', async () => {
    const payload = `flags: 32768
components:
  - type: 1
    components:
      - { type: 10, content: Hi }
`;
    expectFindings(await lintInline(payload), 'action-row-components', [
      { path: '/components/0/components/0', line: 5, column: 9, message: 'Text Display (10) cannot stand in an Action Row' },
    ]);
  });

  it('in a modal, reports a second Text Input and any select', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 1
    components:
      - { type: 4, custom_id: a, style: 1, label: A }
      - { type: 4, custom_id: b, style: 1, label: B }
  - type: 1
    components:
      - { type: 3, custom_id: s, options: [{ label: A, value: a }] }
`;
    expectFindings(await lintInline(payload), 'action-row-components', [
      { path: '/components/0/components/1', line: 7, column: 9, message: 'exactly one Text Input' },
      { path: '/components/1/components/0', line: 10, column: 9, message: 'In a modal, String Select (3) cannot stand in an Action Row' },
    ]);
  });

  it('leaves Buttons in a modal and Text Inputs in a message to component-surface', async () => {
    expectClean(await lintInline(modal(row(button('a')))), 'action-row-components');
    expectClean(await lintInline(legacy(row({ type: 4, custom_id: 't', style: 1, label: 'T' }))), 'action-row-components');
  });

  it('leaves every modal-only input in a message row to component-surface, which reports it once', async () => {
    for (const input of [{ type: 19, custom_id: 'f' }, { type: 21, custom_id: 'r', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }, { type: 22, custom_id: 'g', options: [{ label: 'A', value: 'a' }] }, { type: 23, custom_id: 'c' }]) {
      const messages = await lintInline(v2(row(input)));
      expectClean(messages, 'action-row-components');
      expectFindings(messages, 'component-surface', [{ path: '/components/0/components/0', line: 7, column: 9 }]);
    }
  });
});
