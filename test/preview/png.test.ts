import { describe, expect, it } from 'vitest';
import { payloadDocuments, previewTree, renderPngFile } from '../../src/preview/index.js';
import { decodePng, fixture, hex, NOW, pixel } from './helpers.js';

const png = async (value: unknown, options = {}) => decodePng(await renderPngFile(previewTree(payloadDocuments([{ value }]), { now: NOW, ...options }, 'png')));

/** Pixels of the rectangle that differ from the page background. */
function inked(image: Awaited<ReturnType<typeof png>>, x0: number, y0: number, x1: number, y1: number, background: string): number {
  let count = 0;
  for (let y = y0; y < Math.min(y1, image.height); y++) for (let x = x0; x < Math.min(x1, image.width); x++) if (hex(pixel(image, x, y)) !== background) count++;
  return count;
}

describe('PNG preview', () => {
  it('is a PNG as wide as the page, with the Container accent bar drawn in its colour at its place', async () => {
    const image = await png(fixture('every-component.json'));
    expect(image.width).toBe(712);
    expect(image.height).toBeGreaterThan(900);
    // The page's padding (16), the avatar (40) and its gap (16) put the message body at x = 72; the bar follows the Container's 1px border.
    const column = Array.from({ length: image.height }, (_, y) => hex(pixel(image, 74, y)));
    const barRows = column.filter((c) => c === '#ff00aa').length;
    expect(barRows).toBeGreaterThan(300);
    expect(hex(pixel(image, 74, column.indexOf('#ff00aa') - 2))).not.toBe('#ff00aa');
    // Beside the bar, the Container's own background.
    expect(hex(pixel(image, 90, column.indexOf('#ff00aa') + 5))).toBe('#2b2d31');
  });

  it('draws text: a message with content has ink where an empty one has none', async () => {
    const withText = await png({ content: 'Hello there, **this** is a preview with text.' });
    const empty = await png({ content: '' });
    const region = [72, 50, 700, 72] as const;
    expect(inked(empty, ...region, '#313338')).toBe(0);
    expect(inked(withText, ...region, '#313338')).toBeGreaterThan(300);
  });

  it('draws emoji with Twemoji (a red heart is red)', async () => {
    const image = await png({ content: '❤️' });
    let red = 0;
    for (let y = 50; y < 80; y++) for (let x = 72; x < 110; x++) if (hex(pixel(image, x, y)) === '#dd2e44') red++;
    expect(red).toBeGreaterThan(50);
  });

  it('draws the light theme on white', async () => {
    const image = await png({ content: 'hi' }, { theme: 'light' });
    expect(hex(pixel(image, 2, 2))).toBe('#ffffff');
  });

  it('draws an attachment image read from disk at its place', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { solidPng } = await import('./helpers.js');
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-png-'));
    try {
      writeFileSync(path.join(folder, 'red.png'), solidPng(32, 32, [255, 0, 0]));
      const image = await png({ flags: 32768, components: [{ type: 12, items: [{ media: { url: 'attachment://red.png' } }] }] }, { attachments: folder });
      // The one-item gallery is 480 x 280 from the message body's left edge (72), below the header.
      expect(hex(pixel(image, 72 + 240, 60 + 140))).toBe('#ff0000');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
