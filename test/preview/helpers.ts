import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { payloadDocuments, previewTree, renderHtml, type PreviewOptions } from '../../src/preview/index.js';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** A fixed "now" (2025-01-01 00:00 UTC) for relative timestamps. */
export const NOW = new Date(Date.UTC(2025, 0, 1));

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
}

export function htmlOf(value: unknown, options: PreviewOptions = {}): string {
  return renderHtml(previewTree(payloadDocuments([{ value }]), { now: NOW, ...options }), 'test');
}

/** How many elements carry each `cl-` class. */
export function classCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of match[1]!.split(' ')) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** The text inside the first element with class `cl-<role>` (nested elements included), tags removed and entities decoded. */
export function textOf(html: string, role: string): string | undefined {
  const open = new RegExp(`<(div|span)\\s+class="(?:[^"]* )?cl-${role}(?: [^"]*)?"[^>]*>`).exec(html);
  if (!open) return undefined;
  const tags = /<(\/?)(div|span)\b[^>]*>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  let end = html.length;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  return html
    .slice(open.index + open[0].length, end)
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A solid-colour PNG of the given size. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([r, g, b, 255], i * 4);
  return PNG.sync.write(png);
}

export function decodePng(bytes: Uint8Array): PNG {
  return PNG.sync.read(Buffer.from(bytes));
}

export function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
}

export function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
