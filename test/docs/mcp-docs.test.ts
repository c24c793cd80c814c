/**
 * docs/mcp.md holds what a user copies: each client's snippet parses and starts `cordlint mcp`, the
 * tools it lists are the server's, and its agent guide is the one the server sends as instructions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_GUIDE } from '../../src/mcp/server.js';

const page = readFileSync(path.resolve(import.meta.dirname, '../../docs/mcp.md'), 'utf8');
const blocks = (language: string) => [...page.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]!);

describe('docs/mcp.md', () => {
  it('every JSON snippet parses and starts npx cordlint mcp', () => {
    const snippets = blocks('json').map((b) => JSON.parse(b) as Record<string, Record<string, { command: string; args: string[] }>>);
    expect(snippets.length).toBe(4);
    for (const snippet of snippets) {
      const servers = snippet.mcpServers ?? snippet.servers ?? snippet.context_servers;
      expect(servers?.cordlint).toMatchObject({ command: 'npx', args: ['cordlint', 'mcp'] });
    }
  });

  it('the TOML and shell snippets start it too', () => {
    expect(blocks('toml')).toEqual(['[mcp_servers.cordlint]\ncommand = "npx"\nargs = ["cordlint", "mcp"]\n']);
    expect(blocks('sh')).toEqual(['claude mcp add cordlint -- npx cordlint mcp\n']);
  });

  it('names the server\'s tools, and its agent guide says what the server tells the agent', () => {
    const tools = [...page.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
    expect(tools).toEqual(['lint', 'explain', 'preview', 'convert', 'mock', 'rules']);
    for (const phrase of ['call lint', 'explain', 'fix', 'unsafe', 'destination']) expect(AGENT_GUIDE).toContain(phrase);
  });
});
