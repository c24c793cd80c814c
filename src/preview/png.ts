import type { FontFace } from './fonts.js';
import { emojiNote, type PngAssets } from './png-assets.js';
import { appendAll } from '../util/append.js';
import type { PngPicture } from './png-picture.js';
import { cutNote, DrawBudget, PNG_LIMITS, type CutReason, type PngLimits } from './png-budget.js';
import { dropElementsBelow } from './svg-cut.js';
import { flattenNestedMasks } from './svg-masks.js';
import { loadPngPackage } from './png-package.js';
import { FONT_FAMILY } from './theme.js';
import type { InlineNode, PreviewNode, Style } from './tree.js';

/** The element shape satori reads (React's, without React). */
export interface SatoriElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (SatoriElement | string)[] | string; src?: string; width?: number; height?: number };
}

/**
 * The render tree as satori elements. Satori lays out flexboxes only: a paragraph becomes a
 * wrapping row of words, each carrying the styles of the spans around it. What the budget does not
 * allow is left out, and a "…" shows where (see png-budget.ts).
 */
export function toSatori(node: PreviewNode, budget: DrawBudget = new DrawBudget(UNLIMITED)): SatoriElement {
  return elementOf(node, budget) ?? cutMarker(budget, {});
}

/**
 * The page with a budget for each of its columns (the payloads, the findings beside them): a long
 * payload does not leave the findings out, nor the reverse.
 */
function columnsToSatori(root: PreviewNode, limits: Readonly<PngLimits>): { content: SatoriElement; cuts: CutReason[] } {
  if (root.type !== 'box') {
    const budget = new DrawBudget(limits);
    return { content: toSatori(root, budget), cuts: budget.cut ? [budget.cut] : [] };
  }
  const budgets = root.children.map(() => new DrawBudget(limits));
  const page = toSatori({ ...root, children: [] });
  page.props.children = root.children.map((child, i) => toSatori(child, budgets[i]));
  return { content: page, cuts: budgets.flatMap((b) => (b.cut ? [b.cut] : [])) };
}

const UNLIMITED: PngLimits = { elements: Infinity, characters: Infinity, lines: Infinity, emoji: Infinity, height: Infinity, nesting: Infinity };

/** The "…" where the drawing stops: placed once, in the innermost part that was cut. */
function cutMarker(budget: DrawBudget, style: Style): SatoriElement {
  budget.marked = true;
  return { type: 'span', props: { style: { ...style, whiteSpace: 'pre', color: CUT_COLOUR, fontWeight: 700 }, children: ' …' } };
}

const CUT_COLOUR = '#f0b232';

/** `clipping`: how many boxes that clip their content (overflow: hidden) are around the node; the budget bounds it (PngLimits.nesting). */
function elementOf(node: PreviewNode, budget: DrawBudget, clipping = 0): SatoriElement | undefined {
  if (!budget.element()) return undefined;
  switch (node.type) {
    case 'box': {
      const clips = node.style.overflow === 'hidden';
      if (clips && !budget.clippingBox(clipping)) return undefined;
      const children: SatoriElement[] = [];
      for (const child of node.children) {
        const element = elementOf(child, budget, clipping + (clips ? 1 : 0));
        if (element) children.push(element);
        if (budget.cut) break;
      }
      if (budget.cut && !budget.marked) children.push(cutMarker(budget, {}));
      // The HTML page sizes every box with its padding and border (box-sizing: border-box); satori's default is content-box.
      return { type: 'div', props: { style: { boxSizing: 'border-box', ...node.style }, children } };
    }
    case 'image':
      return { type: 'img', props: { src: node.src, width: node.style.width, height: node.style.height, style: { boxSizing: 'border-box', ...node.style } } };
    case 'flow': {
      const { whiteSpace, textAlign, ...style } = node.style;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      const preformatted = typeof whiteSpace === 'string' && whiteSpace.startsWith('pre');
      if (only?.type === 'text') {
        // One run of plain text: satori wraps it itself; a word wider than the line breaks where it must, as the page's overflow-wrap: anywhere does.
        const nowrap = whiteSpace === 'nowrap' || whiteSpace === 'pre';
        const text = budget.text(only.text, preformatted);
        // Cut inside: the "…" ends the text itself (it is the innermost part).
        if (budget.cut) budget.marked = true;
        return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...(nowrap ? {} : { wordBreak: 'break-word' }), ...node.style }, children: budget.cut ? `${text}…` : text } };
      }
      const words: SatoriElement[] = [];
      const lineHeight = typeof style.lineHeight === 'string' ? parseFloat(style.lineHeight) : 20;
      const nowrap = whiteSpace === 'nowrap' || whiteSpace === 'pre';
      collectWords(node.children, {}, words, lineHeight, whiteSpace === 'pre-wrap', budget);
      if (budget.cut && !budget.marked) words.push(cutMarker(budget, {}));
      return {
        type: 'div',
        props: {
          style: { display: 'flex', flexDirection: 'row', flexWrap: nowrap ? 'nowrap' : 'wrap', alignItems: 'flex-start', ...(textAlign === 'center' ? { justifyContent: 'center' } : {}), ...style },
          children: words,
        },
      };
    }
  }
}

