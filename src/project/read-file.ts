/**
 * Reading a payload file without trusting what is on disk, through the one safe reader
 * (../util/safe-read.ts): only regular files are read (a FIFO would block forever, a device such as
 * /dev/zero never ends), and no more than the size limit is ever read, so a huge or sparse file
 * costs nothing. This module adds the payload's limit, its words, and a fast path for the common case.
 */
import { closeSync, fstatSync, readSync } from 'node:fs';
import { decodeSource, MAX_FILE_BYTES, tooLargeMessage, type Decoded } from '../load/decode.js';
import { asSentence, openSafely, readFileSafely, type SafeRead } from '../util/safe-read.js';

export type ReadOutcome = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** One buffer for every quick read: a lint reads one file at a time, and the text is copied out of it. */
let scratch: Buffer | undefined;

/**
 * The text of `file` (UTF-8, a byte order mark dropped), or a sentence saying why it is not read, as
 * {@link readPayloadFileSync} and decodeSource say it. The common case costs four system calls,
 * open, one read at offset 0 of up to the size limit plus one byte, an fstat (a file of /proc that
 * says 0 bytes but gives some is refused), close (the byte read's exact-size buffer was a sixth of a
 * 3,000-file run). A read at an offset fails on a FIFO,
 * socket or terminal (ESPIPE), so those are never read; anything else unusual takes the byte read,
 * which fstats the open file: no bytes (an empty file, /dev/null), more than the limit (a huge
 * file, /dev/zero), a failed read (a folder), or text with U+FFFD (what invalid UTF-8 and UTF-16
 * decode to) or NUL (binary files), whose bytes then decide, with the same words.
 */
export function readPayloadTextSync(file: string): Decoded {
  let fd: number;
  try {
    fd = openSafely(file);
  } catch {
    return fromBytes(file); // the safe reader says why
  }
  const buffer = (scratch ??= Buffer.allocUnsafe(MAX_FILE_BYTES + 1));
  let length = 0;
  let sizeless = false;
  try {
    length = readSync(fd, buffer, 0, buffer.length, 0);
    // A file that says 0 bytes but gave some is one of /proc or /sys (a link to /proc/self/status
    // was linted, its lines quoted): the safe reader refuses it, in the same words.
    sizeless = length > 0 && fstatSync(fd).size === 0;
  } catch {
    length = 0; // the byte read says why
  } finally {
    closeSync(fd);
  }
  if (length === 0 || length > MAX_FILE_BYTES || sizeless) return fromBytes(file);
  const text = buffer.toString('utf8', 0, length);
  if (text.includes('\uFFFD') || text.includes('\0')) return decodeSource(buffer.subarray(0, length));
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function fromBytes(file: string): Decoded {
  const read = readPayloadFileSync(file);
  return read.ok ? decodeSource(read.bytes) : read;
}

/** The bytes of `file`, or a sentence saying why they were not read (the one safe reader, with the payload's limit and words). */
export function readPayloadFileSync(file: string): ReadOutcome {
  const read = readFileSafely(file, { maxBytes: MAX_FILE_BYTES });
  if (read.ok) return read;
  return { ok: false, message: payloadReadMessage(read) };
}

/** A refusal of the safe reader in the words payload findings use. */
export function payloadReadMessage(read: Extract<SafeRead, { ok: false }>): string {
  if (read.problem === 'too-large') return tooLargeMessage(read.size ?? MAX_FILE_BYTES + 1);
  if (read.problem === 'grew') return 'The file grew while it was read; it was not linted. Lint it again when it is complete.';
  if (read.problem === 'not-a-file') return asSentence(read.reason === 'it is a folder' ? 'it is a folder, not a regular file; only regular files are read' : read.reason);
  return `The file could not be read: ${read.reason}.`;
}
