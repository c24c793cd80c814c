/**
 * Issue 40, item 4: code generated for payloads as designers export them runs and sends the payload.
 * discord.builders writes `null` for absent fields and spells out Discord's defaults; its custom_ids
 * are random. The code must run with the real discord.js (JavaScript and strict TypeScript) and
 * discord.py, send the payload exactly (without the nulls and defaults Discord treats as absent),
 * name variables after what the components say, spell out no default, read attachments from the
 * config's attachments.dir, write replies and stickers, and ignore a top-level "$schema".
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codegen, codegenPayloads } from '../../src/codegen/index.js';
import { Linter } from '../../src/linter/index.js';
import { runCli, scratch } from '../cli-helpers.js';
import { comparableBody, comparablePayload, runDiscordJs } from './run-discordjs.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const linter = new Linter();
const button = (label: string, customId: string, style = 1) => ({ type: 2, style, label, emoji: null, disabled: false, custom_id: customId, url: null, sku_id: null });

/** A discord.builders export: a Container of six children, nulls for what is not set, every default spelt out. */
const BUILDERS_V2 = {
  flags: 32768,
  components: [
    {
      type: 17,
      accent_color: null,
      spoiler: false,
      components: [
        { type: 10, content: '# Server rules' },
        { type: 14, divider: true, spacing: 1 },
        { type: 9, components: [{ type: 10, content: 'Read them all' }], accessory: { type: 11, media: { url: 'https://example.com/a.png' }, description: null, spoiler: false } },
        { type: 1, components: [button('Accept rules', 'a87ff679a2f3471d9181a67b7542122c'), { type: 2, style: 5, label: 'Docs', emoji: null, disabled: false, url: 'https://example.com' }] },
        { type: 12, items: [{ media: { url: 'https://example.com/b.png' }, description: null, spoiler: false }] },
        {
          type: 1,
          components: [
            {
              type: 3, custom_id: 'e4da3b7fbbce2345d7772b0674a318d5', placeholder: 'Pick a role', min_values: 1, max_values: 1, disabled: false,
              options: [{ label: 'Red', value: 'red', description: null, emoji: null, default: false }, { label: 'Blue', value: 'blue', description: null, emoji: null, default: false }],
            },
          ],
        },
      ],
    },
    { type: 14, divider: false, spacing: 2 },
    { type: 10, content: 'See you there' },
  ],
};

/** What Discord receives from that export: the same message without the nulls and the defaults. */
const BUILDERS_V2_SENT = {
  flags: 32768,
  components: [
    {
      type: 17,
      components: [
        { type: 10, content: '# Server rules' },
        { type: 14 },
        { type: 9, components: [{ type: 10, content: 'Read them all' }], accessory: { type: 11, media: { url: 'https://example.com/a.png' } } },
        { type: 1, components: [{ type: 2, style: 1, label: 'Accept rules', custom_id: 'a87ff679a2f3471d9181a67b7542122c' }, { type: 2, style: 5, label: 'Docs', url: 'https://example.com' }] },
        { type: 12, items: [{ media: { url: 'https://example.com/b.png' } }] },
        { type: 1, components: [{ type: 3, custom_id: 'e4da3b7fbbce2345d7772b0674a318d5', placeholder: 'Pick a role', options: [{ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }] }] },
      ],
    },
    { type: 14, divider: false, spacing: 2 },
    { type: 10, content: 'See you there' },
  ],
};

