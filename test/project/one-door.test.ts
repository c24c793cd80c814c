/**
 * One door: one project (a config with an override, a baseline entry, placeholders, locales, an
 * attachments folder and a destination) linted through every surface gives the same findings.
 * The CLI, the project class, the language server, the MCP server and `serve` (its payload given as
 * text) compare rule id, line, column and severity; the guard, whose body has no lines, compares
 * rule id, JSON path and severity.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REST } from 'discord.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, scratch } from '../cli-helpers.js';
import { Cordlint } from '../../src/project/cordlint.js';
import { guard } from '../../src/guard/index.js';
import { explain } from '../../src/explain/index.js';
import { convertText } from '../../src/convert/text.js';
import { LspClient, open, uriOf } from '../lsp/lsp-client.js';
import { call, connect } from '../mcp/mcp-client.js';

const bin = path.resolve(import.meta.dirname, '../../bin/cordlint.js');

const CONFIG = {
  rules: { 'custom-id-unique': 'error' },
  // The payload lies in hooks/: a webhook's body, where a repeated custom_id is only a warning.
  overrides: [{ files: ['hooks/**'], destination: 'webhook', rules: { 'custom-id-unique': 'warn' } }],
  placeholders: { syntax: ['{name}'], values: { user: 32 } },
  locales: { files: 'locales/{locale}.json', default: 'en' },
  attachments: { dir: 'assets', maxSize: 1000 },
};

const PAYLOAD = `{
  "content": "Welcome!",
  "embeds": [{ "title": "Hello {user}", "description": "Weekly chart", "url": "not a url", "image": { "url": "attachment://chart.png" } }],
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "custom_id": "go", "label": "$t(start)" },
        { "type": 2, "style": 2, "custom_id": "go", "label": "Hi {user}, {user} and {user}!" }
      ]
    }
  ]
}
`;

/** A legacy message in hooks/: its conversion is checked as a webhook's body, the override's destination. */
const LEGACY = '{ "content": "Hello {user}", "embeds": [{ "title": "Weekly", "description": "Chart of the week" }] }\n';

/** The baseline knows the embed's bad URL: no door reports it. */
const BASELINE = { version: 1, files: { 'hooks/welcome.json': { 'embed-url-scheme': { '/embeds/0/url': 1 } } } };

/** What `cordlint lint` reports for the payload, by (rule id, line, column, severity, path). */
const EXPECTED = [
  ['attachment-file', 3, 110, 2, '/embeds/0/image/url'], // assets/chart.png is over attachments.maxSize
  ['webhook-components', 4, 3, 1, '/components'], // the override's destination (en)
  ['webhook-components', 4, 3, 1, '/components'], // ... and in de
  ['schema', 8, 62, 2, '/components/0/components/0/label'], // de's translation of start is 100 characters
  ['custom-id-unique', 9, 47, 1, '/components/0/components/1/custom_id'], // the override's severity
  ['schema', 9, 62, 2, '/components/0/components/1/label'], // {user} at its longest
] as const;

type Place = [ruleId: string, line: number, column: number, severity: number];
type Pathed = [ruleId: string, path: string, severity: number];

const sorted = <T extends unknown[]>(rows: T[]): T[] => rows.map((r) => r).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const expectedPlaces = sorted(EXPECTED.map(([id, line, column, severity]) => [id, line, column, severity] as Place));
const expectedPaths = sorted(EXPECTED.map(([id, , , severity, p]) => [id, p, severity] as Pathed));

let root: string;
let file: string;
beforeAll(() => {
  root = scratch({
    'cordlint.config.json': JSON.stringify(CONFIG, null, 2),
    '.cordlint-baseline.json': JSON.stringify(BASELINE, null, 2),
    'hooks/welcome.json': PAYLOAD,
    'locales/en.json': '{ "start": "Start" }\n',
    'locales/de.json': `{ "start": "${'Los '.repeat(25).trim()}" }\n`,
    'assets/chart.png': new Uint8Array(2000),
    'hooks/old.json': LEGACY,
  });
  file = path.join(root, 'hooks', 'welcome.json');
});

