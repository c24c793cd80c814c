/** The SDK's own MCP client, talking to the built `cordlint mcp` as a real child process over stdio. */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Starts `cordlint mcp` in `cwd`; with `roots`, the client grants those folders (MCP roots), else it offers no roots. */
export async function connect(cwd: string, roots?: string[]): Promise<Client> {
  const client = new Client({ name: 'cordlint-test', version: '1.0.0' }, { capabilities: roots ? { roots: { listChanged: true } } : {} });
  if (roots) client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((r) => ({ uri: pathToFileURL(r).href, name: path.basename(r) })) }));
  const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(repoRoot, 'bin/cordlint.js'), 'mcp'], cwd, stderr: 'pipe', env: { PATH: process.env.PATH ?? '' } });
  await client.connect(transport);
  return client;
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The text blocks of a result. */
export function texts(result: CallToolResult): string[] {
  return result.content.filter((c) => c.type === 'text').map((c) => (c as { text: string }).text);
}
