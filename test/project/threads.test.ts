/**
 * A long lint on several threads (src/project/threads.ts): the worker threads of the built CLI
 * (dist/lint-launcher.cjs) lint what they take, every entry comes back to its file's place, and a
 * worker that fails or never sends a chunk back costs no result. Which thread takes which chunk is
 * forced here through the shared counter, so no verdict depends on the machine's speed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Cordlint } from '../../src/project/cordlint.js';
import { CHUNK, lintOnThreads, threadCount, type FileEntry } from '../../src/project/threads.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const launcher = path.join(repoRoot, 'dist/lint-launcher.cjs');
const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-threads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// 3 chunks and a bit: valid, broken, not JSON at all, and plainly not a payload.
const files = Array.from({ length: CHUNK * 3 + 7 }, (_, i) => {
  const file = path.join(folder, `p${String(i).padStart(3, '0')}.json`);
  const text =
    i % 9 === 4
      ? '{ "content": '
      : i % 9 === 7
        ? JSON.stringify({ name: 'some-package', version: '1.0.0' })
        : JSON.stringify({ content: i % 3 === 0 ? '' : `Hello ${i}`, components: i % 2 ? [{ type: 1, components: [{ type: 2, style: 1, label: 'x'.repeat(i % 5 === 0 ? 81 : 5), custom_id: `b${i}` }] }] : [] });
  writeFileSync(file, text);
  return file;
});
const skip = files.map(() => true);
const options = { cwd: folder, configLookup: false, baseline: false as const };

/** The entries of one thread alone: what every run on threads must give back. */
async function alone(): Promise<FileEntry[]> {
  const project = await Cordlint.create(options);
  const entries: FileEntry[] = [];
  for (const file of files) entries.push(await project.lintFileEntry(file, true));
  return entries;
}

/** Waits (without blocking the thread) until the chunk counter reaches `value`. */
async function counterReaches(counter: SharedArrayBuffer, value: number): Promise<void> {
  const view = new Int32Array(counter);
  const give = Date.now() + HANG_GUARD_MS;
  while (Atomics.load(view, 0) < value) {
    if (Date.now() > give) throw new Error(`the counter stayed at ${Atomics.load(view, 0)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const chunks = Math.ceil(files.length / CHUNK);

describe('lintOnThreads', () => {
  it('gives back, in file order, what one thread gives, with the chunks a worker thread linted', async () => {
    const expected = await alone();
    const project = await Cordlint.create(options);
    const counter = new SharedArrayBuffer(4);
    let first = true;
    const { entries, byWorkers } = await lintOnThreads(files, skip, { threads: 2, script: launcher, options, counter }, async (i) => {
      // The main thread's first file waits until the worker has taken every other chunk.
      if (first) {
        first = false;
        await counterReaches(counter, chunks + 1);
      }
      return project.lintFileEntry(files[i]!, skip[i]!);
    });
    expect(byWorkers).toBe(files.length - CHUNK);
    expect(entries).toEqual(expected);
    expect(entries.map((e) => e.status)).toContain('not-payload');
    const linted = entries.flatMap((e) => (e.status === 'linted' ? [e.result] : []));
    expect(linted.find((r) => r.filePath.endsWith('p004.json'))?.messages[0]?.ruleId).toBe('parse-error');
    expect(linted.find((r) => r.filePath.endsWith('p005.json'))?.messages.map((m) => [m.ruleId, m.path, m.line, m.column])).toEqual([['schema', '/components/0/components/0/label', 1, 88]]);
  });

  it('lints on this thread the chunks of a worker that took them and failed', async () => {
    const expected = await alone();
    const project = await Cordlint.create(options);
    // A worker script that takes two chunks and ends without sending them back.
    const script = path.join(folder, 'failing-worker.cjs');
    writeFileSync(script, `const { workerData } = require('node:worker_threads');\nAtomics.add(new Int32Array(workerData.counter), 0, 2);\nthrow new Error('broken worker');\n`);
    const counter = new SharedArrayBuffer(4);
    let first = true;
    const { entries, byWorkers } = await lintOnThreads(files, skip, { threads: 2, script, options, counter }, async (i) => {
      if (first) {
        first = false;
        await counterReaches(counter, 2);
      }
      return project.lintFileEntry(files[i]!, skip[i]!);
    });
    expect(byWorkers).toBe(0);
    expect(entries).toEqual(expected);
  });

  it('lints everything on this thread when no worker can start', async () => {
    const expected = await alone();
    const project = await Cordlint.create(options);
    const { entries, byWorkers } = await lintOnThreads(files, skip, { threads: 3, script: path.join(folder, 'no-such-script.cjs'), options }, (i) => project.lintFileEntry(files[i]!, skip[i]!));
    expect(byWorkers).toBe(0);
    expect(entries).toEqual(expected);
  });
});

describe('threadCount', () => {
  it('uses one thread for short runs, more for long ones, never more than the cores, and numbers as given', () => {
    expect(threadCount('off', 100_000, 8)).toBe(1);
    expect(threadCount(undefined, 100_000, 8)).toBe(1);
    expect(threadCount('auto', 300, 8)).toBe(1);
    expect(threadCount('auto', 3000, 2)).toBe(2);
    expect(threadCount('auto', 3000, 1)).toBe(1);
    expect(threadCount('auto', 100_000, 16)).toBe(4);
    expect(threadCount(3, 100, 1)).toBe(3);
    expect(threadCount(8, 2, 16)).toBe(2);
  });
});
