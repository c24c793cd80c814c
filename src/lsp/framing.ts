/**
 * The base protocol's framing, checked before vscode-jsonrpc reads it: a header whose Content-Length
 * is missing, not a number or negative made the reader report an error and read nothing more, so
 * the server stayed alive and answered nothing again, `shutdown` included. Here such a header is
 * reported (one line on stderr, which editors show in the server's log) and skipped, and reading
 * goes on at the next `Content-Length` header. Valid messages pass through, their header rewritten
 * to the Content-Length alone (a Content-Type is the default one or unsupported anyway).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { quoted } from '../util/escape-text.js';

/** A message larger than this is skipped unread (a didOpen of a 4 MiB file, escaped as JSON, is far below). */
export const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
/** A header block longer than this is no header. */
const MAX_HEADER_BYTES = 8 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');
const NAME = 'content-length';

export function checkedFraming(report: (message: string) => void): Transform {
  let pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current message's body still to pass on, or to drop when it is too large. */
  let bodyLeft = 0;
  let dropLeft = 0;
  /** After a bad header: bytes are dropped up to the next `Content-Length`. */
  let resyncing = false;

  const transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let data: Buffer = chunk;
      for (;;) {
        if (bodyLeft > 0 || dropLeft > 0) {
          const take = Math.min(data.length, bodyLeft > 0 ? bodyLeft : dropLeft);
          if (bodyLeft > 0) {
            this.push(data.subarray(0, take));
            bodyLeft -= take;
          } else dropLeft -= take;
          data = data.subarray(take);
          if (data.length === 0) break;
          continue;
        }
        pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
        data = Buffer.alloc(0);
        if (resyncing) {
          const at = pending.toString('latin1').toLowerCase().indexOf(NAME);
          if (at === -1) {
            // The name may be cut between two chunks: its possible start is kept.
            pending = pending.subarray(Math.max(0, pending.length - NAME.length + 1));
            break;
          }
          pending = pending.subarray(at);
          resyncing = false;
        }
        const end = pending.indexOf(HEADER_END);
        if (end === -1) {
          if (pending.length > MAX_HEADER_BYTES) {
            report(`a message header longer than ${MAX_HEADER_BYTES} bytes`);
            pending = pending.subarray(1);
            resyncing = true;
            continue;
          }
          break;
        }
        const header = pending.subarray(0, end).toString('latin1');
        const rest = pending.subarray(end + HEADER_END.length);
        pending = Buffer.alloc(0);
        const length = contentLength(header);
        if (typeof length === 'string') {
          report(length);
          resyncing = true;
          data = rest;
          continue;
        }
        if (length > MAX_MESSAGE_BYTES) {
          report(`a message of ${length} bytes, more than the ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB a message may have`);
          dropLeft = length;
        } else {
          this.push(`Content-Length: ${length}\r\n\r\n`);
          bodyLeft = length;
        }
        data = rest;
        if (data.length === 0) break;
      }
      done();
    },
  });
  return transform;
}

/** The header's Content-Length, or what is wrong with the header. */
function contentLength(header: string): number | string {
  let value: string | undefined;
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) return `a header line without a colon (${quoted(line.slice(0, 80))})`;
    if (line.slice(0, colon).trim().toLowerCase() === NAME) value = line.slice(colon + 1).trim();
  }
  if (value === undefined) return 'a message header without a Content-Length';
  if (!/^\d{1,15}$/.test(value)) return `a Content-Length that is not a number of bytes (${quoted(value.slice(0, 40))})`;
  return Number(value);
}
