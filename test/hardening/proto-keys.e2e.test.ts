/** Issue 10.7: records keyed by user text (file names, rule ids) treat `__proto__` and `constructor` as plain keys. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

// flags 0: a message without the V2 flag, an error wherever it is sent (a missing flags could be an edit's).
const UNFLAGGED = '{ "flags": 0, "components": [ { "type": 10, "content": "hi" } ] }\n';

describe('files named __proto__ and constructor', () => {
  it('--write-baseline records them, and the baseline then silences them', () => {
    const root = scratch({ ['__proto__']: UNFLAGGED, constructor: UNFLAGGED, 'toString.json': UNFLAGGED });
    const write = cordlint(['lint', '--write-baseline', '__proto__', 'constructor', 'toString.json'], { cwd: root });
    expect(write.stderr).toBe('cordlint: wrote .cordlint-baseline.json (3 findings in 3 files); they are not reported from now on.\n');
    const baseline = JSON.parse(readFileSync(path.join(root, '.cordlint-baseline.json'), 'utf8')) as { files: Record<string, unknown> };
    expect(Object.keys(baseline.files)).toEqual(['__proto__', 'constructor', 'toString.json']);
    expect(baseline.files['__proto__']).toEqual({ 'v2-requires-flag': { '/components/0': 1 } });
    const again = cordlint(['lint', '--format', 'unix', '__proto__', 'constructor', 'toString.json'], { cwd: root });
    expect(again).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('a file named constructor that is not in the baseline is reported, not silenced by Object.prototype', () => {
    const root = scratch({ 'a.json': UNFLAGGED, constructor: UNFLAGGED });
    cordlint(['lint', '--write-baseline', 'a.json'], { cwd: root });
    const run = cordlint(['lint', '--format', 'unix', 'constructor'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('constructor:1:31:');
  });

  it('--rule __proto__:off is an unknown rule, not ignored', () => {
    const root = scratch({ 'a.json': UNFLAGGED });
    const run = cordlint(['lint', '--rule', '__proto__:off', 'a.json'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown rule "__proto__"');
  });
});
