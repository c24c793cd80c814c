// Its own module so that what needs a file's name (every formatter, the lint command) does not load
// chalk with the stylish formatter.
import path from 'node:path';
import { safeLineStart } from '../util/escape-text.js';

/** A file's name for people: relative to `cwd` when inside it, escaped (see safeLineStart). */
export function displayPath(filePath: string, cwd: string): string {
  return safeLineStart(relativePath(filePath, cwd));
}

/** A file's path relative to `cwd` when inside it, as it is (for patches). */
export function relativePath(filePath: string, cwd: string): string {
  if (!path.isAbsolute(filePath)) return filePath;
  const relative = path.relative(cwd, filePath);
  return relative.startsWith('..') ? filePath : relative;
}
