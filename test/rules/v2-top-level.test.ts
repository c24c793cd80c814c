import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, legacy, lintInline, row, text, v2 } from '../helpers.js';

describe('v2-top-level', () => {
  it('accepts every type allowed at the top level', async () => {
    const messages = await lintInline(
      v2(
        row(button('a')),
        { type: 9, components: [text('t')], accessory: button('b') },
        text('x'),
        { type: 12, items: [{ media: { url: 'https://example.com/a.png' } }] },
        { type: 13, file: { url: 'attachment://a.pdf' } },
        { type: 14 },
        { type: 17, components: [text('y')] },
      ),
    );
    expectClean(messages, 'v2-top-level');
  });

  it('reports a Button, a select and a Thumbnail at the top level, with where they go', async () => {
    const payload = `flags: 32768
components:
  - { type: 2, style: 1, label: Go, custom_id: go }
  - type: 5
    custom_id: who
  - type: 11
    media: { url: "https://example.com/a.png" }
`;
    expectFindings(await lintInline(payload), 'v2-top-level', [
      { path: '/components/0', line: 3, column: 5, message: 'Put it in an Action Row (type 1), or make it a Section’s accessory' },
      { path: '/components/1', line: 4, column: 5, message: 'User Select (5) cannot stand at the top level of a Components V2 message' },
      { path: '/components/2', line: 6, column: 5, message: 'use a Media Gallery (type 12)' },
    ]);
  });

  it('leaves legacy messages, unknown types and modal-only types to their own rules', async () => {
    expectClean(await lintInline(legacy(button('a'))), 'v2-top-level');
    const messages = await lintInline(v2({ type: 20 }, { type: 4, custom_id: 't', style: 1 }));
    expectClean(messages, 'v2-top-level');
    expectFindings(messages, 'schema', [{ path: '/components/0/type' }]);
    expectFindings(messages, 'component-surface', [{ path: '/components/1' }]);
  });
});
