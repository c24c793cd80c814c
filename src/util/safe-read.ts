/**
 * THE safe reader: every file cordlint reads (payloads, configs, the baseline, locale files, SENT,
 * logs for explain, attachments, what import reads, what the language and MCP servers read) is
 * opened here, and nothing on disk is trusted:
 *   - only regular files are read: opened with O_NONBLOCK, so that a FIFO without a writer does
 *     not block the open, then fstat'ed, so that a FIFO, a device (/dev/zero never ends), a socket
 *     or a folder is refused before a byte is read;
 *   - the size is checked (fstat) before reading, and no more than the limit is ever read, so a
 *     huge or sparse file costs nothing, and a file that grows while read is noticed; a file that
 *     says 0 bytes but holds some (those of /proc and /sys) is refused, nothing of it used;
 *   - where a folder bounds the file (an `attachment://` name), links are resolved first and a
 *     target outside the folder is refused; the resolved path is what is opened.
 * Synchronous on purpose: a regular file of at most a few MiB reads in milliseconds, and nothing
 * here can wait on another process.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Why a file of /proc or /sys is not read. */
const SYNTHETIC_FILE = 'it is a file the system makes up as it is read (like those of /proc and /sys), not a regular file; only regular files are read';

/** O_NONBLOCK: opening a FIFO that has no writer returns at once instead of waiting for one. */
export const SAFE_OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export type SafeReadProblem = 'missing' | 'not-a-file' | 'too-large' | 'outside' | 'unreadable' | 'grew';

export type SafeRead =
  | { ok: true; bytes: Buffer }
  | {
      ok: false;
      problem: SafeReadProblem;
      /** Why, as a sentence fragment starting in lower case: "it is a named pipe (FIFO), not a regular file". */
      reason: string;
      /** The size fstat gave, for 'too-large'. */
      size?: number;
    };

export interface SafeReadOptions {
  /** The most bytes read; a larger file is refused without reading it. */
  maxBytes: number;
  /** The folder the file must stay in once its links are resolved; unset: links are followed anywhere (a file the user named). */
  within?: string;
}

/** Opens `file` for reading without blocking (see {@link SAFE_OPEN_FLAGS}); throws as openSync does. */
export function openSafely(file: string): number {
  return openSync(file, SAFE_OPEN_FLAGS);
}

/** The bytes of `file`, or why they were not read. Never throws, never blocks, never reads more than `maxBytes`. */
export function readFileSafely(file: string, options: SafeReadOptions): SafeRead {
  let target = file;
  if (options.within !== undefined) {
    const inside = resolveWithin(file, options.within);
    if (!inside.ok) return inside;
    target = inside.file;
  }
  // What is no regular file is not even opened: opening a device may do something (a tape rewinds).
  const before = statFileSafely(target);
  if (!before.ok) return before;
  if (before.size > options.maxBytes) return { ok: false, problem: 'too-large', reason: `it is ${formatSize(before.size)}, larger than the ${formatSize(options.maxBytes)} cordlint reads`, size: before.size };
  let fd: number;
  try {
    fd = openSafely(target);
  } catch (error) {
    return failure(error as NodeJS.ErrnoException);
  }
  try {
    // Checked again on the open file: it may have been replaced since.
    const info = fstatSync(fd);
    const refused = refusal(info, options.maxBytes);
    if (refused) return refused;
    // One byte more than fstat said, to notice a file that grows while it is read. Never more than
    // the limit plus one.
    const buffer = Buffer.allocUnsafe(Math.min(info.size, options.maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length === info.size) break;
    }
    // A file that says 0 bytes and holds some is no plain file but one the system makes up as it is
    // read (/proc/self/environ, /proc/self/status: a link to one from a downloaded folder put the
    // process's environment in a baseline's error message). Nothing of it is used.
    if (info.size === 0 && length > 0) return { ok: false, problem: 'not-a-file', reason: SYNTHETIC_FILE };
    if (length > options.maxBytes) return { ok: false, problem: 'too-large', reason: `it is larger than the ${formatSize(options.maxBytes)} cordlint reads`, size: length };
    if (length > info.size) return { ok: false, problem: 'grew', reason: 'it grew while it was read; read it again when it is complete' };
    return { ok: true, bytes: buffer.subarray(0, length) };
  } catch (error) {
    return failure(error as NodeJS.ErrnoException);
  } finally {
    closeSync(fd);
  }
}

