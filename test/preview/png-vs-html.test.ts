/**
 * The PNG preview against the HTML preview of the same payload, screenshot in Debian's chromium
 * (driven by puppeteer-core; .ci/run installs chromium, CHROMIUM_PATH or CHROMIUM names another
 * binary). Compared by pixel areas, not exact pixels: the findings panel's box, the Media Gallery's
 * tiles, where text ink reaches, and the lines of the image placeholders' URLs (issue 29: the PNG
 * clipped the panel, overflowed a long string, overlapped gallery tiles and left lone letters).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadDocuments, previewTree, renderHtml, renderPngFile } from '../../src/preview/index.js';
import type { LintMessage } from '../../src/types.js';
import { decodePng, hex, NOW, pixel } from './helpers.js';

const which = (command: string) =>
  command.includes('/') ? command : ((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? `/usr/bin/${command}`);
const chromium = which(process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? 'chromium');

type Image = ReturnType<typeof decodePng>;
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const BACKGROUND = '#313338';
const SURFACE = '#2b2d31';
const DEEP = '#1e1f22';

const GALLERY_FIRST = {
  flags: 32768,
  components: [
    {
      type: 12,
      items: [
        { media: { url: 'https://cdn.example.com/first-picture.png' } },
        { media: { url: 'https://cdn.example.com/second-picture.png' } },
        { media: { url: 'https://cdn.example.com/images/2026/a-rather-long-file-name-for-a-picture.png' } },
      ],
    },
    { type: 10, content: `Unbroken: ${'A'.repeat(120)} end` },
    { type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go', unknown_thing: 1 }] },
  ],
};

/** The finding lint gives for unknown_thing, with a long message so that the panel's text wraps. */
const FINDING: LintMessage = {
  ruleId: 'unknown-field',
  severity: 1,
  message: '"unknown_thing" is not a field of Button (2): Discord ignores it, so it has no effect. Remove it; the fields are type, id, style, label, emoji, custom_id, sku_id, url, disabled.',
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
  path: '/components/2/components/0/unknown_thing',
};

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
});
afterAll(async () => {
  await browser?.close();
});

async function both(value: unknown, findings?: LintMessage[]): Promise<{ png: Image; html: Image; width: number }> {
  const options = { now: NOW, ...(findings ? { findings } : {}) };
  const png = decodePng(await renderPngFile(previewTree(payloadDocuments([{ value }]), options, 'png')));
  const tree = previewTree(payloadDocuments([{ value }]), options);
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: tree.width, height: 200 });
    await page.setContent(renderHtml(tree, 'test'), { waitUntil: 'load' });
    const html = decodePng(Buffer.from(await page.screenshot({ fullPage: true })));
    return { png, html, width: tree.width };
  } finally {
    await page.close();
  }
}

const colourAt = (image: Image, x: number, y: number) => hex(pixel(image, x, y));

/** The bounding box of the pixels of one colour inside `within`. */
function boxOf(image: Image, colour: string, within: Box = { x0: 0, y0: 0, x1: image.width, y1: image.height }): Box | undefined {
  let found: Box | undefined;
  for (let y = within.y0; y < Math.min(within.y1, image.height); y++) {
    for (let x = within.x0; x < Math.min(within.x1, image.width); x++) {
      if (colourAt(image, x, y) !== colour) continue;
      found = found ? { x0: Math.min(found.x0, x), y0: Math.min(found.y0, y), x1: Math.max(found.x1, x + 1), y1: Math.max(found.y1, y + 1) } : { x0: x, y0: y, x1: x + 1, y1: y + 1 };
    }
  }
  return found;
}

/** Runs of one colour along a row: the tiles a horizontal line crosses, as [start, end) pairs at least `min` long. */
function runs(image: Image, y: number, colour: string, x0: number, x1: number, min = 20): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let x = x0; x <= x1; x++) {
    const inside = x < x1 && colourAt(image, x, y) === colour;
    if (inside && start < 0) start = x;
    if (!inside && start >= 0) {
      if (x - start >= min) out.push([start, x]);
      start = -1;
    }
  }
  return out;
}

/** The same along a column. */
function columnRuns(image: Image, x: number, colour: string, y0: number, y1: number, min = 20): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  for (let y = y0; y <= y1; y++) {
    const inside = y < y1 && colourAt(image, x, y) === colour;
    if (inside && start < 0) start = y;
    if (!inside && start >= 0) {
      if (y - start >= min) out.push([start, y]);
      start = -1;
    }
  }
  return out;
}

