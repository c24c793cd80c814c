/**
 * No message a client sends stops `cordlint mcp`: lines that are not JSON, JSON that is no JSON-RPC
 * message, a line far over the size limit, unknown methods and tools, wrong parameters, responses
 * to nothing. Each request gets an answer (an error where it must), and the server goes on: the
 * last request of the stream is still answered. The MCP SDK loads only for `cordlint mcp`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { repoRoot } from './mcp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

/** Writes `lines` to a fresh `cordlint mcp`, closes its input, and returns the JSON lines it answered and its exit code. */
function session(lines: (string | Buffer)[], cwd: string): Promise<{ answers: Record<string, unknown>[]; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'mcp'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ answers: stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)), code, stderr }));
    (async () => {
      for (const line of lines) {
        if (!child.stdin.write(line)) await new Promise((r) => child.stdin.once('drain', r));
      }
      // Answers to the last requests come after their work: wait for the last id before closing.
      const lastId = 99;
      const deadline = Date.now() + HANG_GUARD_MS;
      while (!stdout.includes(`"id":${lastId}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      child.stdin.end();
    })().catch(reject);
  });
}

const line = (message: unknown) => JSON.stringify(message) + '\n';
const initialize = line({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fuzz', version: '0' } } });
const initialized = line({ jsonrpc: '2.0', method: 'notifications/initialized' });

describe('cordlint mcp survives any message', () => {
  it('answers garbage with JSON-RPC errors and keeps serving', async () => {
    const root = scratch({});
    const huge = Buffer.alloc(33 * 1024 * 1024, 'a');
    const { answers, code, stderr } = await session(
      [
        'this is not json\n',
        initialize,
        initialized,
        '\n',
        '[1, 2, 3]\n',
        '"a string"\n',
        line({ jsonrpc: '2.0', id: 2, method: 42 }),
        line({ jsonrpc: '2.0', id: 3, method: 'no/such/method' }),
        line({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: 5 }),
        line({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'nope', arguments: {} } }),
        line({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'lint', arguments: { text: { deep: [1] } } } }),
        line({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'lint', arguments: { text: '{'.repeat(100_000) } } }),
        line({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'lint', arguments: { text: '\u0000\uFFFF\uD800' } } }),
        line({ jsonrpc: '2.0', id: 9, method: 'resources/read', params: { uri: 'cordlint://rules/../../etc/passwd' } }),
        line({ jsonrpc: '2.0', id: 999, result: { roots: [] } }), // a response to nothing
        line({ jsonrpc: '2.0', method: 'notifications/roots/list_changed', params: 'x' }),
        huge,
        Buffer.from('\n'),
        '{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"lint","arguments":{"text":"{ \\"content\\": \\"\u00e9\u00e8\\" }"',
        '}}}\r\n',
        line({ jsonrpc: '2.0', id: 99, method: 'tools/call', params: { name: 'rules', arguments: { id: 'schema' } } }),
      ],
      root,
    );
    const byId = (id: unknown) => answers.filter((a) => a.id === id);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    // Not JSON; JSON that is no message (a list, a string, a method that is no string); the huge line.
    const nullErrors = byId(null).map((a) => (a.error as { code: number }).code);
    expect(nullErrors).toEqual([-32700, -32600, -32600, -32600]);
    expect((byId(2)[0]!.error as { code: number }).code).toBe(-32600);
    expect((byId(3)[0]!.error as { code: number }).code).toBe(-32601);
    expect(byId(4)[0]!.error).toBeDefined();
    expect(byId(5)[0]).toMatchObject({ result: { isError: true } });
    expect(byId(6)[0]).toMatchObject({ result: { isError: true } });
    expect(byId(7)[0]).toMatchObject({ result: { structuredContent: { errorCount: 1, messages: [{ ruleId: 'parse-error' }] } } });
    expect(byId(8)[0]).toMatchObject({ result: { structuredContent: { errorCount: 1 } } });
    expect(byId(9)[0]!.error).toBeDefined();
    expect(byId(999)).toEqual([]);
    // A message split over two writes, ending in CRLF, is read whole.
    expect(byId(10)[0]).toMatchObject({ result: { structuredContent: { file: '<text>', errorCount: 0, warningCount: 0 } } });
    expect(byId(99)[0]).toMatchObject({ result: { content: [{ type: 'text', text: expect.stringMatching(/^# schema\n/) }] } });
  });
});

describe('start-up of the other commands', () => {
  it('the MCP SDK is imported only by the chunk that `cordlint mcp` imports: not by what cli.js or the lint script load', () => {
    const dist = path.join(repoRoot, 'dist');
    // The SDK comes from the cordlint-mcp package (scripts/build.mjs keeps it out of the bundle):
    // the chunks that import it name it, and none names the SDK itself.
    const marker = /from\s*"cordlint-mcp"/;
    expect(readdirSync(dist).filter((f) => /\.c?js$/.test(f) && readFileSync(path.join(dist, f), 'utf8').includes('"@modelcontextprotocol/sdk'))).toEqual([]);
    const withSdk = readdirSync(dist).filter((f) => /\.c?js$/.test(f) && marker.test(readFileSync(path.join(dist, f), 'utf8')));
    expect(withSdk).toHaveLength(1);
    expect(readFileSync(path.join(dist, withSdk[0]!), 'utf8')).toContain('Parse error: the line is not JSON');
    // What dist/cli.js loads at start-up: its static imports, and theirs.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(path.join(dist, file), 'utf8');
      for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(match[1]!);
    };
    visit('cli.js');
    expect([...loaded].filter((f) => withSdk.includes(f))).toEqual([]);
    // The chunk is reached from cli.js only through a dynamic import().
    const cli = [...loaded].map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(cli).toMatch(/import\("\.\/mcp-command-[\w-]+\.js"\)/);
  });
});
