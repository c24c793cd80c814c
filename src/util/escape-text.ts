/**
 * User text (keys, values, file names, source excerpts) shown in messages: control characters, and
 * the invisible characters that reorder or hide text, are written as escapes, so that nothing in a
 * payload can move the cursor, recolour a terminal, start a new line or forge a GitHub workflow
 * command. Printable text, tabs aside, is left as it is.
 */
// C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides and isolates.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/** Longest run of characters without a space or quote kept whole in a message (a 4 MB key is not printed whole). */
const LONGEST_RUN = 300;

/** Shortens every run of more than {@link LONGEST_RUN} characters without spaces or quotes to its start, then says how much was left out. Linear. */
export function shortenLongRuns(text: string): string {
  if (text.length <= LONGEST_RUN) return text;
  let out = '';
  let runStart = 0;
  let copied = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c !== undefined && c !== ' ' && c !== '"' && c !== '\n') continue;
    if (i - runStart > LONGEST_RUN) {
      const keep = runStart + LONGEST_RUN - 40;
      out += text.slice(copied, keep) + `…(${i - keep} more characters)`;
      copied = i;
    }
    runStart = i + 1;
  }
  return out + text.slice(copied);
}

/**
 * JSON text with the characters JSON.stringify leaves raw but terminals act on (C1 controls such
 * as CSI, bidirectional overrides) written as \u escapes: the same JSON value, safe to print.
 */
export function terminalSafeJson(json: string): string {
  return json.replace(/[\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An excerpt of a file's source in a message: between backquotes, escaped. */
export function quoteSource(text: string): string {
  return `\`${escapeControls(text)}\``;
}

/**
 * A file name at the start of a line of output: escaped, and made not to begin with `::`, which the
 * GitHub Actions runner reads as a workflow command at the start of any line of a job's log.
 */
export function safeLineStart(text: string): string {
  const escaped = escapeControls(text);
  return escaped.trimStart().startsWith('::') ? `./${escaped}` : escaped;
}
