/**
 * Previews closer to Discord (issue 29): an ALT badge on images with a description, a one-line
 * Text Input one line high whatever its text, and a modal centred on a dimmed backdrop; in the
 * HTML page and in the PNG alike.
 */
import { describe, expect, it } from 'vitest';
import { payloadDocuments, previewTree, renderPngFile } from '../../src/preview/index.js';
import { classCounts, decodePng, hex, htmlOf, NOW, pixel, textOf } from './helpers.js';

const png = async (value: unknown) => decodePng(await renderPngFile(previewTree(payloadDocuments([{ value }]), { now: NOW }, 'png')));

const GALLERY = {
  flags: 32768,
  components: [{ type: 12, items: [{ media: { url: 'https://a.co/1.png' }, description: 'A cat asleep' }, { media: { url: 'https://a.co/2.png' } }] }],
};

const modal = (placeholder: string) => ({
  type: 9,
  data: { custom_id: 'm', title: 'Feedback', components: [{ type: 18, label: 'Name', component: { type: 4, custom_id: 'n', style: 1, placeholder } }] },
});

describe('previews closer to Discord', () => {
  it('puts an ALT badge on the image that has a description, and only there', async () => {
    const html = htmlOf(GALLERY);
    expect(classCounts(html).get('cl-alt-badge')).toBe(1);
    expect(textOf(html, 'alt-badge')).toBe('ALT');
    // In the PNG: the badge's white letters at the bottom left of the first tile (x 72..310, bottom at 60 + 200).
    const image = await png(GALLERY);
    let white = 0;
    for (let y = 230; y < 262; y++) for (let x = 72; x < 110; x++) if (hex(pixel(image, x, y)) === '#ffffff') white++;
    expect(white).toBeGreaterThan(10);
    let whiteInSecond = 0;
    for (let y = 230; y < 262; y++) for (let x = 314; x < 352; x++) if (hex(pixel(image, x, y)) === '#ffffff') whiteInSecond++;
    expect(whiteInSecond).toBe(0);
  });

  it('draws a one-line Text Input one line high, however long its placeholder', async () => {
    const short = await png(modal('Your name'));
    const long = await png(modal('Your full name as it appears on your account, with any middle names and the family name you go by'));
    expect(long.height).toBe(short.height);
    expect(htmlOf(modal('x'))).toMatch(/class="cl-text-input cl-text-input-short"[^>]*style="[^"]*height:40px;overflow:hidden/);
  });

  it('centres a modal on a dimmed backdrop', async () => {
    const html = htmlOf(modal('x'));
    expect(html).toMatch(/class="cl-modal-backdrop"[^>]*style="[^"]*background-color:rgba\(0, 0, 0, 0.7\)[^"]*justify-content:center/);
    const image = await png(modal('x'));
    // Left of the 480-pixel modal, inside the backdrop, the page is darker than its background (#313338).
    const backdrop = pixel(image, 90, 120);
    const page = pixel(image, 4, 120);
    expect(hex(page)).toBe('#313338');
    expect(backdrop[0]!).toBeLessThan(page[0]!);
    // The modal is centred in the 680-pixel column: as much backdrop to its left as to its right.
    const row = Array.from({ length: image.width }, (_, x) => hex(pixel(image, x, 120)));
    const modalStart = row.indexOf('#313338', 40);
    const modalEnd = row.lastIndexOf('#313338', 690);
    expect(Math.abs(modalStart - 16 - (16 + 680 - 1 - modalEnd))).toBeLessThanOrEqual(60);
  });
});
