/**
 * Previews closer to Discord (issue 29, item 9): the box-with-arrow icon on link buttons, and code
 * blocks coloured for the common languages; in the HTML page and in the PNG.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { CODE_COLOURS, highlight } from '../../src/preview/markdown/highlight.js';
import { payloadDocuments, previewTree, renderHtml, renderPngFile } from '../../src/preview/index.js';
import { classCounts, decodePng, hex, htmlOf, NOW, pixel, textOf } from './helpers.js';

const which = (command: string) =>
  command.includes('/') ? command : ((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? `/usr/bin/${command}`);
const chromium = which(process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? 'chromium');

/** The HTML page of each payload as chromium draws it (puppeteer-core, Debian's chromium). */
async function screenshots(values: unknown[]): Promise<ReturnType<typeof decodePng>[]> {
  const browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
  try {
    const shots = [];
    for (const value of values) {
      const tree = previewTree(payloadDocuments([{ value }]), { now: NOW });
      const page = await browser.newPage();
      await page.setViewport({ width: tree.width, height: 200 });
      await page.setContent(renderHtml(tree, 'test'), { waitUntil: 'load' });
      shots.push(decodePng(Buffer.from(await page.screenshot())));
      await page.close();
    }
    return shots;
  } finally {
    await browser.close();
  }
}

