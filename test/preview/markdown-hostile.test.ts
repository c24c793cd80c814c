// Hostile markdown (issue 30, items 4 and 5): shapes that made the old parser quadratic or blow its
// stack. Each test checks that the whole text comes back, in the right nodes; their speed is
// measured by `npm run bench` (bench/markdown.mjs), not here.
import { describe, expect, it } from 'vitest';
import { MAX_LIST_NESTING, MAX_NESTING, parseInline, parseMarkdown, type Block, type Inline } from '../../src/preview/markdown/parse.js';
import { MARKDOWN_BUDGET } from '../../src/preview/markdown/render.js';
import { MAX_EMOJI_IMAGES } from '../../src/preview/html.js';
import { isSpace } from '../../src/preview/markdown/text-index.js';
import { referenceParseInline } from './reference-markdown.js';
import { previewTree, renderHtml } from '../../src/preview/index.js';

const SIZE = 400_000;
const fill = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** The text back from the nodes, the delimiters written as `em` says (for shapes without code or links). */
function sourceOf(nodes: readonly Inline[], em = '*'): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value;
        case 'br':
          return '\n';
        case 'strong':
          return `**${sourceOf(node.content, em)}**`;
        case 'underline':
          return `__${sourceOf(node.content, em)}__`;
        case 'em':
          return `${em}${sourceOf(node.content, em)}${em}`;
        case 'strike':
          return `~~${sourceOf(node.content, em)}~~`;
        case 'spoiler':
          return `||${sourceOf(node.content, em)}||`;
        default:
          throw new Error(`unexpected ${node.type}`);
      }
    })
    .join('');
}

function depthOf(nodes: readonly Inline[]): number {
  let deepest = 0;
  for (const node of nodes) if ('content' in node) deepest = Math.max(deepest, 1 + depthOf(node.content));
  return deepest;
}

const html = (content: string) => renderHtml(previewTree([{ value: { components: [{ type: 10, content }] } }], { now: new Date(0) }), 'hostile');

describe('hostile markdown: runs of openers that close nothing stay text, whole', () => {
  const shapes: Record<string, string> = {
    '[': fill('['),
    '[a': fill('[a'),
    '[[]': fill('[[]'),
    '<http://a': fill('<http://a'),
    '[a](': fill('[a]('),
    '[a](http://a': fill('[a](http://a'),
    '[a](<http://a': fill('[a](<http://a'),
    '[a](http://a "t': fill('[a](http://a "t'),
    '<@': fill('<@'),
    '<t:1': fill('<t:1'),
    '<:a:1': fill('<:a:1'),
    '</a a a:': fill('</a a a:'),
    'http://': fill('http://'),
    'backslashes': fill('\\'),
    '@': fill('@'),
  };
  for (const [name, text] of Object.entries(shapes)) {
    it(`${JSON.stringify(name)} × ${SIZE / name.length | 0}`, () => {
      const nodes = parseInline(text);
      const joined = nodes.map((n) => (n.type === 'text' ? n.value : n.type === 'url' ? n.url : `<${n.type}>`)).join('');
      if (name === 'backslashes') expect(joined).toBe('\\'.repeat(SIZE / 2));
      else if (name === 'http://') expect(nodes).toEqual([{ type: 'url', url: text }]);
      else expect(joined).toBe(text);
    });
  }

  it('unclosed backtick runs of every length stay text; a later run of the same length closes', () => {
    const runs = Array.from({ length: 800 }, (_, i) => '`'.repeat(i + 1) + 'a').join('');
    expect(parseInline(runs)).toEqual([{ type: 'text', value: runs }]);
    expect(parseInline(fill('`'))).toEqual([{ type: 'text', value: fill('`') }]);
    // The longest run, 800, is closed by the 800 after it; the shorter ones have no closer of their length.
    expect(parseInline(`${runs}x${'`'.repeat(800)}`)).toEqual([{ type: 'text', value: runs.slice(0, -801) }, { type: 'code', value: 'ax' }]);
  });
});

describe('hostile markdown: runs that do close are all read', () => {
  it('reads 40,000 masked links, timestamps, mentions and emoji one after the other', () => {
    const links = parseInline(fill('[a](https://x.y/z) ', 19 * 40_000));
    expect(links.filter((n) => n.type === 'link')).toHaveLength(40_000);
    const stamps = parseInline('<t:1:R>'.repeat(40_000));
    expect(stamps).toHaveLength(40_000);
    expect(stamps.every((n) => n.type === 'timestamp' && n.style === 'R')).toBe(true);
    expect(parseInline('<@1><:ab:2>'.repeat(40_000)).map((n) => n.type)).toEqual(Array.from({ length: 80_000 }, (_, i) => (i % 2 ? 'emoji' : 'mention')));
  });

  it('reads `a`-style code spans and **a** pairs across the whole text', () => {
    expect(parseInline(fill('`a` ')).filter((n) => n.type === 'code')).toHaveLength(SIZE / 4);
    // As in Discord: `a``a` is one span, "a``a", the double run inside it.
    expect(parseInline(fill('`a`')).filter((n) => n.type === 'code')).toHaveLength(Math.floor(SIZE / 6));
    expect(parseInline(fill('**a** ')).filter((n) => n.type === 'strong')).toHaveLength(Math.floor(SIZE / 6));
    const alternating = parseInline(fill('*a'));
    expect(sourceOf(alternating)).toBe(fill('*a'));
  });
});

describe('hostile markdown: nesting is bounded, never a crash', () => {
  for (const [char, em] of [['*', '*'], ['_', '_'], ['~', '*'], ['|', '*']] as const) {
    for (const count of [6_500, SIZE]) {
      it(`${count} × ${char}: ${MAX_NESTING} levels at most, the rest as written`, () => {
        const text = char.repeat(count);
        const nodes = parseInline(text);
        expect(depthOf(nodes)).toBeLessThanOrEqual(MAX_NESTING);
        expect(sourceOf(nodes, em)).toBe(text);
      });
    }
  }

  it('nests the five kinds inside one another, 80,000 times over', () => {
    const one = '***__~~||x||~~__***';
    const nested = { type: 'strong', content: [{ type: 'em', content: [{ type: 'underline', content: [{ type: 'strike', content: [{ type: 'spoiler', content: [{ type: 'text', value: 'x' }] }] }] }] }] };
    const nodes = parseInline(`${one} `.repeat(80_000));
    expect(nodes).toHaveLength(160_000);
    expect(nodes.filter((_, i) => i % 2 === 0).every((node) => JSON.stringify(node) === JSON.stringify(nested))).toBe(true);
  });

  it('draws 6,500 stars as an HTML page: nested bold up to the bound, then the stars as text', () => {
    const page = html('*'.repeat(6_500));
    expect(page.match(/class="cl-md-strong"/g)).toHaveLength(MAX_NESTING);
    expect(page).toContain('*'.repeat(6_500 - 4 * MAX_NESTING));
  });

  it('reads a list indented one more space on each of 5,000 lines as lists nested no deeper than the bound, every item kept', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `${' '.repeat(i)}- item ${i}`);
    const [list] = parseMarkdown(lines.join('\n'));
    let depth = 0;
    let items = 0;
    const walk = (block: Block, level: number) => {
      if (block.type !== 'list') return;
      depth = Math.max(depth, level);
      for (const item of block.items) {
        items++;
        item.children.forEach((child) => walk(child, level + 1));
      }
    };
    walk(list!, 1);
    expect(depth).toBe(MAX_LIST_NESTING);
    expect(items).toBe(5_000);
  });

  it('reads 100,000 headings, quotes and subtext lines as as many blocks', () => {
    expect(parseMarkdown(fill('# a\n', 400_000).trimEnd())).toHaveLength(100_000);
    expect(parseMarkdown(fill('-# a\n', 500_000).trimEnd())).toHaveLength(100_000);
    const [quote] = parseMarkdown(fill('> a\n', 400_000).trimEnd());
    expect(quote).toMatchObject({ type: 'quote' });
  });
});

