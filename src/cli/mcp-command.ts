import type { Command } from 'commander';
import type { ExitCode } from './main.js';
import { safeStderr } from '../util/escape-text.js';

/** The package that brings the MCP SDK (packages/cordlint-mcp). */
export const MCP_PACKAGE = 'cordlint-mcp';

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
      let serveMcp: typeof import('../mcp/server.js').serveMcp;
      try {
        ({ serveMcp } = await import('../mcp/server.js'));
      } catch (error) {
        // The MCP SDK is in the cordlint-mcp package, which the cordlint package leaves out: say how to get it.
        const message = error instanceof Error ? error.message : String(error);
        if (!/Cannot find (module|package) '(cordlint-mcp|@modelcontextprotocol\/sdk|zod)'/.test(message)) throw error;
        process.stderr.write(`cordlint mcp: the MCP server needs the cordlint-mcp package (the MCP SDK), which is not installed: npm install ${MCP_PACKAGE}\n`);
        setExit(2);
        return;
      }
      await serveMcp(process.stdin, process.stdout, { cwd: process.cwd(), ...(process.env.CORDLINT_FAST_PATH === '0' ? { fastPath: false } : {}) });
      setExit(0);
    });
}
