import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, legacy, lintPayload, row } from '../helpers.js';

describe('legacy-top-level', () => {
  it('accepts 5 Action Rows', async () => {
    expectClean(await lintPayload(legacy(...[1, 2, 3, 4, 5].map((n) => row(button(`b${n}`))))), 'legacy-top-level');
  });

  it('reports a sixth Action Row and a bare Button', async () => {
    const payload = `components:
  - { type: 1, components: [{ type: 2, style: 1, label: A, custom_id: a }] }
  - { type: 1, components: [{ type: 2, style: 1, label: B, custom_id: b }] }
  - { type: 1, components: [{ type: 2, style: 1, label: C, custom_id: c }] }
  - { type: 1, components: [{ type: 2, style: 1, label: D, custom_id: d }] }
  - { type: 2, style: 1, label: E, custom_id: e }
  - { type: 1, components: [{ type: 2, style: 1, label: F, custom_id: f }] }
`;
    expectFindings(await lintPayload(payload), 'legacy-top-level', [
      { path: '/components/4/type', line: 6, column: 13, message: 'Wrap it in an Action Row' },
      { path: '/components/5', line: 7, column: 5, message: 'at most 5 Action Rows' },
    ]);
  });

  it('leaves V2 messages to their own rules', async () => {
    expectClean(await lintPayload({ flags: 32768, components: [{ type: 10, content: 'x' }] }), 'legacy-top-level');
  });
});
