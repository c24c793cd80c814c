/** Discord markdown pieces the converter writes into Text Displays. */

/** Characters bots use to make "empty" embed field names and values (zero-width spaces, Hangul fillers, braille blank). */
const BLANK = /^[\s\u200b-\u200f\u2060\ufeff\u3164\u2800\u115f\u1160\uffa0]*$/u;

export function isBlank(text: string | undefined): boolean {
  return text === undefined || BLANK.test(text);
}

/** `-# ` on every non-empty line: Discord's subtext applies to one line only. */
export function subtext(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? line : `-# ${line}`))
    .join('\n');
}

export function heading(text: string): string {
  return `### ${text}`;
}

export function bold(text: string): string {
  return `**${text.trim()}**`;
}

const MASKABLE_URL = /^https?:\/\/[^\s<>()]+$/i;
const LOOKS_LIKE_URL = /^\s*(https?:\/\/|www\.)/i;

/**
 * A link with the given text: a masked link `[text](url)` where Discord renders one (http(s) urls,
 * text without brackets, line breaks or a trailing backslash that does not itself look like a url), otherwise the text
 * followed by the url in parentheses, so that the text and the url both survive as written.
 */
export function link(text: string | undefined, url: string | undefined): string {
  if (url === undefined || url === '') return text ?? '';
  if (text === undefined || text.trim() === '') return url;
  // A trailing backslash would escape the closing bracket and break the link.
  if (MASKABLE_URL.test(url) && !/[[\]\n]/.test(text) && !/\\$/.test(text) && !LOOKS_LIKE_URL.test(text)) return `[${text}](${url})`;
  return `${text} (${url})`;
}

/** A date and time of day without a zone designator: JavaScript would read it in the machine's time zone. */
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/i;

/**
 * `<t:UNIX:f>` for an ISO 8601 timestamp, or undefined when it is not one. A timestamp without a
 * zone is read as UTC: the result must not depend on the time zone of the machine that converts.
 */
export function discordTimestamp(iso: string): string | undefined {
  const trimmed = iso.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return undefined;
  const ms = Date.parse(ZONELESS_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  if (Number.isNaN(ms)) return undefined;
  return `<t:${Math.floor(ms / 1000)}:f>`;
}

/**
 * Splits text into pieces of at most `max` UTF-16 code units, preferring a line break, then a space;
 * the break character itself is dropped (a Text Display boundary is a line break). Never splits a
 * surrogate pair.
 */
export function splitText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max);
    if (cut <= 0) cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) {
      cut = max;
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut--;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    } else {
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces.filter((p) => !isBlank(p));
}

export interface MentionSet {
  users: Set<string>;
  roles: Set<string>;
  everyone: boolean;
}

export function emptyMentions(): MentionSet {
  return { users: new Set(), roles: new Set(), everyone: false };
}

/** Adds the pingable mentions of `text` (users, roles, @everyone and @here) to `into`. */
export function collectMentions(text: string, into: MentionSet): MentionSet {
  for (const m of text.matchAll(/<@(!?|&)(\d{1,20})>/g)) (m[1] === '&' ? into.roles : into.users).add(m[2]!);
  if (/@(everyone|here)\b/.test(text)) into.everyone = true;
  return into;
}
