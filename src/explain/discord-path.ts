import type { PathSegment } from '../types.js';

/**
 * Deepest path an error keeps: Discord's own paths are a dozen segments at most. A printed path
 * deeper than this is no Discord path; an errors tree deeper than this has its paths cut here (answer.ts).
 */
export const MAX_PATH_DEPTH = 64;
const MAX_PATH_TEXT = 4 * 1024;

/**
 * Reads a path as the libraries print it into segments:
 * - discord.js and JDA: `data.components[0].components[1].label`
 * - discord.py: `data.components.0.components.1.label`
 * - Discord.Net (DiscordJsonError.Path): `Data.Components[0].Label` (it capitalises each key)
 * Digit segments become array indexes: Discord's own keys are never numbers. A path may start with
 * an index when the body is an array (JDA: `18.options[0].type` for a bulk command update).
 * Returns undefined for text that is not a path.
 */
export function parseDiscordPath(text: string): PathSegment[] | undefined {
  // No path Discord prints comes near this long: a line of a log that is one huge "path" is none.
  if (text.length > MAX_PATH_TEXT) return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'root') return trimmed === 'root' ? [] : undefined;
  if (!/^(?:[A-Za-z_]\w*|\d+)(?:\.[A-Za-z_\d]\w*|\[\d+\])*$/.test(trimmed)) return undefined;
  // The text is a path (tested above): `.key` and `[index]` are read in one pass.
  const segments: PathSegment[] = [];
  for (let i = 0; i < trimmed.length; ) {
    if (segments.length === MAX_PATH_DEPTH) return undefined;
    if (trimmed[i] === '[') {
      const close = trimmed.indexOf(']', i);
      segments.push(Number(trimmed.slice(i + 1, close)));
      i = close + 1;
      continue;
    }
    if (trimmed[i] === '.') i++;
    let end = i;
    while (end < trimmed.length && trimmed[end] !== '.' && trimmed[end] !== '[') end++;
    segments.push(keySegment(trimmed.slice(i, end)));
    i = end;
  }
  return segments;
}

/** A key of Discord's errors tree as a path segment: digits index arrays; Discord.Net's capital first letter undone. */
export function keySegment(key: string): PathSegment {
  // The first character decides which test can match (an answer holds tens of thousands of keys).
  const first = key.charCodeAt(0);
  if (first >= 0x30 && first <= 0x39) return /^\d+$/.test(key) ? Number(key) : key;
  // Discord's field names are snake_case; Discord.Net upper-cases their first letter.
  return first >= 0x41 && first <= 0x5a && /^[A-Z][a-z0-9_]*$/.test(key) ? key[0]!.toLowerCase() + key.slice(1) : key;
}

/** A path as discord.js prints it: `data.components[0].label`; `(body)` for the top level. */
export function formatDiscordPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out === '' ? segment : `.${segment}`;
  return out === '' ? '(body)' : out;
}
