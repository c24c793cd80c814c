/**
 * Issue 30 item 2, held-out variants: hostile text reaching the surfaces forged-output.e2e.test.ts
 * does not (a plugin's name and words in `rules` and --print-config, line feeds in a preview's
 * labels, code from codegen, a file convert gives back unchanged, import's JSON, serve's answers,
 * MCP tools' texts, the guard's error). Each prints no raw control, C1, separator or bidirectional
 * character and no line a GitHub Actions runner reads as a workflow command, and the values stay
 * the same once parsed (escaped once: `\u001B`, never `\\u001B`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot, type CliRun } from '../cli/run-cli.js';
import { call, connect, texts } from '../mcp/mcp-client.js';
import { CordlintGuardError, guard } from '../../src/guard/index.js';
import { htmlCharacterReferences, safeText, escapeControls } from '../../src/util/escape-text.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

/** Escape sequences (CSI, OSC), CR and LF, workflow commands, bidi override, NUL, C1 CSI, NEL, the line separator. */
const HOSTILE = '\u001b[31mRED\u001b]0;title\u0007\r\n::error file=x.json::forged\n  ::stop-commands::tok\n%0A::warning::y\u202e\u0000\u009b2J\u0085\u2028end';
/** What a command-line argument or a file name can hold. */
const ARGUMENT = HOSTILE.replace('\u0000', '');
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const WORKFLOW_COMMAND = /^\s*::/;

function expectSafe(text: string, where: string): void {
  const raw = RAW.exec(text);
  expect(raw && `${where}: raw U+${raw[0].charCodeAt(0).toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, raw.index - 40), raw.index + 10))}`).toBeNull();
  const forged = text.split('\n').find((line) => WORKFLOW_COMMAND.test(line));
  expect(forged, `${where}: a workflow command line`).toBeUndefined();
}

function expectNoForgery(run: CliRun): void {
  expect(run.stderr).not.toContain('internal error');
  expectSafe(run.stdout, 'stdout');
  expectSafe(run.stderr, 'stderr');
}

const buttons = (label: string, customId: string) => ({ type: 1, components: [{ type: 2, style: 1, label, custom_id: customId }] });

