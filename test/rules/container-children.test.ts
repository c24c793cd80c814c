import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, lintInline, row, text, v2 } from '../helpers.js';

describe('container-children', () => {
  it('accepts every allowed child', async () => {
    const messages = await lintInline(
      v2({
        type: 17,
        components: [
          row(button('a')),
          text('x'),
          { type: 9, components: [text('t')], accessory: button('b') },
          { type: 12, items: [{ media: { url: 'https://example.com/a.png' } }] },
          { type: 14 },
          { type: 13, file: { url: 'attachment://a.pdf' } },
        ],
      }),
    );
    expectClean(messages, 'container-children');
  });

  it('reports a Thumbnail, a nested Container and a select, with where they go', async () => {
    const payload = `flags: 32768
components:
  - type: 17
    components:
      - { type: 10, content: Hi }
      - { type: 11, media: { url: "https://example.com/a.png" } }
      - type: 17
        components:
          - { type: 10, content: Inner }
      - { type: 5, custom_id: who }
`;
    expectFindings(await lintInline(payload), 'container-children', [
      { path: '/components/0/components/1', line: 6, column: 9, message: 'Thumbnail (11) cannot stand in a Container' },
      { path: '/components/0/components/2', line: 7, column: 9, message: 'Containers cannot be nested' },
      { path: '/components/0/components/3', line: 10, column: 9, message: 'Put it alone in an Action Row (type 1).' },
    ]);
  });
});
