/**
 * Runs the `lint` command's CommonJS script (dist/lint.cjs, built by scripts/build.mjs) through
 * V8's code cache: the bytecode of every function a run compiled is kept in a file, and the next
 * run starts from it instead of parsing and compiling the script again. A one-file lint spends
 * most of its time over bare Node loading code; this is the Node 20 counterpart of Node 22's
 * module.enableCompileCache (which the bin shim turns on for the other commands).
 *
 * Safety: the cache lives in a folder of the system's temporary folder that only this user may
 * write (checked before use; any doubt means no cache), never in the installed package. Its file
 * is named after the script's content hash, Node's version and the CPU; V8 rejects data made by
 * another V8 or with other flags, and, with checksums on (below), damaged data. Files are written
 * whole (a temporary file, then a rename). CORDLINT_NO_CODE_CACHE=1 or NODE_DISABLE_COMPILE_CACHE=1
 * turns it off.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';

/** What happened to the cache on this run (tests and CORDLINT_DEBUG read it). */
export type CacheState = 'off' | 'used' | 'missing' | 'rejected' | 'unsafe';

export interface CachedScript {
  /** The script's `module.exports`. */
  exports: Record<string, unknown>;
  cache: CacheState;
  /** Writes the cache when there was none or V8 rejected it; call once the work is done, so that it holds what the run compiled. */
  save(): void;
}

export interface CachedScriptOptions {
  /** The folder of cache files, or undefined for none (see {@link cacheFolder}). */
  folder: string | undefined;
  /** Names the script's content: a new build gets a new cache file. */
  hash: string;
  /** import() for the script, which vm gives no dynamic import callback: the caller's own. */
  importModule: (specifier: string) => Promise<unknown>;
  /**
   * Which of the script's caches: runs that do different work keep one each (a cache holds the
   * functions its first run compiled). Default: the script's only one.
   */
  variant?: string;
}

/** The cache folder for this user, or undefined when caching is off. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CORDLINT_NO_CODE_CACHE === '1' || env.NODE_DISABLE_COMPILE_CACHE === '1') return undefined;
  const uid = typeof process.getuid === 'function' ? `-${process.getuid()}` : '';
  return path.join(tmpdir(), `cordlint-code-cache${uid}`);
}

/** Compiles and runs `file` as a CommonJS module, with the code cache in `options.folder`. */
export function runCachedScript(file: string, options: CachedScriptOptions): CachedScript {
  const source = readFileSync(file, 'utf8');
  const cacheFile = options.folder && privateFolder(options.folder) ? path.join(options.folder, cacheName(file, options.hash, options.variant)) : undefined;
  let cachedData: Buffer | undefined;
  if (cacheFile) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // No cache yet: this run writes it.
    }
  }
  // One line with the script's first, so that its line numbers stay as they are in the file.
  const script = withChecksums(
    () =>
      new vm.Script(`(function (exports, require, module, __filename, __dirname, __cordlintImport) {${source}\n})`, {
        filename: file,
        ...(cachedData ? { cachedData } : {}),
      }),
  );
  const cache: CacheState = !options.folder ? 'off' : !cacheFile ? 'unsafe' : !cachedData ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file), options.importModule);
  return {
    exports: module.exports,
    cache,
    save() {
      if (!cacheFile || cache === 'used') return;
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, withChecksums(() => script.createCachedData()), { mode: 0o600, flag: 'wx' });
        renameSync(temporary, cacheFile);
        removeStale(path.dirname(cacheFile));
      } catch {
        // A cache that cannot be written only costs speed.
        rmSync(temporary, { force: true });
      }
    },
  };
}

/**
 * The cache file's name: the script's build hash, and its size and modification time as read now
 * (V8 compares only the source's length: an edit of the installed script that keeps its length, a
 * hot fix or a patch-package patch, must not run the old code), Node's version, the CPU, and the
 * V8 flags Node was given (data made under other flags is rejected: runs with different
 * NODE_OPTIONS keep a cache each instead of replacing each other's).
 */
function cacheName(file: string, hash: string, variant: string | undefined): string {
  const { size, mtimeMs } = statSync(file);
  const flags = `${process.execArgv.join(' ')}|${process.env.NODE_OPTIONS ?? ''}`;
  return `${path.basename(file)}-${hash}-${size}-${Math.trunc(mtimeMs)}-${process.version}-${process.arch}-${flagsHash(flags)}${variant ? `-${variant}` : ''}.bin`;
}

/** A short hash of a string (FNV-1a), to name files. */
function flagsHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Cache files are not used any more once cordlint or Node changes: those untouched for 30 days are removed when a new one is written. */
function removeStale(folder: string): void {
  const now = Date.now();
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.bin')) continue;
    const file = path.join(folder, name);
    try {
      if (now - statSync(file).mtimeMs > STALE_AFTER_MS) rmSync(file, { force: true });
    } catch {
      // Gone already (another run cleaned up).
    }
  }
}

const STALE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Runs `work` with V8's code cache checksums on. Release builds of V8 skip the check, and a damaged
 * cache then crashes the process while it is read (seen: a fatal "unreachable code"); with the
 * flag, V8 writes a checksum and rejects data that does not match it. The flag is on only meanwhile:
 * V8 hashes its flags into every code cache, Node's own built-in modules' included, which it would
 * otherwise reject and compile again (measured: loading node:tty, stream and fs/promises went from
 * 4 to 11 ms).
 */
function withChecksums<T>(work: () => T): T {
  setFlagsFromString('--verify-snapshot-checksum');
  try {
    return work();
  } finally {
    setFlagsFromString('--no-verify-snapshot-checksum');
  }
}

/** True when `folder` is (or now is) a real folder of this user that nobody else may write to. */
function privateFolder(folder: string): boolean {
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
  }
  try {
    const info = lstatSync(folder);
    if (!info.isDirectory()) return false;
    if (typeof process.getuid === 'function' && info.uid !== process.getuid()) return false;
    return process.platform === 'win32' || (info.mode & 0o022) === 0;
  } catch {
    return false;
  }
}