describe("a plugin's name, description and source", () => {
  const plugin = `export default { name: ${JSON.stringify(`team${ARGUMENT}`)}, rules: [{
    meta: { id: 'checks', description: ${JSON.stringify(`d${HOSTILE}`)}, severity: 'warn', source: ${JSON.stringify(`s${HOSTILE}`)} },
    create(context) { return { component(node) { if (node.value.custom_id) context.report({ path: [...node.path, 'custom_id'], message: 'raw ' + node.value.custom_id }); } }; },
  }] };\n`;
  const root = scratch({
    'plugin.js': plugin,
    'cordlint.config.json': JSON.stringify({ plugins: ['./plugin.js'], overrides: [{ files: [`g${ARGUMENT}`], rules: { 'custom-id-unique': 'off' } }] }),
    'p.json': JSON.stringify({ components: [buttons('A', `x${HOSTILE}`)] }),
  });

  it.each([
    ['rules', ['rules']],
    ['rules --format json', ['rules', '--format', 'json']],
    ['rules <plugin rule>', ['rules', `team${ARGUMENT}/checks`]],
    ['rules <plugin rule> --format json', ['rules', `team${ARGUMENT}/checks`, '--format', 'json']],
    ['lint --print-config', ['lint', '--print-config', 'p.json']],
  ])('%s', (_name, args) => {
    const run = cordlint(args, { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expectNoForgery(run);
  });

  it('rules lists the plugin rule on one line, escaped once; its JSON gives the same words back', () => {
    const text = cordlint(['rules'], { cwd: root }).stdout;
    const row = text.split('\n').find((line) => line.includes('/checks'));
    expect(row).toContain('team\\u001B[31mRED\\u001B]0;title\\u0007\\r\\n::error file=x.json::forged\\n  ::stop-commands::tok');
    expect(row).toContain('d\\u001B[31mRED');
    expect(row).not.toContain('\\\\u001B');
    const rows = JSON.parse(cordlint(['rules', '--format', 'json'], { cwd: root }).stdout) as { id: string; description: string }[];
    expect(rows.find((r) => r.id === `team${ARGUMENT}/checks`)?.description).toBe(`d${HOSTILE}`);
    const described = JSON.parse(cordlint(['lint', '--print-config', 'p.json'], { cwd: root }).stdout) as { rules: Record<string, unknown> };
    expect(Object.keys(described.rules)).toContain(`team${ARGUMENT}/checks`);
  });
});

describe('preview, codegen, convert and import', () => {
  const message = {
    content: `c${HOSTILE}`,
    components: [buttons(`L${HOSTILE}`, 'a'), { type: 1, components: [{ type: 3, custom_id: 's', placeholder: `P${HOSTILE}`, options: [{ label: `o${HOSTILE}`, value: 'v', description: `d${HOSTILE}` }] }] }],
    embeds: [{ title: `t${HOSTILE}`, fields: [{ name: `n${HOSTILE}`, value: `v${HOSTILE}` }], footer: { text: `f${HOSTILE}` } }],
  };
  const modal = { type: 9, data: { title: `T${ARGUMENT}`.slice(0, 45), custom_id: 'm', components: [{ type: 18, label: `L${ARGUMENT}`.slice(0, 45), description: `D${HOSTILE}`, component: { type: 4, custom_id: 't', style: 1, placeholder: `P${HOSTILE}`.slice(0, 100) } }] } };
  const v2 = { flags: 32768, components: [{ type: 10, content: `c${HOSTILE}` }, buttons('A\u202eB\u009b', 'b')] };
  const legacy = { content: 'x', components: [buttons('A\u202eB\u009b\u2066', 'b')] };
  const link = `https://discohook.app/?data=${Buffer.from(JSON.stringify({ version: 'd2', messages: [{ data: v2 }] })).toString('base64url')}`;
  const root = scratch({
    'message.json': JSON.stringify(message),
    'modal.json': JSON.stringify(modal),
    'v2.json': JSON.stringify(v2),
    'legacy.json': JSON.stringify(legacy),
    'v2.yaml': 'flags: 32768\ncomponents:\n  - type: 10\n    content: plain \u202e text \u009b here\n  - type: 10\n    content: |\n      a\n      ::error::x\n',
    'multi.yaml': `content: old \u202e text\n---\n# note \u202e\nflags: 32768\ncomponents:\n  - type: 10\n    content: 'kept \u2066 as is'\n`,
  });

  it.each([
    ['preview of a message', ['preview', 'message.json']],
    ['preview --findings of a message', ['preview', 'message.json', '--findings']],
    ['preview of a modal', ['preview', 'modal.json']],
    ['codegen discord.js', ['codegen', 'legacy.json', '--to', 'discord.js']],
    ['codegen discord.js --typescript', ['codegen', 'v2.json', '--to', 'discord.js', '--typescript']],
    ['codegen discord.py', ['codegen', 'legacy.json', '--to', 'discord.py']],
    ['convert of a payload already in Components V2 (JSON)', ['convert', 'v2.json']],
    ['convert of a payload already in Components V2 (YAML)', ['convert', 'v2.yaml']],
    ['convert of YAML documents, one left as it was', ['convert', 'multi.yaml']],
    ['import of a Discohook link', ['import', link]],
  ])('%s', (_name, args) => {
    const run = cordlint(args, { cwd: root });
    expect(run.status, run.stderr).toBe(0);
    expectNoForgery(run);
  });

  it("the preview writes a label's line feeds as &#xA;, the same text to a browser", () => {
    const page = cordlint(['preview', 'message.json'], { cwd: root }).stdout;
    expect(page).toContain('L&#x1B;[31mRED&#x1B;]0;title&#x7;&#xD;&#xA;::error file=x.json::forged&#xA;  ::stop-commands::tok');
    expect(htmlCharacterReferences('a\n::b\tc')).toBe('a&#xA;::b\tc');
  });

  it('codegen writes the characters as escapes in its string literals', () => {
    const js = cordlint(['codegen', 'legacy.json', '--to', 'discord.js'], { cwd: root }).stdout;
    expect(js).toContain("'A\\u202eB\\u009b\\u2066'");
    const py = cordlint(['codegen', 'legacy.json', '--to', 'discord.py'], { cwd: root }).stdout;
    expect(py).toContain("'A\\u202eB\\x9b\\u2066'");
    const literal = /'A[^']*'/.exec(js)![0];
    expect(new Function(`return ${literal}`)()).toBe('A\u202eB\u009b\u2066');
  });

  it('convert gives the same values back, escaped; a file with nothing unsafe is given back byte for byte', () => {
    expect(JSON.parse(cordlint(['convert', 'v2.json'], { cwd: root }).stdout)).toEqual(v2);
    const yaml = cordlint(['convert', 'v2.yaml'], { cwd: root }).stdout;
    expect(parse(yaml)).toEqual({ flags: 32768, components: [{ type: 10, content: 'plain \u202e text \u009b here' }, { type: 10, content: 'a\n::error::x\n' }] });
    const documents = cordlint(['convert', 'multi.yaml'], { cwd: root }).stdout;
    expect(documents).toContain('# note \\u202E');
    expect(documents.split('\n---\n').map((d) => parse(d))[1]).toEqual({ flags: 32768, components: [{ type: 10, content: 'kept \u2066 as is' }] });
    const clean = scratch({ 'clean.yaml': 'flags: 32768\ncomponents:\n  - type: 10\n    content: plain  text   # kept\n' });
    expect(cordlint(['convert', 'clean.yaml'], { cwd: clean }).stdout).toBe('flags: 32768\ncomponents:\n  - type: 10\n    content: plain  text   # kept\n');
  });

  it("import's JSON is the link's payload", () => {
    expect(JSON.parse(cordlint(['import', link], { cwd: root }).stdout)).toEqual(v2);
  });
});

describe('servers and the guard', () => {
  let client: Client | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });
  const message = { content: 'x', components: [buttons('A', `x${HOSTILE}`), buttons('B', `x${HOSTILE}`)], [HOSTILE]: 1 };

  it('serve answers with no raw character; the id comes back the same', () => {
    const requests = [{ id: HOSTILE, payload: message }, { id: 2, payload: JSON.stringify(message), destination: HOSTILE }, { id: 3, payload: { [HOSTILE]: HOSTILE } }];
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'serve', '--stdio'], { input: requests.map((r) => JSON.stringify(r)).join('\n') + '\n', encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(run.status, run.stderr).toBe(0);
    expectNoForgery({ status: run.status, stdout: run.stdout, stderr: run.stderr });
    const answers = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { id: unknown; ok: boolean });
    expect(answers.map((a) => [a.id, a.ok])).toEqual([[HOSTILE, true], [2, false], [3, true]]);
  });

  it("MCP tools' texts: a hostile file name, key, Discord code and rule id reach the client escaped, once", async () => {
    const name = `f${ARGUMENT.replace(/\//g, '')}.json`;
    const root = scratch({ [name]: JSON.stringify(message) });
    client = await connect(root, [root]);
    const answer = JSON.stringify({ code: 50035, message: HOSTILE, errors: { [HOSTILE]: { _errors: [{ code: HOSTILE, message: HOSTILE }] } } });
    const shown: string[] = [];
    for (const [tool, args] of [
      ['lint', { text: JSON.stringify(message), filename: `n${HOSTILE}.json` }],
      ['lint', { path: path.join(root, name) }],
      ['lint', { path: path.join(root, `missing${HOSTILE}`) }],
      ['preview', { path: path.join(root, name), output: 'html' }],
      ['explain', { answer }],
      ['rules', { id: HOSTILE }],
    ] as const) {
      const result = await call(client, tool, args);
      for (const text of texts(result)) {
        expectSafe(text, `${tool} ${JSON.stringify(args).slice(0, 60)}`);
        shown.push(text);
      }
    }
    const all = shown.join('\n');
    // The file name, the hostile key in a path and Discord's code each on their line, escaped once.
    expect(all).toMatch(/^f\\u001B\[31mRED\\u001B\]0;title\\u0007\\r\\n::error file=x\.json::forged\\n {2}::stop-commands::tok\\n%0A::warning::y\\u202E\\u009B2J\\u0085\\u2028end\.json:1:\d+: error custom-id-unique \(\/components\/1\/components\/0\/custom_id\): /m);
    expect(all).toMatch(/^<answer>:1:\d+: \\u001B\[31mRED.*::error file=x\.json::forged.* at /m);
    expect(all).not.toMatch(/\\\\u001b/i);
  });

  it("the guard's error and log lines: a hostile route and key are escaped, each finding one line", async () => {
    const logged: string[] = [];
    const rest: { queueRequest: (request: unknown) => Promise<unknown> } = { queueRequest: async () => 'sent' };
    guard(rest, { logger: { warn: (t: string) => logged.push(t), error: (t: string) => logged.push(t) } });
    const error = await rest.queueRequest({ method: 'POST', fullRoute: `/channels/1${ARGUMENT}/messages`, body: message } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CordlintGuardError);
    const text = (error as CordlintGuardError).message;
    expectSafe(text, 'message');
    expect(text.split('\n')).toHaveLength(1 + (error as CordlintGuardError).findings.filter((f) => f.severity === 'error').length);
    expect((error as CordlintGuardError).route).toBe(`/channels/1${ARGUMENT}/messages`);
    guard(rest, { mode: 'warn', logger: { warn: (t: string) => logged.push(t), error: (t: string) => logged.push(t) } });
    await rest.queueRequest({ method: 'POST', fullRoute: `/channels/1${ARGUMENT}/messages`, body: message } as never);
    expect(logged).toHaveLength(1);
    expectSafe(logged[0]!, 'log');
  });

  it('escaping twice changes nothing', () => {
    const once = safeText(escapeControls(HOSTILE));
    expect(safeText(once)).toBe(once);
    expect(escapeControls(once)).toBe(once);
  });
});
