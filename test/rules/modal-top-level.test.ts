import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal, text } from '../helpers.js';

describe('modal-top-level', () => {
  it('accepts Labels, Text Displays and the deprecated Action Row', async () => {
    const messages = await lintInline(
      modal(text('Hello'), label('Name', { type: 4, custom_id: 'n', style: 1 }), {
        type: 1,
        components: [{ type: 4, custom_id: 'o', style: 1, label: 'Old' }],
      }),
    );
    expectClean(messages, 'modal-top-level');
  });

  it('reports inputs placed directly at the top level and says to wrap them in a Label', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 10
    content: Hello
  - type: 4
    custom_id: name
    style: 1
  - { type: 3, custom_id: pick, options: [{ label: A, value: a }] }
`;
    expectFindings(await lintInline(payload), 'modal-top-level', [
      { path: '/components/1', line: 6, column: 5, message: 'Text Input (4) cannot stand at the top level of a modal; only Label (18) and Text Display (10) can. Wrap it in a Label (type 18)' },
      { path: '/components/2', line: 9, column: 5, message: 'In a modal, wrap it in a Label (type 18).' },
    ]);
  });

  it('leaves message-only types to component-surface', async () => {
    const messages = await lintInline(modal({ type: 14 }));
    expectClean(messages, 'modal-top-level');
    expectFindings(messages, 'component-surface', [{ path: '/components/0' }]);
  });
});
