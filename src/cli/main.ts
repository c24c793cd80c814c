import { Command, CommanderError } from 'commander';
import { VERSION } from '../version.js';
import { createRequire } from 'node:module';
import { guardOutput, type GuardedOutput } from './output-guard.js';
import { MAX_FILE_BYTES } from '../load/decode.js';
import { safeStderr } from '../util/escape-text.js';

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<Uint8Array>;
  isTTY: boolean;
  /** The terminal's width in columns, when stdout is one. */
  columns?: number;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when stdout could not be written (a full disk...): the run then exits 2. */
  outputFailed?: () => boolean;
  /** The script that starts lint's worker threads (dist/lint-launcher.cjs); without it, lint uses one thread. */
  lintWorker?: string;
}

/** Whether `fd` is a terminal; node:tty (and the node:net it loads) only when asked. */
const isatty = (fd: number): boolean => (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);

export const processIo = (): Io => {
  // process.stdout is made on first use (a stream, and its modules: ~7 ms of a one-file run): a
  // clean lint prints nothing, so it is touched only to write or to ask for the terminal's width.
  let stdout: GuardedOutput | undefined;
  const guarded = () => (stdout ??= guardOutput(process.stdout));
  return {
    stdout: (text) => guarded().write(text),
    outputFailed: () => stdout?.failed() ?? false,
    // Messages escape what they quote; this catches whatever one forgot (see safeStderr).
    stderr: (text) => void process.stderr.write(safeStderr(text)),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
        size += (chunk as Buffer).length;
        // Past the size limit the rest is not needed to say the input is too large (`cat /dev/zero | cordlint lint -`).
        if (size > MAX_FILE_BYTES) break;
      }
      return Buffer.concat(chunks).subarray(0, MAX_FILE_BYTES + 1);
    },
    get isTTY() {
      return isatty(1);
    },
    get columns() {
      return isatty(1) ? process.stdout.columns || undefined : undefined;
    },
    env: process.env,
    cwd: process.cwd(),
  };
};

/** A command's outcome; commands never call process.exit. */
export type ExitCode = 0 | 1 | 2;

type Register = (program: Command, io: Io, setExit: (code: ExitCode) => void) => void;

/**
 * The commands, in the order help lists them. Each module is imported only when its command runs
 * (or for help), so a run loads the code of one command: add a command as one line here.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  lint: async () => (await import('./lint-command.js')).registerLint,
  rules: async () => (await import('./rules-command.js')).registerRules,
  convert: async () => (await import('./convert-command.js')).registerConvert,
  init: async () => (await import('./init-command.js')).registerInit,
  schema: async () => (await import('./schema-command.js')).registerSchema,
  mock: async () => (await import('./mock-command.js')).registerMock,
  explain: async () => (await import('./explain-command.js')).registerExplain,
  preview: async () => (await import('./preview-command.js')).registerPreview,
  import: async () => (await import('./import-command.js')).registerImport,
  export: async () => (await import('./export-command.js')).registerExport,
  codegen: async () => (await import('./codegen-command.js')).registerCodegen,
  lsp: async () => {
    const { registerLsp } = await import('./lsp-command.js');
    return (program, _io, setExit) => registerLsp(program, setExit);
  },
  mcp: async () => {
    const { registerMcp } = await import('./mcp-command.js');
    return (program, _io, setExit) => registerMcp(program, setExit);
  },
  serve: async () => {
    const { registerServe } = await import('./serve-command.js');
    return (program, _io, setExit) => registerServe(program, setExit);
  },
};

/** The command the arguments name, or every command (for help, --version and mistakes). */
function commandsFor(argv: readonly string[]): string[] {
  const named = argv.find((arg) => !arg.startsWith('-'));
  return named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
}

/** The lint script's second entry (dist/lint.cjs, started by dist/lint-launcher.cjs): a worker thread of a long lint. */
export async function runLintWorker(data: import('../project/threads.js').LintWorkerData, port: import('node:worker_threads').MessagePort): Promise<void> {
  return (await import('../project/lint-worker.js')).runLintWorker(data, port);
}

/** Runs cordlint with the given arguments and returns the exit code. */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<ExitCode> {
  let exitCode: ExitCode = 0;
  const program = new Command('cordlint')
    .description('Lint and convert Discord message and modal component payloads')
    .version(VERSION, '-v, --version')
    .showHelpAfterError('(run "cordlint --help" for usage)')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const setExit = (code: ExitCode) => void (exitCode = code);
  const registers = await Promise.all(commandsFor(argv).map((name) => COMMANDS[name]!()));
  for (const register of registers) register(program, io, setExit);

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with code 0; usage errors are exit 2.
      return error.exitCode === 0 ? 0 : 2;
    }
    io.stderr(`cordlint: internal error: ${error instanceof Error ? error.message : String(error)}\nPlease report this as a bug.\n`);
    // For whoever fixes it: CORDLINT_DEBUG=1 prints where it happened.
    if (process.env.CORDLINT_DEBUG && error instanceof Error) io.stderr(`${error.stack}\n`);
    return 2;
  }
  return io.outputFailed?.() ? 2 : exitCode;
}
