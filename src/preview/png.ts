import { twemojiDataUrl } from './emoji.js';
import type { FontFace } from './fonts.js';
import type { InlineNode, PreviewNode, Style } from './tree.js';

/** The element shape satori reads (React's, without React). */
export interface SatoriElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (SatoriElement | string)[] | string; src?: string; width?: number; height?: number };
}

/**
 * The render tree as satori elements. Satori lays out flexboxes only: a paragraph becomes a
 * wrapping row of words, each carrying the styles of the spans around it.
 */
export function toSatori(node: PreviewNode): SatoriElement {
  switch (node.type) {
    case 'box':
      // The HTML page sizes every box with its padding and border (box-sizing: border-box); satori's default is content-box.
      return { type: 'div', props: { style: { boxSizing: 'border-box', ...node.style }, children: node.children.map(toSatori) } };
    case 'image':
      return { type: 'img', props: { src: node.src, width: node.style.width, height: node.style.height, style: { boxSizing: 'border-box', ...node.style } } };
    case 'flow': {
      const { whiteSpace, textAlign, ...style } = node.style;
      const only = node.children.length === 1 ? node.children[0] : undefined;
      if (only?.type === 'text') {
        // One run of plain text: satori wraps it itself; a word wider than the line breaks where it must, as the page's overflow-wrap: anywhere does.
        const nowrap = whiteSpace === 'nowrap' || whiteSpace === 'pre';
        return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...(nowrap ? {} : { wordBreak: 'break-word' }), ...node.style }, children: only.text } };
      }
      const words: SatoriElement[] = [];
      const lineHeight = typeof style.lineHeight === 'string' ? parseFloat(style.lineHeight) : 20;
      const nowrap = whiteSpace === 'nowrap' || whiteSpace === 'pre';
      collectWords(node.children, {}, words, lineHeight, whiteSpace === 'pre-wrap');
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

function collectWords(nodes: readonly InlineNode[], style: Style, out: SatoriElement[], lineHeight: number, keepLines: boolean): void {
  for (const node of nodes) {
    if (node.type === 'span') {
      const first = out.length;
      collectWords(node.children, merge(style, node.style), out, lineHeight, keepLines);
      trimEdges(out.slice(first), node.style);
    } else if (node.type === 'break') {
      // A break takes a whole row; a second one in a row leaves an empty line, as in the client.
      const previous = out[out.length - 1];
      const empty = previous?.props.style?.width === '100%';
      out.push({ type: 'div', props: { style: { width: '100%', height: empty ? lineHeight : 0 } } });
    } else {
      const pieces = keepLines ? [node.text] : (node.text.match(/\S+\s*|\s+/g) ?? []);
      for (const piece of pieces) {
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
  fonts: readonly FontFace[];
}

/** Draws the tree as a PNG: satori writes SVG, resvg rasterises it. Loaded only by `preview`. */
export async function renderPng(root: PreviewNode, options: PngOptions): Promise<Uint8Array> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(toSatori(root) as never, {
    width: options.width,
    loadAdditionalAsset: async (code: string, segment: string) => (code === 'emoji' ? (twemojiDataUrl(segment) ?? segment) : []),
    fonts: satoriFonts(options.fonts),
  });
  const png = new Resvg(svg, { background: options.background, fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}


