import { constants } from 'node:fs';
import { access, readFile, realpath, stat } from 'node:fs/promises';
import { writeFileAtomic } from '../util/atomic-write.js';

export type WriteOutcome = 'written' | 'unchanged' | 'changed-on-disk' | 'read-only';

const BOM = [0xef, 0xbb, 0xbf];

export function hasBom(bytes: Uint8Array): boolean {
  return bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];
}

/**
 * Writes a fixed payload over the file it was read from, atomically (temporary file in the same
 * folder, then rename; mode kept; a symlink's target is written). The BOM is kept (line breaks were
 * kept by the fixes). Nothing is written when nothing changed, when the file is no longer what
 * was read (someone changed it meanwhile: fixing it would throw their change away), or when it is
 * read-only (the rename would replace it anyway, since only its folder needs to be writable).
 */
export async function writeFixedFile(filePath: string, readBytes: Uint8Array, output: string): Promise<WriteOutcome> {
  const bytes = Buffer.from((hasBom(readBytes) ? '\uFEFF' : '') + output, 'utf8');
  if (bytes.equals(readBytes)) return 'unchanged';
  const target = await realpath(filePath);
  if (await isReadOnly(target)) return 'read-only';
  const now = await readFile(target);
  if (!now.equals(readBytes)) return 'changed-on-disk';
  await writeFileAtomic(target, bytes);
  return 'written';
}

/** No write permission for anyone (as root can write anything, the mode bits are what tell), or none for this process. */
async function isReadOnly(file: string): Promise<boolean> {
  const { mode } = await stat(file);
  if ((mode & 0o222) === 0) return true;
  return access(file, constants.W_OK).then(
    () => false,
    () => true,
  );
}