describe('one project through every door', () => {
  it('the CLI (--format json)', async () => {
    const { stdout } = await runCli(['lint', '--format', 'json', 'hooks/welcome.json'], root);
    const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number; severity: number; path: string }[] }[];
    const payload = results.find((r) => r.filePath === file)!;
    expect(sorted(payload.messages.map((m) => [m.ruleId, m.line, m.column, m.severity] as Place))).toEqual(expectedPlaces);
    expect(sorted(payload.messages.map((m) => [m.ruleId, m.path, m.severity] as Pathed))).toEqual(expectedPaths);
  });

  it('the project class (Cordlint)', async () => {
    const project = await Cordlint.create({ cwd: root });
    const { results } = await project.lintFiles(['hooks/welcome.json']);
    const payload = results.find((r) => r.filePath === file)!;
    expect(sorted(payload.messages.map((m) => [m.ruleId, m.line, m.column, m.severity] as Place))).toEqual(expectedPlaces);
  });

  it('the language server', async () => {
    const client = await LspClient.start(root);
    try {
      await open(client, file, PAYLOAD);
      const diagnostics = await client.diagnostics(uriOf(file), 1);
      // LSP: 0-based lines and characters, severity 1 error and 2 warning.
      expect(sorted(diagnostics.map((d) => [String(d.code), d.range.start.line + 1, d.range.start.character + 1, d.severity === 1 ? 2 : 1] as Place))).toEqual(expectedPlaces);
    } finally {
      await client.stop();
    }
  });

  it('the MCP server (its lint tool, by path and as text with a filename)', async () => {
    const client = await connect(root, [root]);
    try {
      for (const args of [{ path: 'hooks/welcome.json' }, { text: PAYLOAD, filename: 'hooks/welcome.json' }]) {
        const result = await call(client, 'lint', args);
        const messages = (result.structuredContent as { messages: { ruleId: string; line: number; column: number; severity: string }[] }).messages;
        expect(sorted(messages.map((m) => [m.ruleId, m.line, m.column, m.severity === 'error' ? 2 : 1] as Place))).toEqual(expectedPlaces);
      }
    } finally {
      await client.close();
    }
  });

  it('serve (its stdio protocol, the payload as text placed at the file)', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--stdio'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    const lines = createInterface({ input: child.stdout });
    const answer = new Promise<Record<string, any>>((resolve) => lines.once('line', (line) => resolve(JSON.parse(line))));
    child.stdin.end(`${JSON.stringify({ id: 1, payload: PAYLOAD, file: 'hooks/welcome.json' })}\n`);
    const got = await answer;
    expect(got).toMatchObject({ id: 1, ok: true, destination: 'webhook' });
    const findings = got.findings as { ruleId: string; line: number; column: number; severity: string }[];
    expect(sorted(findings.map((f) => [f.ruleId, f.line, f.column, f.severity === 'error' ? 2 : 1] as Place))).toEqual(expectedPlaces);
    await new Promise((resolve) => child.once('close', resolve));
  });

  it('the guard (a discord.js REST posting the payload, with its file, to the webhook)', async () => {
    const rest = new REST();
    const installed = guard(rest, { cwd: root, filePath: 'hooks/welcome.json', logger: { warn() {}, error() {} } });
    await installed.ready;
    const verdict = installed.check({ method: 'POST', fullRoute: '/webhooks/123456789012345678/token', body: JSON.parse(PAYLOAD), files: [{ name: 'chart.png', data: new Uint8Array(2000) }] })!;
    expect(verdict.destination).toBe('webhook');
    expect(sorted(verdict.findings.map((f) => [f.ruleId, f.path, f.severity === 'error' ? 2 : 1] as Pathed))).toEqual(expectedPaths);
    installed.uninstall();
  });

  it("explain (cordlint's findings under the place of Discord's error)", async () => {
    const project = await Cordlint.create({ cwd: root });
    const answer = JSON.stringify({ code: 50035, errors: { components: { _errors: [{ code: 'BASE_TYPE_INVALID', message: 'Invalid Form Body' }] } }, message: 'Invalid Form Body' });
    const { explanations } = await explain(answer, PAYLOAD, { ...(await project.linterConfigFor(file, PAYLOAD)), filePath: file });
    const under = EXPECTED.filter(([, , , , p]) => p.startsWith('/components')).map(([id, line, column, severity]) => [id, line, column, severity] as Place);
    expect(sorted(explanations[0]!.cordlint.map((m) => [m.ruleId, m.line, m.column, m.severity] as Place))).toEqual(sorted(under));
  });

  it("convert's check of its output (the CLI's and the library's, with the project's config for the file)", async () => {
    const { stdout, code } = await runCli(['convert', '--report', '--report-format', 'json', 'hooks/old.json'], root);
    expect(code).toBe(0);
    expect(stdout).toContain('(webhook-components)');
    const project = await Cordlint.create({ cwd: root });
    const legacy = path.join(root, 'hooks', 'old.json');
    const result = await convertText(LEGACY, { filePath: legacy, config: await project.linterConfigFor(legacy, LEGACY), linter: project.linter });
    expect(result.status).toBe('converted');
    expect(result.notes.filter((n) => n.message.includes('(webhook-components)'))).toHaveLength(1);
  });
});
