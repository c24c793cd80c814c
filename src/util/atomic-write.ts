import { chmod, open, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file whole or not at all: a temporary file in the same folder (same file system, so the
 * rename is atomic), flushed, then renamed over the target. An existing file's mode is kept. A
 * symbolic link is written through: the file it points at is replaced, and the link stays.
 */
export async function writeFileAtomic(file: string, contents: string | Uint8Array): Promise<void> {
  const target = await realpath(file).catch(() => file);
  const directory = path.dirname(target);
  const temporary = path.join(directory, `.${path.basename(target)}.cordlint-${process.pid}-${Date.now()}.tmp`);
  const existingMode = await stat(target).then((s) => s.mode & 0o7777, () => undefined);
  const handle = await open(temporary, 'w', existingMode ?? 0o644);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    if (existingMode !== undefined) await chmod(temporary, existingMode);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
