/**
 * Issue 30: `-o` under a folder that cannot be created fails at once with the folder and the reason,
 * for every command that writes a file (Node's mkdirSync({ recursive: true }) looped for ever on
 * /proc/nope). A missing folder that can be created still is, as ESLint does for its output file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const ANSWER = '{"code":50035,"errors":{"content":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 2000 or fewer in length."}]}},"message":"Invalid Form Body"}\n';
const BUTTONS = '{"components":[{"type":1,"components":[{"type":2,"style":1,"label":"a","custom_id":"x"}]}]}\n';
const LINK = 'https://discohook.app/?data=eyJ2ZXJzaW9uIjoiZDIiLCJtZXNzYWdlcyI6W3siZGF0YSI6eyJjb250ZW50IjoiaGkifX1dfQ';

const commands: [string, (out: string) => string[], string][] = [
  ['lint', (out) => ['lint', '-o', out, 'a.json'], 'cannot write the stylish report to '],
  ['lint --format sarif', (out) => ['lint', '--format', 'sarif', '-o', out, 'a.json'], 'cannot write the sarif report to '],
  ['lint --write-baseline', (out) => ['lint', '--write-baseline', '--baseline', out, 'a.json'], 'cannot write the baseline '],
  ['explain', (out) => ['explain', '-o', out, 'answer.json'], 'cannot write the stylish report to '],
  ['preview (HTML)', (out) => ['preview', '-o', `${out}.html`, 'a.json'], 'cannot write '],
  ['preview (PNG)', (out) => ['preview', '-o', `${out}.png`, 'a.json'], 'cannot write '],
  ['mock', (out) => ['mock', '-o', out, 'buttons.json'], 'cannot write '],
  ['convert', (out) => ['convert', '-o', out, 'a.json'], 'cannot write '],
  ['codegen', (out) => ['codegen', '--to', 'discord.js', '-o', out, 'a.json'], 'cannot write '],
  ['import', (out) => ['import', LINK, '-o', out], 'cannot write '],
  ['schema', (out) => ['schema', '-o', out], 'cannot write '],
];

describe('-o under a folder that cannot be made', () => {
  it.each(commands)('%s: /proc/nope/... fails at once, naming the folder and why', (_name, args, says) => {
    const root = scratch({ 'a.json': '{ "content": "hi" }\n', 'answer.json': ANSWER, 'buttons.json': BUTTONS });
    const run = cordlint(args('/proc/nope/deeper/out.json'), { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(says);
    expect(run.stderr).toContain('the folder /proc/nope cannot be created: its parent folder accepts no new folder');
    expect(run.stderr).not.toContain('internal error');
  });

  it('a file in the way is named as such; a missing folder that can be made is made', () => {
    const root = scratch({ 'a.json': '{ "content": "hi" }\n' });
    const blocked = cordlint(['lint', '-o', 'a.json/out.txt', 'a.json'], { cwd: root });
    expect(blocked).toMatchObject({ status: 2, stderr: 'cordlint: cannot write the stylish report to a.json/out.txt: a part of the path is a file, not a folder\n' });
    expect(cordlint(['lint', '--format', 'json', '-o', 'reports/deep/out.json', 'a.json'], { cwd: root }).status).toBe(0);
    expect(existsSync(path.join(root, 'reports/deep/out.json'))).toBe(true);
  });
});
