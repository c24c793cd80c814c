/**
 * Issue 30 (held-out, kind 3): files that say 0 bytes and hold some, those of /proc and /sys. The safe
 * reader read them up to the limit as if they were files: a downloaded folder's
 * `.cordlint-baseline.json` linking to /proc/self/environ put the process's environment in the
 * error message (`Unexpected token 'S', "SECRET_TOK"... is not valid JSON`), a config linking to
 * /proc/self/status was read and its lines quoted as unknown keys, and a payload named through such
 * a link was linted. Now each is refused as not a regular file, and nothing of it is used
 * (src/util/safe-read.ts; the payload's fast path in src/project/read-file.ts defers to it).
 */
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const PAYLOAD = '{ "content": "hi" }\n';
const SECRET = 'cordlint-held-out-secret-7f3a';
const REFUSED = 'a file the system makes up as it is read (like those of /proc and /sys), not a regular file; only regular files are read';
const env = { CORDLINT_TEST_SECRET: SECRET };

function folder(links: Record<string, string>, files: Record<string, string> = {}): string {
  const root = scratch({ 'dl/a.json': PAYLOAD, ...files });
  for (const [name, target] of Object.entries(links)) symlinkSync(target, path.join(root, name));
  return root;
}
function expectRefusedUnread(run: { stdout: string; stderr: string }): void {
  const said = run.stdout + run.stderr;
  expect(said).toContain(REFUSED);
  expect(said).not.toContain(SECRET);
  expect(said).not.toMatch(/\bPPid\b|\bUmask\b|\bTracerPid\b/);
  expect(said).not.toContain('internal error');
}

describe('files of /proc are refused unread wherever cordlint reads', () => {
  it('a baseline found by lookup that links to /proc/self/environ: refused, the environment not quoted (exit 2)', () => {
    const root = folder({ '.cordlint-baseline.json': '/proc/self/environ' });
    const run = cordlint(['lint', 'dl/a.json'], { cwd: root, env });
    expect(run.status).toBe(2);
    expectRefusedUnread(run);
  });

  it('a config beside the payload that links to /proc/self/status: refused, none of its lines quoted (exit 2)', () => {
    const root = folder({ 'dl/.cordlintrc.yaml': '/proc/self/status' });
    const run = cordlint(['lint', 'dl/a.json'], { cwd: root, env });
    expect(run.status).toBe(2);
    expectRefusedUnread(run);
  });

  it.each([
    ['lint (a payload named through a link)', ['lint', 'dl/status.yaml']],
    ['codegen', ['codegen', '--to', 'discord.js', 'dl/status.yaml']],
    ['import', ['import', 'dl/status.yaml']],
    ['mock (SENT)', ['mock', 'dl/status.yaml']],
    ['lint --against (SENT)', ['lint', '--against', 'dl/status.yaml', 'dl/a.json']],
    ['explain (the log)', ['explain', 'dl/environ.json']],
    ['preview', ['preview', 'dl/status.yaml']],
  ])('%s: a link to /proc/self/status or /proc/self/environ is refused by name', (_name, args) => {
    const root = folder({ 'dl/status.yaml': '/proc/self/status', 'dl/environ.json': '/proc/self/environ' });
    const run = cordlint(args, { cwd: root, env });
    expect(run.status).not.toBe(0);
    expectRefusedUnread(run);
  });

  it('an empty file is still an empty file', () => {
    const root = scratch({ 'empty.json': '' });
    const run = cordlint(['lint', '--format', 'unix', 'empty.json'], { cwd: root });
    expect(run.stdout).toContain('The file is empty');
    expect(run.stdout).not.toContain(REFUSED);
  });
});