/** Held-out variants: legacy rows of a designer (nulls, random ids), an interaction reply, a modal with Labels. */
const LEGACY_ROWS = {
  content: 'Vote',
  tts: false,
  embeds: [{ title: 'Poll', description: null, color: null, fields: [{ name: 'Q', value: 'Tabs?', inline: false }] }],
  components: [
    { type: 1, components: [button('Yes please', '3f2a9c1e-7b44-4e1a-9d0c-55aa12bb3c01', 3), button('No thanks', '9b1d2e3f-aaaa-4bbb-8ccc-0123456789ab', 4)] },
    { type: 1, components: [{ type: 8, custom_id: 'Xk92LmQp0Zr7Tt4W', placeholder: 'Where to post', channel_types: [0], min_values: 1, max_values: 1, disabled: false }] },
  ],
};
const REPLY_RESPONSE = { type: 4, data: { flags: 64, content: 'Saved', components: [{ type: 1, components: [button('Undo', '1234567890123456789')] }] } };
const MODAL = {
  custom_id: 'c81e728d9d4c2f636f067f89cc14862c',
  title: 'Feedback',
  components: [
    { type: 18, label: 'Your name', description: null, component: { type: 4, custom_id: 'eccbc87e4b5ce2fe28308fd9f2a7baf3', style: 1, required: true, placeholder: null, value: null } },
    { type: 18, label: 'Favourite colour', component: { type: 3, custom_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', options: [{ label: 'Red', value: 'r', default: false }], min_values: 1, max_values: 1 } },
  ],
};

const CASES: Record<string, unknown> = { v2: BUILDERS_V2, rows: LEGACY_ROWS, reply: REPLY_RESPONSE, modal: MODAL };

describe('codegen of designer exports: the code runs and sends the payload', () => {
  it('every case lints without errors (Discord takes them as they are)', () => {
    for (const [name, payload] of Object.entries(CASES)) expect(linter.lintValue(payload).messages.filter((m) => m.severity === 2), name).toEqual([]);
  });

  it('discord.js, JavaScript and TypeScript, sends what Discord receives from the export', () => {
    const js: Record<string, string> = {};
    for (const [name, payload] of Object.entries(CASES)) {
      js[`${name}.mjs`] = codegen([payload], 'discord.js');
      const typed = codegen([payload], 'discord.js', { typescript: true });
      js[`${name}-ts.mjs`] = ts.transpileModule(typed, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    }
    const ran = runDiscordJs(js);
    for (const [name, payload] of Object.entries(CASES)) {
      const [target] = codegenPayloads([payload]);
      for (const file of [`${name}.mjs`, `${name}-ts.mjs`]) {
        const got = Object.values(ran[file]!)[0]!;
        if (target!.kind === 'modal') expect(got.modal, file).toEqual(target!.value);
        else expect(comparableBody(got, target!.value), file).toEqual(comparablePayload(target!.value));
      }
    }
    // Written out by hand: all six children of the Container arrive, with nothing Discord would not see.
    const v2 = Object.values(ran['v2.mjs']!)[0]!;
    expect(comparableBody(v2, BUILDERS_V2_SENT)).toEqual(BUILDERS_V2_SENT);
  });

  it('the TypeScript passes tsc --strict', () => {
    const files = Object.fromEntries(Object.entries(CASES).map(([name, payload]) => [path.join(ROOT, '.codegen-check', `${name}.ts`), codegen([payload], 'discord.js', { typescript: true })]));
    const host = ts.createCompilerHost({});
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => files[file] ?? readFile(file);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => file in files || fileExists(file);
    const program = ts.createProgram(Object.keys(files), { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] }, host);
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file && d.file.fileName in files);
    expect(diagnostics.map((d) => `${path.basename(d.file!.fileName)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)).toEqual([]);
  });

  it("discord.py (Debian's 2.2.2) sends the legacy rows and the reply as Discord receives them", () => {
    expect(existsSync('/usr/bin/python3'), 'apt-get install python3-discord').toBe(true);
    const dir = scratch({});
    const modules: string[] = [];
    for (const name of ['rows', 'reply']) {
      writeFileSync(path.join(dir, `${name}.py`), codegen([CASES[name]], 'discord.py'));
      modules.push(path.join(dir, `${name}.py`));
    }
    const out = JSON.parse(execFileSync('/usr/bin/python3', [path.join(import.meta.dirname, 'run-discordpy.py'), ...modules], { encoding: 'utf8', cwd: dir })) as Record<string, { message: Record<string, unknown> }[]>;
    const rows = out[modules[0]!]![0]!.message;
    const sentRows = codegenPayloads([LEGACY_ROWS])[0]!.value;
    // discord.py writes its own defaults (min_values 1, disabled false, type rich): the payload's fields must all be there, equal.
    expect(rows).toMatchObject(sentRows);
    const components = rows.components as { components: Record<string, unknown>[] }[];
    expect(components.map((r) => r.components.map((c) => c.custom_id))).toEqual([['3f2a9c1e-7b44-4e1a-9d0c-55aa12bb3c01', '9b1d2e3f-aaaa-4bbb-8ccc-0123456789ab'], ['Xk92LmQp0Zr7Tt4W']]);
    const reply = out[modules[1]!]![0]!.message;
    expect(reply).toMatchObject({ content: 'Saved', ephemeral: true, components: [{ type: 1, components: [{ type: 2, label: 'Undo', custom_id: '1234567890123456789' }] }] });
  });

  it('the discord.py code of every case compiles (Components V2 and Labels need discord.py 2.6, which Debian does not package)', () => {
    const dir = scratch({});
    const files = Object.entries(CASES).map(([name, payload]) => {
      const file = path.join(dir, `${name}_py.py`);
      writeFileSync(file, codegen([payload], 'discord.py'));
      return file;
    });
    execFileSync('python3', ['-m', 'py_compile', ...files], { encoding: 'utf8' });
  });

  it('spells out no default and no null, in either library', () => {
    for (const [name, payload] of Object.entries(CASES)) {
      const js = codegen([payload], 'discord.js', { typescript: true });
      expect(js, name).not.toMatch(/setDisabled\(false\)|setSpoiler\(false\)|setDivider\(true\)|setRequired\(true\)|setMinValues\(1\)|setMaxValues\(1\)|SeparatorSpacingSize\.Small|\bnull\b|default: false|inline: false|tts: false/);
    }
    for (const name of ['v2', 'rows', 'reply', 'modal']) {
      const py = codegen([CASES[name]], 'discord.py');
      expect(py, name).not.toMatch(/disabled=False|spoiler=False|visible=True|required=True|min_values=1\b|max_values=1\b|=None\b|default=False|tts=False/);
    }
  });

  it('names variables after what the components say, never after random custom_ids', () => {
    const names = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1]!);
    const jsNames = Object.values(CASES).flatMap((p) => names(codegen([p], 'discord.js'), /const (\w+) =/g));
    expect(jsNames).toEqual(expect.arrayContaining(['acceptRulesButton', 'pickRoleSelect', 'yesPleaseButton', 'noThanksButton', 'whereToPostSelect', 'undoButton', 'yourNameInput', 'favouriteColourSelect']));
    const pyNames = Object.values(CASES).flatMap((p) => names(codegen([p], 'discord.py'), /self\.(\w+) =/g));
    expect(pyNames).toEqual(expect.arrayContaining(['accept_rules_button', 'pick_role_select', 'yes_please_button', 'your_name_input']));
    for (const name of [...jsNames, ...pyNames]) expect(name).not.toMatch(/[0-9a-f]{6}|\d{3}|Xk92/i);
  });

  it('keeps a meaningful custom_id as the name (ticket:close), without the ids stuck to it', () => {
    const code = codegen([{ components: [{ type: 1, components: [button('Close', 'ticket:close:1187654321098765432'), button('Go', 'digest_review')] }] }], 'discord.js');
    expect(code).toContain('const ticketCloseButton =');
    expect(code).toContain('const digestReviewButton =');
  });
});

describe('codegen: replies, stickers, "$schema" and attachments.dir', () => {
  it('writes a reply and stickers in discord.js, which sends message_reference and sticker_ids', () => {
    const payload = { content: 'Thanks!', message_reference: { message_id: '1187654321098765432', fail_if_not_exists: false }, sticker_ids: ['749054660769218631'] };
    const code = codegen([payload], 'discord.js', { typescript: true });
    expect(code).toContain("reply: { messageReference: '1187654321098765432', failIfNotExists: false }");
    expect(code).toContain("stickers: ['749054660769218631']");
    const dir = scratch({ 'package.json': '{"type":"module"}', 'reply.mjs': ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'run.mjs'),
      `import { Client, MessagePayload } from 'discord.js';
const { message } = await import('./reply.mjs');
const client = new Client({ intents: [] });
const channel = { client, messages: { resolveId: (m) => (typeof m === 'string' ? m : m.id) } };
process.stdout.write(JSON.stringify(MessagePayload.create(channel, message).resolveBody().body));
client.destroy();`,
    );
    const body = JSON.parse(execFileSync(process.execPath, ['run.mjs'], { cwd: dir, encoding: 'utf8' })) as Record<string, unknown>;
    expect(body).toMatchObject(payload);
  });

  it('writes a reply in discord.py when the payload names the channel, and says why when it does not', () => {
    const py = codegen([{ content: 'Thanks!', message_reference: { message_id: '1187654321098765432', channel_id: '1087654321098765432' }, sticker_ids: ['749054660769218631'] }], 'discord.py');
    expect(py).toContain('reference=discord.MessageReference(');
    expect(py).toContain('message_id=1187654321098765432');
    expect(py).toContain('stickers=[discord.Object(id=749054660769218631)]');
    expect(() => codegen([{ content: 'x', message_reference: { message_id: '1' } }], 'discord.py')).toThrow(/channel_id/);
    // A webhook cannot reply; discord.js's reply sends no channel_id.
    expect(() => codegen([{ content: 'x', username: 'Bot', message_reference: { message_id: '1' } }], 'discord.js')).toThrow(/webhook/);
    expect(() => codegen([{ content: 'x', message_reference: { message_id: '1', channel_id: '2' } }], 'discord.js')).toThrow(/channel_id/);
  });

  it('the CLI: a top-level "$schema" changes neither codegen nor export', async () => {
    const withSchema = { $schema: 'https://unpkg.com/cordlint/schemas/message.schema.json', ...BUILDERS_V2 };
    const root = scratch({ 'with.json': JSON.stringify(withSchema), 'without.json': JSON.stringify(BUILDERS_V2) });
    for (const args of [['codegen', '--to', 'discord.js'], ['codegen', '--to', 'discord.py'], ['export', '--to', 'discord.builders']]) {
      const a = await runCli([...args, 'with.json'], root);
      const b = await runCli([...args, 'without.json'], root);
      expect(a.stderr, args.join(' ')).toBe('');
      expect([a.code, a.stdout]).toEqual([0, b.stdout]);
    }
  });

  it("the CLI: attachments are read from the config's attachments.dir, and the code finds them", async () => {
    const payload = { content: 'Weekly chart', attachments: [{ id: 0, filename: 'chart.png', description: 'The chart' }], embeds: [{ image: { url: 'attachment://chart.png' } }] };
    const root = scratch({
      'cordlint.config.json': JSON.stringify({ attachments: { dir: 'assets' } }),
      'assets/chart.png': new Uint8Array([137, 80, 78, 71]),
      'messages/weekly.json': JSON.stringify(payload),
      'package.json': '{"type":"module"}',
    });
    const js = await runCli(['codegen', '--to', 'discord.js', 'messages/weekly.json'], root);
    expect(js.code).toBe(0);
    expect(js.stdout).toMatch(/new AttachmentBuilder\(\s*'assets\/chart\.png',/);
    const py = await runCli(['codegen', '--to', 'discord.py', 'messages/weekly.json'], root);
    expect(py.stdout).toContain("discord.File('assets/chart.png'");
    // Run from the project's folder, as the bot is: discord.js reads the file without ENOENT.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    writeFileSync(path.join(root, 'weekly.mjs'), js.stdout);
    writeFileSync(
      path.join(root, 'run.mjs'),
      `import { MessagePayload, WebhookClient } from 'discord.js';
const { message } = await import('./weekly.mjs');
const client = new WebhookClient({ id: '1', token: 'x' });
const payload = await MessagePayload.create(client, message).resolveBody().resolveFiles();
process.stdout.write(JSON.stringify(payload.files.map((f) => [f.name, f.data.length])));
client.destroy();`,
    );
    expect(JSON.parse(execFileSync(process.execPath, ['run.mjs'], { cwd: root, encoding: 'utf8' }))).toEqual([['chart.png', 4]]);
    // Without a config, beside the payload (where lint looks for them).
    const plain = scratch({ 'messages/weekly.json': JSON.stringify(payload), 'messages/chart.png': '' });
    expect((await runCli(['codegen', '--to', 'discord.js', 'messages/weekly.json'], plain)).stdout).toMatch(/new AttachmentBuilder\(\s*'messages\/chart\.png',/);
  });
});
