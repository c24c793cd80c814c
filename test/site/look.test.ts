/**
 * Issue 40, item 6: the playground and the rule pages as a user sees them in Debian's chromium
 * (puppeteer-core, from file:): at 1280 px (and 1400, and the 1024 px of a small laptop) the page
 * is no wider than the window and the findings, the editor and the preview are on screen; one
 * dark theme for the page, the editor and the preview; the text in the Noto faces the site ships
 * (no serif fallback on a machine without Noto), and no request leaves the page for a font.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../cli/run-cli.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const chromium = process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium';
const site = path.join(repoRoot, 'site/dist');
const url = (file: string) => pathToFileURL(path.join(site, file)).href;
const BROKEN = JSON.stringify({ components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'x' }, { type: 2, style: 1, label: 'B', custom_id: 'x' }] }] }, null, 2);

let browser: Browser;
const requests: string[] = [];

beforeAll(() => {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-site.mjs')], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
});
beforeAll(async () => {
  expect(existsSync(chromium), 'apt-get install chromium').toBe(true);
  browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
});

async function open(file: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (r) => requests.push(r.url()));
  await page.setViewport({ width, height: 900 });
  await page.goto(url(file));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

/** Relative luminance (0 black .. 1 white) of a CSS colour. */
const luminance = (css: string) => {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

interface Looks {
  windowWidth: number;
  pageWidth: number;
  boxes: Record<string, { left: number; right: number } | null>;
  backgrounds: Record<string, string>;
  /** Which faces drew each sampled text: the first family of its font that the document has loaded. */
  drawnWith: Record<string, string | null>;
  loadedFaces: string[];
}

async function looks(page: Page, selectors: string[], texts: string[]): Promise<Looks> {
  return page.evaluate(
    (selectors, texts) => {
      const box = (sel: string) => {
        const e = document.querySelector(sel);
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right };
      };
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
      const drawnWith = (sel: string) => {
        const e = document.querySelector(sel);
        if (!e) return null;
        const families = getComputedStyle(e).fontFamily.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));
        return families.find((f) => loaded.some((face) => face.family.replace(/^"|"$/g, '') === f)) ?? null;
      };
      const bg = (sel: string) => getComputedStyle(document.querySelector(sel) ?? document.body).backgroundColor;
      return {
        windowWidth: window.innerWidth,
        pageWidth: document.documentElement.scrollWidth,
        boxes: Object.fromEntries(selectors.map((s) => [s, box(s)])),
        backgrounds: { body: bg('body'), editor: bg('.cm-editor'), gutter: bg('.cm-gutters'), preview: bg('#preview .cl-page, .preview .cl-page') },
        drawnWith: Object.fromEntries(texts.map((s) => [s, drawnWith(s)])),
        loadedFaces: [...new Set(loaded.map((f) => f.family.replace(/^"|"$/g, '')))],
      };
    },
    selectors,
    texts,
  );
}

