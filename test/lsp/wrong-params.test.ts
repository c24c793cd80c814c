/**
 * Issue 30 items 6 and 8, held-out variants for the language server: messages whose params do not
 * fit their method. A didOpen whose uri was a number or whose text was no string was kept and
 * linted again and again, a TypeError each time ("t.startsWith is not a function") in the log and
 * in a diagnostic the user saw; a codeAction or hover with null params was answered -32603 from
 * inside vscode-languageserver; a file://host/ URI threw on every lint. Now a bad notification is
 * ignored with one line in the log, a bad request is answered -32602, and the server goes on.
 * A request after shutdown was answered as before it; it is now InvalidRequest, as LSP asks.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { repoRoot } from './lsp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const frame = (message: object): string => {
  const body = Buffer.from(JSON.stringify(message));
  return `Content-Length: ${body.length}\r\n\r\n${body.toString()}`;
};
const notify = (method: string, params: unknown) => frame({ jsonrpc: '2.0', method, params });
const request = (id: number, method: string, params: unknown) => frame({ jsonrpc: '2.0', id, method, params });

interface Message {
  id?: number;
  method?: string;
  params?: { message?: string; uri?: string; diagnostics?: { message: string }[] };
  result?: unknown;
  error?: { code: number; message: string };
}

function parseFrames(bytes: Buffer): Message[] {
  const out: Message[] = [];
  for (let at = 0; ; ) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1) return out;
    const length = Number(/Content-Length: (\d+)/i.exec(bytes.subarray(at, end).toString())![1]);
    // A frame whose body has not all arrived yet is read on a later look.
    if (end + 4 + length > bytes.length) return out;
    out.push(JSON.parse(bytes.subarray(end + 4, end + 4 + length).toString()) as Message);
    at = end + 4 + length;
  }
}

describe('the language server given params that do not fit', () => {
  it('ignores bad notifications with a line in the log, answers bad requests -32602, and lints the good document', async () => {
    const root = scratch({});
    const uri = `file://${root}/good.json`;
    const server = spawn(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lsp', '--stdio'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = Buffer.alloc(0);
    let stderr = '';
    server.stdout.on('data', (d: Buffer) => (stdout = Buffer.concat([stdout, d])));
    server.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const ended = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const open = (textDocument: unknown) => notify('textDocument/didOpen', { textDocument });
    server.stdin.write(
      [
        request(1, 'initialize', { processId: null, rootUri: null, capabilities: {} }),
        notify('initialized', {}),
        notify('textDocument/didOpen', null),
        open({ uri: 5, languageId: 'json', version: 1, text: '{}' }),
        open({ uri: `file://${root}/b.json`, languageId: 'json', version: 'x', text: 5 }),
        open({ uri: 'file://elsewhere/share/c.json', languageId: 'json', version: 1, text: '{"content": 5}' }),
        open({ uri, languageId: 'json', version: 1, text: '{"content": ""}' }),
        notify('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: null, character: 'a' }, end: { line: 0, character: 0 } }, text: 5 }] }),
        notify('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: null }),
        request(2, 'textDocument/codeAction', null),
        request(3, 'textDocument/codeAction', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, context: { diagnostics: [{ range: 5, message: 3 }], only: 7 } }),
        request(4, 'textDocument/hover', { textDocument: { uri }, position: null }),
        request(5, 'textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 3 } }),
        request(6, 'textDocument/codeAction', { textDocument: { uri }, range: { start: { line: 500, character: 0 }, end: { line: 900, character: 4 } }, context: { diagnostics: [] } }),
      ].join(''),
    );
    const messages = () => parseFrames(stdout);
    for (let waited = 0; waited < HANG_GUARD_MS && !(messages().some((m) => m.id === 6) && messages().some((m) => m.params?.uri === uri)); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    // After shutdown, a request is answered InvalidRequest (LSP), then exit ends the server with 0.
    server.stdin.write(request(7, 'shutdown', null) + request(8, 'textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 3 } }));
    for (let waited = 0; waited < HANG_GUARD_MS && !messages().some((m) => m.id === 8); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    server.stdin.write(notify('exit', null));
    const timer = setTimeout(() => server.kill(), HANG_GUARD_MS);
    expect(await ended).toBe(0);
    clearTimeout(timer);

    const all = messages();
    const logs = all.filter((m) => m.method === 'window/logMessage').map((m) => m.params!.message!);
    expect(logs).toEqual([
      'cordlint: ignored textDocument/didOpen: params is not an object.',
      'cordlint: ignored textDocument/didOpen: params.textDocument.uri is not a string.',
      'cordlint: ignored textDocument/didOpen: params.textDocument.text is not a string.',
      'cordlint: ignored textDocument/didChange: params.contentChanges[0].text is not a string.',
      'cordlint: ignored textDocument/didChange: params.contentChanges is not a list.',
    ]);
    const error = (id: number) => all.find((m) => m.id === id)?.error;
    expect(error(2)).toEqual({ code: -32602, message: 'Invalid params for textDocument/codeAction: params is not an object.' });
    expect(error(3)).toEqual({ code: -32602, message: 'Invalid params for textDocument/codeAction: params.context.diagnostics[0].range is not a range.' });
    expect(error(4)).toEqual({ code: -32602, message: 'Invalid params for textDocument/hover: params.position is not a position.' });
    expect(all.find((m) => m.id === 5)).toHaveProperty('result');
    expect(error(8)).toEqual({ code: -32600, message: 'The server was shut down: textDocument/hover is not answered, only exit is expected.' });
    expect(Array.isArray(all.find((m) => m.id === 6)!.result)).toBe(true);
    // The good document is linted (content "" is an error); the file://elsewhere document gets no diagnostic that is a crash.
    const published = all.filter((m) => m.method === 'textDocument/publishDiagnostics');
    expect(published.find((m) => m.params!.uri === uri)!.params!.diagnostics!.length).toBeGreaterThan(0);
    expect(published.flatMap((m) => m.params!.diagnostics!.map((d) => d.message)).join('\n')).not.toMatch(/could not lint|is not a function|TypeError/);
    expect(stderr).toBe('');
  });
});
