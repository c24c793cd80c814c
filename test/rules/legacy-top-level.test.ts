import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('legacy-top-level', () => {
  it('accepts 1 to 5 Action Rows', async () => {
    expectClean(await lintInline(legacy(row(button('a')), row(button('b')), row(button('c')), row(button('d')), row(button('e')))), 'legacy-top-level');
  });

  it('reports a sixth row and a Button outside a row', async () => {
    const payload = `components:
  - { type: 1, components: [{ type: 2, style: 1, label: A, custom_id: a }] }
  - { type: 1, components: [{ type: 2, style: 1, label: B, custom_id: b }] }
  - { type: 1, components: [{ type: 2, style: 1, label: C, custom_id: c }] }
  - { type: 1, components: [{ type: 2, style: 1, label: D, custom_id: d }] }
  - { type: 1, components: [{ type: 2, style: 1, label: E, custom_id: e }] }
  - { type: 2, style: 1, label: F, custom_id: f }
`;
    expectFindings(await lintInline(payload), 'legacy-top-level', [
      { path: '/components/5', line: 7, column: 5, message: 'this is number 6' },
      { path: '/components/5', line: 7, column: 5, message: 'Button (2) cannot stand at the top level of a message without the Components V2 flag' },
    ]);
  });

  it('leaves V2-only, modal-only and unknown types to their own rules', async () => {
    const messages = await lintInline(legacy({ type: 10, content: 'x' }, { type: 18, label: 'L', component: { type: 4, custom_id: 't', style: 1 } }, { type: 20 }));
    expectClean(messages, 'legacy-top-level');
    expectFindings(messages, 'v2-requires-flag', [{ path: '/components/0' }]);
    expectFindings(messages, 'component-surface', [{ path: '/components/1' }]);
    expectFindings(messages, 'schema', [{ path: '/components/2/type' }]);
  });
});
