import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

describe('label-component', () => {
  it('accepts every input a Label may wrap', async () => {
    const options = [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ];
    const messages = await lintInline(
      modal(
        label('1', { type: 3, custom_id: 's', options }),
        label('2', { type: 4, custom_id: 't', style: 1 }),
        label('3', { type: 5, custom_id: 'u' }),
        label('4', { type: 6, custom_id: 'r' }),
        label('5', { type: 7, custom_id: 'm' }),
        label('6', { type: 8, custom_id: 'c' }),
        label('7', { type: 19, custom_id: 'f' }),
        label('8', { type: 21, custom_id: 'rg', options }),
        label('9', { type: 22, custom_id: 'cg', options }),
        label('10', { type: 23, custom_id: 'cb' }),
      ),
    );
    expectClean(messages, 'label-component');
  });

  it('reports a Text Display, a nested Label and an Action Row, with what to do', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 18
    label: A
    component: { type: 10, content: Hi }
  - type: 18
    label: B
    component:
      type: 18
      label: C
      component: { type: 4, custom_id: c, style: 1 }
  - type: 18
    label: D
    component: { type: 1, components: [{ type: 4, custom_id: d, style: 1 }] }
`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'label-component', [
      { path: '/components/0/component', line: 6, column: 16, message: 'Text Display (10) cannot be wrapped in a Label' },
      { path: '/components/1/component', line: 10, column: 7, message: 'Labels cannot be nested' },
      { path: '/components/2/component', line: 15, column: 16, message: 'replace the Action Row with the component inside it' },
    ]);
    // What the misplaced row holds is not judged as row content: unwrapping it is the fix.
    expectClean(messages, 'text-input-label');
    expectClean(messages, 'action-row-components');
  });

  it('leaves a Button in a modal Label to component-surface, but reports it in a Label linted alone', async () => {
    const inModal = await lintInline(modal(label('A', button('b'))));
    expectClean(inModal, 'label-component');
    expectFindings(inModal, 'component-surface', [{ path: '/components/0/component' }]);
    expectFindings(await lintInline(label('A', button('b')), { kind: 'component' }), 'label-component', [
      { path: '/component', message: 'Button (2) cannot be wrapped in a Label' },
    ]);
  });
});