/** What `file` is without opening it (an attachment's size): a regular file and its size, or why it is refused. */
export function statFileSafely(file: string, options: { within?: string } = {}): { ok: true; size: number } | Extract<SafeRead, { ok: false }> {
  let target = file;
  if (options.within !== undefined) {
    const inside = resolveWithin(file, options.within);
    if (!inside.ok) return inside;
    target = inside.file;
  }
  let info: Stats;
  try {
    info = statSync(target);
  } catch (error) {
    return failure(error as NodeJS.ErrnoException);
  }
  return refusal(info, Number.POSITIVE_INFINITY) ?? { ok: true, size: info.size };
}

/** `file` with its links resolved, when that stays inside `folder` (itself resolved). */
function resolveWithin(file: string, folder: string): { ok: true; file: string } | Extract<SafeRead, { ok: false }> {
  // The common case costs one lstat: a file directly in the folder that is no link stays in it.
  if (path.dirname(path.resolve(file)) === path.resolve(folder)) {
    let own: Stats | undefined;
    try {
      own = lstatSync(file);
    } catch (error) {
      return failure(error as NodeJS.ErrnoException);
    }
    if (!own.isSymbolicLink()) return { ok: true, file };
  }
  let real: string;
  let realFolder: string;
  try {
    realFolder = realpathSync.native(folder);
    real = realpathSync.native(file);
  } catch (error) {
    return failure(error as NodeJS.ErrnoException);
  }
  const relative = path.relative(realFolder, real);
  if (relative === '') return { ok: false, problem: 'not-a-file', reason: 'it is a folder' };
  if ( relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { ok: false, problem: 'outside', reason: 'it is a link to a file outside its folder, which cordlint does not follow' };
  }
  return { ok: true, file: real };
}

function refusal(info: Stats, maxBytes: number): Extract<SafeRead, { ok: false }> | undefined {
  if (info.isDirectory()) return { ok: false, problem: 'not-a-file', reason: 'it is a folder' };
  if (!info.isFile()) return { ok: false, problem: 'not-a-file', reason: `${kindOf(info)}, not a regular file; only regular files are read` };
  if (info.size > maxBytes) return { ok: false, problem: 'too-large', reason: `it is ${formatSize(info.size)}, larger than the ${formatSize(maxBytes)} cordlint reads`, size: info.size };
  return undefined;
}

function failure(error: NodeJS.ErrnoException): Extract<SafeRead, { ok: false }> {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return { ok: false, problem: 'missing', reason: 'no such file' };
  if (error.code === 'EISDIR') return { ok: false, problem: 'not-a-file', reason: 'it is a folder' };
  if (error.code === 'EACCES' || error.code === 'EPERM') return { ok: false, problem: 'unreadable', reason: 'permission denied' };
  if (error.code === 'ELOOP') return { ok: false, problem: 'unreadable', reason: 'its links loop' };
  return { ok: false, problem: 'unreadable', reason: error.message ?? 'unknown error' };
}

function kindOf(info: Stats): string {
  if (info.isFIFO()) return 'it is a named pipe (FIFO)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'it is a device';
  if (info.isSocket()) return 'it is a socket';
  return 'it is a special file';
}

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** "It is a named pipe (FIFO), ..." from a reason: the reason as a sentence of its own. */
export function asSentence(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}

/** A name of a file in one folder (an `attachment://NAME`): not empty, no path, nothing that leaves the folder. */
export function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);
}
