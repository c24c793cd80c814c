/**
 * The lint command's code cache (src/cli/code-cache.ts): a run writes it, the next uses it, a
 * broken or foreign cache is never trusted, and linting gives the same results whatever the cache.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFolder, runCachedScript } from '../../src/cli/code-cache.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-code-cache-test-'));
  made.push(folder);
  return folder;
}

/** A CommonJS script of some size (so that V8 has code to cache) that uses require and import(). */
function script(folder: string): string {
  const file = path.join(folder, 'script.cjs');
  const functions = Array.from({ length: 200 }, (_, i) => `function f${i}(x) { return x.map((y) => y * ${i} + ${i}).filter((y) => y % 7 !== 0).length; }`).join('\n');
  writeFileSync(
    file,
    `${functions}\nexports.total = () => [${Array.from({ length: 200 }, (_, i) => `f${i}([1, 2, 3])`).join(', ')}].reduce((a, b) => a + b, 0);\n` +
      `exports.base = require('node:path').basename(__filename);\nexports.load = (specifier) => __cordlintImport(specifier);\n`,
  );
  return file;
}

const options = (folder: string | undefined) => ({ folder, hash: 'test', importModule: (specifier: string) => import(specifier) });

describe('runCachedScript', () => {
  it('runs the script as a CommonJS module, writes the cache once, then starts from it', async () => {
    const work = scratch();
    const file = script(work);
    const cache = path.join(work, 'cache');

    const first = runCachedScript(file, options(cache));
    expect(first.cache).toBe('missing');
    expect(first.exports.base).toBe('script.cjs');
    const total = (first.exports.total as () => number)();
    first.save();
    const [written] = readdirSync(cache);
    expect(written).toMatch(new RegExp(`^script\\.cjs-test-\\d+-\\d+-${process.version.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{8}\\.bin$`));
    if (process.platform !== 'win32') expect(readdirSync(cache)).toHaveLength(1); // no temporary file left

    const second = runCachedScript(file, options(cache));
    expect(second.cache).toBe('used');
    expect((second.exports.total as () => number)()).toBe(total);
    // The script's import() is the caller's.
    expect(((await (second.exports.load as (s: string) => Promise<{ sep: string }>)('node:path')) as { sep: string }).sep).toBe(path.sep);
  });

  it('does not use the cache of a script that changed since, even to the same length', () => {
    const work = scratch();
    const file = script(work);
    const cache = path.join(work, 'cache');
    runCachedScript(file, options(cache)).save();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('* 7 !== 0', '* 5 !== 0'));
    utimesSync(file, new Date(), new Date(Date.now() + HANG_GUARD_MS));
    expect(runCachedScript(file, options(cache)).cache).toBe('missing');
  });

  it('removes cache files untouched for 30 days when it writes one', () => {
    const work = scratch();
    const file = script(work);
    const cache = path.join(work, 'cache');
    mkdirSync(cache, { mode: 0o700 });
    const old = path.join(cache, 'lint.cjs-0123456789abcdef-1-1-v0.0.0-x64-00000000.bin');
    const recent = path.join(cache, 'lint.cjs-fedcba9876543210-1-1-v0.0.0-x64-00000000.bin');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    utimesSync(old, fortyDaysAgo, fortyDaysAgo);
    runCachedScript(file, options(cache)).save();
    const left = readdirSync(cache);
    expect(left).toHaveLength(2);
    expect(left).toContain(path.basename(recent));
    expect(left.find((name) => name.startsWith('script.cjs-test-'))).toBeDefined();
  });

  it.runIf(process.platform !== 'win32')('does not trust a cache folder that others may write to', () => {
    const work = scratch();
    const file = script(work);
    const cache = path.join(work, 'cache');
    mkdirSync(cache);
    chmodSync(cache, 0o777);
    const run = runCachedScript(file, options(cache));
    expect(run.cache).toBe('unsafe');
    run.save();
    expect(readdirSync(cache)).toEqual([]);
  });

  it('is off without a folder, and the environment turns it off', () => {
    const work = scratch();
    const run = runCachedScript(script(work), options(undefined));
    expect(run.cache).toBe('off');
    expect(cacheFolder({ CORDLINT_NO_CODE_CACHE: '1' })).toBeUndefined();
    expect(cacheFolder({ NODE_DISABLE_COMPILE_CACHE: '1' })).toBeUndefined();
    expect(cacheFolder({})).toContain('cordlint-code-cache');
  });
});

