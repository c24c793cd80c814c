/**
 * Issue 10.15 and 12.10 (EPIPE): `cordlint lint | head -c1` ends quietly; stdout on a full disk is one
 * line and exit 2; YAML complex keys print no Node warning.
 */
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';

const bin = path.join(repoRoot, 'bin/cordlint.js');
// flags 0: a message without the V2 flag, an error wherever it is sent (a missing flags could be an edit's).
const UNFLAGGED = '{ "flags": 0, "components": [ { "type": 10, "content": "hi" } ] }\n';

function manyFiles(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 400; i++) files[`f${i}.json`] = UNFLAGGED;
  return scratch(files);
}

describe('output that cannot be written', () => {
  it('a reader that closes after one byte (| head -c1): no stack trace, nothing on stderr, the run\'s own exit code', async () => {
    const root = manyFiles();
    // Like `| head -c1` that has read its byte: the reading end is closed before cordlint writes its report.
    const lint = spawn(process.execPath, [bin, 'lint', '--format', 'unix', '.'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    lint.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    lint.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => lint.once('close', (c) => resolve(c)));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  it('stdout on a full disk (/dev/full): one line on stderr, exit 2', () => {
    const root = manyFiles();
    const full = openSync('/dev/full', 'w');
    const run = spawnSync(process.execPath, [bin, 'lint', '.'], { cwd: root, stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
    expect(run.stderr).toBe('cordlint: cannot write the output: no space left on the device\n');
    expect(run.status).toBe(2);
  });

  it('a YAML complex key prints no "Keys with collection values" warning', () => {
    const root = scratch({ 'k.yaml': '? {a: 1}\n: x\ncontent: hi\n' });
    const run = cordlint(['lint', 'k.yaml'], { cwd: root });
    expect(run.stderr).toBe('');
  });
});
