import type { Command } from 'commander';
import type { ExitCode } from './main.js';
import { safeStderr } from '../util/escape-text.js';

/**
 * `cordlint mcp`: the MCP server for coding agents. Its module and the MCP SDK are loaded only when
 * this command runs, so no other command's start-up pays for them.
 */
export function registerMcp(program: Command, setExit: (code: ExitCode) => void): void {
  program
    .command('mcp')
    .description('Start the MCP server for coding agents (Model Context Protocol over stdin and stdout): lint, explain, preview, convert, mock, rules')
    .action(async () => {
      // Whatever a request does, the server goes on serving the others; the reason goes to stderr, the client's log.
      process.on('uncaughtException', (error) => process.stderr.write(safeStderr(`cordlint mcp: ${error instanceof Error ? error.message : String(error)}\n`)));
      process.on('unhandledRejection', (error) => process.stderr.write(safeStderr(`cordlint mcp: ${error instanceof Error ? error.message : String(error)}\n`)));
      const { serveMcp } = await import('../mcp/server.js');
      await serveMcp(process.stdin, process.stdout, { cwd: process.cwd() });
      setExit(0);
    });
}
