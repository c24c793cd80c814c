import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline, text } from '../helpers.js';

describe('v2-legacy-fields', () => {
  it('reports content, embeds, poll and sticker_ids with the flag, at their keys', async () => {
    const payload = `{
  "flags": 32768,
  "content": "Hi",
  "embeds": [{ "title": "Old" }],
  "poll": { "question": { "text": "?" } },
  "sticker_ids": ["123"],
  "components": [{ "type": 10, "content": "Hi" }]
}`;
    expectFindings(await lintInline(payload), 'v2-legacy-fields', [
      { path: '/content', line: 3, column: 3, message: 'Text Display' },
      { path: '/embeds', line: 4, column: 3, message: 'Container' },
      { path: '/poll', line: 5, column: 3 },
      { path: '/sticker_ids', line: 6, column: 3 },
    ]);
  });

  it('accepts an empty content beside the flag (Discord answers 200)', async () => {
    expectClean(await lintInline({ flags: 32768, content: '', components: [text('Hi')] }));
  });

  it('accepts the cleared values of an upgrading edit', async () => {
    expectClean(
      await lintInline({ flags: 32768, content: null, poll: null, embeds: [], sticker_ids: [], components: [text('Hi')] }),
      'v2-legacy-fields',
    );
  });

  it('applies to the data of an interaction response and keeps other flag bits', async () => {
    const payload = `type: 4
data:
  flags: 32832
  embeds:
    - title: Old
  components:
    - { type: 10, content: Hi }
`;
    expectFindings(await lintInline(payload), 'v2-legacy-fields', [{ path: '/data/embeds', line: 4, column: 3 }]);
  });

  it('leaves legacy messages alone', async () => {
    expectClean(await lintInline({ content: 'Hi', embeds: [{ title: 'x' }] }), 'v2-legacy-fields');
  });
});
