import { twemojiFolder, twemojiSvg } from './emoji.js';
import { woffProblem } from './font-check.js';
import { appendAll } from '../util/append.js';
import { fontPackage, loadFonts, type FontFace } from './fonts.js';
import type { PngAsset } from './png-picture.js';
import { FONT_FAMILY, MONO_FAMILY } from './theme.js';


export interface PngAssets {
  readonly fonts: readonly FontFace[];
  /**
   * An emoji as a picture (a PNG data: URL): Twemoji's, or a box where there is none; `missing` or
   * `damaged` when the box stands for a picture Twemoji lacks or cannot be read.
   */
  emoji(segment: string): EmojiPicture;
  /**
   * After satori failed on the fonts: leaves out each face `parses` cannot read (a file damaged
   * inside, which the structure check cannot see), updating fonts and notes; false when every face
   * reads (the failure lies elsewhere).
   */
  withoutUnreadableFonts(parses: (face: FontFace) => Promise<boolean>): Promise<boolean>;
  /** What is missing and how the picture makes do, for the picture and stderr. */
  notes: readonly string[];
}

export interface EmojiPicture {
  url: string;
  problem?: 'missing' | 'damaged';
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
  const read = loadFonts('woff', ['latin', 'latin-ext', 'greek', 'cyrillic'], [...(without.has('font') ? [FONT_FAMILY] : []), ...(without.has('mono-font') ? [MONO_FAMILY] : [])]);
  // A damaged font file is left out (satori would fail every picture on it): the other faces draw its text.
  const damaged = new Set(read.filter((face) => woffProblem(face.data) !== undefined));
  let arranged = arrangeFonts(read, damaged);
  const emojiNotes: string[] = [];
  const folder = without.has('emoji') ? undefined : twemojiFolder();
  if (folder === undefined) emojiNotes.push('The emoji pictures (@twemoji/svg) are not installed: each emoji is drawn as an empty box.');
  const pictures = new Map<string, EmojiPicture>();
  const picture = (svg: string | Buffer) => `data:image/png;base64,${new Resvg(svg, { fitTo: { mode: 'width', value: EMOJI_PIXELS }, font: { loadSystemFonts: false } }).render().asPng().toString('base64')}`;
  let box: string | undefined;
  const notes = [...arranged.notes, ...emojiNotes];
  return {
    get fonts() {
      return arranged.fonts;
    },
    notes,
    async withoutUnreadableFonts(parses) {
      const before = damaged.size;
      for (const face of read) if (!damaged.has(face) && !(await parses(face))) damaged.add(face);
      if (damaged.size === before) return false;
      arranged = arrangeFonts(read, damaged);
      notes.length = 0;
      appendAll(notes, arranged.notes);
      appendAll(notes, emojiNotes);
      return true;
    },
    emoji(segment) {
      let found = pictures.get(segment);
      if (found === undefined) {
        // Each emoji is turned into a PNG once: resvg reads an SVG picture again at every place it is drawn (2,000 emoji took 10 s), a PNG it only decodes.
        const svg = folder === undefined ? undefined : twemojiSvg(segment, folder);
        found = { url: (box ??= picture(EMOJI_BOX)) };
        if (svg === undefined) {
          if (folder !== undefined) found.problem = 'missing';
        } else {
          try {
            found.url = picture(svg);
          } catch {
            found.problem = 'damaged';
          }
        }
        pictures.set(segment, found);
      }
      return found;
    },
  };
}

/**
 * The faces satori draws with, given the faces read and those damaged: a family with no face left
 * is drawn in the other one, and the notes say so. Without any face, no PNG can be drawn.
 */
function arrangeFonts(read: readonly FontFace[], damaged: ReadonlySet<FontFace>): { fonts: FontFace[]; notes: string[] } {
  const faces = read.filter((face) => !damaged.has(face));
  // A family whose every file is damaged is told as a missing one is, below.
  const notes = damagedFontNotes([...damaged].filter((face) => faces.some((f) => f.family === face.family)));
  const absence = (family: string) => ([...damaged].some((f) => f.family === family) ? 'is damaged (reinstall cordlint with npm)' : 'is not installed');
  const main = faces.filter((f) => f.family === FONT_FAMILY);
  const mono = faces.filter((f) => f.family === MONO_FAMILY);
  let fonts: FontFace[] = faces;
  if (main.length === 0 && mono.length === 0) {
    if (read.length > 0) throw new Error(`PNG output needs the fonts of ${fontPackage(FONT_FAMILY)}, whose files are damaged: reinstall cordlint with npm, or write HTML (-o preview.html).`);
    throw new Error(`PNG output needs the fonts of ${fontPackage(FONT_FAMILY)}, which are not installed: reinstall cordlint with npm, or write HTML (-o preview.html).`);
  }
  if (mono.length === 0) {
    // Code is drawn in the main font's regular face: wider, but all there.
    const regular = main.filter((f) => f.weight === 400 && f.style === 'normal');
    fonts = [...main, ...(regular.length > 0 ? regular : main).map((f) => ({ ...f, family: MONO_FAMILY }))];
    notes.push(`The monospace font (${fontPackage(MONO_FAMILY)}) ${absence(MONO_FAMILY)}: code is drawn in ${FONT_FAMILY}.`);
  } else if (main.length === 0) {
    fonts = [...mono, ...mono.map((f) => ({ ...f, family: FONT_FAMILY }))];
    notes.push(`The font ${FONT_FAMILY} (${fontPackage(FONT_FAMILY)}) ${absence(FONT_FAMILY)}: all text is drawn in ${MONO_FAMILY}.`);
  }
  return { fonts, notes };
}

/** One note per font package with damaged files, naming the faces left out. */
function damagedFontNotes(damaged: readonly FontFace[]): string[] {
  const notes: string[] = [];
  for (const family of [FONT_FAMILY, MONO_FAMILY]) {
    const faces = damaged.filter((face) => face.family === family).map((face) => `${face.weight} ${face.style} ${face.subset}`);
    if (faces.length === 0) continue;
    const named = faces.length > 3 ? `${faces.slice(0, 3).join(', ')} and ${faces.length - 3} more` : faces.join(', ');
    notes.push(`Font files of ${fontPackage(family)} are damaged (${named}): their text is drawn in another face. Reinstall cordlint with npm.`);
  }
  return notes;
}

/** The note for emoji drawn as boxes because Twemoji lacks their picture or it is damaged, naming them by code point. */
export function emojiNote(problem: 'missing' | 'damaged', segments: readonly string[]): string {
  const names = segments.map((segment) => [...segment].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' '));
  const named = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return problem === 'missing'
    ? `${segments.length === 1 ? 'An emoji has' : `${segments.length} emoji have`} no picture in @twemoji/svg (${named}): drawn as an empty box.`
    : `${segments.length === 1 ? 'The picture of an emoji is' : `The pictures of ${segments.length} emoji are`} damaged in @twemoji/svg (${named}): drawn as an empty box. Reinstall cordlint with npm.`;
}
