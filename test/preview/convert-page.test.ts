/**
 * `cordlint convert --preview` (issue 29, item 9): the conversion's notes beside before and
 * after, on a page that fits a 1,280-pixel screen; laid out by Debian's chromium (puppeteer-core;
 * CHROMIUM_PATH or CHROMIUM names another binary).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, runCli, scratch } from '../cli-helpers.js';
import { classCounts, FIXTURES, textOf } from './helpers.js';

const which = (command: string) =>
  command.includes('/') ? command : ((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? `/usr/bin/${command}`);
const chromium = which(process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? 'chromium');
const legacy = readFileSync(path.join(FIXTURES, 'legacy-embed.json'), 'utf8');

let browser: Browser;
let page: string;
beforeAll(async () => {
  // Scroll bars shown, as on a desktop: they take room from the page.
  browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] });
  const dir = scratch({ 'legacy.json': legacy });
  const { code } = await runCli(['convert', 'legacy.json', '--preview', 'side.html'], dir);
  expect(code).toBe(0);
  page = read(dir, 'side.html');
});
afterAll(async () => {
  await browser?.close();
});

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  boxes: Record<'before' | 'after' | 'notes', { left: number; top: number; right: number; bottom: number }>;
}

async function layout(width: number): Promise<Layout> {
  const tab = await browser.newPage();
  try {
    await tab.setViewport({ width, height: 900 });
    await tab.setContent(page, { waitUntil: 'load' });
    return await tab.evaluate(() => {
      const rect = (selector: string) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        boxes: { before: rect('.cl-before'), after: rect('.cl-after'), notes: rect('.cl-conversion-notes') },
      };
    });
  } finally {
    await tab.close();
  }
}

describe('cordlint convert --preview: the page', () => {
  it('lists the conversion notes: kind, message and the place in the input', () => {
    const counts = classCounts(page);
    expect(counts.get('cl-conversion-note')).toBe(3);
    expect(counts.get('cl-conversion-note-approximated')).toBe(3);
    expect(textOf(page, 'conversion-notes-title')).toBe('3 conversion notes');
    expect(textOf(page, 'conversion-note-message')).toMatch(/^The author icon has no Components V2 form/);
    expect(textOf(page, 'conversion-note-place')).toBe('/embeds/0/author/icon_url');
  });

  it('fits a 1,280-pixel screen: no sideways scrolling, the notes beside before and after', async () => {
    const { scrollWidth, clientWidth, boxes } = await layout(1280);
    expect(clientWidth).toBeLessThanOrEqual(1280);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Before above after, both left of the notes, all three inside the window.
    expect(boxes.after.top).toBeGreaterThanOrEqual(boxes.before.bottom);
    expect(boxes.notes.left).toBeGreaterThanOrEqual(boxes.before.right);
    expect(boxes.notes.left).toBeGreaterThanOrEqual(boxes.after.right);
    expect(boxes.notes.top).toBeLessThan(boxes.before.bottom);
    expect(boxes.notes.right).toBeLessThanOrEqual(clientWidth);
    expect(boxes.notes.right - boxes.notes.left).toBeGreaterThanOrEqual(260);
  });

  it('puts before and after side by side on a wide screen, the notes still beside them', async () => {
    const { scrollWidth, clientWidth, boxes } = await layout(1920);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(boxes.after.top).toBe(boxes.before.top);
    expect(boxes.after.left).toBeGreaterThanOrEqual(boxes.before.right);
    expect(boxes.notes.left).toBeGreaterThanOrEqual(boxes.after.right);
  });
});