/** Lines of ink (text) inside a box whose background is `background`: each line's [left, right) extent of ink. */
function inkLines(image: Image, area: Box, background: string): { y0: number; y1: number; left: number; right: number }[] {
  const lines: { y0: number; y1: number; left: number; right: number }[] = [];
  let current: (typeof lines)[number] | undefined;
  for (let y = area.y0; y < area.y1; y++) {
    let left = Infinity;
    let right = -Infinity;
    for (let x = area.x0; x < area.x1; x++) {
      if (colourAt(image, x, y) === background) continue;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
    }
    if (right > left) {
      if (current) current = { ...current, y1: y + 1, left: Math.min(current.left, left), right: Math.max(current.right, right) };
      else current = { y0: y, y1: y + 1, left, right };
    } else if (current) {
      lines.push(current);
      current = undefined;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

/** Two colours a person tells apart: more than 24 levels apart in all. */
function distinct(a: string, b: string): boolean {
  const level = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
  return [0, 1, 2].reduce((sum, i) => sum + Math.abs(level(a, i) - level(b, i)), 0) > 24;
}

describe('PNG preview against the HTML preview in chromium (issue 29)', () => {
  it('draws the findings panel whole, where the page draws it', async () => {
    const { png, html, width } = await both(GALLERY_FIRST, [FINDING]);
    const right = { x0: 700, y0: 0, x1: width, y1: 400 };
    const panelPng = boxOf(png, SURFACE, right)!;
    const panelHtml = boxOf(html, SURFACE, right)!;
    // 16px of page padding after the panel, as in the page: nothing clipped at the image's edge.
    expect(panelHtml.x1).toBe(width - 16);
    expect(panelPng.x1).toBe(width - 16);
    expect(colourAt(png, width - 8, panelPng.y0 + 20)).toBe(BACKGROUND);
    for (const edge of ['x0', 'y0', 'x1'] as const) expect(close(panelPng[edge], panelHtml[edge], 2)).toBe(true);
    // The panel holds its text: as tall as the page's within a line.
    expect(close(panelPng.y1 - panelPng.y0, panelHtml.y1 - panelHtml.y0, 20)).toBe(true);
  });

  it('lays a 3-item Media Gallery out as the page does: one tall tile and two stacked, 4px apart, none overlapping', async () => {
    const { png, html } = await both(GALLERY_FIRST);
    for (const image of [html, png]) {
      const gallery = boxOf(image, DEEP, { x0: 60, y0: 40, x1: 700, y1: 420 })!;
      expect(gallery.x1 - gallery.x0).toBeGreaterThanOrEqual(470);
      // Across the middle of the top tile: the tall tile and one stacked tile, with a gap of page background between.
      const y = gallery.y0 + 40;
      const across = runs(image, y, DEEP, gallery.x0 - 2, gallery.x1 + 2);
      expect(across).toHaveLength(2);
      const [[, firstEnd], [secondStart]] = across as [[number, number], [number, number]];
      expect(secondStart - firstEnd).toBeGreaterThanOrEqual(4);
      // Down the right-hand tiles: two tiles with a gap between them.
      const down = columnRuns(image, gallery.x1 - 5, DEEP, gallery.y0 - 2, gallery.y1 + 2);
      expect(down).toHaveLength(2);
      expect(down[1]![0] - down[0]![1]).toBeGreaterThanOrEqual(4);
    }
    const tilesOf = (image: Image) => {
      const gallery = boxOf(image, DEEP, { x0: 60, y0: 40, x1: 700, y1: 420 })!;
      return { gallery, across: runs(image, gallery.y0 + 40, DEEP, gallery.x0 - 2, gallery.x1 + 2), down: columnRuns(image, gallery.x1 - 5, DEEP, gallery.y0 - 2, gallery.y1 + 2) };
    };
    const a = tilesOf(png);
    const b = tilesOf(html);
    for (const edge of ['x0', 'y0', 'x1', 'y1'] as const) expect(close(a.gallery[edge], b.gallery[edge], 3)).toBe(true);
    a.across.flat().forEach((x, i) => expect(close(x, b.across.flat()[i]!, 3)).toBe(true));
    a.down.flat().forEach((y, i) => expect(close(y - a.gallery.y0, b.down.flat()[i]! - b.gallery.y0, 3)).toBe(true));
  });

  it('wraps a long unbroken string inside the message column, as the page does', async () => {
    const value = { content: `Look: ${'A'.repeat(150)} and https://example.com/${'b'.repeat(140)} end` };
    const { png, html } = await both(value);
    // The message column ends at 16 + 680 = 696; nothing is drawn right of it.
    for (const image of [png, html]) {
      const lines = inkLines(image, { x0: 72, y0: 50, x1: image.width, y1: image.height }, BACKGROUND);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const line of lines) expect(line.right).toBeLessThanOrEqual(700);
    }
    const inked = (image: Image) => inkLines(image, { x0: 72, y0: 50, x1: image.width, y1: image.height }, BACKGROUND);
    // The same text takes about as many lines in both: the PNG starts the word after a broken one on a line
    // of its own, where the page puts it beside the broken word's last line (one line more per long word here).
    expect(inked(png).length - inked(html).length).toBeGreaterThanOrEqual(0);
    expect(inked(png).length - inked(html).length).toBeLessThanOrEqual(2);
    // The broken lines run to about the same right edge.
    expect(close(Math.max(...inked(png).map((l) => l.right)), Math.max(...inked(html).map((l) => l.right)), 16)).toBe(true);
  });

  it('hides a spoiler in both until it is clicked in the page (issue 29)', async () => {
    const value = { content: 'The answer is ||forty-two, the number everyone waits for||.' };
    const tree = previewTree(payloadDocuments([{ value }]), { now: NOW });
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: tree.width, height: 120 });
      await page.setContent(renderHtml(tree, 'test'), { waitUntil: 'load' });
      const box = (await (await page.$('.cl-md-spoiler'))!.boundingBox())!;
      const area = { x0: Math.ceil(box.x) + 2, y0: Math.ceil(box.y) + 2, x1: Math.floor(box.x + box.width) - 2, y1: Math.floor(box.y + box.height) - 2 };
      const textPixels = (image: Image) => {
        let count = 0;
        // Text is what stands out from the block's colour and the page's (within a few levels: the browser smooths glyph edges).
        for (let y = area.y0; y < area.y1; y++) for (let x = area.x0; x < area.x1; x++) if (distinct(colourAt(image, x, y), DEEP) && distinct(colourAt(image, x, y), BACKGROUND)) count++;
        return count;
      };
      const hidden = decodePng(Buffer.from(await page.screenshot()));
      expect(textPixels(hidden)).toBe(0);
      await page.click('.cl-md-spoiler');
      const shown = decodePng(Buffer.from(await page.screenshot()));
      expect(textPixels(shown)).toBeGreaterThan(200);
      // The PNG draws it hidden: the block holds no ink but its own colour.
      const image = decodePng(await renderPngFile(previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png')));
      const block = boxOf(image, DEEP, { x0: 72, y0: 40, x1: 700, y1: 80 })!;
      expect(block.x1 - block.x0).toBeGreaterThan(150);
      let ink = 0;
      for (let y = block.y0 + 3; y < block.y1 - 3; y++) for (let x = block.x0 + 4; x < block.x1 - 4; x++) if (distinct(colourAt(image, x, y), DEEP)) ink++;
      expect(ink).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('breaks placeholder URLs at their separators, leaving no lone letter on a line, alike in both', async () => {
    const { png, html } = await both(GALLERY_FIRST);
    const captions = (image: Image) => {
      const gallery = boxOf(image, DEEP, { x0: 60, y0: 40, x1: 700, y1: 420 })!;
      const tiles = [
        { x0: gallery.x0 + 4, y0: gallery.y0 + 4, x1: gallery.x0 + 230, y1: gallery.y1 - 4 },
        { x0: gallery.x1 - 230, y0: gallery.y0 + 4, x1: gallery.x1 - 4, y1: gallery.y0 + 140 },
        { x0: gallery.x1 - 230, y0: gallery.y1 - 140, x1: gallery.x1 - 4, y1: gallery.y1 - 4 },
      ];
      return tiles.map((tile) => inkLines(image, tile, DEEP));
    };
    const a = captions(png);
    const b = captions(html);
    for (const tiles of [a, b]) {
      for (const lines of tiles) {
        // IMAGE, then the URL's lines: none as narrow as one or two letters (11px text: about 6px a letter).
        expect(lines.length).toBeGreaterThanOrEqual(2);
        for (const line of lines.slice(1)) expect(line.right - line.left).toBeGreaterThan(18);
      }
    }
    // The same lines in both, about as wide.
    a.forEach((lines, tile) => {
      expect(lines.length).toBe(b[tile]!.length);
      lines.forEach((line, i) => expect(close(line.right - line.left, b[tile]![i]!.right - b[tile]![i]!.left, 12)).toBe(true));
    });
  });
});
