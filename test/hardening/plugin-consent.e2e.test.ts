/**
 * Issue 30.1: one consent rule (src/config/plugin-policy.ts) for every surface. Each command runs in
 * a working folder below which a downloaded folder holds a config naming a plugin that, if its code
 * ran, would leave a marker file. No command runs it; those that read the config stop with the
 * refusal that names the config and how to consent; those that read no config say nothing of it.
 * The language server runs no plugin for a file outside every workspace folder, nor when the
 * editor opened no folder; the MCP server runs none.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';
import { call, connect, texts } from '../mcp/mcp-client.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const PAYLOAD = '{ "content": "hi" }\n';
const ANSWER = '{"code":50035,"errors":{"content":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 2000 or fewer in length."}]}},"message":"Invalid Form Body"}\n';
/** A plugin that leaves a mark when its code runs. */
const EVIL = "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./RAN', import.meta.url), 'x');\nexport default { name: 'evil', rules: [] };\n";
const LINK = 'https://discohook.app/?data=eyJ2ZXJzaW9uIjoiZDIiLCJtZXNzYWdlcyI6W3siZGF0YSI6eyJjb250ZW50IjoiaGkifX1dfQ';

function downloaded(): string {
  return scratch({
    'package.json': '{ "type": "module" }\n',
    'dl/.cordlintrc.json': '{ "plugins": ["./evil.mjs"] }\n',
    'dl/evil.mjs': EVIL,
    'dl/a.json': PAYLOAD,
    'dl/answer.json': ANSWER,
  });
}
const marker = (root: string) => path.join(root, 'dl/RAN');

