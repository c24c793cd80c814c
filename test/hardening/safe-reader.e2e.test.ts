/**
 * Issue 30.3: every file cordlint reads goes through the one safe reader (src/util/safe-read.ts).
 * For each reading surface: a symbolic link out of its folder (where a folder bounds the file), a
 * FIFO (which would block forever), /dev/zero (which never ends) and a sparse file far over the
 * limit (truncate: no disk used) are each refused with a message naming the file and the problem,
 * quickly, and the run goes on with the other files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';
import { call, connect, texts } from '../mcp/mcp-client.js';
import { LspClient, open, uriOf } from '../lsp/lsp-client.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { PNG } from 'pngjs';

const SECRET = 'TOP-SECRET-0123456789';
const MESSAGE = '{ "content": "hi" }\n';
/** A real one-pixel PNG, which satori can draw. */
const OK_PNG = PNG.sync.write(new PNG({ width: 1, height: 1 }));

/** Beside `name` in `folder`: NAME-fifo, NAME-zero (a link to /dev/zero), NAME-huge (sparse, 1.5 GiB). */
function specials(folder: string, name: string, ext: string): void {
  mkdirSync(folder, { recursive: true });
  execFileSync('mkfifo', [path.join(folder, `${name}-fifo${ext}`)]);
  symlinkSync('/dev/zero', path.join(folder, `${name}-zero${ext}`));
  writeFileSync(path.join(folder, `${name}-huge${ext}`), '');
  truncateSync(path.join(folder, `${name}-huge${ext}`), 1536 * 1024 * 1024);
}

/** Runs a step that must not block on a FIFO or read a device forever: a hang is stopped by the hang guard (HANG_GUARD_MS), not judged by a clock. */
function timed<T>(run: () => T): T {
  return run();
}

