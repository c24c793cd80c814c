import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../../src/cli/main.js';
import { payloadDocuments, PNG_LIMITS, previewTree, renderPngPicture, type PngFileOptions } from '../../src/preview/index.js';
import { scratch } from '../cli-helpers.js';
import { decodePng, hex, NOW, pixel } from './helpers.js';

// Issue 30, items 4 and 7: the PNG draws within its bounds (docs/preview.md, "PNG bounds"), says
// on the picture and on stderr what it left out, and makes do without an optional package.

const picture = (value: unknown, options: PngFileOptions = {}) => renderPngPicture(previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png'), options);
const textDisplay = (content: string) => ({ flags: 32768, components: [{ type: 10, content }] });

/** Pixels of the picture's rows y0..y1 (all its width) in one of the colours. */
function count(image: ReturnType<typeof decodePng>, y0: number, y1: number, colours: readonly string[]): number {
  let n = 0;
  for (let y = y0; y < Math.min(y1, image.height); y++) for (let x = 0; x < image.width; x++) if (colours.includes(hex(pixel(image, x, y)))) n++;
  return n;
}

/** The warning colour of the note's left edge, at the top of the picture. */
const noteAtTop = (image: ReturnType<typeof decodePng>) => hex(pixel(image, 1, 10));
const WARNING = '#f0b232';

/** The CLI in-process with these environment variables; the PNG's width and height. */
async function cli(args: string[], files: Record<string, string>, env: Record<string, string> = {}) {
  const cwd = scratch(files);
  let stderr = '';
  const io: Io = { stdout: () => {}, stderr: (t) => void (stderr += t), readStdin: async () => Buffer.from(''), isTTY: false, env, cwd };
  const code = await run(args, io);
  const out = args[args.indexOf('-o') + 1]!;
  const image = code === 0 ? decodePng(readFileSync(path.join(cwd, out))) : undefined;
  return { code, stderr, width: image?.width, height: image?.height, image };
}

describe('PNG bounds', () => {
  it('draws a 100 KB text up to the character bound, with the note on the picture and a warning', async () => {
    const words = Array.from({ length: 17_000 }, (_, i) => `lorem${i % 10}`).join(' ').slice(0, 100_000);
    const { code, stderr, width, height, image } = await cli(['preview', 'big.json', '-o', 'big.png'], { 'big.json': JSON.stringify({ content: words }) });
    expect(code).toBe(0);
    expect(width).toBe(712);
    expect(height).toBeLessThanOrEqual(PNG_LIMITS.height);
    expect(stderr).toBe(`cordlint: warning: Preview cut: the PNG draws at most 6,000 characters of text; what follows the "…" is left out. The HTML preview shows all of it.\n`);
    expect(noteAtTop(image!)).toBe(WARNING);
  });

  it('draws 2,000 emoji (a payload that lints clean) up to the emoji bound, each as Twemoji draws it', async () => {
    const result = await picture(textDisplay('😀'.repeat(2_000)));
    expect(result.notes).toEqual([`Preview cut: the PNG draws at most 1,000 emoji; what follows the "…" is left out. The HTML preview shows all of it.`]);
    const image = decodePng(result.png);
    expect(noteAtTop(image)).toBe(WARNING);
    // Twemoji's grinning face is #ffcc4d: 1,000 of them are a lot of yellow, drawn in the message column.
    expect(count(image, 0, image.height, ['#ffcc4d'])).toBeGreaterThan(1_000 * 40);
  });

  it('draws a 4,000-character text of short lines (a payload that lints clean) up to the line bound', async () => {
    const { code, stderr, height, image } = await cli(['preview', 'lines.json', '-o', 'lines.png'], { 'lines.json': JSON.stringify(textDisplay('a\n'.repeat(2_000))) });
    expect(code).toBe(0);
    expect(stderr).toContain('cordlint: warning: Preview cut: the PNG draws at most 400 lines of text;');
    expect(height).toBeLessThanOrEqual(PNG_LIMITS.height);
    // 400 lines of 22 pixels at least: the lines up to the bound are all there.
    expect(height).toBeGreaterThan(400 * 20);
    expect(noteAtTop(image!)).toBe(WARNING);
  });

  it('cuts a picture taller than the height bound at that height, with a note along its bottom edge', async () => {
    const result = await picture(textDisplay('a\n'.repeat(100)), { limits: { ...PNG_LIMITS, height: 600 } });
    const image = decodePng(result.png);
    expect(image.height).toBe(600);
    expect(result.notes).toEqual(['Preview cut: the PNG draws at most 600 pixels high; the picture ends there. The HTML preview shows all of it.']);
    // The note's top border, 44 pixels above the bottom, in the warning colour across the picture.
    expect(count(image, 600 - 44, 600 - 43, [WARNING])).toBe(image.width);
  });

  it('draws a payload within the bounds whole, without a note', async () => {
    const result = await picture(textDisplay('Hello 😀\n'.repeat(50)));
    expect(result.notes).toEqual([]);
    const image = decodePng(result.png);
    expect(noteAtTop(image)).toBe('#313338');
  });

  it('gives the findings beside the payload their own bounds: a huge payload does not leave them out', async () => {
    const tree = previewTree(payloadDocuments([{ value: textDisplay('word '.repeat(3_000)) }]), { now: NOW, findings: [{ ruleId: 'demo', severity: 2, message: 'Something to fix', line: 1, column: 1, endLine: 1, endColumn: 2, path: '/components/0' }] }, 'png');
    const result = await renderPngPicture(tree);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/^Preview cut: the PNG draws at most /);
    // The findings panel (its surface colour) is drawn to the right of the message column.
    const image = decodePng(result.png);
    expect(image.width).toBe(1048);
    expect(hex(pixel(image, 1000, 100))).toBe('#2b2d31');
    expect(hex(pixel(image, 1000, image.height - 4))).toBe('#313338');
  });
});

