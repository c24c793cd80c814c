/**
 * The HTML page in a real browser: Debian's chromium, headless, takes a screenshot, and the
 * picture is checked. .ci/run installs chromium where it is missing; CHROMIUM names another binary.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePng, fixture, hex, htmlOf, pixel } from './helpers.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-browser-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const chromium = process.env.CHROMIUM ?? 'chromium';

function screenshot(name: string, html: string, width: number, height: number) {
  const page = path.join(folder, `${name}.html`);
  const picture = path.join(folder, `${name}.png`);
  writeFileSync(page, html);
  const run = spawnSync(
    chromium,
    ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run', `--user-data-dir=${path.join(folder, 'profile')}`, `--window-size=${width},${height}`, `--screenshot=${picture}`, `file://${page}`],
    { encoding: 'utf8', timeout: HANG_GUARD_MS },
  );
  if (run.error) throw new Error(`chromium could not be started (${run.error.message}): install Debian's chromium (apt-get install chromium) or set CHROMIUM.`);
  return decodePng(readFileSync(picture));
}

function inked(image: ReturnType<typeof decodePng>, x0: number, y0: number, x1: number, y1: number, background: string): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (hex(pixel(image, x, y)) !== background) count++;
  return count;
}

describe('the HTML preview in chromium', () => {
  it('shows the page at the window size, the accent bar in its colour at its place, and the text', () => {
    const image = screenshot('v2', htmlOf(fixture('every-component.json')), 760, 1400);
    expect([image.width, image.height]).toEqual([760, 1400]);
    // Page padding 16 + avatar 40 + gap 16 = 72; the Container's 1px border; the 4px bar.
    const column = Array.from({ length: image.height }, (_, y) => hex(pixel(image, 74, y)));
    expect(column.filter((c) => c === '#ff00aa').length).toBeGreaterThan(300);
    expect(hex(pixel(image, 90, column.indexOf('#ff00aa') + 5))).toBe('#2b2d31');

    const withText = screenshot('text', htmlOf({ content: 'Hello there, **this** is a preview with text.' }), 760, 200);
    const empty = screenshot('empty', htmlOf({ content: '' }), 760, 200);
    const region = [72, 50, 700, 72] as const;
    expect(inked(empty, ...region, '#313338')).toBe(0);
    expect(inked(withText, ...region, '#313338')).toBeGreaterThan(300);
  });
});
