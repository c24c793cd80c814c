/**
 * The rule pages' inline code: its placeholders must survive escapeHtml, which writes every control
 * character (NUL included) as a character reference, so that `code` in a rule page's Markdown is
 * drawn as <code>, never as "&#x0;0&#x0;".
 */
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../site/src/markdown.js';

describe('rule pages: inline code', () => {
  it('draws `code` as <code>, escaped, beside links and emphasis', () => {
    const html = markdownToHtml('A `custom_id` and `<b>` in **bold**, see [schema](schema.md).', () => '');
    expect(html).toContain('A <code>custom_id</code> and <code>&lt;b&gt;</code> in <strong>bold</strong>, see <a href="schema.html">schema</a>.');
    expect(html).not.toContain('&#x0;');
  });
});
