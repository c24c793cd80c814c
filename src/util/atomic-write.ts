// Synchronous fs calls: a write is a few local calls, and node:fs/promises cost every run that
// writes a report 5 ms of loading.
import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fsyncSync,
  ftruncateSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Why a file was not written, in words fit for a user (never a temporary file's name). */
export class WriteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface AtomicWriteOptions {
  /**
   * Called right before the new text replaces the file (the temporary file is written and flushed):
   * false leaves the file as it is and throws a {@link WriteError} with code 'ECHANGED'.
   */
  beforeReplace?: () => Promise<boolean>;
  /**
   * Only a new file: when anything stands at the path (a file, a link, even a dangling one), or
   * appears there while the text is written, nothing is written and a {@link WriteError} with code
   * 'EEXIST' is thrown. The finished file is linked into place, which fails rather than replaces.
   */
  createOnly?: boolean;
}

/**
 * Writes a file whole or not at all: a temporary file with a random name in the same folder (same
 * file system, so the rename is atomic), created exclusively (`wx`: a planted symlink cannot
 * redirect it), flushed, then renamed over the target. The
 * target keeps its mode and owner; a symbolic link is written through (the file it points at is
 * replaced, the link stays); a file with several hard links is rewritten in place so that every
 * link sees the new text; a read-only file is refused. Missing folders are created, as ESLint does
 * for its output file. A temporary file is removed if the process is interrupted (SIGINT, SIGTERM).
 */
export async function writeFileAtomic(file: string, contents: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  if (options.createOnly) return createFileAtomic(file, contents);
  const target = realOrSame(file);
  const directory = path.dirname(target);
  const existing = existingFile(target);
  if (existing && !existing.isFile()) throw new WriteError(existing.isDirectory() ? 'it is a folder' : 'it is not a regular file', 'ENOTFILE');
  if (existing && isReadOnly(target, existing)) throw new WriteError('it is read-only; make it writable (chmod u+w) to let cordlint change it', 'EREADONLY');
  if (!existing) makeFolders(directory);

  // A new file gets the usual mode (the umask applies); a replacement stays private until it has the target's mode.
  const [temporary, fd] = createTemporary(directory, path.basename(target), existing ? 0o600 : 0o666);
  const forget = remember(temporary);
  let renamed = false;
  try {
    try {
      const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
      // On the open file, not its name: nothing put in its place meanwhile gets the mode.
      if (existing) fchmodSync(fd, existing.mode & 0o7777);
    } finally {
      closeSync(fd);
    }
    const inPlace = existing !== undefined && (existing.nlink > 1 || !keepOwner(temporary, existing));
    if (options.beforeReplace && !(await options.beforeReplace())) throw new WriteError('it changed on disk while cordlint was writing it', 'ECHANGED');
    if (inPlace) {
      // The temporary file proved there is room; now the file itself is rewritten, keeping its inode (links, owner).
      overwriteInPlace(target, contents);
    } else {
      renameSync(temporary, target);
      renamed = true;
    }
  } catch (error) {
    throw error instanceof WriteError ? error : userError(error as NodeJS.ErrnoException);
  } finally {
    if (!renamed) rmSync(temporary, { force: true });
    forget();
  }
}

const EXISTS = 'it exists already; cordlint does not replace it unasked';

function lexists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** {@link writeFileAtomic} with `createOnly`: written beside, flushed, then hard-linked to its name (never over a file). */
function createFileAtomic(file: string, contents: string | Uint8Array): void {
  if (lexists(file)) throw new WriteError(EXISTS, 'EEXIST');
  const directory = path.dirname(file);
  makeFolders(directory);
  const [temporary, fd] = createTemporary(directory, path.basename(file), 0o666);
  const forget = remember(temporary);
  try {
    try {
      const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new WriteError(EXISTS, 'EEXIST');
      // A file system without hard links (FAT, some network shares): checked again, then renamed.
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
      if (lexists(file)) throw new WriteError(EXISTS, 'EEXIST');
      renameSync(temporary, file);
    }
  } catch (error) {
    throw error instanceof WriteError ? error : userError(error as NodeJS.ErrnoException);
  } finally {
    rmSync(temporary, { force: true });
    forget();
  }
}

/** The file a path names, through symbolic links; the path itself when it does not exist yet. */
function realOrSame(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function existingFile(target: string): Stats | undefined {
  try {
    return statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw userError(error as NodeJS.ErrnoException);
  }
}

/** Runs a file system call, its error worded for a user. */
/**
 * Creates `directory` and its missing parents, one level at a time, and fails at once with a clear
 * reason: Node's mkdirSync({ recursive: true }) loops for ever where a parent exists but refuses
 * new entries with ENOENT (/proc/nope/x.json, `cordlint lint -o` hanging).
 */
export function makeFolders(directory: string): void {
  const missing: string[] = [];
  let current = path.resolve(directory);
  for (;;) {
    const status = statSync(current, { throwIfNoEntry: false });
    if (status) {
      if (!status.isDirectory()) throw new WriteError(`${current} is a file, not a folder`, 'ENOTDIR');
      break;
    }
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue; // made meanwhile
      const reason = code === 'ENOENT' ? 'its parent folder accepts no new folder' : (userError(error as NodeJS.ErrnoException).message);
      throw new WriteError(`the folder ${folder} cannot be created: ${reason}`, code);
    }
  }
}

function attempt<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw userError(error as NodeJS.ErrnoException);
  }
}

