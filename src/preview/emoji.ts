import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetPackageFolder } from './png-package.js';

/** Emoji in text: flags, keycaps, and pictographs with their skin tones, variation selectors and ZWJ sequences. */
export const EMOJI_SEQUENCE = /[\u{1F1E6}-\u{1F1FF}]{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)*/gu;

const cache = new Map<string, string | undefined>();

/**
 * An emoji as Discord draws it: Twemoji's SVG (from @twemoji/svg) as a data: URL; undefined when
 * the package is missing (the standalone binary, cordlint without cordlint-png) or has no such emoji.
 */
export function twemojiDataUrl(segment: string): string | undefined {
  if (cache.has(segment)) return cache.get(segment);
  const svg = twemojiSvg(segment);
  const found = svg === undefined ? undefined : `data:image/svg+xml;base64,${svg.toString('base64')}`;
  cache.set(segment, found);
  return found;
}

let folder: string | null | undefined;

/** The folder of @twemoji/svg's pictures; undefined when the package is not installed. */
export function twemojiFolder(): string | undefined {
  if (folder === undefined) {
    folder = assetPackageFolder('@twemoji/svg') ?? null;
  }
  return folder ?? undefined;
}

/** Twemoji's SVG of an emoji. Twemoji names its files by code points, without the variation selector FE0F outside ZWJ sequences. */
export function twemojiSvg(segment: string, from: string | undefined = twemojiFolder()): Buffer | undefined {
  if (from === undefined) return undefined;
  const points = [...segment].map((c) => c.codePointAt(0)!.toString(16));
  for (const name of [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]) {
    try {
      return readFileSync(path.join(from, `${name}.svg`));
    } catch {
      // Try the next spelling.
    }
  }
  return undefined;
}
