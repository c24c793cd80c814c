import type { Command } from 'commander';
import type { ExitCode } from './main.js';

/** `cordlint lsp`: the language server is loaded only when this command runs. */
export function registerLsp(program: Command, setExit: (code: ExitCode) => void): void {
  program
    .command('lsp')
    .description('Start the language server for editors (speaks LSP on stdin and stdout)')
    .option('--stdio', 'talk over stdin and stdout (the default and only transport)')
    .option('--clientProcessId <pid>', "end when the editor's process ends (as the initialize request's processId does)")
    .option('--allow-plugins', 'load the plugins of configs found below a workspace folder too (as `cordlint lint --allow-plugins`)')
    .action(async (options: { allowPlugins?: boolean }) => {
      (await import('../lsp/server.js')).startLanguageServer(process.stdin, process.stdout, { allowPlugins: options.allowPlugins === true });
      setExit(0);
    });
}
