/**
 * Standard output that fails: a reader that goes away (`cordlint lint | head`, EPIPE) ends the
 * output quietly, and the run still exits with its own code; any other failure (a full disk, an I/O
 * error) is one line on stderr and exit 2, never a stack trace or an exit 1 that reads as "lint
 * errors".
 */
export interface GuardedOutput {
  write: (text: string) => void;
  /** True once writing failed for another reason than EPIPE: the run must exit 2. */
  failed: () => boolean;
}

export function guardOutput(stream: NodeJS.WritableStream, stderr: NodeJS.WritableStream = process.stderr): GuardedOutput {
  let closed = false;
  let failed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (closed) return;
    closed = true;
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    failed = true;
    process.exitCode = 2; // also when the failure is noticed after the run returned its code
    stderr.write(`cordlint: cannot write the output: ${error.code === 'ENOSPC' ? 'no space left on the device' : error.message}\n`);
  });
  // A closed stderr must not crash the run either.
  if (stderr.listenerCount('error') === 0) stderr.on('error', () => {});
  return {
    write: (text) => {
      if (!closed) stream.write(text);
    },
    failed: () => failed,
  };
}