/** The refusal: the config by its path from the working folder, what was not loaded, and the ways to consent. */
function expectRefusal(stderr: string): void {
  expect(stderr).toContain('invalid config dl/.cordlintrc.json:\n  plugins: "./evil.mjs": this plugin was not loaded');
  expect(stderr).toContain('--allow-plugins');
  expect(stderr).toContain('CORDLINT_ALLOW_PLUGINS=1');
  expect(stderr).toContain('--config');
  expect(stderr).not.toContain('internal error');
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('one consent rule for every command', () => {
  const reading: [string, string[], { input?: string }?][] = [
    ['lint', ['lint', 'dl/a.json']],
    ['lint a folder', ['lint', 'dl']],
    ['lint --fix', ['lint', '--fix', 'dl/a.json']],
    ['lint stdin with --stdin-filename', ['lint', '--stdin-filename', 'dl/a.json', '-'], { input: PAYLOAD }],
    ['lint --against', ['lint', '--against', 'dl/a.json', 'dl/a.json']],
    ['explain with the payload', ['explain', 'dl/answer.json', 'dl/a.json']],
    ['preview --findings (HTML)', ['preview', '--findings', 'dl/a.json']],
    ['preview --findings (PNG)', ['preview', '--findings', '-o', 'out.png', 'dl/a.json']],
    ['preview --findings --stdin-filename', ['preview', '--findings', '--stdin-filename', 'dl/a.json', '-'], { input: PAYLOAD }],
    ['preview --locale', ['preview', '--locale', 'en', 'dl/a.json']],
    ['preview --longest', ['preview', '--longest', 'dl/a.json']],
    ['codegen', ['codegen', '--to', 'discord.js', 'dl/a.json']],
    ['import (linting what it writes)', ['import', LINK, '-o', 'dl/imported.json']],
  ];
  it.each(reading)('%s: refuses the plugin, names the config and how to consent', (_name, args, options) => {
    const root = downloaded();
    const run = cordlint(args, { cwd: root, ...(options ?? {}) });
    expect(existsSync(marker(root))).toBe(false);
    expect(run.status).toBe(2);
    expectRefusal(run.stderr);
  });

  // These read no config at all: nothing to refuse, and nothing runs.
  const notReading: [string, string[]][] = [
    ['convert', ['convert', 'dl/a.json']],
    ['mock', ['mock', 'dl/a.json']],
    ['export', ['export', '--to', 'discohook', 'dl/a.json']],
    ['preview (no findings)', ['preview', 'dl/a.json']],
    ['rules', ['rules']],
    ['explain without a payload', ['explain', 'dl/answer.json']],
  ];
  it.each(notReading)('%s: runs no plugin and says nothing of the config', (_name, args) => {
    const root = downloaded();
    const run = cordlint(args, { cwd: root });
    expect(existsSync(marker(root))).toBe(false);
    expect(run.stderr).not.toContain('.cordlintrc.json');
    expect(run.stderr).not.toContain('internal error');
  });

  it('consent is the same everywhere: --allow-plugins or CORDLINT_ALLOW_PLUGINS=1 loads it for preview and codegen as for lint', () => {
    let root = downloaded();
    expect(cordlint(['preview', '--findings', '--allow-plugins', 'dl/a.json'], { cwd: root }).status).toBe(0);
    expect(existsSync(marker(root))).toBe(true);
    root = downloaded();
    expect(cordlint(['codegen', '--to', 'discord.js', 'dl/a.json'], { cwd: root, env: { CORDLINT_ALLOW_PLUGINS: '1' } }).status).toBe(0);
    expect(existsSync(marker(root))).toBe(true);
    root = downloaded();
    rmSync(marker(root), { force: true });
    expect(cordlint(['explain', 'dl/answer.json', 'dl/a.json'], { cwd: root, env: { CORDLINT_ALLOW_PLUGINS: '1' } }).status).toBe(1);
    expect(existsSync(marker(root))).toBe(true);
  });

  it('the MCP server runs no plugin of a config inside its roots, and says the config was left out', async () => {
    const root = downloaded();
    const client = await connect(root, [root]);
    try {
      const result = await call(client, 'lint', { path: 'dl/a.json' });
      expect(texts(result).join('\n')).toContain('dl/.cordlintrc.json names plugins, and this server runs no code');
    } finally {
      await client.close();
    }
    expect(existsSync(marker(root))).toBe(false);
  });
});

/** A language server started in `cwd`, initialized with these workspace folders (none: the editor opened a lone file). */
async function languageServer(cwd: string, folders: string[]) {
  const server = spawn(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lsp', '--stdio'], { cwd, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, CORDLINT_ALLOW_PLUGINS: '' } });
  const connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  const published: PublishDiagnosticsParams[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, (params) => void published.push(params));
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: folders[0] ? pathToFileURL(folders[0]).href : null,
    workspaceFolders: folders.length > 0 ? folders.map((f) => ({ uri: pathToFileURL(f).href, name: path.basename(f) })) : null,
    capabilities: {},
  });
  await connection.sendNotification(InitializedNotification.type, {});
  return {
    async diagnosticsOf(file: string, text: string) {
      const uri = pathToFileURL(file).href;
      await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'json', version: 1, text } });
      const deadline = Date.now() + HANG_GUARD_MS;
      for (;;) {
        const found = published.find((p) => p.uri === uri);
        if (found) return found.diagnostics;
        if (Date.now() > deadline) throw new Error(`no diagnostics for ${uri}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      await connection.sendRequest(ShutdownRequest.type);
      await connection.sendNotification(ExitNotification.type);
      await exited;
      connection.dispose();
    },
  };
}

describe('the language server asks the same rule', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it.each([
    ['a file outside every workspace folder', (workspace: string) => [workspace]],
    ['an editor that opened no folder', () => []],
  ])('%s: the config beside it loads no plugin; one diagnostic says why and how to consent', async (_name, folders) => {
    const workspace = scratch({ 'mine/a.json': PAYLOAD });
    const root = downloaded();
    const server = await languageServer(root, folders(workspace));
    stop = server.stop;
    const diagnostics = await server.diagnosticsOf(path.join(root, 'dl/a.json'), PAYLOAD);
    expect(existsSync(marker(root))).toBe(false);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toContain('.cordlintrc.json:\n  plugins: "./evil.mjs": this plugin was not loaded');
    expect(diagnostics[0]!.message).toContain('--allow-plugins');
  });
});