describe('the playground in chromium', () => {
  it.each([1280, 1400, 1024])('at %i px: no wider than the window, editor, findings and preview on screen', async (width) => {
    const page = await open('index.html', width);
    // A broken payload, so that the findings list has items.
    await page.click('.cm-content');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.evaluate((value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      document.querySelector('.cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, BROKEN);
    await page.waitForFunction(() => document.querySelectorAll('#findings li').length > 0, { timeout: HANG_GUARD_MS });
    const seen = await looks(page, ['#editor', '#findings li', '#preview', '#preview .cl-message', 'header.site'], []);
    expect(seen.pageWidth).toBeLessThanOrEqual(seen.windowWidth);
    for (const selector of ['#editor', '#findings li', '#preview', 'header.site']) {
      const box = seen.boxes[selector]!;
      expect(box, selector).not.toBeNull();
      expect(box.left, selector).toBeGreaterThanOrEqual(0);
      expect(box.right, selector).toBeLessThanOrEqual(seen.windowWidth);
    }
    if (width >= 1280) expect(seen.boxes['#preview .cl-message']!.right).toBeLessThanOrEqual(seen.windowWidth);
    await page.close();
  });

  it('one dark theme: the page, the editor, its gutter and the preview are all dark', async () => {
    const page = await open('index.html', 1280);
    const seen = await looks(page, [], []);
    for (const [part, colour] of Object.entries(seen.backgrounds)) expect(luminance(colour), `${part} ${colour}`).toBeLessThan(0.05);
    // The editor's text is light on it.
    const text = await page.$eval('.cm-content', (e) => getComputedStyle(e).color);
    expect(luminance(text)).toBeGreaterThan(0.5);
    await page.close();
  });

  it('draws its text in the shipped Noto faces, the preview too, with no font request leaving the page', async () => {
    const page = await open('index.html', 1280);
    const seen = await looks(page, [], ['body', 'header.site a', '#summary', '.cm-content', '#preview .cl-message-author', '#preview .cl-text-display', '#preview .cl-button']);
    expect(seen.loadedFaces).toEqual(expect.arrayContaining(['Noto Sans', 'Noto Sans Mono']));
    expect(seen.drawnWith).toEqual({
      body: 'Noto Sans',
      'header.site a': 'Noto Sans',
      '#summary': 'Noto Sans',
      '.cm-content': 'Noto Sans Mono',
      '#preview .cl-message-author': 'Noto Sans',
      '#preview .cl-text-display': 'Noto Sans',
      '#preview .cl-button': 'Noto Sans',
    });
    await page.close();
    expect(requests.filter((r) => !r.startsWith('file:') && !r.startsWith('data:'))).toEqual([]);
  });
});

describe('the rule pages in chromium', () => {
  it.each([['rules/custom-id-unique.html'], ['rules/index.html'], ['rules/v2-requires-flag.html']])('%s: fits 1280 px, dark, Noto faces', async (file) => {
    const page = await open(file, 1280);
    const seen = await looks(page, ['main', 'pre', '.preview'], ['body', 'h1', 'pre code']);
    expect(seen.pageWidth).toBeLessThanOrEqual(seen.windowWidth);
    for (const selector of ['main', 'pre', '.preview']) {
      const box = seen.boxes[selector];
      if (box) expect(box.right, `${file} ${selector}`).toBeLessThanOrEqual(seen.windowWidth);
    }
    expect(luminance(seen.backgrounds.body!)).toBeLessThan(0.05);
    expect(seen.drawnWith.body).toBe('Noto Sans');
    expect(seen.drawnWith.h1).toBe('Noto Sans');
    if (file !== 'rules/index.html') expect(seen.drawnWith['pre code']).toBe('Noto Sans Mono');
    await page.close();
  });
});

describe('the playground explains an answer on a payload that does not parse (issue 40, item 1)', () => {
  it.each([
    ['broken JSON', '{ "content": "hi",'],
    ['an empty editor', ''],
    ['empty YAML documents', '---\n---\n'],
  ])('%s: the length error is listed with its note, not "No Discord error found"', async (_name, text) => {
    const page = await open('index.html', 1280);
    await page.click('.cm-content');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    if (text) {
      await page.evaluate((value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        document.querySelector('.cm-content')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    }
    await page.click('#answer');
    await page.keyboard.sendCharacter('{"code":50035,"errors":{"content":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 2000 or fewer in length."}]}},"message":"Invalid Form Body"}');
    await page.waitForSelector('#explanations li', { timeout: HANG_GUARD_MS });
    await page.waitForFunction(() => document.querySelector('#explanations li.explanation') || document.querySelector('#explanations li.none'), { timeout: HANG_GUARD_MS });
    const shown = await page.$eval('#explanations', (e) => e.textContent ?? '');
    expect(shown).not.toContain('No Discord error found');
    expect(shown).toContain('BASE_TYPE_MAX_LENGTH');
    expect(shown).toContain('does not parse');
    await page.close();
  });
});
