import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetPackageFolder } from './png-package.js';
import { FONT_FAMILY, MONO_FAMILY } from './theme.js';

/** One font face file from the @fontsource packages. */
export interface FontFace {
  family: string;
  weight: 400 | 600 | 700;
  style: 'normal' | 'italic';
  subset: string;
  data: Buffer;
}

const FACES: Omit<FontFace, 'data' | 'subset'>[] = [
  { family: FONT_FAMILY, weight: 400, style: 'normal' },
  { family: FONT_FAMILY, weight: 600, style: 'normal' },
  { family: FONT_FAMILY, weight: 700, style: 'normal' },
  { family: FONT_FAMILY, weight: 400, style: 'italic' },
  { family: FONT_FAMILY, weight: 700, style: 'italic' },
  { family: MONO_FAMILY, weight: 400, style: 'normal' },
];

const PACKAGES: Record<string, string> = { [FONT_FAMILY]: '@fontsource/noto-sans', [MONO_FAMILY]: '@fontsource/noto-sans-mono' };

/** The npm package of each font family. */
export function fontPackage(family: string): string {
  return PACKAGES[family]!;
}

/**
 * The font files, in `format` (satori reads woff, not woff2; browsers read both, woff2 smaller).
 * A family whose package is not installed (the standalone binary, cordlint without cordlint-png), or is left out by `without`,
 * has no faces: the page then falls back to the system's sans-serif, the PNG to the other family.
 */
export function loadFonts(format: 'woff' | 'woff2', subsets: readonly string[] = ['latin'], without: readonly string[] = []): FontFace[] {
  const faces: FontFace[] = [];
  for (const face of FACES) {
    if (without.includes(face.family)) continue;
    const installed = assetPackageFolder(PACKAGES[face.family]!);
    if (installed === undefined) continue;
    const folder = path.join(installed, 'files');
    const prefix = path.basename(PACKAGES[face.family]!);
    for (const subset of subsets) {
      try {
        faces.push({ ...face, subset, data: readFileSync(path.join(folder, `${prefix}-${subset}-${face.weight}-${face.style}.${format}`)) });
      } catch {
        // Not every family has every subset.
      }
    }
  }
  return faces;
}
