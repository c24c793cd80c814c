/**
 * The base protocol's framing, checked before vscode-jsonrpc reads it: a header whose Content-Length
 * is missing, not a number or negative made the reader report an error and read nothing more, so
 * the server stayed alive and answered nothing again, `shutdown` included. Here such a header is
 * reported (one line on stderr, which editors show in the server's log) and skipped, and reading
 * goes on at the next `Content-Length` header. Valid messages pass through, their header rewritten
 * to the Content-Length alone (a Content-Type is the default one or unsupported anyway).
 *
 * What else is caught here, so that one bad message costs that message only:
 * - a Content-Length over the limit is skipped like a bad one (reading on at the next header)
 *   rather than waited for: 2^31 bytes that never come would leave the server deaf;
 * - a body that is not one JSON object (a Content-Length larger than its message swallows the
 *   next message's header, a smaller one cuts the body) is skipped, and the next header is looked
 *   for inside it, so the messages after it are still read;
 * - two Content-Length headers that disagree make the header bad (which one is right is unknown);
 * - lines may end in `\n` alone, and blank lines between messages are ignored;
 * - after one problem, nothing more is reported until a message is read again (garbage of any
 *   length gives one line on stderr, and is read once).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { quoted } from '../util/escape-text.js';

/**
 * A message larger than this is skipped unread. A didOpen of a 4 MiB file (the largest payload
 * cordlint lints) is at most 24 MiB once escaped as JSON; a larger limit would let one message,
 * held here and by the reader and then decoded, take the server past a gigabyte.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** A header block longer than this is no header. */
const MAX_HEADER_BYTES = 8 * 1024;
const NAME = 'content-length';
const LF = 0x0a;
const CR = 0x0d;

/** `report` is told each problem; `ending` when the input ended inside a message (nothing more is read). */
export function checkedFraming(report: (message: string, ending?: boolean) => void): Transform {
  /** Unread bytes before a body: a header being read, or bytes searched for the next header. */
  let pending: Buffer = Buffer.alloc(0);
  /** The body being read (its parts), and how many of its bytes are still to come. */
  let body: Buffer[] | undefined;
  let bodyLeft = 0;
  /** After a problem: bytes are dropped up to the next `Content-Length`. */
  let resyncing = false;
  /** A problem was reported and no message has been read since. */
  let reported = false;

  const problem = (text: string) => {
    if (!reported) report(text);
    reported = true;
    resyncing = true;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let data: Buffer = chunk;
      for (;;) {
        if (body) {
          const take = Math.min(data.length, bodyLeft);
          if (take > 0) body.push(data.subarray(0, take));
          bodyLeft -= take;
          data = data.subarray(take);
          if (bodyLeft > 0) break;
          const whole = Buffer.concat(body);
          body = undefined;
          if (isOneObject(whole) && nestingOver(whole, MAX_NESTING)) {
            // One JSON object, but a tree no answer can echo (an id nested 10,000 levels ended the server): this message only is dropped.
            problem(`a message nested more than ${MAX_NESTING} levels deep (no answer could echo it)`);
            reported = false;
            resyncing = false;
          } else if (isOneObject(whole)) {
            this.push(`Content-Length: ${whole.length}\r\n\r\n`);
            this.push(whole);
            reported = false;
          } else {
            problem(`a message whose body is not one JSON object (${quoted(whole.toString('utf8', 0, 40))}); its Content-Length may be wrong`);
            // The next message's header may be inside it.
            data = data.length === 0 ? whole : Buffer.concat([whole, data]);
          }
          continue;
        }
        pending = pending.length === 0 ? data : data.length === 0 ? pending : Buffer.concat([pending, data]);
        data = Buffer.alloc(0);
        if (resyncing) {
          const at = nameAt(pending, 0);
          if (at === -1) {
            // The name may be cut between two chunks: its possible start is kept.
            pending = pending.subarray(Math.max(0, pending.length - NAME.length + 1));
            break;
          }
          pending = pending.subarray(at);
          resyncing = false;
        } else {
          pending = pending.subarray(leadingBlanks(pending));
        }
        if (pending.length === 0) break;
        const end = blankLine(pending);
        if (end === undefined) {
          if (pending.length > MAX_HEADER_BYTES) {
            problem(`a message header longer than ${MAX_HEADER_BYTES} bytes`);
            pending = pending.subarray(1);
            continue;
          }
          break;
        }
        const header = pending.subarray(0, end.start);
        const rest = pending.subarray(end.after);
        pending = Buffer.alloc(0);
        const length = contentLength(header.toString('latin1'));
        if (typeof length === 'string') {
          problem(length);
          // A header glued to the end of garbage (`...}Content-Length: 12`) is read; otherwise reading goes on after this header.
          const glued = gluedName(header);
          data = glued === -1 ? rest : Buffer.concat([header.subarray(glued), Buffer.from('\r\n\r\n'), rest]);
          continue;
        }
        if (length > MAX_MESSAGE_BYTES) {
          problem(`a message of ${length} bytes, more than the ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB a message may have`);
          data = rest;
          continue;
        }
        body = [];
        bodyLeft = length;
        data = rest;
      }
      done();
    },
    flush(done: TransformCallback) {
      // The client closed the pipe inside a message: the server ends (as LSP asks), saying why.
      if (body) report(`the input ended ${bodyLeft} bytes short of the message being read`, true);
      else if (!resyncing && pending.length > leadingBlanks(pending)) report('the input ended inside a message header', true);
      done();
    },
  });
}

