import type { Command } from 'commander';
import type { ExitCode } from './main.js';
import { safeStderr } from '../util/escape-text.js';

/**
 * `cordlint serve --stdio`: answers one JSON request per line with the findings of its payload, so
 * that a bot in another language keeps one process and asks it per message (docs/serve.md). Its
 * module is loaded only when this command runs.
 */
export function registerServe(program: Command, setExit: (code: ExitCode) => void): void {
  program
    .command('serve')
    .description('Lint payloads for a bot in another language: one JSON request per line on stdin, one JSON answer per line on stdout (docs/serve.md)')
    .option('--stdio', 'talk over stdin and stdout (the default and only transport)')
    .option('--max-line-bytes <bytes>', 'longest request line taken; a longer one is answered with an error (default 4194304, 4 MiB)')
    .option('-c, --config <file>', "the config for every payload, instead of the nearest one to each request's \"file\" (or to the working folder)")
    .option('--no-config-lookup', "lint with cordlint's defaults, no config file")
    .action(async (options: { maxLineBytes?: string; config?: string; configLookup?: boolean }, command: Command) => {
      let maxLineBytes: number | undefined;
      if (options.maxLineBytes !== undefined) {
        maxLineBytes = Number(options.maxLineBytes);
        if (!/^\d+$/.test(options.maxLineBytes) || !Number.isSafeInteger(maxLineBytes) || maxLineBytes < 1) {
          command.error(`error: --max-line-bytes must be a whole number of bytes, at least 1, not "${options.maxLineBytes}"`, { exitCode: 2 });
        }
      }
      // Whatever a request does, the server goes on serving the others; the reason goes to stderr.
      process.on('uncaughtException', (error) => process.stderr.write(safeStderr(`cordlint serve: ${error instanceof Error ? error.message : String(error)}\n`)));
      process.on('unhandledRejection', (error) => process.stderr.write(safeStderr(`cordlint serve: ${error instanceof Error ? error.message : String(error)}\n`)));
      const [{ serveStdio, serveProject }, { ServeConfigError }] = await Promise.all([import('../serve/stdio.js'), import('../serve/request.js')]);
      // The project of the working folder, as `cordlint lint` there: a config that cannot be used stops the server before it answers.
      const project = await serveProject({
        cwd: process.cwd(),
        env: process.env,
        ...(options.configLookup === false ? { config: false as const } : options.config ? { config: options.config } : {}),
        ...(process.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}),
      });
      try {
        await project.configFor(undefined, undefined);
      } catch (error) {
        if (!(error instanceof ServeConfigError)) throw error;
        process.stderr.write(safeStderr(`cordlint serve: ${error.message}\n`));
        setExit(2);
        return;
      }
      await serveStdio(process.stdin, process.stdout, { ...(maxLineBytes === undefined ? {} : { maxLineBytes }), project });
      setExit(0);
    });
}