describe('attachments: the preview reads them as the lint looks them up', () => {
  function project(): string {
    const root = scratch({ 'outside/secret.png': SECRET, 'p/ok.png': OK_PNG });
    symlinkSync('../outside/secret.png', path.join(root, 'p/link.png'));
    specials(path.join(root, 'p'), 'a', '.png');
    writeFileSync(
      path.join(root, 'p/m.json'),
      JSON.stringify({ embeds: ['ok', 'link', 'a-fifo', 'a-zero', 'a-huge'].map((n) => ({ title: n, image: { url: `attachment://${n}.png` } })) }),
    );
    return root;
  }

  it('HTML: a link out of the folder, a FIFO, /dev/zero and a huge file are placeholders; the file inside is embedded', () => {
    const root = project();
    const run = timed(() => cordlint(['preview', 'p/m.json'], { cwd: root }));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`data:image/png;base64,${OK_PNG.toString('base64')}`);
    expect(run.stdout).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(run.stdout).not.toContain(SECRET);
    expect(run.stdout.match(/data:image\/png;base64,/g)).toHaveLength(1);
  });

  it('PNG: the same files are drawn as placeholders, without hanging or reading them', () => {
    const root = project();
    const run = cordlint(['preview', '-o', 'out.png', 'p/m.json'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('lint: each is a finding naming the file and why', () => {
    const root = project();
    const run = timed(() => cordlint(['lint', '--format', 'unix', 'p/m.json'], { cwd: root }));
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines.find((l) => l.includes('p/link.png'))).toContain('is a link to a file outside its folder, which cordlint does not follow');
    expect(lines.find((l) => l.includes('p/a-fifo.png'))).toContain('is not a regular file (a device, a pipe or a socket)');
    expect(lines.find((l) => l.includes('p/a-zero.png'))).toContain('is a link to a file outside its folder');
    expect(lines.find((l) => l.includes('p/a-huge.png'))).toContain('p/a-huge.png is 1536 MiB');
    expect(lines.some((l) => l.includes('p/ok.png'))).toBe(false);
  });
});

describe('SENT of mock and lint --against', () => {
  it.each([
    ['sent-fifo.json', 'it is a named pipe (FIFO), not a regular file; only regular files are read'],
    ['sent-zero.json', 'it is a device, not a regular file; only regular files are read'],
    ['sent-huge.json', 'it is 1536.0 MiB, larger than the 4.0 MiB cordlint reads'],
  ])('%s is refused before a byte is read, by mock and by lint --against', (name, why) => {
    const root = scratch({ 'fixture.json': '{ "type": 3, "data": { "custom_id": "x", "component_type": 2 } }\n' });
    specials(root, 'sent', '.json');
    const mock = timed(() => cordlint(['mock', name], { cwd: root }));
    expect(mock).toEqual({ status: 2, stdout: '', stderr: `cordlint: mock ${name}: ${why}.\n` });
    const against = timed(() => cordlint(['lint', '--against', name, 'fixture.json'], { cwd: root }));
    expect(against).toEqual({ status: 2, stdout: '', stderr: `cordlint: --against ${name}: ${why}.\n` });
  });
});

describe('configs, package.json, the baseline and locale files', () => {
  it.each([
    ['fifo', 'it is a named pipe (FIFO), not a regular file; only regular files are read'],
    ['zero', 'it is a device, not a regular file; only regular files are read'],
    ['huge', 'it is 1536.0 MiB, larger than the 4.0 MiB cordlint reads'],
  ])('a config that is %s, named with --config: the config error names it, quickly', (kind, why) => {
    const root = scratch({ 'p/a.json': MESSAGE });
    specials(path.join(root, 'p'), 'x', '.json');
    const run = timed(() => cordlint(['lint', '--config', `p/x-${kind}.json`, 'p/a.json'], { cwd: root }));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`cordlint: invalid config p/x-${kind}.json:\n  (file): cannot be read: ${why}\n`);
  });

  it.each(['fifo', 'zero', 'huge'])('a config found beside the payload that is %s: refused or passed over (not a regular file), never read whole', (kind) => {
    const root = scratch({ 'p/a.json': MESSAGE });
    specials(path.join(root, 'p'), 'x', '.json');
    execFileSync('mv', [path.join(root, `p/x-${kind}.json`), path.join(root, 'p/.cordlintrc.json')]);
    const run = timed(() => cordlint(['lint', 'p/a.json'], { cwd: root }));
    if (kind === 'huge') {
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('cordlint: invalid config p/.cordlintrc.json:\n  (file): cannot be read: it is 1536.0 MiB');
    } else expect(run).toMatchObject({ status: 0, stderr: '' });
  });

  it('a package.json that is huge, a FIFO or /dev/zero is no config: the lint goes on', () => {
    for (const kind of ['fifo', 'zero', 'huge']) {
      const root = scratch({ 'p/a.json': MESSAGE });
      specials(path.join(root, 'p'), 'x', '.json');
      execFileSync('mv', [path.join(root, `p/x-${kind}.json`), path.join(root, 'p/package.json')]);
      const run = timed(() => cordlint(['lint', 'p/a.json'], { cwd: root }));
      expect(run).toMatchObject({ status: 0, stderr: '' });
    }
  });

  it.each(['fifo', 'zero', 'huge'])('a baseline that is %s: refused with its name, quickly', (kind) => {
    const root = scratch({ 'a.json': MESSAGE });
    specials(root, 'base', '.json');
    const run = timed(() => cordlint(['lint', '--baseline', `base-${kind}.json`, 'a.json'], { cwd: root }));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`base-${kind}.json cannot be read: it is`);
  });

  it('locale files that are /dev/zero or huge are findings in them, a FIFO is passed over; the payload is still linted', () => {
    const root = scratch({
      'cordlint.config.yaml': 'locales:\n  files: "locales/{locale}.json"\n  default: en\n  reference: "$t(key)"\n',
      'locales/en.json': '{ "hi": "Hello" }\n',
      'a.json': '{ "content": "$t(hi)" }\n',
    });
    specials(path.join(root, 'locales'), 'x', '.json');
    for (const kind of ['fifo', 'zero', 'huge']) execFileSync('mv', [path.join(root, `locales/x-${kind}.json`), path.join(root, `locales/${kind}.json`)]);
    const run = timed(() => cordlint(['lint', '--format', 'unix', 'a.json'], { cwd: root }));
    expect(run.stderr).not.toContain('internal error');
    // The FIFO is passed over by the search for locale files (as a folder walk passes over it).
    expect(run.stdout).not.toContain('locales/fifo.json');
    expect(run.stdout).toContain('locales/zero.json:1:1: It is a device, not a regular file; only regular files are read.');
    expect(run.stdout).toContain('locales/huge.json:1:1: The file is 1536.0 MiB');
  });
});