describe('PNG without an optional package', () => {
  it('draws emoji as boxes, with the note and a warning, when @twemoji/svg is missing', async () => {
    const { code, stderr, image } = await cli(['preview', 'e.json', '-o', 'e.png'], { 'e.json': JSON.stringify({ content: '😀😀😀 hello' }) }, { CORDLINT_PNG_WITHOUT: 'emoji' });
    expect(code).toBe(0);
    expect(stderr).toBe('cordlint: warning: The emoji pictures (@twemoji/svg) are not installed: each emoji is drawn as an empty box.\n');
    expect(noteAtTop(image!)).toBe(WARNING);
    // No Twemoji yellow; the boxes' grey outline where the emoji are.
    expect(count(image!, 0, image!.height, ['#ffcc4d'])).toBe(0);
    expect(count(image!, 60, image!.height, ['#949ba4'])).toBeGreaterThan(30);
  });

  it('draws code in the main font when only the monospace font is missing', async () => {
    const payload = { content: 'Run `npm test` then:\n```js\nconst x = 1;\n```' };
    const { code, stderr, width, image } = await cli(['preview', 'c.json', '-o', 'c.png'], { 'c.json': JSON.stringify(payload) }, { CORDLINT_PNG_WITHOUT: 'mono-font' });
    expect(code).toBe(0);
    expect(width).toBe(712);
    expect(stderr).toBe('cordlint: warning: The monospace font (@fontsource/noto-sans-mono) is not installed: code is drawn in Noto Sans.\n');
    expect(noteAtTop(image!)).toBe(WARNING);
  });

  it('draws all text in the monospace font when only the main font is missing', async () => {
    const result = await picture({ content: 'hello' }, { without: ['font'] });
    expect(result.notes).toEqual(['The font Noto Sans (@fontsource/noto-sans) is not installed: all text is drawn in Noto Sans Mono.']);
  });

  it('says plainly that no PNG can be drawn without any font, and exits 2', async () => {
    const { code, stderr } = await cli(['preview', 'n.json', '-o', 'n.png'], { 'n.json': '{"content":"hi"}' }, { CORDLINT_PNG_WITHOUT: 'font,mono-font' });
    expect(code).toBe(2);
    expect(stderr).toBe('cordlint: the PNG could not be drawn: PNG output needs the fonts of @fontsource/noto-sans, which are not installed: reinstall cordlint with npm, or write HTML (-o preview.html).\n');
    expect(stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
