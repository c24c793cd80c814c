/** Issue 10.9: FIFOs, devices and huge sparse files are reported without being read (no hang, no 2 GB read). */
import { execFileSync, spawnSync } from 'node:child_process';
import { openSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

function withSpecialFiles(): string {
  const root = scratch({ 'ok.json': '{ "content": "hi" }\n' });
  execFileSync('mkfifo', [path.join(root, 'pipe.json')]);
  symlinkSync('/dev/zero', path.join(root, 'zero.json'));
  writeFileSync(path.join(root, 'sparse.json'), '');
  truncateSync(path.join(root, 'sparse.json'), 1536 * 1024 * 1024);
  return root;
}

describe('special files', () => {
  it('a glob (and the FIFO named too), a link to /dev/zero and a 1.5 GB sparse file reports each, quickly', () => {
    const root = withSpecialFiles();
    const run = cordlint(['lint', '--format', 'unix', '*.json', 'pipe.json'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n').filter(Boolean).sort()).toEqual([
      'pipe.json:1:1: It is a named pipe (FIFO), not a regular file; only regular files are read. [Error/parse-error]',
      'sparse.json:1:1: The file is 1536.0 MiB, larger than any Discord payload can be (cordlint reads files up to 4.0 MiB); it was not linted. [Error/parse-error]',
      'zero.json:1:1: It is a device, not a regular file; only regular files are read. [Error/parse-error]',
    ]);
  });

  it('a folder walk skips the FIFO and the link, and reports the sparse file', () => {
    const root = withSpecialFiles();
    const run = cordlint(['lint', '--format', 'unix', '.'], { cwd: root });
    expect(run.stdout).toBe('sparse.json:1:1: The file is 1536.0 MiB, larger than any Discord payload can be (cordlint reads files up to 4.0 MiB); it was not linted. [Error/parse-error]\n');
  });

  it('a FIFO named on the command line: --fix and convert report it and do not wait for a writer', () => {
    const root = withSpecialFiles();
    const fix = cordlint(['lint', '--fix', '--format', 'unix', 'pipe.json'], { cwd: root });
    expect(fix.stdout).toBe('pipe.json:1:1: It is a named pipe (FIFO), not a regular file; only regular files are read. [Error/parse-error]\n');
    const convert = cordlint(['convert', 'pipe.json'], { cwd: root });
    expect(convert).toEqual({ status: 2, stdout: '', stderr: 'cordlint: pipe.json: It is a named pipe (FIFO), not a regular file; only regular files are read.\n' });
  });

  it('stdin that never ends (/dev/zero) is read only up to the size limit', () => {
    const zero = openSync('/dev/zero', 'r');
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin/cordlint.js'), 'lint', '--format', 'unix', '-'], { stdio: [zero, 'pipe', 'pipe'], encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('<stdin>:1:1: The file is 4.0 MiB, larger than any Discord payload can be (cordlint reads files up to 4.0 MiB); it was not linted. [Error/parse-error]\n');
  });
});
