/**
 * resvg aborts the process (a Rust panic, exit 134) on a masked, clipped or translucent group that
 * lies wholly more than twice the picture's height below it. Satori lays the whole page out before
 * the picture is cut at its height bound (PNG_LIMITS.height), so a tall page of code blocks or
 * media (a valid payload: 571 empty code blocks) crashed every PNG. The elements that start below
 * the cut are left out before resvg sees them: nothing of them would be drawn anyway.
 */

/**
 * How far below the cut an element may start and still be kept: a glyph's or a box's first point
 * lies within a line of its top. At most half the cut, so that whatever is kept starts within
 * twice the picture's height (a library caller's small height bound too).
 */
const marginBelow = (cut: number): number => Math.min(1000, cut / 2);

/** Satori's top-level element tags that only define (masks, clip paths, gradients): kept, since a kept element may refer to them. */
const DEFINITIONS = new Set(['mask', 'defs', 'clipPath', 'linearGradient', 'radialGradient', 'pattern', 'filter', 'style']);

/** Any tag, its name and whether it closes or is self-closing (satori writes no comment, CDATA or `>` inside a value). */
const TAG = /<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g;
/** The first place an element names: its `y` attribute, or the first point of its path. */
const FIRST_Y = /\sy="(-?[\d.]+)"|\sd="\s*M\s*-?[\d.]+[ ,]+(-?[\d.]+)/;

/** The SVG (`<svg ...>` then elements then `</svg>`) without its top-level drawn elements that start well below `cut` (see marginBelow). */
export function dropElementsBelow(svg: string, cut: number): string {
  const open = /^<svg\b[^>]*>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < open[0].length) return svg;
  let out = open[0];
  let at = open[0].length;
  while (at < close) {
    const end = elementEnd(svg, at, close);
    // Not the shape satori writes (text between elements, a broken tag): the SVG is given back as it was.
    if (end === undefined) return svg;
    const element = svg.slice(at, end);
    if (!startsBelow(element, cut + marginBelow(cut))) out += element;
    at = end;
  }
  return out + svg.slice(close);
}

/** Where the element starting at `at` ends (after its closing tag), or undefined when `at` holds no element. */
function elementEnd(svg: string, at: number, limit: number): number | undefined {
  TAG.lastIndex = at;
  let depth = 0;
  for (let match = TAG.exec(svg); match && match.index < limit; match = TAG.exec(svg)) {
    if (depth === 0 && match.index !== at) return undefined;
    if (match[1]) depth--;
    else if (!match[3]) depth++;
    if (depth === 0) return TAG.lastIndex;
    if (depth < 0) return undefined;
  }
  return undefined;
}

function startsBelow(element: string, y: number): boolean {
  const name = /^<([A-Za-z][\w:-]*)/.exec(element)?.[1];
  if (!name || DEFINITIONS.has(name)) return false;
  const first = FIRST_Y.exec(element);
  if (!first) return false;
  return Number(first[1] ?? first[2]) > y;
}
