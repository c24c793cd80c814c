import { constants, rmSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { access, mkdir, open, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
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
}

/**
 * Writes a file whole or not at all: a temporary file with a random name in the same folder (same
 * file system, so the rename is atomic), created exclusively (`wx`: a planted symlink cannot
 * redirect it), flushed, then renamed over the target. The target keeps its mode and owner; a
 * symbolic link is written through (the file it points at is replaced, the link stays); a file
 * with several hard links is rewritten in place so that every link sees the new text; a read-only
 * file is refused. Missing folders are created, as ESLint does for its output file. A temporary
 * file is removed if the process is interrupted (SIGINT, SIGTERM).
 */
export async function writeFileAtomic(file: string, contents: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const target = await realpath(file).catch(() => file);
  const directory = path.dirname(target);
  const existing = await stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw userError(error);
  });
  if (existing && !existing.isFile()) throw new WriteError(existing.isDirectory() ? 'it is a folder' : 'it is not a regular file', 'ENOTFILE');
  if (existing && (await isReadOnly(target, existing))) throw new WriteError('it is read-only; make it writable (chmod u+w) to let cordlint change it', 'EREADONLY');
  if (!existing) await mkdir(directory, { recursive: true }).catch((error: NodeJS.ErrnoException) => Promise.reject(userError(error)));

  // node:crypto loads on use (~5 ms), through require: the standalone binary has no dynamic import.
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  const temporary = path.join(directory, `.${path.basename(target).slice(0, 200)}.${randomBytes(8).toString('hex')}.cordlint.tmp`);
  let handle: FileHandle;
  try {
    // A new file gets the usual mode (the umask applies); a replacement stays private until it has the target's mode.
    handle = await open(temporary, 'wx', existing ? 0o600 : 0o666);
  } catch (error) {
    throw userError(error as NodeJS.ErrnoException);
  }
  const forget = remember(temporary);
  let renamed = false;
  try {
    try {
      await handle.writeFile(contents);
      await handle.sync();
      if (existing) await handle.chmod(existing.mode & 0o7777);
    } finally {
      await handle.close();
    }
    const inPlace = existing !== undefined && (existing.nlink > 1 || !(await keepOwner(temporary, existing)));
    if (options.beforeReplace && !(await options.beforeReplace())) throw new WriteError('it changed on disk while cordlint was writing it', 'ECHANGED');
    if (inPlace) {
      // The temporary file proved there is room; now the file itself is rewritten, keeping its inode (links, owner).
      await overwriteInPlace(target, contents);
    } else {
      await rename(temporary, target);
      renamed = true;
    }
  } catch (error) {
    throw error instanceof WriteError ? error : userError(error as NodeJS.ErrnoException);
  } finally {
    if (!renamed) await rm(temporary, { force: true });
    forget();
  }
}

/** Gives the temporary file the target's owner and group; false when that is not allowed (then the file is rewritten in place). */
async function keepOwner(temporary: string, existing: Stats): Promise<boolean> {
  const mine = await stat(temporary);
  if (mine.uid === existing.uid && mine.gid === existing.gid) return true;
  const handle = await open(temporary, 'r');
  try {
    await handle.chown(existing.uid, existing.gid);
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

async function overwriteInPlace(target: string, contents: string | Uint8Array): Promise<void> {
  const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
  const handle = await open(target, 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, 0);
    await handle.truncate(bytes.length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** No write permission for anyone (root can write anything, so the mode bits tell), or none for this process. */
export async function isReadOnly(file: string, info?: Stats): Promise<boolean> {
  const { mode } = info ?? (await stat(file));
  if ((mode & 0o222) === 0) return true;
  return access(file, constants.W_OK).then(
    () => false,
    () => true,
  );
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