describe('hostile markdown: the page stays small', () => {
  it(`formats the first ${MARKDOWN_BUDGET} characters of a page, shows the rest as written and says so`, () => {
    const text = fill('- **a**\n', 4 * 1024 * 1024);
    const page = html(text);
    expect(page.match(/class="cl-md-list-item"/g)!.length).toBe(Math.ceil(MARKDOWN_BUDGET / 8));
    expect(page).toContain('class="cl-md-budget-note"');
    expect(page).toMatch(/the first 50,000 characters of a page&#39;s text, and 4,144,304 more are shown as written/);
    // Everything past the budget is there, as written (its line feeds as &#xA;, the same text to a browser).
    expect(page).toContain(text.slice(MARKDOWN_BUDGET, MARKDOWN_BUDGET + 800).replaceAll('\n', '&#xA;'));
    expect(page.length).toBeLessThan(2 * text.length + 2_000_000);
  });

  it(`draws ${MAX_EMOJI_IMAGES} emoji as images, the others as characters`, () => {
    const page = html('😀'.repeat(MAX_EMOJI_IMAGES + 500));
    expect(page.match(/<img class="cl-emoji-image"/g)).toHaveLength(MAX_EMOJI_IMAGES);
    expect(page).toContain('😀'.repeat(500));
  });
});

describe('the parser\'s character classes', () => {
  it('isSpace is what a regular expression\'s \\s matches, on every UTF-16 code unit', () => {
    const differ = [];
    for (let code = 0; code < 0x10000; code++) if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
  });
});

describe('the linear parser reads as the regular expressions did', () => {
  it('gives the same nodes as the reference on 30,000 random texts of markup characters', () => {
    const pieces = ['*', '*', '_', '_', '~', '|', '`', '``', '\\', '[', ']', '(', ')', '<', '>', 'a', 'b', ' ', '\n', 'http://x', 'https://y.z', '"', '@here', '<@1>', '<t:1:R>', '<:ab:1>', '.', 'h', '</a b:1>', '<http://q>'];
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    const differ: string[] = [];
    for (let n = 0; n < 30_000; n++) {
      let text = '';
      const length = 1 + Math.floor(random() * 24);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      if (JSON.stringify(parseInline(text)) !== JSON.stringify(referenceParseInline(text))) differ.push(text);
    }
    expect(differ).toEqual([]);
  });
});
