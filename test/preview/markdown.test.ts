import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from '../../src/preview/markdown/parse.js';
import { formatTimestamp } from '../../src/preview/markdown/timestamp.js';

describe('Discord markdown: blocks', () => {
  it('reads headings of three levels and subtext only at the start of a line', () => {
    expect(parseMarkdown('# One\n## Two\n### Three\n-# small\n#### four')).toEqual([
      { type: 'heading', level: 1, content: [{ type: 'text', value: 'One' }] },
      { type: 'heading', level: 2, content: [{ type: 'text', value: 'Two' }] },
      { type: 'heading', level: 3, content: [{ type: 'text', value: 'Three' }] },
      { type: 'subtext', content: [{ type: 'text', value: 'small' }] },
      { type: 'paragraph', content: [{ type: 'text', value: '#### four' }] },
    ]);
    expect(parseMarkdown('#no space')).toEqual([{ type: 'paragraph', content: [{ type: 'text', value: '#no space' }] }]);
  });

  it('reads bulleted, numbered and nested lists', () => {
    const [list] = parseMarkdown('- a\n* b\n  - inner');
    expect(list).toMatchObject({ type: 'list', ordered: false, items: [{ content: [{ value: 'a' }] }, { content: [{ value: 'b' }], children: [{ type: 'list', items: [{ content: [{ value: 'inner' }] }] }] }] });
    expect(parseMarkdown('3. c\n4. d')[0]).toMatchObject({ type: 'list', ordered: true, start: 3, items: [{}, {}] });
    expect(parseMarkdown('- a\n1. b').map((b) => b.type === 'list' && b.ordered)).toEqual([false, true]);
  });

  it('reads quotes line by line and >>> to the end', () => {
    expect(parseMarkdown('> a\n> b\nc')).toEqual([
      { type: 'quote', children: [{ type: 'paragraph', content: [{ type: 'text', value: 'a' }, { type: 'br' }, { type: 'text', value: 'b' }] }] },
      { type: 'paragraph', content: [{ type: 'text', value: 'c' }] },
    ]);
    expect(parseMarkdown('x\n>>> a\nb')[1]).toEqual({ type: 'quote', children: [{ type: 'paragraph', content: [{ type: 'text', value: 'a' }, { type: 'br' }, { type: 'text', value: 'b' }] }] });
  });

  it('reads code blocks with and without a language, and leaves markdown inside them alone', () => {
    expect(parseMarkdown('before\n```py\nprint("**x**")\n```\nafter')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', value: 'before' }] },
      { type: 'codeBlock', lang: 'py', code: 'print("**x**")' },
      { type: 'paragraph', content: [{ type: 'text', value: 'after' }] },
    ]);
    expect(parseMarkdown('```one line```')).toEqual([{ type: 'codeBlock', lang: '', code: 'one line' }]);
  });
});

describe('Discord markdown: inline', () => {
  it('reads bold, italic (both spellings), underline, strikethrough, spoiler and their nesting', () => {
    expect(parseInline('**b** *i* _j_ __u__ ~~s~~ ||p||').filter((n) => n.type !== 'text').map((n) => n.type)).toEqual(['strong', 'em', 'em', 'underline', 'strike', 'spoiler']);
    expect(parseInline('***both***')).toEqual([{ type: 'strong', content: [{ type: 'em', content: [{ type: 'text', value: 'both' }] }] }]);
    expect(parseInline('__*u and i*__')).toEqual([{ type: 'underline', content: [{ type: 'em', content: [{ type: 'text', value: 'u and i' }] }] }]);
  });

  it('leaves underscores inside words and escaped stars as text', () => {
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', value: 'snake_case_name' }]);
    expect(parseInline('\\*not italic\\*')).toEqual([{ type: 'text', value: '*not italic*' }]);
  });

  it('reads inline code without reading markdown inside it', () => {
    expect(parseInline('`**x**` and ``a`b``')).toEqual([{ type: 'code', value: '**x**' }, { type: 'text', value: ' and ' }, { type: 'code', value: 'a`b' }]);
  });

  it('reads masked links, bare links and links in angle brackets', () => {
    expect(parseInline('[the docs](https://example.com/a) https://example.com/b. <https://example.com/c>')).toEqual([
      { type: 'link', url: 'https://example.com/a', content: [{ type: 'text', value: 'the docs' }] },
      { type: 'text', value: ' ' },
      { type: 'url', url: 'https://example.com/b' },
      { type: 'text', value: '. ' },
      { type: 'url', url: 'https://example.com/c' },
    ]);
  });

  it('reads user, channel, role, everyone and here mentions, commands, custom emoji', () => {
    expect(parseInline('<@1> <@!2> <#3> <@&4> @everyone @here </ping:5> <:party:6> <a:dance:7>').filter((n) => n.type !== 'text')).toEqual([
      { type: 'mention', kind: 'user', id: '1' },
      { type: 'mention', kind: 'user', id: '2' },
      { type: 'mention', kind: 'channel', id: '3' },
      { type: 'mention', kind: 'role', id: '4' },
      { type: 'mention', kind: 'everyone' },
      { type: 'mention', kind: 'here' },
      { type: 'command', name: 'ping', id: '5' },
      { type: 'emoji', animated: false, name: 'party', id: '6' },
      { type: 'emoji', animated: true, name: 'dance', id: '7' },
    ]);
  });

  it('reads timestamps with every style, f when none is given, and leaves an unknown style as text', () => {
    const styles = parseInline('<t:1:t><t:1:T><t:1:d><t:1:D><t:1:f><t:1:F><t:1:s><t:1:S><t:1:R><t:1>').map((n) => (n.type === 'timestamp' ? n.style : n.type));
    expect(styles).toEqual(['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R', 'f']);
    expect(parseInline('<t:1:x>')).toEqual([{ type: 'text', value: '<t:1:x>' }]);
  });
});

describe('timestamps', () => {
  const when = Date.UTC(2021, 3, 20, 16, 20, 30) / 1000;
  const now = new Date(Date.UTC(2021, 3, 20, 18, 20, 30));
  it('formats each style as an en-US reader sees it, in UTC', () => {
    expect(formatTimestamp(when, 't', now)).toBe('4:20 PM');
    expect(formatTimestamp(when, 'T', now)).toBe('4:20:30 PM');
    expect(formatTimestamp(when, 'd', now)).toBe('04/20/2021');
    expect(formatTimestamp(when, 'D', now)).toBe('April 20, 2021');
    expect(formatTimestamp(when, 'f', now)).toBe('April 20, 2021 4:20 PM');
    expect(formatTimestamp(when, 'F', now)).toBe('Tuesday, April 20, 2021 4:20 PM');
    expect(formatTimestamp(when, 's', now)).toBe('04/20/2021 4:20 PM');
    expect(formatTimestamp(when, 'S', now)).toBe('04/20/2021 4:20:30 PM');
    expect(formatTimestamp(when, 'R', now)).toBe('2 hours ago');
    expect(formatTimestamp(when + 3 * 86400, 'R', now)).toBe('in 3 days');
  });
});
