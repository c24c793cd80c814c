/**
 * Issue 30 item 6: after a header with a missing, non-numeric or negative Content-Length, the
 * language server used to stay alive and answer nothing again, shutdown included. It now says on
 * stderr what it skipped and reads on at the next header: initialize and shutdown are answered, and
 * exit ends it with code 0.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lsp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const bin = path.join(repoRoot, 'bin/cordlint.js');

const frame = (message: object): string => {
  const body = Buffer.from(JSON.stringify(message));
  return `Content-Length: ${body.length}\r\n\r\n${body.toString()}`;
};
const INITIALIZE = frame({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
const SHUTDOWN = frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
const EXIT = frame({ jsonrpc: '2.0', method: 'exit' });

interface Session {
  answers: { id?: number; result?: unknown; error?: unknown }[];
  stderr: string;
  code: number | null;
}

/** Writes each piece in its own write (a pause between them); once shutdown is answered (as clients do), exit; then waits for the server to end. */
async function session(pieces: readonly string[]): Promise<Session> {
  const server = spawn(process.execPath, [bin, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = Buffer.alloc(0);
  let stderr = '';
  server.stdout.on('data', (d: Buffer) => (stdout = Buffer.concat([stdout, d])));
  server.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const ended = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  for (const piece of pieces) {
    server.stdin.write(piece);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  for (let waited = 0; waited < HANG_GUARD_MS && !parseFrames(stdout).some((a) => a.id === 2); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  server.stdin.write(EXIT);
  const timer = setTimeout(() => server.kill(), HANG_GUARD_MS);
  const code = await ended;
  clearTimeout(timer);
  return { answers: parseFrames(stdout), stderr, code };
}

function parseFrames(bytes: Buffer): Session['answers'] {
  const out: Session['answers'] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1) return out;
    const length = Number(/Content-Length: (\d+)/i.exec(bytes.subarray(at, end).toString())![1]);
    // A frame whose body has not all arrived yet is read on a later look.
    if (end + 4 + length > bytes.length) return out;
    out.push(JSON.parse(bytes.subarray(end + 4, end + 4 + length).toString()));
    at = end + 4 + length;
  }
}

const answered = (s: Session) => s.answers.filter((a) => a.id !== undefined).map((a) => a.id);

describe('a malformed header', () => {
  it.each([
    ['a non-numeric Content-Length', 'Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":7,"method":"shutdown"}', 'a Content-Length that is not a number of bytes ("abc")'],
    ['a negative Content-Length', 'Content-Length: -5\r\n\r\n{"x":1}', 'a Content-Length that is not a number of bytes ("-5")'],
    ['no Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{"jsonrpc":"2.0","id":7,"method":"shutdown"}', 'a message header without a Content-Length'],
    ['a header line without a colon', 'Content-Length 12\r\n\r\n{"x":1}', 'a header line without a colon ("Content-Length 12")'],
  ])('%s: skipped with a line on stderr; initialize and shutdown answered, exit code 0', async (_name, bad, problem) => {
    const s = await session([bad, INITIALIZE, SHUTDOWN]);
    expect(s.stderr).toBe(`cordlint lsp: skipped ${problem}; reading goes on at the next Content-Length header.\n`);
    expect(answered(s)).toEqual([1, 2]);
    expect(s.answers.find((a) => a.id === 1)!.result).toHaveProperty('capabilities.textDocumentSync');
    expect(s.answers.find((a) => a.id === 2)).toMatchObject({ result: null });
    expect(s.code).toBe(0);
  });

  it('in the same write as the messages that follow, and again between them', async () => {
    const s = await session([`Content-Length: -1\r\n\r\n{}${INITIALIZE}Content-Length: x\r\n\r\n${SHUTDOWN}`]);
    expect(answered(s)).toEqual([1, 2]);
    expect(s.stderr.trimEnd().split('\n')).toHaveLength(2);
    expect(s.code).toBe(0);
  });

  it('split across writes, as are the valid messages after it', async () => {
    const whole = `Content-Length: nope\r\n\r\n{"a":1}${INITIALIZE}${SHUTDOWN}`;
    const pieces = [whole.slice(0, 9), whole.slice(9, 30), whole.slice(30, 60), whole.slice(60)];
    const s = await session(pieces);
    expect(answered(s)).toEqual([1, 2]);
    expect(s.code).toBe(0);
  });
});
