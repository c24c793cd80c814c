import { describe, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row, text, v2 } from '../helpers.js';

describe('button-label-or-emoji', () => {
  it('reports a Button with neither, at the button, and an empty label at the label', async () => {
    expectFindings(await lintInline(legacy(row({ type: 2, style: 1, custom_id: 'a' }, { type: 2, style: 5, url: 'https://example.com', label: '' }))), 'button-label-or-emoji', [
      { path: '/components/0/components/0', line: 6, column: 9, severity: 2, message: 'has neither a label nor an emoji' },
      { path: '/components/0/components/1/label', line: 15, column: 20, message: 'has an empty label and no emoji' },
    ]);
  });

  it('checks a Section accessory too', async () => {
    expectFindings(await lintInline(v2({ type: 9, components: [text('Hi')], accessory: { type: 2, style: 2, custom_id: 'x', label: null } })), 'button-label-or-emoji', [
      { path: '/components/0/accessory', line: 12, column: 20 },
    ]);
  });

  it('accepts a label, an emoji, and Premium buttons with neither', async () => {
    const messages = await lintInline(
      legacy(row({ type: 2, style: 1, custom_id: 'a', label: 'A' }, { type: 2, style: 2, custom_id: 'b', emoji: { name: '🔥' } }, { type: 2, style: 6, sku_id: '1180218955160375406' })),
    );
    expectClean(messages, 'button-label-or-emoji');
  });
});
