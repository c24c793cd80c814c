import { realpath, stat } from 'node:fs/promises';
import { isReadOnly, writeFileAtomic, WriteError } from '../util/atomic-write.js';
import { readFileSafely } from '../util/safe-read.js';

export type WriteOutcome = 'written' | 'unchanged' | 'changed-on-disk' | 'read-only';

const BOM = [0xef, 0xbb, 0xbf];

export function hasBom(bytes: Uint8Array): boolean {
  return bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];
}

/**
 * Writes a fixed payload over the file it was read from, atomically (see writeFileAtomic: mode,
 * owner and hard links kept; a symlink's target is written). The BOM is kept (line breaks were
 * kept by the fixes). Nothing is written when nothing changed, when the file is read-only, or when
 * the file is no longer what was read (someone changed it meanwhile: fixing it would throw their
 * change away). That last check is made twice: before the fixed text is written out, and again
 * right before it replaces the file (content, size and modification time), to keep the window in
 * which an editor's save can be lost as small as the file system allows.
 */
export async function writeFixedFile(filePath: string, readBytes: Uint8Array, output: string): Promise<WriteOutcome> {
  const bytes = Buffer.from((hasBom(readBytes) ? '\uFEFF' : '') + output, 'utf8');
  if (bytes.equals(readBytes)) return 'unchanged';
  const target = await realpath(filePath);
  if (isReadOnly(target)) return 'read-only';
  const before = await stat(target);
  if (!stillAsRead(target, readBytes)) return 'changed-on-disk';
  const unchangedSinceCheck = async () => {
    const now = await stat(target);
    if (now.mtimeMs !== before.mtimeMs || now.size !== before.size || now.ino !== before.ino) return false;
    return stillAsRead(target, readBytes);
  };
  try {
    await writeFileAtomic(target, bytes, { beforeReplace: unchangedSinceCheck });
  } catch (error) {
    if (error instanceof WriteError && error.code === 'ECHANGED') return 'changed-on-disk';
    if (error instanceof WriteError && error.code === 'EREADONLY') return 'read-only';
    throw error;
  }
  return 'written';
}

/** The file still holds what was read: read again by the safe reader, never more than those bytes (a file that became a FIFO or grew is "changed"). */
function stillAsRead(target: string, readBytes: Uint8Array): boolean {
  const now = readFileSafely(target, { maxBytes: readBytes.length });
  return now.ok && now.bytes.equals(readBytes);
}
