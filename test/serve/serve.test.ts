/**
 * `cordlint serve --stdio`, the real CLI in a child process as a Python or Go bot runs it: one JSON
 * request per line, one answer per line, in order; malformed lines answered with an error object
 * and the process still serving; the end of the input ends it with exit code 0.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/cordlint.js');
const typical = JSON.parse(readFileSync(path.join(root, 'test/guard/typical-message.json'), 'utf8'));

type Answer = Record<string, any>;

/** A running `cordlint serve --stdio`, asked one line at a time as a bot asks it. */
class Server {
  readonly child: ChildProcessWithoutNullStreams;
  stderr = '';
  private readonly answers: Answer[] = [];
  private readonly waiting: ((answer: Answer) => void)[] = [];
  readonly exited: Promise<number | null>;

  constructor(args: string[] = []) {
    this.child = spawn(process.execPath, [bin, 'serve', '--stdio', ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (d) => (this.stderr += d));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer;
      const next = this.waiting.shift();
      if (next) next(answer);
      else this.answers.push(answer);
    });
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve(code)));
  }

  /** Sends raw text (one or more lines, or part of one). */
  send(text: string | Buffer): void {
    this.child.stdin.write(text);
  }

  /** The next answer. */
  next(): Promise<Answer> {
    const ready = this.answers.shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => this.waiting.push(resolve));
  }

  async ask(request: unknown): Promise<Answer> {
    this.send(`${typeof request === 'string' ? request : JSON.stringify(request)}\n`);
    return this.next();
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  end(): Promise<number | null> {
    this.child.stdin.end();
    return this.exited;
  }
}

const servers: Server[] = [];
const start = (args: string[] = []) => {
  const server = new Server(args);
  servers.push(server);
  return server;
};
afterEach(() => {
  for (const server of servers.splice(0)) if (server.alive) server.child.kill();
});

const broken = {
  content: 'Pick one',
  components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Yes', custom_id: 'vote' }, { type: 2, style: 2, label: 'No', custom_id: 'vote' }] }],
};

