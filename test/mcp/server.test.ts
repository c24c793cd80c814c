/**
 * `cordlint mcp` as a coding agent meets it: the MCP SDK's own client over a real stdio child
 * process. Tools listed with strict schemas; a broken payload linted to its findings and fixed
 * text; a preview as a PNG and HTML; explain, convert, mock, rules and the rule pages as
 * resources; paths outside the client's roots refused, links out of them too; a config's plugins
 * never run.
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { scratch } from '../cli-helpers.js';
import { call, connect, texts } from './mcp-client.js';

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

const BROKEN = `{
  "components": [
    { "type": 10, "content": "Pick one" },
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "Yes", "custom_id": "vote" },
        { "type": 2, "style": 2, "label": "No", "custom_id": "vote" }
      ]
    }
  ]
}
`;

interface Finding { ruleId: string; severity: string; line: number; column: number; path: string; fix?: unknown; fixSafety?: string; suggestions?: { unsafe?: boolean }[] }
interface LintOutput { file: string; errorCount: number; warningCount: number; messages: Finding[]; fixed?: { text: string; remaining: Finding[] }; notes: string[]; config?: string; destination?: string }

describe('cordlint mcp through the SDK client', () => {
  it('lists its tools, each with a strict input schema, and the agent guide as instructions', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['lint', 'explain', 'preview', 'convert', 'mock', 'rules']);
    for (const tool of tools) {
      expect(tool.inputSchema.additionalProperties).toBe(false);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const lint = tools.find((t) => t.name === 'lint')!;
    expect(Object.keys(lint.inputSchema.properties ?? {})).toEqual(['text', 'path', 'filename', 'kind', 'destination', 'unsafeFixes']);
    expect((lint.inputSchema.properties as Record<string, { enum?: string[] }>).destination!.enum).toEqual([
      'channel-message', 'message-edit', 'webhook', 'app-webhook', 'webhook-edit', 'interaction-response', 'follow-up', 'interaction-edit',
    ]);
    expect(client.getInstructions()).toMatch(/^cordlint knows Discord's rules/);
    expect(client.getInstructions()).toContain('call lint');
  });

  it('lints a broken payload given as text: findings with paths, lines and fixes, and the fixed text', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const result = await call(client, 'lint', { text: BROKEN, filename: 'reply.json', destination: 'channel-message' });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as unknown as LintOutput;
    expect(out.file).toBe('reply.json');
    expect(out.destination).toBe('channel-message');
    expect(out.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.path])).toEqual([
      ['v2-requires-flag', 'error', 3, 5, '/components/0'],
      ['custom-id-unique', 'error', 8, 62, '/components/1/components/1/custom_id'],
    ]);
    expect(out.messages[0]!.fixSafety).toBe('safe');
    expect(out.messages[0]!.fix).toEqual([{ range: [4, 4], text: '"flags": 32768,\n  ' }]);
    expect(out.fixed!.text).toBe(BROKEN.replace('{\n  "components"', '{\n  "flags": 32768,\n  "components"'));
    expect(out.fixed!.remaining.map((m) => m.ruleId)).toEqual(['custom-id-unique']);
    const [summary, fixedText] = texts(result);
    expect(summary).toContain('reply.json:3:5: error v2-requires-flag (/components/0): ');
    expect(summary).toContain('reply.json:8:62: error custom-id-unique');
    expect(fixedText).toBe(out.fixed!.text);
  });

  it('applies unsafe fixes only when asked', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const modal = 'custom_id: m\ntitle: Feedback\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: t, label: Your feedback, style: 2 }\n';
    const safe = (await call(client, 'lint', { text: modal, filename: 'modal.yaml' })).structuredContent as unknown as LintOutput;
    expect(safe.messages[0]).toMatchObject({ ruleId: 'modal-action-row-deprecated', fixSafety: 'unsafe', suggestions: [{ unsafe: true }] });
    expect(safe.fixed).toBeUndefined();
    const all = (await call(client, 'lint', { text: modal, filename: 'modal.yaml', unsafeFixes: true })).structuredContent as unknown as LintOutput;
    expect(all.fixed!.text).toBe('custom_id: m\ntitle: Feedback\ncomponents:\n  - type: 18\n    label: Your feedback\n    component: { type: 4, custom_id: t, style: 2 }\n');
    expect(all.fixed!.remaining).toEqual([]);
  });

  it('lints a file inside the roots with its folder\'s config, and refuses paths outside them, links out of them too', async () => {
    const outside = scratch({ 'secret.json': '{ "content": "x" }\n' });
    const root = scratch({
      'payloads/reply.json': BROKEN,
      'cordlint.config.json': '{ "rules": { "custom-id-unique": "off" } }\n',
    });
    symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'payloads/link.json'));
    client = await connect(root, [root]);
    const inside = await call(client, 'lint', { path: 'payloads/reply.json' });
    const out = inside.structuredContent as unknown as LintOutput;
    expect(out.file).toBe('payloads/reply.json');
    expect(out.config).toBe('cordlint.config.json');
    expect(out.messages.map((m) => m.ruleId)).toEqual(['v2-requires-flag']);
    expect((await call(client, 'lint', { path: path.join(root, 'payloads/reply.json') })).isError).toBeFalsy();

    for (const refused of [path.join(outside, 'secret.json'), '../' + path.basename(outside) + '/secret.json', '/etc/passwd', 'payloads/link.json']) {
      const result = await call(client, 'lint', { path: refused });
      expect(result.isError, refused).toBe(true);
      expect(texts(result)[0]).toContain('is outside the roots the client granted');
      expect(result.structuredContent).toBeUndefined();
    }
    const missing = await call(client, 'lint', { path: 'payloads/none.json' });
    expect([missing.isError, texts(missing)[0]]).toEqual([true, 'No such file: payloads/none.json']);
  });

  it('never runs a plugin of a config it reads: the config is left out, and says so', async () => {
    const root = scratch({
      'bot/reply.json': BROKEN,
      'bot/cordlint.config.json': '{ "plugins": ["./plugin.js"], "rules": { "custom-id-unique": "off" } }\n',
      'bot/plugin.js': `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default { rules: [] };\n`,
    });
    client = await connect(root, [root]);
    const result = await call(client, 'lint', { path: 'bot/reply.json' });
    const out = result.structuredContent as unknown as LintOutput;
    expect(existsSync(path.join(root, 'bot/ran'))).toBe(false);
    expect(out.messages.map((m) => m.ruleId)).toEqual(['v2-requires-flag', 'custom-id-unique']); // the defaults
    expect(out.notes[0]).toMatch(/^bot\/cordlint\.config\.json names plugins, and this server runs no code from the folders it reads/);
    expect(texts(result)[0]).toContain('Note: bot/cordlint.config.json names plugins');
  });

  it('validates inputs: one of text and path, known keys, enums', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /Give the payload as "text".*not neither/],
      [{ text: '{}', path: 'a.json' }, /not both/],
      [{ text: '{}', file: 'a.json' }, /Unrecognized key: "file"/],
      [{ text: '{}', destination: 'dm' }, /destination/],
      [{ text: 42 }, /text/],
      [{ text: '{}', kind: 'sticker' }, /kind/],
    ];
    for (const [args, error] of cases) {
      const result = await call(client, 'lint', args);
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(texts(result)[0]).toMatch(error);
    }
    const unknownTool = await call(client, 'lint-all', {});
    expect(unknownTool.isError).toBe(true);
    // The server still serves.
    expect((await call(client, 'lint', { text: '{ "content": "hi" }' })).structuredContent).toMatchObject({ errorCount: 0, warningCount: 0, messages: [] });
  });

  it('previews a payload as a PNG image and an HTML page', async () => {
    const root = scratch({ 'reply.json': BROKEN });
    client = await connect(root, [root]);
    const result = await call(client, 'preview', { path: 'reply.json' });
    expect(result.isError).toBeFalsy();
    const image = result.content.find((c) => c.type === 'image') as { data: string; mimeType: string };
    expect(image.mimeType).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(image.data, 'base64'));
    expect(png.width).toBeGreaterThan(300);
    expect(png.height).toBeGreaterThan(100);
    const page = result.content.find((c) => c.type === 'resource') as { resource: { uri: string; mimeType: string; text: string } };
    expect(page.resource.mimeType).toBe('text/html');
    expect(page.resource.uri).toBe('cordlint://preview/reply.json.html');
    expect(page.resource.text).toMatch(/^<!doctype html>/i);
    expect(page.resource.text).toContain('Pick one');
    expect(texts(result).at(-1)).toContain('with 2 findings marked');
    const htmlOnly = await call(client, 'preview', { path: 'reply.json', output: 'html', theme: 'light' });
    expect(htmlOnly.content.map((c) => c.type)).toEqual(['resource', 'text']);
  });

  it('explains a 400 answer on the payload\'s lines', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const answer = JSON.stringify({ code: 50035, errors: { components: { '1': { components: { '1': { custom_id: { _errors: [{ code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' }] } } } } } }, message: 'Invalid Form Body' });
    const result = await call(client, 'explain', { answer, payload: BROKEN, filename: 'reply.json' });
    const out = result.structuredContent as { explanations: { code: string; line: number; column: number; path: string; cordlint: Finding[] }[] };
    expect(out.explanations).toHaveLength(1);
    expect(out.explanations[0]).toMatchObject({ code: 'COMPONENT_CUSTOM_ID_DUPLICATED', path: '/components/1/components/1/custom_id', line: 8, column: 62 });
    expect(out.explanations[0]!.cordlint.map((m) => m.ruleId)).toContain('custom-id-unique');
    expect(texts(result)[0]).toMatch(/^reply\.json:8:62: COMPONENT_CUSTOM_ID_DUPLICATED/);
    const none = await call(client, 'explain', { answer: 'all good' });
    expect([none.isError, texts(none)[0]]).toEqual([true, expect.stringContaining('holds no Discord error')]);
  });

  it('explains the first 10,000 errors of a huge answer and counts the rest, in the text and the structured content', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const errors = Array.from({ length: 10_250 }, (_, i) => `Problem ${i}`);
    const result = await call(client, 'explain', { answer: JSON.stringify({ code: 50035, errors: { content: { _errors: errors } } }) });
    const out = result.structuredContent as { explanations: unknown[]; omitted: number };
    expect([out.explanations.length, out.omitted]).toEqual([10_000, 250]);
    expect(texts(result)[0]!.split('\n').at(-1)).toMatch(/^Discord's answer holds 250 more errors, not explained: cordlint reads the first 10,000/);
  });

  it('converts a legacy message, mocks the interaction a button sends, and gives rule pages as a tool and as resources', async () => {
    const root = scratch({});
    client = await connect(root, [root]);
    const converted = await call(client, 'convert', { text: '{ "content": "Hello", "embeds": [{ "title": "News", "description": "Out now" }] }', filename: 'news.json' });
    expect(converted.structuredContent).toMatchObject({ status: 'converted', payloadCount: 1 });
    const text = (converted.structuredContent as { text: string }).text;
    expect(JSON.parse(text).flags & 32768).toBe(32768);
    const relinted = (await call(client, 'lint', { text, filename: 'news.json' })).structuredContent as unknown as LintOutput;
    expect(relinted.errorCount).toBe(0);

    const sent = '{ "content": "Vote", "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Yes", "custom_id": "vote:yes" }] }] }';
    const mocked = await call(client, 'mock', { text: sent, filename: 'vote.json' });
    const fixture = JSON.parse(texts(mocked)[0]!);
    expect(fixture.type).toBe(3);
    expect(fixture.data).toMatchObject({ custom_id: 'vote:yes', component_type: 2 });

    const page = await call(client, 'rules', { id: 'custom-id-unique' });
    expect(texts(page)[0]).toMatch(/^# custom-id-unique\n/);
    const misspelt = await call(client, 'rules', { id: 'custom-id-uniq' });
    expect(texts(misspelt)[0]).toContain('Did you mean "custom-id-unique"?');
    const list = await call(client, 'rules', {});
    expect((list.structuredContent as { rules: { id: string }[] }).rules.map((r) => r.id)).toEqual(builtinRules.map((r) => r.meta.id));

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(builtinRules.map((r) => `cordlint://rules/${r.meta.id}`));
    const read = await client.readResource({ uri: 'cordlint://rules/v2-requires-flag' });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringMatching(/^# v2-requires-flag\n/) });
    await expect(client.readResource({ uri: 'cordlint://rules/nope' })).rejects.toThrow(/No rule page/);
  });

  it('a client that grants no roots reads only inside the folder it started the server in', async () => {
    const outside = scratch({ 'other.json': BROKEN });
    const root = scratch({ 'reply.json': BROKEN });
    mkdirSync(path.join(root, 'sub'));
    writeFileSync(path.join(root, 'sub/x.json'), '{}');
    client = await connect(root);
    // The duplicated custom_id and the missing V2 flag are errors (a file that names no destination creates a message).
    expect((await call(client, 'lint', { path: 'reply.json' })).structuredContent).toMatchObject({ file: 'reply.json', errorCount: 2, warningCount: 0 });
    const refused = await call(client, 'lint', { path: path.join(outside, 'other.json') });
    expect(refused.isError).toBe(true);
    expect(texts(refused)[0]).toContain('is outside the folder the server was started in');
  });
});