const png = async (value: unknown) => decodePng(await renderPngFile(previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png')));
const buttons = (style: number) => ({ components: [{ type: 1, components: [{ type: 2, style, label: 'Open the docs', ...(style === 5 ? { url: 'https://example.com' } : { custom_id: 'x' }) }] }] });

/** The columns, on the button's middle row, that hold the button's grey (#4e5058). */
function buttonSpan(image: ReturnType<typeof decodePng>, y: number): [number, number] {
  const row = Array.from({ length: image.width }, (_, x) => hex(pixel(image, x, y)));
  return [row.indexOf('#4e5058'), row.lastIndexOf('#4e5058')];
}

describe('link buttons', () => {
  it('carry the box-with-arrow icon after the label, as an SVG image, in the HTML page', () => {
    const html = htmlOf(buttons(5));
    expect(classCounts(html).get('cl-button-link-icon')).toBe(1);
    expect(html).toMatch(/<img class="cl-button-link-icon" [^>]*src="data:image\/svg\+xml;base64,[^"]+" alt="\(opens a link\)"/);
    const svg = Buffer.from(/cl-button-link-icon" [^>]*src="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)![1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[\s\S]*<path d="M10 3\.5H6\.5a3 3 0 0 0-3 3v11/);
    expect(html.indexOf('Open the docs')).toBeLessThan(html.indexOf('cl-button-link-icon'));
    expect(classCounts(htmlOf(buttons(2))).get('cl-button-link-icon')).toBeUndefined();
  });

  it('draw the icon in the PNG: white strokes right of the label that a secondary button of the same label lacks', async () => {
    const link = await png(buttons(5));
    const secondary = await png(buttons(2));
    const y = 74;
    const [, linkRight] = buttonSpan(link, y);
    const [, secondaryRight] = buttonSpan(secondary, y);
    // The icon (16 pixels and an 8-pixel gap) makes the link button wider.
    expect(linkRight - secondaryRight).toBeGreaterThanOrEqual(20);
    let white = 0;
    for (let yy = y - 10; yy <= y + 10; yy++) for (let x = linkRight - 36; x < linkRight - 14; x++) if (pixel(link, x, yy).every((v) => v > 200)) white++;
    expect(white).toBeGreaterThan(15);
  });
});

const CODE = [
  '```js',
  "// greet <b>",
  "const name = 'world'; /* note */",
  'export async function hi(n = 42) { return `hi ${n}` + null; }',
  '```',
  '```py',
  'def f(x):',
  '    return """doc""" if x else None  # done',
  '```',
  '```json',
  '{"a": 1, "b": [true, null, "s"]}',
  '```',
  '```bash',
  '# build',
  'export PATH="$HOME/bin" && echo $USER',
  '```',
  '```diff',
  '@@ -1 +1 @@',
  '-old <script>alert(1)</script>',
  '+new',
  '```',
  '```',
  'const plain = 1',
  '```',
].join('\n');

/** The token texts of one kind in the page, in order. */
function tokens(html: string, kind: string): string[] {
  return [...html.matchAll(new RegExp(`<span class="cl-hl-${kind}"[^>]*>([^<]*)</span>`, 'g'))].map((m) => m[1]!);
}

describe('in chromium', () => {
  it('shows the link icon and the code colours on the HTML page', async () => {
    const [link, secondary, code] = await screenshots([buttons(5), buttons(2), { content: '```js\nconst x = await fetch(url)\n```' }]);
    const y = 74;
    const [, linkRight] = buttonSpan(link!, y);
    const [, secondaryRight] = buttonSpan(secondary!, y);
    expect(linkRight - secondaryRight).toBeGreaterThanOrEqual(20);
    let white = 0;
    for (let yy = y - 10; yy <= y + 10; yy++) for (let x = linkRight - 36; x < linkRight - 14; x++) if (pixel(link!, x, yy).every((v) => v > 200)) white++;
    expect(white).toBeGreaterThan(15);
    let keyword = 0;
    for (let yy = 0; yy < code!.height; yy++) for (let x = 0; x < code!.width; x++) if (hex(pixel(code!, x, yy)) === CODE_COLOURS.dark.keyword) keyword++;
    expect(keyword).toBeGreaterThan(10);
  });
});

describe('code blocks', () => {
  const html = htmlOf({ content: CODE });

  it('colour keywords, strings, numbers, comments and literals of JavaScript and Python', () => {
    expect(tokens(html, 'keyword')).toEqual(['const', 'export', 'async', 'function', 'return', 'def', 'return', 'if', 'else', 'export']);
    expect(tokens(html, 'string')).toEqual(['&#39;world&#39;', '`hi ${n}`', '&quot;&quot;&quot;doc&quot;&quot;&quot;', '&quot;s&quot;', '&quot;$HOME/bin&quot;']);
    expect(tokens(html, 'comment')).toEqual(['// greet &lt;b&gt;', '/* note */', '# done', '# build']);
    expect(tokens(html, 'number')).toEqual(['42', '1']);
    expect(tokens(html, 'literal')).toEqual(['null', 'None', 'true', 'null']);
    expect(html).toMatch(new RegExp(`<span class="cl-hl-keyword" style="color:${CODE_COLOURS.dark.keyword}">const</span>`));
  });

  it('colour JSON keys, shell variables and diff lines, escaped as text', () => {
    expect(tokens(html, 'attr')).toEqual(['&quot;a&quot;', '&quot;b&quot;']);
    expect(tokens(html, 'variable')).toEqual(['$USER']);
    expect(tokens(html, 'meta')).toEqual(['@@ -1 +1 @@']);
    expect(tokens(html, 'deletion')).toEqual(['-old &lt;script&gt;alert(1)&lt;/script&gt;']);
    expect(tokens(html, 'addition')).toEqual(['+new']);
    expect(html).not.toContain('<script>');
  });

  it('leave a block without a language, or with another, as plain text', () => {
    const blocks = html.split('class="cl-md-code-block"');
    expect(blocks).toHaveLength(7);
    expect(blocks[6]).not.toContain('cl-hl-');
    expect(textOf(blocks[6]!.replace(/^[^>]*>/, '<div class="cl-x">'), 'x')).toBe('const plain = 1');
    expect(htmlOf({ content: '```cobol\nMOVE 1 TO X.\n```' })).not.toContain('cl-hl-');
  });

  it('read hostile code in one pass: every character back, in order, whatever is left open', () => {
    const shapes = ['/*', '"', '`', "'''", '${', '$', '#', '0x', '//', '\\'].map((unit) => unit.repeat(100_000));
    for (const lang of ['js', 'py', 'json', 'bash', 'diff']) {
      for (const code of shapes) expect(highlight(code, lang).map((t) => t.text).join('')).toBe(code);
    }
    const open = highlight(`x = "${'a'.repeat(300_000)}`, 'js');
    expect(open.at(-1)).toEqual({ kind: 'string', text: `"${'a'.repeat(300_000)}` });
  });

  it('are coloured in the PNG too: the keyword colour is on the picture', async () => {
    const image = await png({ content: '```js\nconst x = await fetch(url)\n```' });
    const wanted = CODE_COLOURS.dark.keyword;
    let found = 0;
    for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if (hex(pixel(image, x, y)) === wanted) found++;
    expect(found).toBeGreaterThan(10);
    const plainImage = await png({ content: '```\nconst x = await fetch(url)\n```' });
    let plainFound = 0;
    for (let y = 0; y < plainImage.height; y++) for (let x = 0; x < plainImage.width; x++) if (hex(pixel(plainImage, x, y)) === wanted) plainFound++;
    expect(plainFound).toBe(0);
  });
});
