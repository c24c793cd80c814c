import { describe, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('emoji-name-or-id', () => {
  it('accepts a Unicode emoji by name and a custom emoji by id', async () => {
    const messages = await lintInline(
      legacy(
        row(
          { type: 2, style: 2, custom_id: 'a', emoji: { name: '👍' } },
          { type: 2, style: 2, custom_id: 'b', emoji: { id: '1180218955160375406' } },
          { type: 2, style: 2, custom_id: 'c', label: 'C', emoji: null },
        ),
        row({ type: 3, custom_id: 's', options: [{ label: 'A', value: 'a', emoji: { name: '🔥' } }] }),
      ),
    );
    expectClean(messages, 'emoji-name-or-id');
  });

  it('reports empty emojis on Buttons and on select options', async () => {
    const payload = `{
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 2, "custom_id": "a", "emoji": {} },
        { "type": 2, "style": 2, "custom_id": "b", "emoji": { "animated": true } }
      ]
    },
    {
      "type": 1,
      "components": [
        { "type": 3, "custom_id": "s", "options": [{ "label": "A", "value": "a", "emoji": { "name": "" } }] }
      ]
    }
  ]
}`;
    expectFindings(await lintInline(payload), 'emoji-name-or-id', [
      { path: '/components/0/components/0/emoji', line: 6, column: 61, message: 'The emoji of this Button has neither a name nor an id' },
      { path: '/components/0/components/1/emoji', line: 7, column: 61 },
      { path: '/components/1/components/0/options/0/emoji', line: 13, column: 91, message: 'The emoji of options[0]' },
    ]);
  });
});
