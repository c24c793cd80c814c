/**
 * Reading a payload file without trusting what is on disk: only regular files are read (a FIFO
 * would block forever, a device such as /dev/zero never ends), and the size is checked before
 * anything is read, so a huge or sparse file costs nothing.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, readSync, type Stats } from 'node:fs';
import { decodeSource, MAX_FILE_BYTES, tooLargeMessage, type Decoded } from './decode.js';

export type ReadOutcome = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

// O_NOFOLLOW: a file that was no symbolic link when lstat saw it cannot have become one (to a device) when it is opened.
const TEXT_OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * The text of `file` (UTF-8, a byte order mark dropped), or a sentence saying why it is not read, as
 * {@link readPayloadFileSync} and decodeSource say it. The common case costs two calls into Node:
 * lstat (a regular file, within the size limit) and Node's native read-and-decode, which opens and
 * closes the file itself (a 3,000-file run spent a sixth of its time in the four calls of the byte
 * read). Anything unusual takes the byte read: a symbolic link (followed there, checked on the open
 * file), a file that changed between the two calls, text with U+FFFD (what invalid UTF-8 and UTF-16
 * decode to) or NUL (binary files): the bytes then decide, with the same words.
 */
export function readPayloadTextSync(file: string): Decoded {
  let info: Stats;
  try {
    info = lstatSync(file);
  } catch {
    return fromBytes(file); // which says why it cannot be read
  }
  if (!info.isFile() || info.size > MAX_FILE_BYTES) return fromBytes(file);
  let text: string;
  try {
    // Node takes numeric open flags, as its typings do not say.
    text = readFileSync(file, { encoding: 'utf8', flag: TEXT_OPEN_FLAGS as unknown as string });
  } catch {
    return fromBytes(file);
  }
  // UTF-8 never takes fewer bytes than UTF-16 code units: a longer text is of a file that grew or was replaced.
  if (text.length > info.size || text.includes('\uFFFD') || text.includes('\0')) return fromBytes(file);
  return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}

function fromBytes(file: string): Decoded {
  const read = readPayloadFileSync(file);
  return read.ok ? decodeSource(read.bytes) : read;
}

// O_NONBLOCK: opening a FIFO that has no writer returns at once instead of waiting for one.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

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
