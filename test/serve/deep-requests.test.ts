/**
 * Issue 41 item 5: one request whose `id` was nested 10,000 levels (a 20 KB line) ended
 * `serve --stdio` ("Maximum call stack size exceeded", exit 2) and no later line was answered.
 * Every line is answered now and the server goes on; the language server's framing drops such a
 * message (one line on stderr) and reads the next.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkedFraming, MAX_NESTING } from '../../src/lsp/framing.js';
import { serveStdio } from '../../src/serve/stdio.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const nested = (depth: number, open: string, close: string, inner: string) => open.repeat(depth) + inner + close.repeat(depth);

async function serve(lines: string[]): Promise<Record<string, any>[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk) => (text += chunk));
  const done = serveStdio(input, output);
  input.end(lines.join('\n') + '\n');
  await done;
  return text.trim().split('\n').map((line) => JSON.parse(line));
}

describe('serve --stdio and deeply nested requests', () => {
  it('answers every line, in order, and lints the ones after', async () => {
    const answers = await serve([
      `{"id": ${nested(10_000, '[', ']', '1')}, "payload": {"content": "a"}}`,
      `{"id": ${nested(10_000, '{"a":', '}', '1')}, "payload": {"content": "a"}}`,
      `{"id": 1, "payload": ${nested(10_000, '{"a":', '}', '1')}}`,
      `{"id": 2, "payload": {"content": "ok"}, "destination": ${nested(10_000, '[', ']', '1')}}`,
      `{"id": 3, "payload": {"content": "ok"}, "rules": {"x": ${nested(50_000, '[', ']', '1')}}}`,
      `{"id": 4, "payload": {"content": ${nested(10_000, '[', ']', '"x"')}}}`,
      `{"id": "last", "payload": {"content": "ok"}}`,
    ]);
    expect(answers.map((a) => [a.id, a.ok, a.ok ? a.errors : a.error.code])).toEqual([
      [undefined, false, 'invalid-request'],
      [undefined, false, 'invalid-request'],
      [1, false, 'invalid-request'],
      [2, false, 'invalid-request'],
      [3, false, 'invalid-request'],
      [4, false, 'invalid-request'],
      ['last', true, 0],
    ]);
    expect(answers[0]!.error.message).toContain('"id" is a list; it must be a string, a number or null');
  });

  it('still echoes the ids clients use: strings, numbers, null', async () => {
    const answers = await serve(['{"id": "a-1", "payload": {"content": "x"}}', '{"id": 7.5, "payload": {"content": "x"}}', '{"id": null, "payload": {"content": "x"}}']);
    expect(answers.map((a) => [a.id, a.ok])).toEqual([
      ['a-1', true],
      [7.5, true],
      [null, true],
    ]);
  });
});

describe('the language server framing and deeply nested messages', () => {
  const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it('drops a message nested past the bound, says so once, and passes the next one on', async () => {
    const reports: string[] = [];
    const framing = checkedFraming((problem) => reports.push(problem));
    let out = '';
    framing.on('data', (chunk) => (out += chunk));
    const next = '{"jsonrpc":"2.0","id":2,"method":"shutdown"}';
    // Brackets inside strings are text, not nesting: a didOpen of a payload passes whatever it holds.
    const text = JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { text: '['.repeat(5000) } } });
    framing.end(frame(`{"jsonrpc":"2.0","id":${nested(MAX_NESTING + 1, '[', ']', '1')},"method":"initialize","params":{}}`) + frame(next) + frame(text));
    await new Promise((resolve) => framing.on('end', resolve));
    expect(out).toBe(frame(next) + frame(text));
    expect(reports).toEqual([`a message nested more than ${MAX_NESTING} levels deep (no answer could echo it)`]);
  });
});

describe('the MCP server and a deeply nested id', () => {
  it('answers it with an error and still answers the next request', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const bin = path.resolve(import.meta.dirname, '../../bin/cordlint.js');
    const initialize = (id: string) => `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`;
    const run = spawnSync(process.execPath, [bin, 'mcp'], { input: `${initialize(nested(10_000, '[', ']', '1'))}\n${initialize('2')}\n`, encoding: 'utf8', timeout: HANG_GUARD_MS });
    const answers = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: unknown; error?: { code: number }; result?: unknown });
    expect(answers.map((a) => [a.id, a.error?.code ?? 'result'])).toEqual([
      [null, -32600],
      [2, 'result'],
    ]);
  });
});
