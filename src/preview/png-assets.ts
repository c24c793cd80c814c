import { twemojiFolder, twemojiSvg } from './emoji.js';
import { fontPackage, loadFonts, type FontFace } from './fonts.js';
import type { PngAsset } from './png-picture.js';
import { FONT_FAMILY, MONO_FAMILY } from './theme.js';


export interface PngAssets {
  fonts: readonly FontFace[];
  /** An emoji as a picture (a PNG data: URL): Twemoji's, or a box where there is none. */
  emoji(segment: string): string;
  /** What is missing and how the picture makes do, for the picture and stderr. */
  notes: readonly string[];
}

type Resvg = typeof import('@resvg/resvg-js').Resvg;

/** Emoji are drawn from pictures this wide: enough for the largest (jumbo) emoji. */
const EMOJI_PIXELS = 64;

/** An empty rounded box, drawn for an emoji when there is no picture of it. */
const EMOJI_BOX = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect x="4" y="4" width="28" height="28" rx="6" fill="none" stroke="#949ba4" stroke-width="3"/></svg>';

const loaded = new Map<string, PngAssets>();

/**
 * The fonts and emoji of the PNG, loaded once per set of missing assets (satori keeps its parsed
 * fonts per array: the same array each time). `without` draws as if those assets were missing.
 */
export function pngAssets(Resvg: Resvg, without: readonly PngAsset[] = []): PngAssets {
  const key = [...new Set(without)].sort().join(',');
  let assets = loaded.get(key);
  if (!assets) {
    assets = loadPngAssets(Resvg, new Set(without));
    loaded.set(key, assets);
  }
  return assets;
}

function loadPngAssets(Resvg: Resvg, without: ReadonlySet<PngAsset>): PngAssets {
  const notes: string[] = [];
  const faces = loadFonts('woff', ['latin', 'latin-ext', 'greek', 'cyrillic'], [...(without.has('font') ? [FONT_FAMILY] : []), ...(without.has('mono-font') ? [MONO_FAMILY] : [])]);
  const main = faces.filter((f) => f.family === FONT_FAMILY);
  const mono = faces.filter((f) => f.family === MONO_FAMILY);
  let fonts: FontFace[] = faces;
  if (main.length === 0 && mono.length === 0) {
    throw new Error(`PNG output needs the fonts of ${fontPackage(FONT_FAMILY)}, which are not installed: reinstall cordlint with npm, or write HTML (-o preview.html).`);
  }
  if (mono.length === 0) {
    // Code is drawn in the main font's regular face: wider, but all there.
    fonts = [...main, ...main.filter((f) => f.weight === 400 && f.style === 'normal').map((f) => ({ ...f, family: MONO_FAMILY }))];
    notes.push(`The monospace font (${fontPackage(MONO_FAMILY)}) is not installed: code is drawn in ${FONT_FAMILY}.`);
  } else if (main.length === 0) {
    fonts = [...mono, ...mono.map((f) => ({ ...f, family: FONT_FAMILY }))];
    notes.push(`The font ${FONT_FAMILY} (${fontPackage(FONT_FAMILY)}) is not installed: all text is drawn in ${MONO_FAMILY}.`);
  }
  const folder = without.has('emoji') ? undefined : twemojiFolder();
  if (folder === undefined) notes.push('The emoji pictures (@twemoji/svg) are not installed: each emoji is drawn as an empty box.');
  const pictures = new Map<string, string>();
  const picture = (svg: string | Buffer) => `data:image/png;base64,${new Resvg(svg, { fitTo: { mode: 'width', value: EMOJI_PIXELS }, font: { loadSystemFonts: false } }).render().asPng().toString('base64')}`;
  let box: string | undefined;
  return {
    fonts,
    notes,
    emoji(segment) {
      let url = pictures.get(segment);
      if (url === undefined) {
        // Each emoji is turned into a PNG once: resvg reads an SVG picture again at every place it is drawn (2,000 emoji took 10 s), a PNG it only decodes.
        const svg = folder === undefined ? undefined : twemojiSvg(segment, folder);
        url = svg === undefined ? (box ??= picture(EMOJI_BOX)) : picture(svg);
        pictures.set(segment, url);
      }
      return url;
    },
  };
}
