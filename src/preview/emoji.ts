import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Emoji in text: flags, keycaps, and pictographs with their skin tones, variation selectors and ZWJ sequences. */
export const EMOJI_SEQUENCE = /[\u{1F1E6}-\u{1F1FF}]{2}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)*/gu;

const cache = new Map<string, string | undefined>();

/**
 * An emoji as Discord draws it: Twemoji's SVG (from @twemoji/svg) as a data: URL; undefined when
 * the package is missing (the standalone binary) or has no such emoji. Twemoji names its files by
 * code points, without the variation selector FE0F outside ZWJ sequences.
 */
export function twemojiDataUrl(segment: string): string | undefined {
  if (cache.has(segment)) return cache.get(segment);
  let found: string | undefined;
  try {
    const folder = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
    const points = [...segment].map((c) => c.codePointAt(0)!.toString(16));
    for (const name of [points.join('-'), points.filter((p) => p !== 'fe0f').join('-')]) {
      try {
        found = `data:image/svg+xml;base64,${readFileSync(path.join(folder, `${name}.svg`)).toString('base64')}`;
        break;
      } catch {
        // Try the next spelling.
      }
    }
  } catch {
    found = undefined;
  }
  cache.set(segment, found);
  return found;
}