/** Where `Content-Length` (in any case) first appears in `bytes` from `from`, or -1. */
function nameAt(bytes: Buffer, from: number): number {
  for (let i = from; i + NAME.length <= bytes.length; i++) {
    if ((bytes[i]! | 0x20) !== 0x63) continue; // 'c'
    let j = 1;
    while (j < NAME.length && (bytes[i + j]! | 0x20) === NAME.charCodeAt(j)) j++;
    if (j === NAME.length) return i;
  }
  return -1;
}

/** `Content-Length` inside a header's first line but not at its start: a header glued to garbage. */
function gluedName(header: Buffer): number {
  const at = nameAt(header, 1);
  return at === -1 || header[at - 1] === LF ? -1 : at;
}

function leadingBlanks(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length && (bytes[i] === CR || bytes[i] === LF || bytes[i] === 0x20 || bytes[i] === 0x09)) i++;
  return i;
}

/** The header's end: the first empty line (lines end in `\r\n` or `\n`), searched in the first bytes only. */
function blankLine(bytes: Buffer): { start: number; after: number } | undefined {
  const head = bytes.subarray(0, MAX_HEADER_BYTES + 4);
  for (let i = head.indexOf(LF); i !== -1; i = head.indexOf(LF, i + 1)) {
    const start = i > 0 && bytes[i - 1] === CR ? i - 1 : i;
    if (bytes[i + 1] === LF) return { start, after: i + 2 };
    if (bytes[i + 1] === CR && bytes[i + 2] === LF) return { start, after: i + 3 };
  }
  return undefined;
}

/** The header's Content-Length, or what is wrong with the header. */
function contentLength(header: string): number | string {
  let length: number | undefined;
  for (const line of header.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === -1) return `a header line without a colon (${quoted(line.slice(0, 80))})`;
    if (line.slice(0, colon).trim().toLowerCase() !== NAME) continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,15}$/.test(value)) return `a Content-Length that is not a number of bytes (${quoted(value.slice(0, 40))})`;
    if (length !== undefined && Number(value) !== length) return `two Content-Length headers that disagree (${length} and ${Number(value)})`;
    length = Number(value);
  }
  return length ?? 'a message header without a Content-Length';
}

/**
 * Whether a body is one JSON object, as every LSP message is. Most bodies are told by their first
 * and last characters and the absence of an empty line (which a JSON text can hold only between
 * tokens, and a swallowed header always holds); only the others are parsed to decide.
 */
function isOneObject(body: Buffer): boolean {
  let first = 0;
  let last = body.length - 1;
  while (first <= last && isSpace(body[first]!)) first++;
  while (last >= first && isSpace(body[last]!)) last--;
  if (first > last) return false;
  if (body[first] === 0x7b && body[last] === 0x7d && body.indexOf('\n\n') === -1 && body.indexOf('\n\r\n') === -1) return true;
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Deepest nesting of a message passed on: LSP's own messages go a few levels deep; a payload is text in them. */
export const MAX_NESTING = 1000;

/** Whether brackets outside strings nest deeper than `limit` (one pass over the bytes). */
function nestingOver(body: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!;
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > limit) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === LF || byte === CR;
