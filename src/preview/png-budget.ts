import { EMOJI_SEQUENCE } from './emoji.js';

/**
 * What one PNG draws at most. satori lays out every word as a flexbox and turns every glyph into
 * a path, and resvg draws every pixel row: without a cap a 100 KB text took gigabytes. The HTML
 * preview has no such cap. Documented in docs/preview.md ("PNG bounds").
 */
export interface PngLimits {
  /** Boxes, words and line breaks handed to satori. */
  elements: number;
  /** Characters of text. */
  characters: number;
  /** Lines of text: line breaks, and the newlines of preformatted text. */
  lines: number;
  /** Emoji drawn as pictures. */
  emoji: number;
  /** Height of the picture in pixels. */
  height: number;
  /**
   * Boxes that clip their content (a Container, an embed, a gallery, a modal) one inside another.
   * Discord takes no Container inside another; drawn 47 deep, the page's columns narrowed to a word
   * a line and the picture took seconds. Default 5.
   */
  nesting?: number;
}

/**
 * Per column of the picture (the payloads; the findings beside them). Drawn whole: the Text
 * Displays of a message (4,000 characters at most), content with an embed, four times the largest
 * sample (every component: 215 parts).
 */
export const PNG_LIMITS: Readonly<Required<PngLimits>> = { elements: 1_000, characters: 6_000, lines: 400, emoji: 1_000, height: 10_000, nesting: 5 };

export type CutReason = Exclude<keyof PngLimits, 'height'>;

/**
 * Counts what the PNG draws, in reading order: the first part that does not fit ends the drawing
 * there (`cut` says why), and everything after it is left out.
 */
export class DrawBudget {
  readonly used: Record<CutReason, number> = { elements: 0, characters: 0, lines: 0, emoji: 0, nesting: 0 };
  cut: CutReason | undefined;
  /** Whether the "…" that shows where the drawing stops has been placed. */
  marked = false;

  constructor(readonly limits: Readonly<PngLimits> = PNG_LIMITS) {}

  /** Takes one element (and one line for a line break); false, and the cut set, when none is left. */
  element(isLine = false): boolean {
    if (this.cut) return false;
    if (this.used.elements >= this.limits.elements) return this.stop('elements');
    if (isLine && this.used.lines >= this.limits.lines) return this.stop('lines');
    this.used.elements++;
    if (isLine) this.used.lines++;
    return true;
  }

  /** Takes one element for a word of text already counted: it is drawn even when that text was cut, if an element is left. */
  word(): boolean {
    if (this.used.elements >= this.limits.elements) {
      this.cut ??= 'elements';
      return false;
    }
    this.used.elements++;
    return true;
  }

  /**
   * The longest start of `text` within the characters, lines and emoji left (all of it when it
   * fits); counts it, and sets the cut when some was left out. `newlines`: whether the text's
   * newlines are drawn as lines (preformatted text).
   */
  text(text: string, newlines: boolean): string {
    if (this.cut) return '';
    let end = text.length;
    let reason: CutReason | undefined;
    const shorten = (at: number, why: CutReason) => {
      if (at < end) [end, reason] = [at, why];
    };
    shorten(this.limits.characters - this.used.characters, 'characters');
    if (newlines) shorten(nthIndex(text, '\n', this.limits.lines - this.used.lines, end), 'lines');
    let emoji = 0;
    for (const match of text.slice(0, end).matchAll(EMOJI_SEQUENCE)) {
      if (this.used.emoji + emoji >= this.limits.emoji) {
        shorten(match.index, 'emoji');
        break;
      }
      emoji++;
    }
    // Never half a surrogate pair.
    if (end > 0 && end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    const kept = text.slice(0, end);
    this.used.characters += kept.length;
    this.used.emoji += emoji;
    if (newlines) this.used.lines += countOf(kept, '\n');
    if (reason) this.cut = reason;
    return kept;
  }

  /** Whether a box that clips may be drawn inside `clipping` others; false, and the cut set, past the bound. */
  clippingBox(clipping: number): boolean {
    if (this.cut) return false;
    return clipping < (this.limits.nesting ?? PNG_LIMITS.nesting) || this.stop('nesting');
  }

  private stop(reason: CutReason): false {
    this.cut = reason;
    return false;
  }
}

/** Index of the (n+1)-th `char` in text before `end`, or `end` when there are not that many. */
function nthIndex(text: string, char: string, n: number, end: number): number {
  let at = -1;
  for (let i = 0; i <= n; i++) {
    at = text.indexOf(char, at + 1);
    if (at === -1 || at >= end) return end;
  }
  return at;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count++;
  return count;
}

/** What the picture and stderr say about a cut. */
export function cutNote(reason: CutReason | 'height', limits: Readonly<PngLimits> = PNG_LIMITS): string {
  const n = (limits[reason] ?? PNG_LIMITS[reason]).toLocaleString('en');
  const what = { elements: `${n} parts (boxes, words and line breaks)`, characters: `${n} characters of text`, lines: `${n} lines of text`, emoji: `${n} emoji`, height: `${n} pixels high`, nesting: `${n} boxes inside each other` }[reason];
  const where = reason === 'height' ? 'the picture ends there' : 'what follows the "…" is left out';
  return `Preview cut: the PNG draws at most ${what}; ${where}. The HTML preview shows all of it.`;
}
