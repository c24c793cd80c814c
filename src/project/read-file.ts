/**
 * Reading a payload file without trusting what is on disk: only regular files are read (a FIFO
 * would block forever, a device such as /dev/zero never ends), and no more than the size limit is
 * ever read, so a huge or sparse file costs nothing.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { decodeSource, MAX_FILE_BYTES, tooLargeMessage, type Decoded } from '../load/decode.js';

export type ReadOutcome = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

// O_NONBLOCK: opening a FIFO that has no writer returns at once instead of waiting for one.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** One buffer for every quick read: a lint reads one file at a time, and the text is copied out of it. */
let scratch: Buffer | undefined;

/**
 * The text of `file` (UTF-8, a byte order mark dropped), or a sentence saying why it is not read, as
 * {@link readPayloadFileSync} and decodeSource say it. The common case costs three system calls,
 * open, one read at offset 0 of up to the size limit plus one byte, close (the byte read's fstat
 * and exact-size buffer were a sixth of a 3,000-file run). A read at an offset fails on a FIFO,
 * socket or terminal (ESPIPE), so those are never read; anything else unusual takes the byte read,
 * which fstats the open file: no bytes (an empty file, /dev/null), more than the limit (a huge
 * file, /dev/zero), a failed read (a folder), or text with U+FFFD (what invalid UTF-8 and UTF-16
 * decode to) or NUL (binary files), whose bytes then decide, with the same words.
 */
export function readPayloadTextSync(file: string): Decoded {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    return { ok: false, message: unreadableMessage(error as NodeJS.ErrnoException) };
  }
  const buffer = (scratch ??= Buffer.allocUnsafe(MAX_FILE_BYTES + 1));
  let length = 0;
  try {
    length = readSync(fd, buffer, 0, buffer.length, 0);
  } catch {
    length = 0; // the byte read says why
  } finally {
    closeSync(fd);
  }
  if (length === 0 || length > MAX_FILE_BYTES) return fromBytes(file);
  const text = buffer.toString('utf8', 0, length);
  if (text.includes('\uFFFD') || text.includes('\0')) return decodeSource(buffer.subarray(0, length));
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function fromBytes(file: string): Decoded {
  const read = readPayloadFileSync(file);
  return read.ok ? decodeSource(read.bytes) : read;
}

/** The bytes of `file`, or a sentence saying why they were not read. */
export function readPayloadFileSync(file: string): ReadOutcome {
  let fd: number;
  try {
    fd = openSync(file, OPEN_FLAGS);
  } catch (error) {
    return { ok: false, message: unreadableMessage(error as NodeJS.ErrnoException) };
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return { ok: false, message: `${kindOf(info)}, not a regular file; only regular files are read.` };
    if (info.size > MAX_FILE_BYTES) return { ok: false, message: tooLargeMessage(info.size) };
    // One byte more than fstat said, to notice a file that grows while it is read. A read that ends
    // at the size is the end of the file (a regular file reads short only there): no read of 0 bytes
    // to confirm it, which was a third of the reading time of a 3,000-file run.
    const buffer = Buffer.allocUnsafe(info.size + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length === info.size) break;
    }
    if (length > info.size) return { ok: false, message: 'The file grew while it was read; it was not linted. Lint it again when it is complete.' };
    return { ok: true, bytes: buffer.subarray(0, length) };
  } catch (error) {
    return { ok: false, message: unreadableMessage(error as NodeJS.ErrnoException) };
  } finally {
    closeSync(fd);
  }
}

function unreadableMessage(error: NodeJS.ErrnoException): string {
  return `The file could not be read: ${reasonOf(error)}.`;
}

function reasonOf(error: NodeJS.ErrnoException): string {
  if (error.code === 'EACCES') return 'permission denied';
  if (error.code === 'EISDIR') return 'it is a folder';
  if (error.code === 'ENOENT') return 'no such file';
  return error.message ?? 'unknown error';
}

function kindOf(info: import('node:fs').Stats): string {
  if (info.isFIFO()) return 'It is a named pipe (FIFO)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'It is a device';
  if (info.isSocket()) return 'It is a socket';
  if (info.isDirectory()) return 'It is a folder';
  return 'It is a special file';
}
