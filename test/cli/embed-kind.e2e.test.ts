/**
 * A bare embed (or a list of them) is a kind of its own, `embed` (issue 29 item 11): detected or
 * forced with --kind embed, checked against the embed limits as the `embeds` of one message, each
 * finding at the embed's own path, and the whole-list findings say how the file is sent.
 */
import { describe, expect, it } from 'vitest';
import { PAYLOAD_KINDS } from '../../src/payload/detect.js';
import { Linter } from '../../src/index.js';
import { runCli, scratch } from '../cli-helpers.js';

const linter = new Linter();

interface JsonMessage {
  ruleId: string;
  path: string;
  line: number;
  column: number;
  severity: number;
  message: string;
}

function messagesOf(stdout: string): JsonMessage[] {
  return (JSON.parse(stdout) as { messages: JsonMessage[] }[]).flatMap((r) => r.messages);
}

const RULES_EMBED = `{
  "title": "Server rules",
  "color": 5814783,
  "fields": [
    { "name": "1", "value": "Be kind." },
    { "name": "2", "value": "No spam." },
    { "name": "3", "value": "Stay on topic." },
    { "name": "4", "value": "" }
  ]
}
`;

describe('the embed kind', () => {
  it('is a kind the CLI, the library and the MCP server take', async () => {
    expect(PAYLOAD_KINDS).toContain('embed');
    const root = scratch({ 'rules.json': RULES_EMBED });
    const help = await runCli(['lint', '--help'], root);
    expect(help.stdout).toMatch(/received-interaction",\s+"embed"/);
    const forced = linter.lintText('{ "description": "Hi" }', { kind: 'embed' }, { filePath: 'x.json' });
    expect(forced.messages).toEqual([]);
  });

  it('places a finding of a detected embed at its own path, line and column', async () => {
    const root = scratch({ 'embeds/rules.json': RULES_EMBED });
    for (const args of [['lint', '-f', 'json', 'embeds/rules.json'], ['lint', '-f', 'json', '--kind', 'embed', 'embeds/rules.json']]) {
      const out = await runCli(args, root);
      expect(out.code).toBe(1);
      const found = messagesOf(out.stdout);
      expect(found.map((m) => [m.ruleId, m.path, m.line, m.column, m.severity])).toEqual([['schema', '/fields/3/value', 8, 29, 2]]);
      // The message names the embed's own field, not the message's embeds[0].
      expect(found[0]!.message).toContain('"fields[3].value" of the embed');
      expect(found[0]!.message).not.toContain('embeds[0]');
    }
  });

  it('lints a list of embeds, each finding at [i] in the file', async () => {
    const list = `[
  { "title": "Welcome", "description": "Hello!" },
  { "title": "${'T'.repeat(257)}", "url": "ftp://example.com/x" }
]
`;
    const root = scratch({ 'embeds.json': list });
    const out = await runCli(['lint', '-f', 'json', 'embeds.json'], root);
    expect(out.code).toBe(1);
    const found = messagesOf(out.stdout);
    expect(found.map((m) => [m.ruleId, m.path, m.line])).toEqual([
      ['schema', '/1/title', 3],
      ['embed-url-scheme', '/1/url', 3],
    ]);
    expect(found.every((m) => !m.message.includes('embeds['))).toBe(true);
  });

  it('checks the 6000-character total and the 10-embed limit of one message, and says how the file is sent', async () => {
    const long = 'x'.repeat(3500);
    const root = scratch({
      'total.json': JSON.stringify([{ description: long }, { description: long }], null, 2),
      'eleven.json': JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ title: `Embed ${i + 1}` })), null, 2),
    });
    const total = messagesOf((await runCli(['lint', '-f', 'json', 'total.json'], root)).stdout);
    expect(total.map((m) => [m.ruleId, m.path, m.severity])).toEqual([['embed-total-length', '/1', 2]]);
    expect(total[0]!.message).toContain('sent as the "embeds" of one message: {"embeds": [...]}');
    const eleven = await runCli(['lint', '--kind', 'embed', 'eleven.json'], root);
    expect(eleven.code).toBe(1);
    expect(eleven.stdout).toMatch(/11 items; the limit is 10/);
    expect(eleven.stdout).toContain('sent as the "embeds" of one message');
  });

  it("lints the embed of Discord's Create Message example, and a rich embed, clean", async () => {
    // docs/resources/Message.md, Create Message's example request body: its embed alone.
    const docs = '{\n  "title": "Hello, Embed!",\n  "description": "This is an embedded message."\n}\n';
    const rich = JSON.stringify({
      title: 'Release 1.2.0',
      url: 'https://example.com/releases/1.2.0',
      description: 'What changed',
      color: 0x5865f2,
      timestamp: '2026-01-01T00:00:00.000Z',
      author: { name: 'Bot', icon_url: 'https://example.com/a.png' },
      footer: { text: 'CI', icon_url: 'https://example.com/f.png' },
      thumbnail: { url: 'https://example.com/t.png' },
      image: { url: 'https://example.com/i.png' },
      fields: [
        { name: 'Added', value: 'Things', inline: true },
        { name: 'Fixed', value: 'Bugs', inline: true },
      ],
    });
    const root = scratch({ 'docs.json': docs, 'rich.json': rich, 'both.json': `[${docs}, ${rich}]` });
    for (const file of ['docs.json', 'rich.json', 'both.json']) {
      for (const args of [['lint', file], ['lint', '--kind', 'embed', file]]) {
        const out = await runCli(args, root);
        expect({ file, args, stdout: out.stdout, code: out.code }).toEqual({ file, args, stdout: '', code: 0 });
      }
    }
  });

  it("explain places Discord's embeds[i] in an embed file and says how the file is sent", async () => {
    const answer = JSON.stringify({
      code: 50035,
      message: 'Invalid Form Body',
      errors: { embeds: { '0': { fields: { '3': { value: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } } } } } },
    });
    const root = scratch({ 'rules.json': RULES_EMBED, 'answer.json': answer });
    const out = await runCli(['explain', '-f', 'json', 'answer.json', 'rules.json'], root);
    const found = messagesOf(out.stdout);
    expect(found.map((m) => [m.ruleId, m.path, m.line, m.column])).toEqual([['BASE_TYPE_REQUIRED', '/fields/3/value', 8, 29]]);
    expect(found[0]!.message).toContain('A bare embed file is sent as the "embeds" of one message');
  });

  it('detects an embed with a misspelt field (which unknown-field names), but no JSON Schema', async () => {
    const root = scratch({
      'colour.json': '{ "title": "Hi", "description": "x", "colour": 5814783 }',
      'schema.json': '{ "title": "Embed", "description": "A schema", "type": "object", "properties": {} }',
    });
    const colour = messagesOf((await runCli(['lint', '-f', 'json', 'colour.json'], root)).stdout);
    expect(colour.map((m) => [m.ruleId, m.path])).toEqual([['unknown-field', '/colour']]);
    expect(colour[0]!.message).toContain('Did you mean "color"?');
    const schema = messagesOf((await runCli(['lint', '-f', 'json', 'schema.json'], root)).stdout);
    expect(schema.map((m) => m.ruleId)).toEqual(['payload-kind']);
  });

  it('refuses with --kind embed what is no embed, and does not take a message for one', async () => {
    const root = scratch({ 'n.json': '[1, 2]', 'm.json': '{ "content": "hi", "embeds": [{ "title": "x" }] }' });
    const refused = messagesOf((await runCli(['lint', '-f', 'json', '--kind', 'embed', 'n.json'], root)).stdout);
    expect(refused.map((m) => [m.ruleId, m.path])).toEqual([['payload-kind', '']]);
    expect(refused[0]!.message).toContain('with the kind "embed" it must be an embed object or a non-empty list of them');
    expect((await runCli(['lint', 'm.json'], root)).code).toBe(0);
  });
});
