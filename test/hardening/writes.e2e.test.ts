/**
 * Issue 10.5, 10.6, 10.8 and 12.4: writes that respect the user's files, through the built CLI and
 * writeFileAtomic itself: mode, owner and hard links kept, read-only files refused by every writing
 * command, random temporary names created exclusively and removed on SIGTERM, a re-check right
 * before the rename, and output folders created.
 */
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic, WriteError } from '../../src/util/atomic-write.js';
import { writeFixedFile } from '../../src/project/write-fixed.js';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';

const LEGACY = '{ "content": "Hello", "embeds": [ { "title": "Old", "description": "An embed" } ] }\n';
const MODAL = 'custom_id: feedback\ntitle: Feedback\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: text, label: Your feedback, style: 2 }\n';
const isRoot = process.getuid?.() === 0;

describe('convert --write and lint --fix keep the file: mode, owner, hard links (10.5)', () => {
  it('convert --write refuses a read-only file and leaves it untouched (exit 1)', () => {
    const root = scratch({ 'old.json': LEGACY });
    chmodSync(path.join(root, 'old.json'), 0o444);
    const run = cordlint(['convert', '--write', 'old.json'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cordlint: cannot write old.json: it is read-only');
    expect(readFileSync(path.join(root, 'old.json'), 'utf8')).toBe(LEGACY);
    expect(statSync(path.join(root, 'old.json')).mode & 0o777).toBe(0o444);
    expect(readdirSync(root)).toEqual(['old.json']);
  });

  it('-o onto a read-only report file is refused (exit 2) and says so', () => {
    const root = scratch({ 'a.json': '{ "content": "hi" }\n', 'report.json': 'keep' });
    chmodSync(path.join(root, 'report.json'), 0o444);
    const run = cordlint(['lint', '-f', 'json', '-o', 'report.json', 'a.json'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot write the json report to report.json: it is read-only');
    expect(readFileSync(path.join(root, 'report.json'), 'utf8')).toBe('keep');
  });

  it.each([
    ['convert --write', ['convert', '--write', 'f.json'], LEGACY, 'f.json'],
    ['lint --fix', ['lint', '--fix', '--unsafe-fixes', 'f.yaml'], MODAL, 'f.yaml'],
  ])('%s keeps mode 0640, the owner and group, and hard links', (_name, args, text, name) => {
    const root = scratch({ [name]: text });
    const file = path.join(root, name);
    chmodSync(file, 0o640);
    if (isRoot) chownSync(file, 65534, 65534);
    const owner = statSync(file);
    // convert --write names each file it changed on stderr; nothing else is said.
    const said = (written: string) => (args[0] === 'convert' ? `cordlint: converted ${written}\n` : '');
    const run = cordlint(args, { cwd: root });
    expect(run.stderr).toBe(said(name));
    const after = statSync(file);
    expect(readFileSync(file, 'utf8')).not.toBe(text);
    expect(after.mode & 0o7777).toBe(0o640);
    expect([after.uid, after.gid]).toEqual([owner.uid, owner.gid]);

    // A second link to a fresh copy: both names see the new text.
    writeFileSync(path.join(root, 'again-' + name), text);
    linkSync(path.join(root, 'again-' + name), path.join(root, 'link-' + name));
    const linked = cordlint(args.map((a) => (a === name ? 'again-' + name : a)), { cwd: root });
    expect(linked.stderr).toBe(said('again-' + name));
    const a = statSync(path.join(root, 'again-' + name));
    expect(a.nlink).toBe(2);
    expect(a.ino).toBe(statSync(path.join(root, 'link-' + name)).ino);
    expect(readFileSync(path.join(root, 'link-' + name), 'utf8')).toBe(readFileSync(file, 'utf8'));
    expect(readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('temporary files (10.6)', () => {
  it('have a random name, are created exclusively, and are gone after the write', async () => {
    const dir = scratch({ 'a.json': 'old' });
    const seen: string[][] = [];
    for (let i = 0; i < 2; i++) {
      await writeFileAtomic(path.join(dir, 'a.json'), `new ${i}`, { beforeReplace: async () => (seen.push(readdirSync(dir).filter((f) => f !== 'a.json')), true) });
    }
    expect(seen.map((names) => names.length)).toEqual([1, 1]);
    for (const [name] of seen) {
      expect(name).toMatch(/^\.a\.json\.[0-9a-f]{16}\.cordlint\.tmp$/);
      expect(name).not.toContain(String(process.pid));
    }
    expect(seen[0]![0]).not.toBe(seen[1]![0]);
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('new 1');
  });

  it('are removed when the process is killed with SIGTERM while one is on disk', async () => {
    const dir = scratch({ 'a.json': 'old' });
    const bundle = path.join(dir, 'atomic.mjs');
    await build({ entryPoints: [path.join(repoRoot, 'src/util/atomic-write.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
    const script = `import { writeFileAtomic } from ${JSON.stringify(bundle)};
await writeFileAtomic(${JSON.stringify(path.join(dir, 'a.json'))}, 'new', { beforeReplace: () => { process.stdout.write('waiting\\n'); return new Promise(() => setInterval(() => {}, 1000)); } });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toHaveLength(1);
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
      child.once('exit', (_code, s) => resolve(s));
      child.kill('SIGTERM');
    });
    expect(signal).toBe('SIGTERM');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'atomic.mjs']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old');
  });
});

describe('an edit saved while --fix writes (10.8)', () => {
  it('a change seen right before the rename leaves the file as the other writer left it', async () => {
    const dir = scratch({ 'a.yaml': MODAL });
    const file = path.join(dir, 'a.yaml');
    const error = await writeFileAtomic(file, 'fixed', {
      beforeReplace: async () => {
        writeFileSync(file, 'their edit');
        return readFileSync(file, 'utf8') === MODAL;
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).code).toBe('ECHANGED');
    expect(readFileSync(file, 'utf8')).toBe('their edit');
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it('writeFixedFile reports changed-on-disk when the file is no longer what was read', async () => {
    const dir = scratch({ 'a.yaml': 'their edit' });
    expect(await writeFixedFile(path.join(dir, 'a.yaml'), Buffer.from(MODAL), 'fixed')).toBe('changed-on-disk');
    expect(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).toBe('their edit');
  });
});

describe('writing into a folder that does not exist (12.4)', () => {
  it.each([
    ['-o reports/out.sarif', ['lint', '-f', 'sarif', '-o', 'reports/out.sarif', 'a.json'], 'reports/out.sarif'],
    ['-f junit:reports/x.xml', ['lint', '-f', 'junit:reports/deep/x.xml', 'a.json'], 'reports/deep/x.xml'],
    ['schema -o schemas/modal.json', ['schema', '--kind', 'modal', '-o', 'schemas/modal.json'], 'schemas/modal.json'],
    ['convert -o out/new.json', ['convert', '-o', 'out/new.json', 'old.json'], 'out/new.json'],
  ])('%s creates the folder', (_name, args, output) => {
    const root = scratch({ 'a.json': '{ "content": "hi" }\n', 'old.json': LEGACY });
    const run = cordlint(args, { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(root, output), 'utf8').length).toBeGreaterThan(10);
  });

  it('a file where a folder should be: a plain reason, no temporary file name, exit 2', () => {
    const root = scratch({ 'a.json': '{ "content": "hi" }\n', reports: 'a file' });
    const run = cordlint(['lint', '-f', 'sarif', '-o', 'reports/out.sarif', 'a.json'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('cordlint: cannot write the sarif report to reports/out.sarif: a part of the path is a file, not a folder\n');
    mkdirSync(path.join(root, 'schemas', 'modal.json'), { recursive: true });
    const schema = cordlint(['schema', '-o', 'schemas/modal.json'], { cwd: root });
    expect(schema.status).toBe(2);
    expect(schema.stderr).toBe('cordlint: cannot write the schema to schemas/modal.json: it is a folder\n');
    expect(existsSync(path.join(root, 'reports'))).toBe(true);
  });
});