describe('cordlint lint through the code cache', () => {
  /** Lints the samples with the system's temporary folder at `temp`, as JSON; stderr says what the cache did. */
  const lint = (temp: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lint', '--format', 'json', 'samples'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: temp, TEMP: temp, TMP: temp, CORDLINT_DEBUG: '1', ...env },
    });

  it('gives the same report on the run that writes the cache, the run that uses it, and with the cache off', () => {
    const temp = scratch();
    const first = lint(temp);
    const second = lint(temp);
    const off = lint(temp, { CORDLINT_NO_CODE_CACHE: '1' });
    expect([first.stderr, second.stderr, off.stderr]).toEqual(['cordlint: code cache missing\n', 'cordlint: code cache used\n', 'cordlint: code cache off\n']);
    expect(first.status).toBe(1); // the samples include broken payloads
    expect(second.stdout).toBe(first.stdout);
    expect(off.stdout).toBe(first.stdout);
    expect(JSON.parse(first.stdout).length).toBeGreaterThan(5);
  });

  it('rejects a damaged cache file instead of crashing, and writes a good one again', () => {
    const temp = scratch();
    const good = lint(temp);
    const folder = path.join(temp, readdirSync(temp).find((name) => name.startsWith('cordlint-code-cache'))!);
    const cacheFile = path.join(folder, readdirSync(folder)[0]!);
    const bytes = readFileSync(cacheFile);
    // Without V8's checksum this crashed the process ("Fatal error ... unreachable code").
    for (let i = 2000; i < 2100; i++) bytes[i]! ^= 0x5a;
    writeFileSync(cacheFile, bytes);
    const damaged = lint(temp);
    expect([damaged.status, damaged.stderr, damaged.stdout]).toEqual([1, 'cordlint: code cache rejected\n', good.stdout]);
    expect(lint(temp).stderr).toBe('cordlint: code cache used\n');
  });

  it('a folder (or a glob) and a single file keep a cache each, and give the same findings through either', () => {
    const temp = scratch();
    const run = (operand: string) =>
      spawnSync(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lint', '--format', 'json', operand], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: temp, TEMP: temp, TMP: temp, CORDLINT_DEBUG: '1' },
      });
    expect(run('samples').stderr).toBe('cordlint: code cache missing\n');
    expect(run('samples/valid/*.json').stderr).toBe('cordlint: code cache used\n');
    const file = path.join('samples/valid', readdirSync(path.join(repoRoot, 'samples/valid')).find((name) => name.endsWith('.json'))!);
    const [first, second] = [run(file), run(file)];
    expect([first.stderr, second.stderr]).toEqual(['cordlint: code cache missing\n', 'cordlint: code cache used\n']);
    expect(second.stdout).toBe(first.stdout);
    const folder = path.join(temp, readdirSync(temp).find((name) => name.startsWith('cordlint-code-cache'))!);
    expect(readdirSync(folder).map((name) => name.endsWith('-many.bin')).sort()).toEqual([false, true]);
  });

  it('truncated to nothing, the cache is rejected too', () => {
    const temp = scratch();
    const good = lint(temp);
    const folder = path.join(temp, readdirSync(temp).find((name) => name.startsWith('cordlint-code-cache'))!);
    writeFileSync(path.join(folder, readdirSync(folder)[0]!), '');
    const truncated = lint(temp);
    expect([truncated.stderr, truncated.stdout]).toEqual(['cordlint: code cache rejected\n', good.stdout]);
  });
});
