/**
 * Issue 40, item 7: a client that offers no roots is not told about "the roots the client granted":
 * the server reads files in the folder it was started in, and says so.
 */
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { call, connect, texts } from './mcp-client.js';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

const REPLY = '{ "content": "hi" }\n';

describe('cordlint mcp without roots', () => {
  it('a client without the roots capability: files in the working folder are read; outside, the refusal names that folder, not granted roots', async () => {
    const outside = scratch({ 'secret.json': REPLY });
    const root = scratch({ 'reply.json': REPLY });
    client = await connect(root);
    expect((await call(client, 'lint', { path: 'reply.json' })).isError).toBeFalsy();
    for (const refused of [path.join(outside, 'secret.json'), '/etc/passwd']) {
      const result = await call(client, 'lint', { path: refused });
      expect(result.isError).toBe(true);
      const [text] = texts(result);
      expect(text).toContain('is outside the folder the server was started in');
      expect(text).toContain('the client offers no roots');
      expect(text).not.toMatch(/granted/);
    }
  });

  it('a client that grants an empty list of roots is told it granted none', async () => {
    const root = scratch({ 'reply.json': REPLY });
    client = await connect(root, []);
    const result = await call(client, 'lint', { path: 'reply.json' });
    expect([result.isError, texts(result)[0]]).toEqual([true, expect.stringContaining('the client granted no roots')]);
  });
});
