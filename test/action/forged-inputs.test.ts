/**
 * Issue 41 item 9: the Action echoed its inputs raw. A `format` or `max-warnings` holding a line
 * feed printed a forged `::warning` line; a `sarif-file` holding line feeds appended `errors=0`
 * and `exit-code=0` to $GITHUB_OUTPUT after the real values. Inputs are escaped as command data
 * now, outputs are written in the runner's delimiter form when they hold a line break, and a
 * sarif-file or working-directory with a line break is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** $GITHUB_OUTPUT read as the runner reads it: `name=value` lines and `name<<DELIMITER` blocks; the last value of a name wins. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, i + 1);
      expect(end, `delimiter ${block[2]} closed`).toBeGreaterThan(i);
      outputs[block[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
      continue;
    }
    outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
  }
  return outputs;
}

function runScript(script: 'lint.sh' | 'setup.sh', env: Record<string, string>, cwd: string) {
  const temp = mkdtempSync(path.join(tmpdir(), 'cordlint-forged-'));
  const output = path.join(temp, 'output');
  writeFileSync(output, '');
  const run = spawnSync('bash', [path.join(repoRoot, 'action', script)], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: output, GITHUB_ACTION_PATH: repoRoot, RUNNER_TEMP: temp, NO_COLOR: '1', CORDLINT_BIN: path.join(repoRoot, 'bin/cordlint.js'), ...env },
    encoding: 'utf8',
    timeout: HANG_GUARD_MS,
  });
  return { code: run.status, stdout: run.stdout, outputs: readOutputs(readFileSync(output, 'utf8')), raw: readFileSync(output, 'utf8') };
}

/** Lines a runner reads as workflow commands. */
const commands = (stdout: string) => stdout.split(/\r?\n|\r/).filter((line) => /^\s*::/.test(line));

const FORGED = '\n::warning file=README.md,line=1::forged\n';

describe('inputs that hold line feeds', () => {
  const workspace = () => scratch({ 'p.json': JSON.stringify({ content: '' }) });

  for (const [input, env] of [
    ['format', { INPUT_FORMAT: `annotations${FORGED}` }],
    ['format with a carriage return', { INPUT_FORMAT: 'sarif\r::warning::forged' }],
    ['max-warnings', { INPUT_MAX_WARNINGS: `3${FORGED}` }],
    ['fail-on-error', { INPUT_FAIL_ON_ERROR: `true${FORGED}` }],
    ['sarif-file', { INPUT_FORMAT: 'sarif', INPUT_SARIF_FILE: 'out.sarif\nerrors=0\nexit-code=0' }],
  ] as const) {
    it(`${input}: refused with one ::error line, no forged command, and exit-code 2 as the only output`, () => {
      const run = runScript('lint.sh', { INPUT_PATHS: 'p.json', ...env }, workspace());
      expect(run.code).toBe(2);
      expect(commands(run.stdout)).toHaveLength(1);
      expect(commands(run.stdout)[0]).toMatch(/^::error title=cordlint::/);
      expect(run.outputs).toEqual({ 'exit-code': '2' });
    });
  }

  it('a percent sign in an input is escaped too (%0A written by the user stays text)', () => {
    const run = runScript('lint.sh', { INPUT_PATHS: 'p.json', INPUT_FORMAT: 'x%0A::warning::forged' }, workspace());
    expect(commands(run.stdout)).toEqual(['::error title=cordlint::format must be annotations, sarif or both (got "x%250A::warning::forged").']);
  });

  it('the outputs of a real run are exact, however the paths look', () => {
    const broken = JSON.stringify({ content: 'x'.repeat(2001) });
    const root = scratch({ 'a b.json': broken, 'errors=0.json': broken });
    const run = runScript('lint.sh', { INPUT_PATHS: 'a b.json\nerrors=0.json', INPUT_FORMAT: 'both' }, root);
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1', errors: '2', warnings: '0', 'sarif-file': 'cordlint.sarif' });
  });

  it('setup: a cordlint-version with a line feed is refused without a forged line', () => {
    const run = runScript('setup.sh', { INPUT_CORDLINT_VERSION: `1.0.0${FORGED}` }, workspace());
    expect(run.code).toBe(2);
    expect(commands(run.stdout)).toHaveLength(1);
    expect(run.raw).toBe('');
  });
});