describe('files named on the command line: explain, preview, import, convert, codegen, export', () => {
  const cases: [string, (name: string) => string[]][] = [
    ['explain (the log)', (name) => ['explain', name]],
    ['explain (the payload)', (name) => ['explain', 'answer.json', name]],
    ['preview', (name) => ['preview', name]],
    ['preview --findings -o PNG', (name) => ['preview', '--findings', '-o', 'out.png', name]],
    ['import', (name) => ['import', name]],
    ['convert', (name) => ['convert', name]],
    ['codegen', (name) => ['codegen', '--to', 'discord.js', name]],
    ['export', (name) => ['export', '--to', 'discohook', name]],
  ];
  it.each(cases)('%s: a FIFO, /dev/zero and a huge file are refused by name, quickly', (_name, args) => {
    const root = scratch({ 'answer.json': '{"code":50035,"errors":{"content":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 2000 or fewer in length."}]}},"message":"Invalid Form Body"}\n' });
    specials(root, 'in', '.json');
    for (const [file, why] of [
      ['in-fifo.json', /named pipe \(FIFO\), not a regular file/i],
      ['in-zero.json', /device, not a regular file/i],
      ['in-huge.json', /1536\.0 MiB/],
    ] as const) {
      const run = timed(() => cordlint(args(file), { cwd: root }));
      expect(run.status, file).toBe(2);
      expect(run.stderr, file).toContain(file);
      expect(run.stderr, file).toMatch(why);
      expect(run.stderr, file).not.toContain('internal error');
    }
  });
});

describe('the MCP server reads through the same reader, inside its roots', () => {
  let client: Client | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('a FIFO, /dev/zero and a huge file given as a path are tool errors, and the server goes on answering', async () => {
    const root = scratch({ 'ok.json': MESSAGE, 'outside/secret.json': MESSAGE });
    const granted = path.join(root, 'granted');
    specials(granted, 'in', '.json');
    writeFileSync(path.join(granted, 'ok.json'), MESSAGE);
    symlinkSync('../outside/secret.json', path.join(granted, 'link.json'));
    client = await connect(granted, [granted]);
    for (const tool of ['lint', 'preview', 'convert', 'mock']) {
      for (const [file, why] of [
        ['in-fifo.json', 'It is a named pipe (FIFO), not a regular file'],
        ['in-zero.json', 'outside the roots'],
        ['in-huge.json', 'The file is 1536.0 MiB'],
        ['link.json', 'outside the roots'],
        ['../ok.json', 'outside the roots'],
      ] as const) {
        const result = await call(client, tool, { path: file });
        expect(result.isError, `${tool} ${file}`).toBe(true);
        expect(texts(result).join('\n'), `${tool} ${file}`).toContain(why);
      }
    }
    const ok = await call(client, 'lint', { path: 'ok.json' });
    expect(ok.isError).toBeFalsy();
  });
});

describe('the language server reads through the same reader', () => {
  let lsp: LspClient | undefined;
  afterEach(async () => {
    await lsp?.stop();
    lsp = undefined;
  });

  it.each(['fifo', 'huge'])('a config that is %s: at most one diagnostic, no hang, and the server goes on', async (kind) => {
    const root = scratch({ 'a/x.json': MESSAGE, 'b/y.json': MESSAGE });
    specials(path.join(root, 'a'), 'c', '.json');
    execFileSync('mv', [path.join(root, `a/c-${kind}.json`), path.join(root, 'a/cordlint.config.json')]);
    lsp = await LspClient.start(root);
    await open(lsp, path.join(root, 'a/x.json'), MESSAGE);
    const diagnostics = await lsp.diagnostics(uriOf(path.join(root, 'a/x.json')), 1);
    if (kind === 'huge') {
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]!.message).toContain('cordlint.config.json:\n  (file): cannot be read: it is 1536.0 MiB');
    } else expect(diagnostics).toEqual([]); // not a regular file: no config there
    await open(lsp, path.join(root, 'b/y.json'), MESSAGE);
    expect(await lsp.diagnostics(uriOf(path.join(root, 'b/y.json')), 1)).toEqual([]);
  });
});
