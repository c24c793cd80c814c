import { readFile, realpath } from 'node:fs/promises';
import { writeFileAtomic } from '../util/atomic-write.js';

export type WriteOutcome = 'written' | 'unchanged' | 'changed-on-disk';

const BOM = [0xef, 0xbb, 0xbf];

export function hasBom(bytes: Uint8Array): boolean {
  return bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];
}

/**
 * Writes a fixed payload over the file it was read from, atomically (temporary file in the same
 * folder, then rename; mode kept; a symlink's target is written). The BOM is kept (line breaks were
 * kept by the fixes). Nothing is written when nothing changed, or when the file is no longer what
 * was read (someone changed it meanwhile: fixing it would throw their change away).
 */
export async function writeFixedFile(filePath: string, readBytes: Uint8Array, output: string): Promise<WriteOutcome> {
  const bytes = Buffer.from((hasBom(readBytes) ? '\uFEFF' : '') + output, 'utf8');
  if (bytes.equals(readBytes)) return 'unchanged';
  const target = await realpath(filePath);
  const now = await readFile(target);
  if (!now.equals(readBytes)) return 'changed-on-disk';
  await writeFileAtomic(target, bytes);
  return 'written';
}
