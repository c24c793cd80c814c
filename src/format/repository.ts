import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `cwd` that holds `.git`, else `cwd` itself. GitHub reads the paths
 * of annotations and SARIF results from the repository root, wherever cordlint was started.
 */
export function repositoryRoot(cwd: string): string {
  const start = path.resolve(cwd);
  for (let dir = start; ; ) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

/** Names such as `<stdin>` and `<text>` stand for input that is no file. */
export function isPseudoPath(filePath: string): boolean {
  return /^<.*>$/.test(filePath);
}

/**
 * Where a result's file lies, for formats read by GitHub: its path relative to `root` with `/`
 * separators (`relative`), or only its absolute path when it lies outside `root`.
 */
export function locateFile(filePath: string, root: string, cwd: string): { absolute: string; relative?: string } {
  const absolute = path.resolve(cwd, filePath);
  const relative = path.relative(root, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return { absolute };
  return { absolute, relative: relative.split(path.sep).join('/') };
}