/** Decorations add up (underline inside strikethrough shows both); other styles nearer the text win. */
function merge(outer: Style, inner: Style): Style {
  const merged: Record<string, string | number> = { ...outer, ...inner };
  if (outer.textDecoration && inner.textDecoration && outer.textDecoration !== inner.textDecoration) {
    merged.textDecoration = `${outer.textDecoration} ${inner.textDecoration}`;
  }
  return merged;
}

/** A span cut into words keeps its left padding and margin on its first word, its right ones on its last. */
function trimEdges(words: SatoriElement[], style: Style): void {
  words.forEach((word, i) => {
    const own = word.props.style!;
    for (const side of ['Left', 'Right'] as const) {
      const edge = side === 'Left' ? i === 0 : i === words.length - 1;
      for (const property of [`padding${side}`, `margin${side}`]) if (!edge && style[property] !== undefined) delete own[property];
    }
  });
}

/** Characters above which a word may be wider than the narrowest line the preview draws text on. */
const LONG_WORD = 24;

function collectWords(nodes: readonly InlineNode[], style: Style, out: SatoriElement[], lineHeight: number, keepLines: boolean, budget: DrawBudget): void {
  for (const node of nodes) {
    if (budget.cut) return;
    if (node.type === 'span') {
      const first = out.length;
      collectWords(node.children, merge(style, node.style), out, lineHeight, keepLines, budget);
      if (budget.cut && !budget.marked) out.push(cutMarker(budget, merge(style, node.style)));
      trimEdges(out.slice(first), node.style);
    } else if (node.type === 'break') {
      if (!budget.element(true)) return;
      // A break takes a whole row; a second one in a row leaves an empty line, as in the client.
      const previous = out[out.length - 1];
      const empty = previous?.props.style?.width === '100%';
      out.push({ type: 'div', props: { style: { width: '100%', height: empty ? lineHeight : 0 } } });
    } else {
      const text = budget.text(node.text, keepLines);
      const pieces = keepLines ? [text] : (text.match(/\S+\s*|\s+/g) ?? []);
      for (const piece of pieces) {
        // The text was counted above; each word is an element too.
        if (!budget.word()) break;
        const previous = out[out.length - 1];
        if (!keepLines && piece.trim() === '' && previous?.props.style?.whiteSpace === 'pre-wrap' && typeof previous.props.children === 'string') {
          // A space after a long word of another style (a link) hangs at the end of its line, so that no line starts with it.
          previous.props.children += piece;
          continue;
        }
        if (!keepLines && piece.trimEnd().length > LONG_WORD) {
          // A word that may not fit a line (a long URL, a key): its own item as wide as the line at most, broken
          // inside where it must, as the page's overflow-wrap: anywhere does (its trailing space hangs at the line's end).
          out.push({ type: 'span', props: { style: { ...style, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: '100%' }, children: piece } });
        } else {
          out.push({ type: 'span', props: { style: { ...style, whiteSpace: 'pre', maxWidth: '100%' }, children: piece } });
        }
      }
    }
  }
}

type SatoriFont = { name: string; data: Buffer; weight: FontFace['weight']; style: FontFace['style'] };
const satoriFontLists = new WeakMap<readonly FontFace[], SatoriFont[]>();

/** The same array for the same fonts: satori caches the parsed fonts per array, and parsing them is most of a small render. */
function satoriFonts(fonts: readonly FontFace[]): SatoriFont[] {
  let list = satoriFontLists.get(fonts);
  if (!list) {
    list = fonts.map((f) => ({ name: f.family, data: f.data, weight: f.weight, style: f.style }));
    satoriFontLists.set(fonts, list);
  }
  return list;
}

export interface PngOptions {
  width: number;
  background: string;
  /** Colours of the notes drawn on the picture. */
  colours: { text: string; warning: string; surface: string };
  assets: PngAssets;
  limits?: Readonly<PngLimits>;
}

/** Height of the note drawn at the bottom of a picture cut at its maximum height. */
const HEIGHT_NOTE = 44;

