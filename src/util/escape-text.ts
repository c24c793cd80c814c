/**
 * User text (keys, values, file names, source excerpts) shown in messages: control characters, and
 * the invisible characters that reorder or hide text, are written as escapes, so that nothing in a
 * payload can move the cursor, recolour a terminal, start a new line or forge a GitHub workflow
 * command. Printable text, tabs aside, is left as it is.
 */
// This module is the one place that knows which characters are unsafe to print and how each
// output writes them: messages and stderr (escapeControls, safeStderr), JSON (terminalSafeJson),
// XML (xmlCharacterReferences), GitHub workflow commands (escapeWorkflowData/Property).

/** Beyond C0: DEL, C1 controls (CSI...), line and paragraph separators, bidirectional marks, overrides and isolates. */
const UNSAFE_ABOVE_C0 = '\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C';
// C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides and isolates.
const UNSAFE = new RegExp(`[\\u0000-\\u001F${UNSAFE_ABOVE_C0}]`, 'g');
const UNSAFE_ABOVE_C0_RE = new RegExp(`[${UNSAFE_ABOVE_C0}]`, 'g');
const UNSAFE_BUT_LINE_BREAKS = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F${UNSAFE_ABOVE_C0}]`, 'g');
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT[c] ?? unicodeEscape(c));
}

/** Whether printing `text` as it is would put a control, separator or bidirectional character on the terminal. */
export function hasUnsafe(text: string): boolean {
  return holds(UNSAFE, text);
}

/** `pattern.test(text)` for the module's global expressions, whose search position must start and stay at 0. */
function holds(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

/**
 * Whether a text (a file's source) printed as it is would put an unsafe character on the terminal
 * (line breaks and tabs aside) or start a line that a CI runner reads as a workflow command.
 */
export function unsafeToPrint(text: string): boolean {
  return holds(UNSAFE_BUT_LINE_BREAKS, text.replace(/\r\n/g, '\n')) || /^\s*::/m.test(text);
}

/** A text in double quotes, escaped: how messages quote a custom_id, a key or a name taken from a file. */
export function quoted(text: string): string {
  return `"${escapeControls(text)}"`;
}

/** Every unsafe character of `text` outside C0 written by `write` (XML character references...): for outputs whose own syntax escapes C0. */
export function replaceUnsafeAboveC0(text: string, write: (c: string) => string): string {
  // Looked for first: a replace with a callback copies the whole text even when nothing matches
  // (the JSON report of 3,000 broken files is 9 MB, its sources included).
  return holds(UNSAFE_ABOVE_C0_RE, text) ? text.replace(UNSAFE_ABOVE_C0_RE, write) : text;
}

/** A YAML text whose every unsafe character outside C0 sits in a double-quoted scalar (see the YAML writers): those written as `\uXXXX` escapes, and any in a comment as the same six characters. */
export function yamlUnicodeEscapes(text: string): string {
  return replaceUnsafeAboveC0(text, unicodeEscape);
}

/** Whether `text` holds an unsafe character outside C0 (which YAML writers print raw even in double quotes). */
export function hasUnsafeAboveC0(text: string): boolean {
  return holds(UNSAFE_ABOVE_C0_RE, text);
}

/** XML 1.0 holds C1 controls and bidirectional marks, but printed raw they reach the terminal: written as character references, the same text. */
export function xmlCharacterReferences(text: string): string {
  return replaceUnsafeAboveC0(text, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}

/** Every unsafe character but tab, line feed included. */
const UNSAFE_BUT_TAB = new RegExp(`[\\u0000-\\u0008\\u000A-\\u001F${UNSAFE_ABOVE_C0}]`, 'g');

/**
 * HTML text or attribute value: every unsafe character but tab written as a numeric character
 * reference, so that the page printed to a terminal holds none raw (a browser reads the same
 * characters, C1 controls aside, which HTML maps to Windows-1252's). Line feeds too: a text's line
 * feed kept raw would start a line of the page with the text's next line, and `\n::error::...` in
 * a label would be a workflow command in a CI log that shows the page; `&#xA;` is the same line
 * feed to the browser (pre-wrap text and attribute values alike).
 */
export function htmlCharacterReferences(text: string): string {
  return text.replace(UNSAFE_BUT_TAB, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);
}

/** Whether one character (one UTF-16 unit or a surrogate pair) is unsafe to print raw: code that writes its own escapes (string literals) asks this. */
export function isUnsafeCharacter(char: string): boolean {
  return hasUnsafe(char);
}

/**
 * JSON text of `value` (as JSON.stringify writes it) with no raw character a terminal acts on: what
 * every command that prints JSON of text from a file writes (--print-config, rules, import...).
 */
export function terminalSafeJsonOf(value: unknown, indent?: number | string): string {
  return terminalSafeJson(JSON.stringify(value, null, indent));
}

/**
 * What cordlint writes to stderr, made safe as a whole (after each message escaped what it quotes):
 * line breaks and tabs kept, every other unsafe character escaped, and no line left beginning with
 * `::` (the GitHub Actions runner reads such a line, leading spaces aside, as a workflow command;
 * cordlint writes none to stderr).
 */
export function safeStderr(text: string): string {
  return safeText(text);
}

/**
 * A text of several lines made safe as a whole, as stderr is (see safeStderr): what a server gives a
 * client to show (an MCP tool's text). Idempotent: a text made safe is left as it is.
 */
export function safeText(text: string): string {
  return text.replace(UNSAFE_BUT_LINE_BREAKS, (c) => SHORT[c] ?? unicodeEscape(c)).replace(/^([^\S\n]*)::/gm, '$1\\::');
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
  return replaceUnsafeAboveC0(json, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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

/** Escaping of a GitHub workflow command's message (what @actions/core does: %, CR and LF), after every other unsafe character is escaped. */
export function escapeWorkflowData(text: string): string {
  return text.replace(/[^\r\n]+/g, escapeControls).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping of a workflow command's property value (file, title): the message's, then `:` and `,`. */
export function escapeWorkflowProperty(text: string): string {
  return escapeWorkflowData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
