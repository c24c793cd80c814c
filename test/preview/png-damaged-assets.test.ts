/**
 * Issue 30 item 7, held-out variants: asset files present but damaged, or one emoji's picture
 * missing from @twemoji/svg. A zero-byte or truncated font file made satori throw ("Offset is
 * outside the bounds of the DataView") and every PNG fail; a malformed Twemoji SVG made resvg throw
 * and the PNG fail; a missing picture became a box without a word. Each now gives the PNG, with a
 * note on the picture and one warning on stderr.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { run, type Io } from '../../src/cli/main.js';
import { woffProblem } from '../../src/preview/font-check.js';
import { scratch } from '../cli-helpers.js';
import { decodePng, hex, pixel } from './helpers.js';

/** Which faces the mocked loader damages: `family/weight/style` → 'empty', 'truncated', or 'inside' (bytes flipped past its table directory). */
const damage = vi.hoisted(() => new Map<string, 'empty' | 'truncated' | 'inside'>());
const flipped = (data: Buffer) => {
  const copy = Buffer.from(data);
  for (let i = 2000; i < copy.length - 100; i += 7) copy[i]! ^= 0x5a;
  return copy;
};

vi.mock('../../src/preview/fonts.js', async (original) => {
  const real = await original<typeof import('../../src/preview/fonts.js')>();
  return {
    ...real,
    loadFonts: (...args: Parameters<typeof real.loadFonts>) =>
      real.loadFonts(...args).map((face) => {
        const how = damage.get(`${face.family}/${face.weight}/${face.style}`);
        return how === undefined ? face : { ...face, data: how === 'empty' ? Buffer.alloc(0) : how === 'inside' ? flipped(face.data) : face.data.subarray(0, 3000) };
      }),
  };
});

// A copy of @twemoji/svg's folder holding two pictures: 😀 malformed, 🎉 intact; 👍 is missing.
const twemoji = vi.hoisted(() => ({ folder: '' }));
vi.mock('../../src/preview/emoji.js', async (original) => {
  const real = await original<typeof import('../../src/preview/emoji.js')>();
  return { ...real, twemojiFolder: () => twemoji.folder };
});
const realFolder = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
twemoji.folder = mkdtempSync(path.join(tmpdir(), 'cordlint-twemoji-'));
writeFileSync(path.join(twemoji.folder, '1f600.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L');
copyFileSync(path.join(realFolder, '1f389.svg'), path.join(twemoji.folder, '1f389.svg'));

const WARNING = '#f0b232';

async function cli(payload: unknown, env: Record<string, string> = {}) {
  const cwd = scratch({ 'p.json': JSON.stringify(payload) });
  let stderr = '';
  const io: Io = { stdout: () => {}, stderr: (t) => void (stderr += t), readStdin: async () => Buffer.from(''), isTTY: false, env, cwd };
  const code = await run(['preview', 'p.json', '-o', 'p.png'], io);
  const image = code === 0 ? decodePng(readFileSync(path.join(cwd, 'p.png'))) : undefined;
  return { code, stderr, image };
}

describe('damaged or missing asset files', () => {
  it('tells a WOFF file that is empty, cut short or not a font from an intact one', () => {
    const file = readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/package.json')), 'files/noto-sans-latin-400-normal.woff'));
    expect(woffProblem(file)).toBeUndefined();
    expect(woffProblem(Buffer.alloc(0))).toBe('the file is empty');
    expect(woffProblem(file.subarray(0, 3000))).toBe(`the file is cut short (3000 of ${file.length} bytes)`);
    expect(woffProblem(file.subarray(0, 20))).toBe('the file is cut short (20 bytes)');
    expect(woffProblem(Buffer.from('<html>'.repeat(20)))).toBe('the file is not a WOFF font');
  });

  it('draws the PNG when a font file of each family is damaged (all of the monospace one), an emoji picture is malformed and another missing: one note and one warning each', async () => {
    damage.set('Noto Sans/400/normal', 'truncated');
    damage.set('Noto Sans Mono/400/normal', 'empty');
    const { code, stderr, image } = await cli({ content: 'Hello **bold** `code` 😀 👍 🎉\n```js\nlet x = 1\n```' });
    damage.clear();
    expect(stderr.split('\n')).toEqual([
      'cordlint: warning: Font files of @fontsource/noto-sans are damaged (400 normal latin, 400 normal latin-ext, 400 normal greek and 1 more): their text is drawn in another face. Reinstall cordlint with npm.',
      'cordlint: warning: The monospace font (@fontsource/noto-sans-mono) is damaged (reinstall cordlint with npm): code is drawn in Noto Sans.',
      'cordlint: warning: An emoji has no picture in @twemoji/svg (U+1F44D): drawn as an empty box.',
      'cordlint: warning: The picture of an emoji is damaged in @twemoji/svg (U+1F600): drawn as an empty box. Reinstall cordlint with npm.',
      '',
    ]);
    expect(code).toBe(0);
    expect(hex(pixel(image!, 1, 10))).toBe(WARNING);
    // The notes' band (its warning-coloured left edge) is tall enough for four notes.
    let band = 0;
    while (hex(pixel(image!, 1, band)) === WARNING) band++;
    expect(band).toBeGreaterThanOrEqual(4 * 18);
  });

  it('draws the PNG when a font file is damaged inside, its structure intact (satori failed on it): the face is left out, with the note', async () => {
    damage.set('Noto Sans Mono/400/normal', 'inside');
    // Another set of missing assets than the other tests, so the fonts are loaded again.
    const { code, stderr, image } = await cli({ content: 'Run `npm test`' }, { CORDLINT_PNG_WITHOUT: 'emoji' });
    damage.clear();
    expect(stderr).toBe(
      'cordlint: warning: The monospace font (@fontsource/noto-sans-mono) is damaged (reinstall cordlint with npm): code is drawn in Noto Sans.\n' +
        'cordlint: warning: The emoji pictures (@twemoji/svg) are not installed: each emoji is drawn as an empty box.\n',
    );
    expect(code).toBe(0);
    expect(hex(pixel(image!, 1, 10))).toBe(WARNING);
  });

  it('says plainly when every font file is damaged, and exits 2 without a trace', async () => {
    for (const family of ['Noto Sans', 'Noto Sans Mono']) for (const [w, s] of [[400, 'normal'], [600, 'normal'], [700, 'normal'], [400, 'italic'], [700, 'italic']]) damage.set(`${family}/${w}/${s}`, 'empty');
    // Another set of missing assets than the other tests, so the fonts are loaded again.
    const { code, stderr } = await cli({ content: 'hi' }, { CORDLINT_PNG_WITHOUT: 'emoji,mono-font' });
    damage.clear();
    expect(code).toBe(2);
    expect(stderr).toBe('cordlint: the PNG could not be drawn: PNG output needs the fonts of @fontsource/noto-sans, whose files are damaged: reinstall cordlint with npm, or write HTML (-o preview.html).\n');
  });
});