/**
 * Draws the tree as a PNG: satori writes SVG, resvg rasterises it. Loaded only by `preview`.
 * Bounded by the limits (png-budget.ts): what does not fit is left out, and the picture says so.
 */
export async function renderPng(root: PreviewNode, options: PngOptions): Promise<PngPicture> {
  const { satori, Resvg } = await loadPngPackage();
  const limits = options.limits ?? PNG_LIMITS;
  const { content, cuts } = columnsToSatori(root, limits);
  const cutNotes = [...new Set(cuts.map((reason) => cutNote(reason, limits)))];
  const notes = [...options.assets.notes, ...cutNotes];
  const { colours } = options;
  const note = (text: string): SatoriElement => ({ type: 'div', props: { style: { display: 'flex', fontSize: 13, lineHeight: '18px', color: colours.text }, children: text } });
  const draw = (notes: readonly string[]) => {
  const page: SatoriElement = {
    type: 'div',
    props: {
      // No overflow: hidden: satori would mask every element with the whole page, and resvg apply that mask once per element.
      style: { display: 'flex', flexDirection: 'column', width: options.width, position: 'relative', backgroundColor: options.background, fontFamily: FONT_FAMILY },
      children: [
        ...(notes.length ? [{ type: 'div', props: { style: { display: 'flex', flexDirection: 'column', gap: 4, padding: '8px 16px', backgroundColor: colours.surface, borderLeft: `4px solid ${colours.warning}` }, children: notes.map(note) } }] : []),
        content,
        // Placed just inside the maximum height: outside the picture unless the page is taller, when the picture is cut there.
        {
          type: 'div',
          props: {
            style: { display: 'flex', alignItems: 'center', position: 'absolute', left: 0, top: limits.height - HEIGHT_NOTE, width: options.width, height: HEIGHT_NOTE, padding: '0 16px', backgroundColor: colours.surface, borderTop: `2px solid ${colours.warning}` },
            children: [note(`… ${cutNote('height', limits)}`)],
          },
        },
      ],
    },
  };
  return satori(page as never, {
    width: options.width,
    loadAdditionalAsset: async (code: string, segment: string) => {
      if (code !== 'emoji') return [];
      const found = options.assets.emoji(segment);
      if (found.problem) (found.problem === 'missing' ? missing : damaged).add(segment);
      return found.url;
    },
    fonts: satoriFonts(options.assets.fonts),
  });
  };
  const missing = new Set<string>();
  const damaged = new Set<string>();
  let svg: string;
  try {
    svg = await draw(notes);
  } catch (error) {
    // A font file damaged inside (its structure intact) fails satori: each face is tried alone, those that fail are left out, and the picture drawn again.
    const parses = async (face: FontFace) => {
      try {
        await satori({ type: 'div', props: { style: { display: 'flex' }, children: 'a' } } as never, { width: 8, fonts: [{ name: face.family, data: face.data, weight: face.weight, style: face.style }] });
        return true;
      } catch {
        return false;
      }
    };
    if (!(await options.assets.withoutUnreadableFonts(parses))) throw error;
    notes.length = 0;
    appendAll(notes, options.assets.notes);
    appendAll(notes, cutNotes);
    svg = await draw(notes);
  }
  // Emoji without a picture are known only once drawn: the picture is drawn again, once, with a note saying so.
  if (missing.size + damaged.size > 0) {
    if (missing.size > 0) notes.push(emojiNote('missing', [...missing]));
    if (damaged.size > 0) notes.push(emojiNote('damaged', [...damaged]));
    svg = await draw(notes);
  }
  const cut = cutToHeight(flattenNestedMasks(svg), limits.height);
  if (cut.cut) notes.push(cutNote('height', limits));
  const rendered = new Resvg(cut.svg, { background: options.background, fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  const png = rendered.asPng();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: rendered.width, height: rendered.height, notes };
}

/** The picture's top `height` pixels when it is taller: satori's root <svg> gets that height and view box. */
export function cutToHeight(svg: string, height: number): { svg: string; cut: boolean } {
  const open = /^<svg\b[^>]*>/.exec(svg);
  const size = open && /\sheight="([\d.]+)"/.exec(open[0]);
  if (!open || !size || Number(size[1]) <= height) return { svg, cut: false };
  const tag = open[0].replace(/\sheight="[\d.]+"/, ` height="${height}"`).replace(/\sviewBox="([\d.]+) ([\d.]+) ([\d.]+) [\d.]+"/, (_, x, y, w) => ` viewBox="${x} ${y} ${w} ${height}"`);
  // What starts below the cut is left out: resvg aborts on a clipped group far below the picture.
  return { svg: dropElementsBelow(tag + svg.slice(open[0].length), height), cut: true };
}
