/**
 * Issue 30 item 8, held-out variants for `cordlint mcp`: a request whose params do not fit its
 * method (tools/call with no params or arguments that are no object, resources/read with a URI that
 * is a number or no URL, tools/list with a cursor that is a number, initialize with empty params)
 * was answered -32603 "Internal error", its message zod's dump or "Invalid URL". Each is now
 * -32602 Invalid params saying what is wrong, and the server goes on.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { repoRoot } from './mcp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const line = (message: unknown) => JSON.stringify(message) + '\n';

describe('cordlint mcp: requests with the wrong params', () => {
  it('are answered -32602 with what is wrong, never an internal error, and the server goes on', async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'mcp'], { cwd: scratch({}), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const request = (id: number, method: string, params?: unknown) => line({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
    child.stdin.write(request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } }));
    child.stdin.write(line({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    child.stdin.write(request(2, 'tools/call'));
    child.stdin.write(request(3, 'tools/call', { name: 'lint', arguments: 5 }));
    child.stdin.write(request(4, 'resources/read', { uri: 5 }));
    child.stdin.write(request(5, 'resources/read', { uri: '::::' }));
    child.stdin.write(request(6, 'tools/list', { cursor: 5 }));
    child.stdin.write(request(7, 'initialize', {}));
    child.stdin.write(request(99, 'tools/call', { name: 'rules', arguments: { id: 'schema' } }));
    for (let waited = 0; waited < HANG_GUARD_MS && !stdout.includes('"id":99'); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    child.stdin.end();
    expect(await closed).toBe(0);
    const answers = stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: number; error?: { code: number; message: string }; result?: unknown });
    const error = (id: number) => answers.find((a) => a.id === id)?.error;
    expect(error(2)).toEqual({ code: -32602, message: 'Invalid params for tools/call: params: Invalid input: expected object, received undefined.' });
    expect(error(3)).toEqual({ code: -32602, message: 'Invalid params for tools/call: params.arguments: Invalid input: expected record, received number.' });
    expect(error(4)).toEqual({ code: -32602, message: 'Invalid params for resources/read: params.uri: Invalid input: expected string, received number.' });
    expect(error(5)).toEqual({ code: -32602, message: 'Invalid params for resources/read: params.uri is not a URI (resources/list names the resources).' });
    expect(error(6)).toEqual({ code: -32602, message: 'Invalid params for tools/list: params.cursor: Invalid input: expected string, received number.' });
    expect(error(7)).toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params for initialize: params\.protocolVersion: /) });
    expect(answers.filter((a) => a.error?.code === -32603)).toEqual([]);
    expect(answers.find((a) => a.id === 99)).toMatchObject({ result: { content: [{ type: 'text', text: expect.stringMatching(/^# schema\n/) }] } });
    expect(stderr).toBe('');
  });
});
