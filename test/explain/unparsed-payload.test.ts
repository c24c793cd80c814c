/**
 * Issue 40, item 1: explain with a payload that does not parse (broken JSON or YAML, an empty file,
 * empty YAML documents). Each error is still explained, at the top of the file after the parse
 * error, with a note that cordlint could not look at the place; nothing crashes (the CLI, the
 * library and the MCP tool share the code).
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { explain } from '../../src/explain/index.js';
import { runCli, scratch } from '../cli-helpers.js';
import { call, connect, texts } from '../mcp/mcp-client.js';

const answer = (path: Record<string, unknown>) => JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: path });
const lengthError = (message: string) => ({ _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message }] });
const CONTENT_TOO_LONG = answer({ content: lengthError('Must be 2000 or fewer in length.') });

const UNPARSED: [string, string, string][] = [
  ['broken JSON', 'reply.json', '{ "content": "hi",'],
  ['broken YAML', 'reply.yaml', 'content: [unclosed\n'],
  ['an empty file', 'reply.json', ''],
  ['empty YAML documents', 'reply.yaml', '---\n---\n'],
  ['a whitespace-only YAML file', 'reply.yml', '\n\n'],
];

describe('explain: a payload that does not parse', () => {
  it.each(UNPARSED)('%s: the parse error, then the length error with a note, no crash', async (_name, filePath, text) => {
    const { result, explanations } = await explain(CONTENT_TOO_LONG, text, { filePath });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['parse-error', 'BASE_TYPE_MAX_LENGTH']);
    expect(explanations).toHaveLength(1);
    expect(explanations[0]!.note).toMatch(/does not parse/);
    // It neither claims cordlint checked the place nor blames the user for editing the file.
    expect(explanations[0]!.message.message).not.toMatch(/finds nothing here|edited since/);
    expect(explanations[0]!.message).toMatchObject({ line: 1, column: 1, path: '' });
  });

  it.each([
    ['"between" length error on a modal title', answer({ data: { title: lengthError('Must be between 1 and 45 in length.') } })],
    ['a length error deep in the components', answer({ components: { '0': { components: { '1': { label: lengthError('Must be 80 or fewer in length.') } } } } })],
    ['Discord.Net text (no path)', 'Discord.Net.HttpException: The server responded with error 50035: Invalid Form Body\nBASE_TYPE_MAX_LENGTH: Must be 2000 or fewer in length.'],
  ])('held-out: %s', async (_name, text) => {
    for (const [, filePath, payload] of UNPARSED) {
      const { result } = await explain(text, payload, { filePath });
      expect(result.messages[0]!.ruleId).toBe('parse-error');
      expect(result.messages.slice(1).every((m) => m.message.includes('does not parse'))).toBe(true);
    }
  });

  it('the CLI exits 1 with both findings, not an internal error', async () => {
    const root = scratch({ 'answer.json': CONTENT_TOO_LONG, 'empty.yaml': '---\n---\n', 'broken.json': '{"content": ' });
    for (const file of ['empty.yaml', 'broken.json']) {
      const out = await runCli(['explain', '--format', 'unix', 'answer.json', file], root);
      expect(out.stderr).not.toMatch(/internal error/);
      expect(out.code).toBe(1);
      expect(out.stdout).toMatch(/parse-error/);
      expect(out.stdout).toMatch(new RegExp(`${file.replace('.', '\\.')}:1:1: content: Discord says "Must be 2000 or fewer in length\\."`));
    }
  });
});

describe('explain over MCP: a payload that does not parse', () => {
  let client: Client | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('answers with the explanation, not a tool failure', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const result = await call(client, 'explain', { answer: CONTENT_TOO_LONG, payload: '', filename: 'reply.json' });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as { explanations: { code: string; line: number }[] };
    expect(out.explanations).toMatchObject([{ code: 'BASE_TYPE_MAX_LENGTH', line: 1 }]);
    expect(texts(result).join('\n')).toMatch(/does not parse/);
  });
});
