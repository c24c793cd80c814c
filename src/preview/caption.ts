/**
 * A URL shown in a box of fixed width (an image placeholder): cut into lines at its own separators
 * (after "/", "?", "&", "=", "-", "_", "."), never leaving a lone letter on a line, and ending in "…"
 * when the box has no room for all of it. The HTML page and the PNG get the same lines, so neither
 * relies on its own line breaking (the two broke a URL at different places).
 */

/** Width of a character of the 11px caption font, a little over its average so that lines fit. */
const CHAR_WIDTH = 5.8;
/** Fewest characters a line cut inside a part may keep. */
const MIN_PIECE = 4;

export function captionLines(text: string, widthPx: number, maxLines: number): string[] {
  const perLine = Math.max(MIN_PIECE * 2, Math.floor(widthPx / CHAR_WIDTH));
  // Too long for the box: the file's name matters most, then its host.
  const match = /^([a-z][\w+.-]*:\/\/[^/]+)\/(?:.*\/)?([^/]+)$/i.exec(text);
  const shorter = match ? [`${match[1]}/…/${match[2]}`, `…/${match[2]}`] : [];
  for (const candidate of [text, ...shorter]) {
    const lines = split(candidate, perLine);
    if (lines.length <= maxLines) return lines;
  }
  const lines = split(shorter[shorter.length - 1] ?? text, perLine);
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept[kept.length - 1]!;
  kept[kept.length - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

function split(text: string, perLine: number): string[] {
  const parts = text.match(/[^/?&=_.-]*[/?&=_.-]+|[^/?&=_.-]+/g) ?? [text];
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line.length + part.length <= perLine) {
      line += part;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const chunk of cut(part, perLine)) {
      if (chunk.length === perLine) lines.push(chunk);
      else line = chunk;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A part longer than a line, in pieces of a line each; the last keeps at least MIN_PIECE characters. */
function cut(part: string, perLine: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < part.length; i += perLine) pieces.push(part.slice(i, i + perLine));
  const last = pieces[pieces.length - 1]!;
  if (pieces.length > 1 && last.length < MIN_PIECE) {
    const before = pieces[pieces.length - 2]!;
    const moved = MIN_PIECE - last.length;
    pieces[pieces.length - 2] = before.slice(0, before.length - moved);
    pieces[pieces.length - 1] = before.slice(before.length - moved) + last;
  }
  return pieces;
}