describe('cordlint serve --stdio', () => {
  it('answers each request with its findings (rule id, JSON path, severity, message, destination), the id echoed', async () => {
    const server = start();
    const clean = await server.ask({ id: 1, payload: typical, destination: 'channel-message' });
    expect(clean).toEqual({ id: 1, ok: true, destination: 'channel-message', kind: 'message', errors: 0, warnings: 0, findings: [] });

    const dup = await server.ask({ id: 'two', payload: broken, destination: 'channel-message' });
    expect(dup).toMatchObject({ id: 'two', ok: true, destination: 'channel-message', errors: 1 });
    expect(dup.findings).toEqual([expect.objectContaining({ ruleId: 'custom-id-unique', severity: 'error', path: '/components/0/components/1/custom_id' })]);
    expect(dup.findings[0].message).toContain('"vote"');

    // The destination decides: EPHEMERAL is a follow-up's flag, never a channel message's.
    const ephemeral = { flags: 64, content: 'Only you can see this' };
    expect((await server.ask({ id: 3, payload: ephemeral, destination: 'follow-up' })).findings).toEqual([]);
    const inChannel = await server.ask({ id: 4, payload: ephemeral, method: 'POST', route: '/channels/123/messages' });
    expect(inChannel).toMatchObject({ destination: 'channel-message', errors: 1 });
    expect(inChannel.findings[0]).toMatchObject({ ruleId: 'message-flags', path: '/flags' });

    // An interaction response names its own destination.
    const response = await server.ask({ id: 5, payload: { type: 4, data: broken } });
    expect(response).toMatchObject({ destination: 'interaction-response', kind: 'interaction-response' });
    expect(response.findings[0]).toMatchObject({ ruleId: 'custom-id-unique', path: '/data/components/0/components/1/custom_id' });

    expect(await server.end()).toBe(0);
    expect(server.stderr).toBe('');
  });

  it('gives lines and columns for a payload sent as JSON text, and takes rules, files, channel and with_components', async () => {
    const server = start();
    const text = await server.ask({ id: 1, payload: '{\n  "content": 5\n}', destination: 'webhook' });
    expect(text.findings).toEqual([expect.objectContaining({ ruleId: 'schema', path: '/content', line: 2, column: 14 })]);
    expect(text.kind).toBe('message');

    const off = await server.ask({ id: 2, payload: broken, destination: 'channel-message', rules: { 'custom-id-unique': 'off' } });
    expect(off).toMatchObject({ errors: 0, findings: [] });

    const withImage = { content: 'chart', embeds: [{ image: { url: 'attachment://chart.png' } }] };
    const missing = await server.ask({ id: 3, payload: withImage, destination: 'channel-message', files: [{ name: 'other.png', size: 10 }] });
    expect(missing.findings).toEqual([expect.objectContaining({ ruleId: 'attachment-file', severity: 'error', path: '/embeds/0/image/url' })]);
    expect((await server.ask({ id: 4, payload: withImage, destination: 'channel-message', files: [{ name: 'chart.png', size: 10 }] })).findings).toEqual([]);

    // A forum webhook needs thread_name; a plain webhook ignores interactive components unless with_components is set.
    const forum = await server.ask({ id: 5, payload: { content: 'hi' }, destination: 'webhook', channel: 'forum' });
    expect(forum.findings.map((f: Answer) => f.ruleId)).toContain('webhook-fields');
    const buttons = { content: 'hi', components: [{ type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' }] }] };
    const plain = await server.ask({ id: 6, payload: buttons, destination: 'webhook' });
    expect(plain.findings.map((f: Answer) => f.ruleId)).toContain('webhook-components');
    expect((await server.ask({ id: 7, payload: buttons, destination: 'webhook', with_components: true })).findings.map((f: Answer) => f.ruleId)).not.toContain('webhook-components');
    expect(await server.end()).toBe(0);
  });

  it('answers malformed lines with an error object and keeps serving', async () => {
    const server = start(['--max-line-bytes', '100000']);
    const error = (answer: Answer) => [answer.ok, answer.error?.code];
    expect(error(await server.ask('this is not json'))).toEqual([false, 'invalid-json']);
    expect(error(await server.ask('[1, 2, 3]'))).toEqual([false, 'invalid-request']);
    expect(error(await server.ask('"a string"'))).toEqual([false, 'invalid-request']);
    expect(error(await server.ask('{"id": 1}'))).toEqual([false, 'invalid-request']);
    const typo = await server.ask({ id: 2, payload: {}, destinaton: 'webhook' });
    expect(typo).toMatchObject({ id: 2, ok: false, error: { code: 'invalid-request' } });
    expect(typo.error.message).toContain('Did you mean "destination"?');
    for (const bad of [
      { id: 3, payload: 5 },
      { id: 4, payload: {}, destination: 5 },
      { id: 5, payload: {}, destination: 'chanel-message' },
      { id: 6, payload: {}, kind: ['message'] },
      { id: 7, payload: {}, rules: { 'custom-id-unique': 'loud' } },
      { id: 8, payload: {}, rules: { 'no-such-rule': 'off' } },
      { id: 20, payload: {}, rules: JSON.parse('{"__proto__": "off"}') },
      { id: 9, payload: {}, files: 'chart.png' },
      { id: 10, payload: {}, files: [{ name: 'a.png', size: -1 }] },
      { id: 11, payload: {}, with_components: 'yes' },
      { id: 12, payload: {}, method: 'POST' },
      { id: 13, payload: {}, method: 'DELETE', route: '/channels/1' },
      { id: 14, payload: {}, destination: 'webhook', method: 'POST', route: '/channels/1/messages' },
    ]) {
      const answer = await server.ask(bad);
      expect(answer, JSON.stringify(bad)).toMatchObject({ id: bad.id, ok: false, error: { code: 'invalid-request' } });
      expect(answer.error.message.length).toBeGreaterThan(20);
    }
    // Nested deeper than any payload: findings; nested past what the stack holds: an error answer, not a crash.
    const deep = await server.ask(`{"id": 15, "payload": {"content": "x", "embeds": ${'['.repeat(500)}${']'.repeat(500)}}}`);
    expect(deep).toMatchObject({ id: 15, ok: true });
    expect(deep.errors).toBeGreaterThan(0);
    const deeper = await server.ask(`{"id": 19, "payload": {"content": "x", "embeds": ${'['.repeat(30_000)}${']'.repeat(30_000)}}}`);
    expect(deeper).toMatchObject({ id: 19, ok: false, error: { code: 'invalid-request' } });
    // A line past --max-line-bytes: skipped, answered, and the next line is read from its start.
    const huge = await server.ask(JSON.stringify({ id: 16, payload: { content: 'x'.repeat(300_000) } }));
    expect(huge).toMatchObject({ ok: false, error: { code: 'line-too-long' } });
    expect(huge.error.message).toContain('100000 bytes');
    // A broken UTF-8 byte and a Windows line end.
    expect((await server.ask(Buffer.concat([Buffer.from('{"id": 17, "payload": {"content": "'), Buffer.from([0xff]), Buffer.from('"}}\r')]).toString('latin1'))).ok).toBe(true);
    expect(server.alive).toBe(true);
    const after = await server.ask({ id: 18, payload: broken, destination: 'channel-message' });
    expect(after).toMatchObject({ id: 18, ok: true, errors: 1 });
    expect(await server.end()).toBe(0);
    expect(server.stderr).toBe('');
  });

  it('skips a line of many megabytes at the default limit without holding it, ignores blank lines, and answers a last line without its line break', async () => {
    const server = start();
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    server.send('{"id": 1, "payload": {"content": "');
    for (let i = 0; i < 6; i++) server.send(chunk);
    server.send('"}}\n\n\n');
    expect(await server.next()).toMatchObject({ ok: false, error: { code: 'line-too-long' } });
    server.send(JSON.stringify({ id: 2, payload: broken }));
    server.child.stdin.end();
    expect(await server.next()).toMatchObject({ id: 2, ok: true, destination: null, errors: 1 });
    expect(await server.exited).toBe(0);
  });

  it('refuses a --max-line-bytes that is no number, with exit code 2', async () => {
    const server = start(['--max-line-bytes', 'lots']);
    expect(await server.exited).toBe(2);
    expect(server.stderr).toContain('--max-line-bytes');
    expect(server.stderr).not.toMatch(/\n\s+at /);
  });
});
