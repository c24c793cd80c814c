/**
 * Issue 30 (held-out, kind 3): an `attachment://` image the PNG cannot draw. satori read a 0-byte
 * or truncated `.png` past its end and the whole picture failed ("Offset is outside the bounds of
 * the DataView", exit 2); resvg decoded every pixel a header claims (a 1.5 MB PNG saying
 * 20,000 × 20,000 took 25 s and 1.7 GB). Now such an image is a placeholder saying why, and the
 * picture is drawn (src/preview/image-header.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';
import { documentsOfText, previewTree, type PreviewNode } from '../../src/preview/index.js';
import { drawableImage, MAX_DRAWN_PIXELS } from '../../src/preview/image-header.js';

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** A PNG whose header says width × height; its pixel data is one grey pixel (enough for a 1 × 1 image). */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from([0, 128]))), chunk('IEND', Buffer.alloc(0))]);
}

const FILES = {
  'ok.png': png(1, 1),
  'empty.png': new Uint8Array(0),
  'signature-only.png': png(1, 1).subarray(0, 8),
  'short.png': png(1, 1).subarray(0, 20),
  'huge.png': png(20_000, 20_000),
  'zero-size.png': png(0, 5),
  'jpeg-cut.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]),
  'gif-cut.gif': Buffer.from('GIF89a\x01', 'latin1'),
  'text.png': Buffer.from('not an image at all'),
};
const names = Object.keys(FILES);
const PAYLOAD = JSON.stringify({ embeds: names.map((name) => ({ title: name, image: { url: `attachment://${name}` } })) });

describe('drawableImage', () => {
  it('reads the size of a whole header, and refuses an empty, cut or unknown file and one of too many pixels', () => {
    expect(drawableImage(png(1, 1))).toEqual({ ok: true, type: 'image/png', width: 1, height: 1 });
    expect(drawableImage(png(6_000, 4_000))).toMatchObject({ ok: true, width: 6_000, height: 4_000 });
    expect(drawableImage(Buffer.from('GIF89a\x02\x00\x03\x00', 'latin1'))).toEqual({ ok: true, type: 'image/gif', width: 2, height: 3 });
    expect(drawableImage(new Uint8Array(0))).toEqual({ ok: false, reason: 'an empty file' });
    for (const name of ['signature-only.png', 'short.png', 'jpeg-cut.jpg', 'gif-cut.gif', 'text.png'] as const) {
      expect(drawableImage(FILES[name])).toEqual({ ok: false, reason: 'not a PNG, JPEG or GIF image the PNG can draw' });
    }
    expect(drawableImage(FILES['zero-size.png'])).toEqual({ ok: false, reason: 'an image of 0 × 5 pixels' });
    expect(drawableImage(FILES['huge.png'])).toEqual({ ok: false, reason: '20,000 × 20,000 pixels, more than the 25 million the PNG draws' });
    expect(MAX_DRAWN_PIXELS).toBe(25_000_000);
  });
});

function images(node: PreviewNode, found: { src: string; alt: string }[] = []): { src: string; alt: string }[] {
  if (node.type === 'image') found.push({ src: node.src, alt: node.alt });
  if ('children' in node) for (const child of node.children as PreviewNode[]) if (typeof child === 'object' && child !== null && 'type' in child) images(child, found);
  return found;
}
function titles(node: PreviewNode, found: string[] = []): string[] {
  if ('title' in node && typeof node.title === 'string') found.push(node.title);
  if ('children' in node) for (const child of node.children as PreviewNode[]) if (typeof child === 'object' && child !== null && 'type' in child) titles(child, found);
  return found;
}

describe('the PNG preview of attachments it cannot draw', () => {
  it('draws only the whole, bounded image; each other one is a placeholder saying why (the HTML page keeps them all)', async () => {
    const root = scratch({ 'm.json': PAYLOAD, ...FILES });
    const documents = await documentsOfText('m.json', PAYLOAD);
    const tree = previewTree(documents, { attachments: root }, 'png');
    expect(images(tree.root).map((i) => i.alt)).toEqual(['ok.png']);
    expect(images(tree.root)[0]!.src).toMatch(/^data:image\/png;base64,/);
    const shown = titles(tree.root);
    expect(shown).toContain('attachment://empty.png (an empty file)');
    expect(shown).toContain('attachment://short.png (not a PNG, JPEG or GIF image the PNG can draw)');
    expect(shown).toContain('attachment://huge.png (20,000 × 20,000 pixels, more than the 25 million the PNG draws)');
    expect(shown).toContain('attachment://zero-size.png (an image of 0 × 5 pixels)');
    // The browser draws what it can and shows a broken image for the rest: the page embeds each file found.
    expect(images(previewTree(documents, { attachments: root }, 'html').root)).toHaveLength(names.length);
  });

  it('cordlint preview -o out.png draws the picture (exit 0) instead of failing on a 0-byte or cut image', () => {
    const root = scratch({ 'm.json': PAYLOAD, ...FILES });
    const run = cordlint(['preview', '-o', 'out.png', 'm.json'], { cwd: root });
    expect(run.stderr).not.toContain('could not be drawn');
    expect(run.stderr).not.toContain('internal error');
    expect(run.status).toBe(0);
    const out = path.join(root, 'out.png');
    expect(existsSync(out)).toBe(true);
    expect([...readFileSync(out).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
