/**
 * A long `cordlint lint` on more than one thread (ESLint's --concurrency, what Biome and Ruff do by
 * default): worker threads lint files beside the main thread, each with a project of its own made
 * from the same options. Files are taken in chunks from one shared counter (Atomics), so a thread
 * that starts late or meets slow files simply takes fewer; every result comes back to its file's
 * place, so the report is the one a single thread makes. A chunk a worker took but never sent back
 * (the worker failed) is linted on the main thread: a broken worker costs time, never a result.
 */
import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { LintResult } from '../types.js';
import { LINT_WORKER_ARGUMENT } from './worker-argument.js';

/** What became of one file: linted (its result), left out by `ignores`, or plainly not a payload. */
export type FileEntry = { status: 'linted'; result: LintResult } | { status: 'ignored' } | { status: 'not-payload' };

/** Files a thread takes at a time: enough that claiming costs nothing, few enough that threads end together. */
export const CHUNK = 40;
/** Files a thread must have to pay for its start (a new V8 isolate, the lint script loaded and warmed up). */
const FILES_PER_THREAD = 600;
const MAX_THREADS = 4;

/**
 * How many threads lint `files` files: `auto` takes one per {@link FILES_PER_THREAD} files, at most
 * one per core (and {@link MAX_THREADS}); a number is taken as it is (at most one thread per file).
 */
export function threadCount(concurrency: number | 'auto' | 'off' | undefined, files: number, cores = availableParallelism()): number {
  if (concurrency === undefined || concurrency === 'off') return 1;
  if (concurrency === 'auto') return Math.max(1, Math.min(cores, MAX_THREADS, Math.floor(files / FILES_PER_THREAD)));
  return Math.max(1, Math.min(Math.floor(concurrency), files));
}

/** What a worker thread is started with (src/cli/lint-launcher.ts starts it, ./lint-worker.ts runs it). */
export interface LintWorkerData {
  cordlintLintWorker: true;
  /** The project's options, as plain data. */
  options: unknown;
  files: string[];
  /** 1 where a file that is plainly not a payload is skipped (not a named file, or --skip-non-payloads). */
  skip: Uint8Array;
  /** The next chunk to take, shared by every thread. */
  counter: SharedArrayBuffer;
}

/** A worker's message: one chunk's entries, or the end of its work. */
export type WorkerMessage = { chunk: number; entries: FileEntry[] } | { done: true };

/**
 * Takes chunks from `counter` until none is left, lints each file of them with `lint` and hands
 * each chunk's entries to `deliver`: the loop of every thread, the main one included.
 */
export async function lintClaimedChunks(counter: Int32Array, files: number, lint: (index: number) => FileEntry | Promise<FileEntry>, deliver: (chunk: number, entries: FileEntry[]) => void): Promise<void> {
  for (let chunk = Atomics.add(counter, 0, 1); chunk * CHUNK < files; chunk = Atomics.add(counter, 0, 1)) {
    const entries: FileEntry[] = [];
    const end = Math.min(files, (chunk + 1) * CHUNK);
    for (let i = chunk * CHUNK; i < end; i++) {
      // Without waiting when nothing has to be loaded: thousands of files then cost no await each.
      let entry = lint(i);
      if (entry instanceof Promise) entry = await entry;
      entries.push(entry);
    }
    deliver(chunk, entries);
  }
}

/**
 * Lints `files` on `threads` threads: this one, and workers running `script` with `options`. The
 * entries come back in the order of `files`, with how many of them worker threads linted.
 * `counter` (4 bytes, 0): the chunk counter, given by tests that watch the threads take chunks.
 */
export async function lintOnThreads(
  files: readonly string[],
  skip: readonly boolean[],
  { threads, script, options, counter = new SharedArrayBuffer(4) }: { threads: number; script: string; options: unknown; counter?: SharedArrayBuffer },
  lint: (index: number) => FileEntry | Promise<FileEntry>,
): Promise<{ entries: FileEntry[]; byWorkers: number }> {
  const byChunk = new Map<number, FileEntry[]>();
  let byWorkers = 0;
  const data: LintWorkerData = { cordlintLintWorker: true, options, files: [...files], skip: Uint8Array.from(skip, Number), counter };
  const ended: Promise<void>[] = [];
  // Loaded here, not at start-up: a lint on one thread never pays for node:worker_threads.
  const { Worker } = await import('node:worker_threads');
  for (let w = 1; w < threads; w++) {
    let worker: Worker;
    try {
      // Its stdout and stderr are its own (not piped here): all a run says comes from this thread.
      worker = new Worker(script, { workerData: data, argv: [LINT_WORKER_ARGUMENT], stdout: true, stderr: true });
    } catch {
      break; // no worker can be started here: this thread lints the rest
    }
    ended.push(
      new Promise<void>((resolve) => {
        worker.on('message', (message: WorkerMessage) => {
          if ('done' in message) return resolve();
          byChunk.set(message.chunk, message.entries);
          byWorkers += message.entries.length;
        });
        // A worker that fails (or exits early) leaves its chunks to this thread, below.
        worker.on('error', () => resolve());
        worker.on('exit', () => resolve());
      }).then(() => void worker.unref()),
    );
  }
  await lintClaimedChunks(new Int32Array(counter), files.length, lint, (chunk, entries) => byChunk.set(chunk, entries));
  await Promise.all(ended);
  const all: FileEntry[] = [];
  for (let start = 0, chunk = 0; start < files.length; start += CHUNK, chunk++) {
    let entries = byChunk.get(chunk);
    if (!entries) {
      // Taken by a worker that did not send it back.
      entries = [];
      for (let i = start; i < Math.min(files.length, start + CHUNK); i++) entries.push(await lint(i));
    }
    for (const entry of entries) all.push(entry);
  }
  return { entries: all, byWorkers };
}
