/**
 * Issue 30.8: the MCP server under hostile input from the first commit. Payloads and answers of any
 * shape (nested far deeper than any payload, wrong types), paths outside the client's roots in
 * every form, and files that would never end are each one tool error or one result, quickly; the
 * server goes on serving.
 */
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { call, connect, texts } from './mcp-client.js';

const MESSAGE = '{ "content": "hi" }\n';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function timedCall(name: string, args: Record<string, unknown>) {
  // An answer at all is the check: a call that never answers is stopped by the hang guard, not judged by a clock.
  return call(client!, name, args).catch((error: Error) => ({ isError: true, content: [{ type: 'text' as const, text: error.message }] }));
}

async function stillServing(): Promise<void> {
  const ok = await call(client!, 'lint', { text: MESSAGE });
  expect(ok.isError).toBeFalsy();
}

describe('payloads and answers of any shape', () => {
  const deepArrays = '['.repeat(200_000) + ']'.repeat(200_000);
  const deepObjects = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
  const deepComponents = '{"components":[' + '{"type":17,"components":['.repeat(20_000) + ']}'.repeat(20_000) + ']}';
  const deepYaml = Array.from({ length: 5_000 }, (_, i) => `${'  '.repeat(i)}a:`).join('\n') + ' 1\n';

  it.each([
    ['arrays nested 200,000 deep', deepArrays],
    ['objects nested 100,000 deep', deepObjects],
    ['containers nested 20,000 deep', deepComponents],
    ['YAML nested 5,000 deep', deepYaml],
  ])('%s: every tool answers, quickly, and the server goes on', async (_name, text) => {
    const root = scratch({ 'ok.json': MESSAGE });
    client = await connect(root, [root]);
    for (const [tool, args] of [
      ['lint', { text }],
      ['preview', { text, output: 'html' }],
      ['convert', { text }],
      ['mock', { text }],
      ['explain', { answer: text }],
      ['explain', { answer: '{"code":50035,"errors":{"content":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 2000 or fewer in length."}]}},"message":"Invalid Form Body"}', text }],
    ] as const) {
      const result = await timedCall(tool, args);
      expect(texts(result as never).join('\n'), tool).not.toMatch(/internal error|Maximum call stack/i);
    }
    await stillServing();
  });

  it('wrong types and unknown keys are validation errors', async () => {
    const root = scratch({ 'ok.json': MESSAGE });
    client = await connect(root, [root]);
    for (const [tool, args] of [
      ['lint', { text: { content: 'hi' } }],
      ['lint', { path: 5 }],
      ['lint', { text: MESSAGE, destination: 'nowhere' }],
      ['lint', { text: MESSAGE, __proto__: { polluted: true }, constructor: 'x' }],
      ['mock', { text: MESSAGE, values: 'a,b' }],
      ['mock', { text: MESSAGE, values: Array.from({ length: 100_000 }, () => 'x') }],
      ['explain', { answer: 42 }],
      ['preview', { text: MESSAGE, theme: 'neon' }],
      ['rules', { id: ['a'] }],
    ] as const) {
      const result = await timedCall(tool, args as Record<string, unknown>);
      expect(result.isError, `${tool} ${JSON.stringify(args).slice(0, 60)}`).toBe(true);
    }
    await stillServing();
  });

  it('a text or an answer over 4 MiB is refused without being linted', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const big = `{ "content": "${'x'.repeat(5 * 1024 * 1024)}" }`;
    for (const [tool, args] of [
      ['lint', { text: big }],
      ['explain', { answer: big }],
    ] as const) {
      const result = await timedCall(tool, args);
      expect(result.isError, tool).toBe(true);
    }
    await stillServing();
  });
});

describe("paths outside the client's roots, in every form", () => {
  it('each is refused by name before anything is read, and the server goes on', async () => {
    const root = scratch({ 'granted/ok.json': MESSAGE, 'granted/sub/.keep': '', 'secret.json': MESSAGE });
    const granted = path.join(root, 'granted');
    symlinkSync('/proc/self/environ', path.join(granted, 'environ.json'));
    symlinkSync(path.join(root, 'secret.json'), path.join(granted, 'secret-link.json'));
    symlinkSync(root, path.join(granted, 'up'));
    execFileSync('mkfifo', [path.join(granted, 'pipe.json')]);
    client = await connect(granted, [granted]);
    const refusals: [string, RegExp][] = [
      ['../secret.json', /outside the roots/],
      [path.join(root, 'secret.json'), /outside the roots/],
      ['sub/../../secret.json', /outside the roots/],
      ['up/secret.json', /outside the roots/],
      ['secret-link.json', /outside the roots/],
      ['environ.json', /outside the roots/],
      ['/proc/self/environ', /outside the roots/],
      ['/dev/zero', /outside the roots/],
      ['file:///etc/passwd', /outside the roots/],
      ['file://elsewhere/etc/passwd', /not a file path or file: URL|outside the roots/],
      ['pipe.json', /named pipe \(FIFO\)/],
      ['sub', /folder/],
      ['nope.json', /No such file/],
      ['ok.json\u0000.txt', /.+/],
      [`${'deep/'.repeat(800)}x.json`, /No such file|name is too long|cannot be read/i],
    ];
    for (const [given, why] of refusals) {
      for (const tool of ['lint', 'preview', 'convert', 'mock']) {
        const result = await timedCall(tool, { path: given, ...(tool === 'preview' ? { output: 'html' } : {}) });
        expect(result.isError, `${tool} ${given.slice(0, 40)}`).toBe(true);
        expect(texts(result as never).join('\n'), `${tool} ${given.slice(0, 40)}`).toMatch(why);
      }
    }
    const explained = await timedCall('explain', { answer: '{"code":50035,"errors":{},"message":"Invalid Form Body"}', path: '../secret.json' });
    expect(explained.isError).toBe(true);
    await stillServing();
  });
});
