/** `cordlint convert` as a user runs it: the built CLI (`npm test` builds first), real files, exit codes. */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANG_GUARD_MS } from '../hang-guard.js';

const root = path.resolve(import.meta.dirname, '../..');
const samples = path.join(root, 'samples/legacy');

function cordlint(args: string[], options: { cwd?: string; input?: string } = {}) {
  const run = spawnSync(process.execPath, [path.join(root, 'bin/cordlint.js'), ...args], {
    cwd: options.cwd ?? root,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: HANG_GUARD_MS,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-convert-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const LEGACY = '{\n  "content": "Hello",\n  "embeds": [{ "title": "News", "color": 255 }]\n}\n';
const V2 = '{ "flags": 32768, "components": [{ "type": 10, "content": "Hi" }] }\n';
const POLL = '{ "content": "Vote", "poll": { "question": { "text": "Q" }, "answers": [] } }\n';

describe('cordlint convert (built CLI)', () => {
  it('prints the V2 payload of a JSON file on stdout, as JSON; exit 0', () => {
    const run = cordlint(['convert', path.join(samples, 'release-announcement.json')]);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.flags).toBe(32768);
    expect(out.components.map((c: { type: number }) => c.type)).toEqual([10, 17, 1]);
    expect(out.components[1].accent_color).toBe(5793266);
    expect(run.stdout.startsWith('{\n  "flags": 32768,\n  "components": [\n')).toBe(true);
    expect(run.stderr).toBe('cordlint: samples/legacy/release-announcement.json: 3 parts were approximated or dropped; --report lists them.\n');
  });

  it('prints YAML for YAML, with the comments', () => {
    const run = cordlint(['convert', 'samples/legacy/ticket-reply.yaml']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('type: 4 # CHANNEL_MESSAGE_WITH_SOURCE\ndata:\n  flags: 32832 # EPHEMERAL\n');
    expect(run.stdout).toContain('    # Ticket actions\n    - type: 1\n');
  });

  it('writes to a file with -o, in the format of its extension', () => {
    const dir = scratch({ 'old.yaml': 'content: Hello # hi\n' });
    expect(cordlint(['convert', 'old.yaml', '-o', 'new.yaml'], { cwd: dir })).toMatchObject({ status: 0, stdout: '' });
    expect(readFileSync(path.join(dir, 'new.yaml'), 'utf8')).toBe('flags: 32768\ncomponents:\n  - type: 10\n    content: Hello # hi\n');
    expect(cordlint(['convert', 'old.yaml', '-o', 'new.json'], { cwd: dir }).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'new.json'), 'utf8'))).toEqual({ flags: 32768, components: [{ type: 10, content: 'Hello' }] });
  });

  it('--write converts in place, leaves already-V2 and refused files untouched, keeps modes, and sums up', () => {
    const dir = scratch({ 'messages/a.json': LEGACY, 'messages/deep/b.json': V2, 'messages/c.json': POLL, 'other.json': LEGACY });
    chmodSync(path.join(dir, 'messages/a.json'), 0o600);
    const run = cordlint(['convert', '--write', 'messages/**/*.json'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('1 file converted, 1 unchanged (already Components V2), 1 refused.\n');
    expect(run.stderr).toContain('cordlint: messages/c.json was not converted:\n  /poll: The message has a poll');
    // The files it changed, by name.
    expect(run.stderr.split('\n').filter((l) => l.startsWith('cordlint: converted '))).toEqual(['cordlint: converted messages/a.json']);

    const a = JSON.parse(readFileSync(path.join(dir, 'messages/a.json'), 'utf8'));
    expect(a).toEqual({ flags: 32768, components: [{ type: 10, content: 'Hello' }, { type: 17, accent_color: 255, components: [{ type: 10, content: '### News' }] }] });
    expect(statSync(path.join(dir, 'messages/a.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'messages/deep/b.json'), 'utf8')).toBe(V2);
    expect(readFileSync(path.join(dir, 'messages/c.json'), 'utf8')).toBe(POLL);
    expect(readFileSync(path.join(dir, 'other.json'), 'utf8')).toBe(LEGACY);
    expect(readdirSync(path.join(dir, 'messages')).sort()).toEqual(['a.json', 'c.json', 'deep']);

    // Run again: everything converted is now V2.
    expect(cordlint(['convert', '--write', 'messages/a.json', 'messages/deep/b.json'], { cwd: dir })).toMatchObject({
      status: 0,
      stdout: '0 files converted, 2 unchanged (already Components V2), 0 refused.\n',
    });
  });

  it('--report lists what was approximated or dropped per JSON path, instead of the payload', () => {
    const run = cordlint(['convert', '--report', 'samples/legacy/release-announcement.json']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      'samples/legacy/release-announcement.json: converted',
      expect.stringMatching(/^ {2}\/embeds\/0\/author\/icon_url +approximated +The author icon has no Components V2 form/),
      expect.stringMatching(/^ {2}\/embeds\/0\/fields\/0\/inline +approximated +Inline field layout is not reproduced/),
      expect.stringMatching(/^ {2}\/embeds\/0\/footer\/icon_url +approximated +The footer icon/),
      '',
    ]);
    const refused = cordlint(['convert', '--report', '--report-format', 'json', 'samples/legacy/weekly-poll.json']);
    expect(refused).toMatchObject({ status: 1, stderr: '' });
    expect(JSON.parse(refused.stdout)).toEqual([
      { filePath: 'samples/legacy/weekly-poll.json', status: 'refused', payloads: 0, reasons: [expect.stringContaining('/poll: The message has a poll')], notes: [] },
    ].map((r) => ({ ...r, filePath: path.join(root, r.filePath) })));
  });

  it('refuses a poll: exit 1, the reason on stderr, nothing written', () => {
    const dir = scratch({ 'poll.json': POLL });
    const run = cordlint(['convert', 'poll.json', '-o', 'out.json'], { cwd: dir });
    expect(run).toMatchObject({ status: 1, stdout: '' });
    expect(run.stderr).toContain('polls are disabled in Components V2 messages');
    expect(existsSync(path.join(dir, 'out.json'))).toBe(false);
  });

  it('refuses a message over the limits with the limit and the excess, and splits it with --split', () => {
    const embeds = Array.from({ length: 10 }, (_, i) => ({ title: `E${i}`, thumbnail: { url: `https://cdn.example.com/${i}.png` }, image: { url: `https://cdn.example.com/i${i}.png` } }));
    const dir = scratch({ 'big.json': JSON.stringify({ embeds }) });
    const refused = cordlint(['convert', 'big.json'], { cwd: dir });
    expect(refused).toMatchObject({ status: 1, stdout: '' });
    expect(refused.stderr).toContain('50 components where a Components V2 message allows 40 (over by 10)');
    const split = cordlint(['convert', '--split', 'big.json'], { cwd: dir });
    expect(split.status).toBe(0);
    expect(JSON.parse(split.stdout)).toHaveLength(2);
    expect(split.stderr).toContain('split into 2 messages');
  });

  it('reads stdin with "-"', () => {
    const run = cordlint(['convert', '-'], { input: 'content: from stdin\n' });
    expect(run).toMatchObject({ status: 0, stdout: 'flags: 32768\ncomponents:\n  - type: 10\n    content: from stdin\n' });
  });

  it('converts a modal with Text Inputs in Action Rows', () => {
    const run = cordlint(['convert', 'samples/legacy/feedback-modal.yaml']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('    - type: 18\n      label: Subject\n      component:\n        type: 4\n');
  });

  it('exits 2 on usage errors and missing files', () => {
    expect(cordlint(['convert', 'missing.json'])).toMatchObject({ status: 2, stderr: 'cordlint: No such file or directory: missing.json\n' });
    const several = cordlint(['convert', 'samples/legacy/release-announcement.json', 'samples/legacy/webhook-gallery.json']);
    expect(several.status).toBe(2);
    expect(several.stderr).toContain('use --write');
    expect(cordlint(['convert', '--write', '-o', 'x.json', 'samples/legacy/weekly-poll.json']).status).toBe(2);
    expect(cordlint(['convert', '--fields', 'columns', 'samples/legacy/weekly-poll.json']).status).toBe(2);
  });
});