/** A new temporary file beside the target with a random name, created exclusively and opened for writing. */
function createTemporary(directory: string, name: string, mode: number): [string, number] {
  const temporary = path.join(directory, `.${name.slice(0, 200)}.${randomHex()}.cordlint.tmp`);
  return [temporary, attempt(() => openSync(temporary, 'wx', mode))];
}

/** 8 random bytes in hex: from /dev/urandom where there is one (node:crypto takes ~5 ms to load), else from node:crypto. */
function randomHex(): string {
  const bytes = Buffer.alloc(8);
  try {
    const fd = openSync('/dev/urandom', 'r');
    try {
      if (readSync(fd, bytes, 0, 8, null) === 8) return bytes.toString('hex');
    } finally {
      closeSync(fd);
    }
  } catch {
    // No /dev/urandom (Windows): node:crypto.
  }
  // Through require: the standalone binary has no dynamic import.
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return randomBytes(8).toString('hex');
}

/** Gives the temporary file the target's owner and group; false when that is not allowed (then the file is rewritten in place). */
function keepOwner(temporary: string, existing: Stats): boolean {
  const mine = statSync(temporary);
  if (mine.uid === existing.uid && mine.gid === existing.gid) return true;
  const fd = openSync(temporary, 'r');
  try {
    fchownSync(fd, existing.uid, existing.gid);
    return true;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

function overwriteInPlace(target: string, contents: string | Uint8Array): void {
  const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
  const fd = openSync(target, 'r+');
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written, written);
    ftruncateSync(fd, bytes.length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** No write permission for anyone (root can write anything, so the mode bits tell), or none for this process. */
export function isReadOnly(file: string, info?: Stats): boolean {
  const { mode } = info ?? statSync(file);
  if ((mode & 0o222) === 0) return true;
  try {
    accessSync(file, constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EEXIST: 'a file is in the way',
};

/** An error from the file system, worded without the temporary file's name. */
function userError(error: NodeJS.ErrnoException): WriteError {
  const code = error.code;
  return new WriteError(code && REASONS[code] ? REASONS[code] : (error.message ?? String(error)).replace(/,? ?(open|rename|mkdir|chmod|chown|stat) '[^']*'/g, ''), code);
}

// ---------------------------------------------------------------------------------------------
// Temporary files still on disk, removed if the process is interrupted.

const pending = new Set<string>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function remember(temporary: string): () => void {
  if (pending.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  pending.add(temporary);
  return () => {
    pending.delete(temporary);
    if (pending.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

function onSignal(signal: NodeJS.Signals): void {
  for (const temporary of pending) rmSync(temporary, { force: true });
  pending.clear();
  for (const s of SIGNALS) process.off(s, onSignal);
  // Die of the same signal, as the process would have without this handler.
  process.kill(process.pid, signal);
}
