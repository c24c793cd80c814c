import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('button-style-fields', () => {
  it('accepts each style with its own fields; null counts as absent', async () => {
    const messages = await lintInline(
      legacy(
        row(
          { type: 2, style: 1, label: 'A', custom_id: 'a' },
          { type: 2, style: 4, label: 'D', custom_id: 'd', url: null },
          { type: 2, style: 5, label: 'L', url: 'https://example.com', custom_id: null },
          { type: 2, style: 6, sku_id: '1180218955160375406' },
        ),
      ),
    );
    expectClean(messages, 'button-style-fields');
  });

  it('reports a missing field at the button, naming its style, and a forbidden one at the field', async () => {
    const payload = `{
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "A" },
        { "type": 2, "style": 2, "label": "B", "custom_id": "b", "url": "https://example.com", "sku_id": "1" },
        { "type": 2, "style": 5, "label": "C", "custom_id": "c" },
        { "type": 2, "style": 6, "sku_id": "1", "label": "D", "emoji": { "name": "x" }, "custom_id": "d" }
      ]
    }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'button-style-fields', [
      { path: '/components/0/components/0', line: 6, column: 9, message: 'A Primary button (style 1) needs a custom_id' },
      { path: '/components/0/components/1/url', line: 7, column: 73, message: 'A Secondary button (style 2) cannot have a url; only Link buttons (style 5) open a URL' },
      { path: '/components/0/components/1/sku_id', line: 7, column: 106, message: 'cannot have a sku_id; only Premium buttons (style 6)' },
      { path: '/components/0/components/2', line: 8, column: 9, message: 'A Link button (style 5) needs a url' },
      { path: '/components/0/components/2/custom_id', line: 8, column: 61, message: 'A Link button (style 5) cannot have a custom_id' },
      { path: '/components/0/components/3/label', line: 9, column: 58, message: 'A Premium button (style 6) cannot have a label' },
      { path: '/components/0/components/3/emoji', line: 9, column: 72, message: 'cannot have an emoji' },
      { path: '/components/0/components/3/custom_id', line: 9, column: 102, message: 'Remove custom_id.' },
    ]);
    expect(messages.find((m) => m.path === '/components/0/components/0')!.related).toEqual({ path: '/components/0/components/0/style', line: 6, column: 31 });
  });

  it('suggests a Link button when a style 1-4 button has a url but no custom_id', async () => {
    const messages = await lintInline(legacy(row({ type: 2, style: 3, label: 'Docs', url: 'https://example.com' })));
    expectFindings(messages, 'button-style-fields', [
      { path: '/components/0/components/0', message: 'To open the url instead, make it a Link button: set style to 5.' },
      { path: '/components/0/components/0/url' },
    ]);
  });

  it('leaves unknown styles to the schema rule', async () => {
    const messages = await lintInline(legacy(row({ type: 2, style: 7, label: 'X', custom_id: 'x' })));
    expectClean(messages, 'button-style-fields');
    expectFindings(messages, 'schema', [{ path: '/components/0/components/0/style' }]);
  });
});
