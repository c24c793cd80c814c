/**
 * Issue 30 item 6, held-out variants of the malformed header. Each used to leave the server deaf to
 * the messages after it: a Content-Length of 2^31 or 10^12 was waited for (every later message
 * swallowed as its body); a Content-Length larger than its body swallowed the next message's
 * header; of two Content-Lengths the last was believed; lines ending in `\n` alone were never a
 * header. Now each bad message is skipped with one line on stderr and the next one is read.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedFraming } from '../../src/lsp/framing.js';
import { repoRoot } from './lsp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const frame = (message: object | string): string => {
  const body = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message));
  return `Content-Length: ${body.length}\r\n\r\n${body.toString()}`;
};
const A = frame({ jsonrpc: '2.0', id: 1, method: 'a' });
const B = frame({ jsonrpc: '2.0', id: 2, method: 'b' });

/** What the reader behind the framing gets (the bodies, in order), and what was reported; `pieces` are written one by one. */
async function through(pieces: readonly (string | Buffer)[]): Promise<{ bodies: string[]; reports: string[] }> {
  const reports: string[] = [];
  const framing = checkedFraming((problem) => reports.push(problem));
  const out: Buffer[] = [];
  framing.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  for (const piece of pieces) framing.write(typeof piece === 'string' ? Buffer.from(piece) : piece);
  framing.end();
  await new Promise((resolve) => framing.on('end', resolve));
  const bytes = Buffer.concat(out).toString();
  const bodies: string[] = [];
  for (let at = 0; at < bytes.length; ) {
    const header = /^Content-Length: (\d+)\r\n\r\n/.exec(bytes.slice(at));
    if (!header) throw new Error(`not a canonical header at ${at}: ${bytes.slice(at, at + 40)}`);
    at += header[0].length;
    bodies.push(bytes.slice(at, at + Number(header[1])));
    at += Number(header[1]);
  }
  return { bodies, reports };
}

const methods = (bodies: string[]) => bodies.map((b) => (JSON.parse(b) as { method: string }).method);

describe('held-out malformed framing', () => {
  it.each([
    ['a Content-Length of 2^31', 'Content-Length: 2147483648\r\n\r\n{}', 'a message of 2147483648 bytes, more than the 64 MiB a message may have'],
    ['a Content-Length of 10^12', 'Content-Length: 1000000000000\r\n\r\n{}', 'a message of 1000000000000 bytes, more than the 64 MiB a message may have'],
    ['a Content-Length larger than its body', 'Content-Length: 60\r\n\r\n{"jsonrpc":"2.0"}', 'a message whose body is not one JSON object ("{"jsonrpc":"2.0"}Content-Length: 37\\r\\n\\r\\n{"); its Content-Length may be wrong'],
    ['a Content-Length smaller than its body', 'Content-Length: 5\r\n\r\n{"jsonrpc":"2.0"}', 'a message whose body is not one JSON object ("{"jso"); its Content-Length may be wrong'],
    ['two Content-Lengths that disagree', 'Content-Length: 2\r\ncontent-length: 40\r\n\r\n{}', 'two Content-Length headers that disagree (2 and 40)'],
    ['a body that is not JSON', frame('hello'), 'a message whose body is not one JSON object ("hello"); its Content-Length may be wrong'],
    ['a batch (an array)', frame([{ jsonrpc: '2.0', id: 9, method: 'shutdown' }] as unknown as object), 'a message whose body is not one JSON object ("[{"jsonrpc":"2.0","id":9,"method":"shutd"); its Content-Length may be wrong'],
    ['a Content-Length of 0', 'Content-Length: 0\r\n\r\n', 'a message whose body is not one JSON object (""); its Content-Length may be wrong'],
  ])('%s: skipped with one report, and both messages after it read', async (_name, bad, problem) => {
    const { bodies, reports } = await through([bad, A, B]);
    expect(reports).toEqual([problem]);
    expect(methods(bodies)).toEqual(['a', 'b']);
  });

  it('reads headers whose lines end in \\n alone, and blank lines between messages', async () => {
    const { bodies, reports } = await through([A.replace('\r\n\r\n', '\n\n'), '\r\n\r\n\n', B.replace('\r\n\r\n', '\n\r\n')]);
    expect(reports).toEqual([]);
    expect(methods(bodies)).toEqual(['a', 'b']);
  });

  it('takes spaces, tabs and leading zeros around a Content-Length, and two that agree', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'a' });
    const { bodies, reports } = await through([`Content-Length: \t 000${body.length}\t \r\nContent-Length: ${body.length}\r\n\r\n${body}`, B]);
    expect(reports).toEqual([]);
    expect(methods(bodies)).toEqual(['a', 'b']);
  });

  it('reports a megabyte of garbage without a line break once, reads it once, and reads on', async () => {
    const { bodies, reports } = await through(['Content-Length: 1'.repeat(62_000), A, B]);
    expect(reports).toEqual(['a message header longer than 8192 bytes']);
    expect(methods(bodies)).toEqual(['a', 'b']);
  });

  it('passes a valid body that holds empty lines, and one that holds the words Content-Length, whole', async () => {
    const spaced = `{\r\n\r\n"jsonrpc": "2.0",\n\n"id": 1, "method": "a", "params": {"text": "Content-Length: 5\\r\\n\\r\\n{}"}}`;
    const { bodies, reports } = await through([frame(spaced), B]);
    expect(reports).toEqual([]);
    expect(bodies[0]).toBe(spaced);
    expect(methods(bodies)).toEqual(['a', 'b']);
  });

  it('says when the input ends inside a message, once', async () => {
    const reports: [string, boolean | undefined][] = [];
    const framing = checkedFraming((problem, ending) => reports.push([problem, ending]));
    framing.resume();
    framing.end(Buffer.from(`${A}Content-Length: 100\r\n\r\n{"jsonrpc"`));
    await new Promise((resolve) => framing.on('end', resolve));
    expect(reports).toEqual([['the input ended 90 bytes short of the message being read', true]]);
  });

  it('the server answers initialize and shutdown after a Content-Length of 2^31 (it used to wait for 2 GiB)', async () => {
    const server = spawn(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    server.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    server.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const ended = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.stdin.write('Content-Length: 2147483648\r\n\r\n{}');
    server.stdin.write(frame({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));
    server.stdin.write(frame({ jsonrpc: '2.0', id: 2, method: 'shutdown' }));
    for (let waited = 0; waited < HANG_GUARD_MS && !stdout.includes('"id":2'); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    server.stdin.write(frame({ jsonrpc: '2.0', method: 'exit' }));
    const timer = setTimeout(() => server.kill(), HANG_GUARD_MS);
    expect(await ended).toBe(0);
    clearTimeout(timer);
    expect(stdout).toContain('"id":2,"result":null');
    expect(stderr).toBe('cordlint lsp: skipped a message of 2147483648 bytes, more than the 64 MiB a message may have; reading goes on at the next Content-Length header.\n');
  });
});
