/**
 * A worker thread of a long `cordlint lint` (./threads.ts): a project of its own, made from the main
 * thread's options, lints the chunks it takes and sends each chunk's entries back.
 */
import type { MessagePort } from 'node:worker_threads';
import { Cordlint, type CordlintOptions } from './cordlint.js';
import { lintClaimedChunks, type LintWorkerData, type WorkerMessage } from './threads.js';

export async function runLintWorker(data: LintWorkerData, port: MessagePort): Promise<void> {
  const project = await Cordlint.create(data.options as CordlintOptions);
  const send = (message: WorkerMessage) => port.postMessage(message);
  await lintClaimedChunks(new Int32Array(data.counter), data.files.length, (i) => project.lintFileEntry(data.files[i]!, data.skip[i] === 1), (chunk, entries) => send({ chunk, entries }));
  send({ done: true });
}
