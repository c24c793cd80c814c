/**
 * JSON with comments (`.jsonc`, or `.json` where the config's `allowComments` says so): `//` line
 * comments and `/* *\/` block comments, as VS Code's JSONC, @eslint/json's `json/jsonc` and Biome's
 * `json.parser.allowComments` read them (trailing commas stay errors, as they are in those by default).
 *
 * The comments are blanked to spaces (line breaks kept), so that the text left is plain JSON of the
 * same length: JSON.parse and every position scan of ./json.ts run on it unchanged, and each offset,
 * line and column is the file's own. Fixes edit the file's text, so its comments stay.
 */
import type { SourceComment } from './document.js';

export interface BlankedComments {
  /** The text with every comment's characters but line breaks replaced by spaces. */
  json: string;
  /** The comments in order; `text` is what follows `//`, or what lies between `/*` and `*\/`. */
  comments: SourceComment[];
  /** Offset of a block comment that never ends (the text after it is then blanked too). */
  unterminatedAt?: number;
}

const SLASH = 0x2f;
const STAR = 0x2a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;
const CR = 0x0d;

/** Finds the comments outside strings and blanks them. A text without `/` is returned as it is. */
export function blankComments(text: string): BlankedComments {
  if (!text.includes('/')) return { json: text, comments: [] };
  const comments: SourceComment[] = [];
  let out = '';
  let copiedTo = 0;
  let unterminatedAt: number | undefined;
  const blank = (start: number, end: number) => {
    out += text.slice(copiedTo, start) + text.slice(start, end).replace(/[^\r\n]/g, ' ');
    copiedTo = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string: a `//` inside it (a URL) is no comment.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE || s === LF || s === CR) break;
      }
      continue;
    }
    if (c !== SLASH) continue;
    const next = text.charCodeAt(i + 1);
    if (next === SLASH) {
      let end = i + 2;
      while (end < text.length && text.charCodeAt(end) !== LF && text.charCodeAt(end) !== CR) end++;
      comments.push({ start: i, end, text: text.slice(i + 2, end) });
      blank(i, end);
      i = end - 1;
    } else if (next === STAR) {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      if (close === -1) unterminatedAt = i;
      comments.push({ start: i, end, text: text.slice(i + 2, close === -1 ? end : close) });
      blank(i, end);
      i = end - 1;
    }
  }
  if (comments.length === 0) return { json: text, comments };
  out += text.slice(copiedTo);
  return { json: out, comments, ...(unterminatedAt === undefined ? {} : { unterminatedAt }) };
}
