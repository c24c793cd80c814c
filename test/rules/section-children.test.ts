import { describe, it } from 'vitest';
import { button, expectClean, expectFindings, lintInline, text, v2 } from '../helpers.js';

describe('section-children', () => {
  it('accepts Text Displays with a Button or Thumbnail accessory', async () => {
    const thumbnail = { type: 11, media: { url: 'https://example.com/a.png' } };
    expectClean(await lintInline(v2({ type: 9, components: [text('a'), text('b'), text('c')], accessory: thumbnail })), 'section-children');
    expectClean(await lintInline(v2({ type: 9, components: [text('a')], accessory: button('go') })), 'section-children');
  });

  it('reports a non-text child and a wrong accessory', async () => {
    const payload = `{
  "flags": 32768,
  "components": [
    {
      "type": 9,
      "components": [
        { "type": 10, "content": "Text" },
        { "type": 11, "media": { "url": "https://example.com/a.png" } }
      ],
      "accessory": { "type": 3, "custom_id": "s", "options": [{ "label": "A", "value": "a" }] }
    }
  ]
}`;
    expectFindings(await lintInline(payload), 'section-children', [
      { path: '/components/0/components/1', line: 8, column: 9, message: 'Thumbnail (11) cannot stand in a Section’s components; they are 1 to 3 Text Displays (10). Make it the Section’s accessory' },
      { path: '/components/0/accessory', line: 10, column: 20, message: 'String Select (3) cannot be a Section’s accessory; the accessory is a Button (2) or a Thumbnail (11). Use a Button or a Thumbnail as the accessory. Put it alone in an Action Row' },
    ]);
  });

  it('checks a Section linted alone', async () => {
    const messages = await lintInline({ type: 9, components: [text('a')], accessory: text('b') }, { kind: 'component' });
    expectFindings(messages, 'section-children', [{ path: '/accessory', message: 'Move the text into the Section’s components' }]);
  });
});
