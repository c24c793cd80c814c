/**
 * `cordlint serve --stdio`: one JSON request per line on the input, one JSON answer per line on the
 * output, in order, until the input ends. A line past the size limit is skipped without being
 * held whole (the bytes past the limit are dropped as they come) and answered with an error; blank
 * lines are ignored (an extra newline from a client's print must not shift the answers).
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import path from 'node:path';
import { answerLine, lineTooLong, ServeConfigError, type ServeAnswer, type ServeProject } from './request.js';
import { terminalSafeJsonOf } from '../util/escape-text.js';

export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

export interface ServeOptions {
  /** Longest line taken, in bytes (the line break not counted). */
  maxLineBytes?: number;
  /** False: the server's Linter takes no fast path (CORDLINT_FAST_PATH=0). Default true. */
  fastPath?: boolean;
  /** Where the project's config and baseline are looked for, as `cordlint lint` run there would (default: process.cwd()). */
  cwd?: string;
  /** A config file instead of each payload's nearest one (`--config`); false: none (`--no-config-lookup`). */
  config?: string | false;
  /** The environment, for CORDLINT_ALLOW_PLUGINS (default: process.env). */
  env?: Readonly<Record<string, string | undefined>>;
  /** The project made already ({@link serveProject}); the options above are then not used. */
  project?: ServeProject;
}

/**
 * The project the server lints in, through the project class: each payload with the config that
 * `cordlint lint` would use for its `file` (or for the working folder), overrides, baseline
 * entries, placeholders, locales and attachments folder included. Configs are read once and cached.
 */
export async function serveProject(options: ServeOptions = {}): Promise<ServeProject> {
  const [{ Cordlint, CordlintError }, { ConfigError }, { describeConfigError }] = await Promise.all([import('../project/cordlint.js'), import('../config/errors.js'), import('../project/describe-error.js')]);
  const cwd = options.cwd ?? process.cwd();
  const project = new Cordlint({
    cwd,
    env: options.env ?? process.env,
    // A payload is linted though the config's ignores name its file: it is what was asked for.
    ignore: false,
    ...(options.config === false ? { configLookup: false } : typeof options.config === 'string' ? { config: options.config } : {}),
    ...(options.fastPath === false ? { fastPath: false } : {}),
  });
  return {
    linter: project.linter,
    async configFor(file, text) {
      try {
        return await project.linterConfigFor(path.resolve(cwd, file ?? '<payload>'), text);
      } catch (error) {
        if (error instanceof ConfigError) throw new ServeConfigError(describeConfigError(error, cwd).replace(/^cordlint: /, '').trimEnd());
        if (error instanceof CordlintError) throw new ServeConfigError(error.message);
        throw error;
      }
    },
  };
}

const NEWLINE = 0x0a;

/** Serves until the input ends (resolves) or the output is closed (resolves early). */
export async function serveStdio(input: Readable, output: Writable, options: ServeOptions = {}): Promise<void> {
  const maxBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const project = options.project ?? (await serveProject(options));
  let closed = false;
  // A client that goes away (EPIPE) ends the server quietly: nobody is left to answer.
  output.on('error', () => (closed = true));
  output.on('close', () => (closed = true));

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes of the current line, counted past the limit (its text is no longer kept). */
  let skipped = 0;

  const send = async (answer: ServeAnswer) => {
    if (closed) return;
    // The same JSON with no raw C1 or bidirectional character (a bot that logs the line prints none).
    if (!output.write(`${answerText(answer)}\n`)) await Promise.race([once(output, 'drain'), once(output, 'close')]);
  };
  /** The answer as a line; one that cannot be written (it holds what JSON cannot say) becomes an error answer, and the server goes on. */
  const answerText = (answer: ServeAnswer): string => {
    try {
      return terminalSafeJsonOf(answer);
    } catch (error) {
      const id = 'id' in answer && (typeof answer.id === 'string' || typeof answer.id === 'number') ? { id: answer.id } : {};
      return terminalSafeJsonOf({ ...id, ok: false, error: { code: 'internal-error', message: `cordlint could not write the answer to this request (${error instanceof Error ? error.message : String(error)}). Please report this as a cordlint bug.` } });
    }
  };
  const answerOf = async (request: string): Promise<ServeAnswer> => {
    try {
      return await answerLine(request, project);
    } catch (error) {
      return { ok: false, error: { code: 'internal-error', message: `cordlint could not answer this line (${error instanceof Error ? error.message : String(error)}). Please report this as a cordlint bug.` } };
    }
  };
  const endLine = async () => {
    if (skipped > 0) {
      const bytes = skipped;
      skipped = 0;
      return send(lineTooLong(bytes, maxBytes));
    }
    const line = Buffer.concat(pending, pendingBytes).toString('utf8');
    pending = [];
    pendingBytes = 0;
    const request = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (request.trim() === '') return;
    return send(await answerOf(request));
  };
  const take = (part: Buffer) => {
    if (part.length === 0) return;
    if (skipped > 0) {
      skipped += part.length;
      return;
    }
    if (pendingBytes + part.length > maxBytes) {
      skipped = pendingBytes + part.length;
      pending = [];
      pendingBytes = 0;
      return;
    }
    pending.push(part);
    pendingBytes += part.length;
  };

  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    let start = 0;
    for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, start)) {
      take(bytes.subarray(start, at));
      await endLine();
      start = at + 1;
    }
    take(bytes.subarray(start));
    if (closed) return;
  }
  // The last line may come without its line break.
  if (pendingBytes > 0 || skipped > 0) await endLine();
}
