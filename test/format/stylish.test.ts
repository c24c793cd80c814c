/**
 * The stylish report as a person reads it: messages wrapped at word boundaries to the terminal's
 * width, related places as line:column, the fixable count, FORCE_COLOR, and --format diff alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, type Io } from '../../src/cli/main.js';
import { stylish } from '../../src/format/stylish.js';
import type { LintResult } from '../../src/types.js';
import { scratch } from '../cli-helpers.js';

const root = path.resolve(import.meta.dirname, '../..');
const DUPLICATES = readFileSync(path.join(root, 'samples/broken/custom-id-unique.json'), 'utf8');
const LABELLED = readFileSync(path.join(root, 'samples/broken/text-input-label.json'), 'utf8');

async function cli(args: string[], cwd: string, io: Partial<Io> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => Buffer.from(''),
    isTTY: false,
    env: {},
    cwd,
    ...io,
  });
  return { code, stdout, stderr };
}

const result = (message: string): LintResult => ({
  filePath: '/p/a.json',
  messages: [{ ruleId: 'schema', severity: 2, message, line: 12, column: 3, endLine: 12, endColumn: 9, path: '/x' }],
  errorCount: 1,
  warningCount: 0,
  fatalErrorCount: 0,
});

describe('stylish', () => {
  it("wraps long messages at word boundaries to the terminal's width, under the message column", () => {
    const words = 'The quick brown fox jumps over the lazy dog and keeps running far beyond the edge of a narrow terminal window';
    const lines = stylish([result(words)], { color: false, cwd: '/p', width: 60 }).split('\n');
    const body = lines.slice(2, lines.indexOf('', 2));
    for (const line of body) expect(line.length).toBeLessThanOrEqual(60);
    expect(body[0]).toBe('  12:3  error    The quick brown fox jumps over the lazy dog');
    for (const line of body.slice(1)) expect(line).toMatch(/^ {17}\S/);
    // Every word is whole, in order.
    expect(body.map((l) => l.trim()).join(' ').replace(/^12:3 +error +/, '').replace(/\s+/g, ' ')).toBe(`${words} schema`);
  });

  it('does not wrap without a width (a pipe or a file)', () => {
    const long = 'word '.repeat(60).trim();
    expect(stylish([result(long)], { color: false, cwd: '/p' }).split('\n')[2]).toBe(`  12:3  error    ${long}  schema`);
  });

  it('shows related places as line:column and counts what --fix can fix', async () => {
    const project = scratch({ 'vote.json': DUPLICATES, 'modal.json': LABELLED });
    const { code, stdout } = await cli(['lint', '.'], project);
    expect(code).toBe(1);
    expect(stdout).toContain('Give this one another custom_id. (see 7:63)  custom-id-unique');
    expect(stdout.endsWith('✖ 2 problems (2 errors, 0 warnings)\n  1 problem can be fixed with --fix.\n')).toBe(true);
    const fixed = await cli(['lint', '--fix', '.'], project);
    expect(fixed.stdout).not.toContain('can be fixed');
  });

  it('counts findings that carry a fix, not findings of rules that sometimes have one (issue 29)', async () => {
    // v2-requires-flag offers no fix beside content (the flag would make Discord reject the content).
    const project = scratch({ 'mixed.json': '{"content":"x","components":[{"type":10,"content":"hi"}]}\n', 'plain.json': '{"flags":0,"components":[{"type":10,"content":"hi"}]}\n' });
    const mixed = await cli(['lint', 'mixed.json'], project);
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toContain('v2-requires-flag');
    expect(mixed.stdout).not.toContain('can be fixed');
    const both = await cli(['lint', 'mixed.json', 'plain.json'], project);
    expect(both.stdout.endsWith('✖ 2 problems (2 errors, 0 warnings)\n  1 problem can be fixed with --fix.\n')).toBe(true);
    const json = JSON.parse((await cli(['lint', '--format', 'json', 'mixed.json', 'plain.json'], project)).stdout) as LintResult[];
    expect(json.map((r) => [path.basename(r.filePath), r.fixableErrorCount, r.fixableWarningCount])).toEqual([
      ['mixed.json', 0, 0],
      ['plain.json', 1, 0],
    ]);
    // The JSON report carries no fix edits unless they were asked for.
    expect(json[1]!.messages[0]!.fix).toBeUndefined();
  });

  it("names SENT's place once for --against findings (issue 29)", async () => {
    const sent = '{\n  "flags": 32768,\n  "components": [\n    { "type": 1, "components": [\n      { "type": 2, "style": 1, "label": "Yes", "custom_id": "vote_yes" }\n    ] }\n  ]\n}\n';
    const project = scratch({ 'sent.json': sent });
    const mock = await cli(['mock', 'sent.json'], project);
    expect(mock.code).toBe(0);
    const gone = scratch({ 'sent.json': sent, 'click.json': mock.stdout.replace(/"vote_yes"/g, '"vote_no"') });
    const { code, stdout } = await cli(['lint', '--against', 'sent.json', 'click.json'], gone);
    expect(code).toBe(1);
    expect(stdout).toContain('so Discord never sends this answer (SENT has "vote_yes"). (SENT: sent.json:3:17)  fixture-custom-id');
    expect(stdout).not.toContain('(see ');
  });

  it('honours FORCE_COLOR (on a pipe) and FORCE_COLOR=0 (on a terminal)', async () => {
    const project = scratch({ 'vote.json': DUPLICATES });
    expect((await cli(['lint', '.'], project, { env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[31m');
    expect((await cli(['lint', '.'], project, { env: { FORCE_COLOR: '0' }, isTTY: true })).stdout).not.toContain('\u001b[');
    expect((await cli(['lint', '.', '--no-color'], project, { env: { FORCE_COLOR: '1' } })).stdout).not.toContain('\u001b[');
  });

  it('says "1 warning" for one warning', async () => {
    const project = scratch({ 'vote.json': DUPLICATES });
    const { code, stderr } = await cli(['lint', '.', '--rule', 'custom-id-unique:warn', '--max-warnings', '0'], project);
    expect([code, stderr]).toEqual([1, 'cordlint found 1 warning, more than --max-warnings 0.\n']);
  });
});

describe('--format diff alone', () => {
  it('shows what --fix would change, writing nothing', async () => {
    const project = scratch({ 'modal.json': LABELLED });
    const { code, stdout } = await cli(['lint', '--format', 'diff', 'modal.json'], project);
    // As with --fix-dry-run, the exit code is that of what the fixes would leave: nothing here.
    expect(code).toBe(0);
    expect(stdout).toContain('-      "component": { "type": 4, "custom_id": "bug_details", "style": 2, "label": "What happened?" }');
    expect(stdout).toContain('+      "component": { "type": 4, "custom_id": "bug_details", "style": 2 }');
    expect(readFileSync(path.join(project, 'modal.json'), 'utf8')).toBe(LABELLED);
  });

  it('an empty diff says why on stderr when problems are left (issue 29)', async () => {
    const project = scratch({ 'mixed.json': '{"content":"x","components":[{"type":10,"content":"hi"}]}\n' });
    const { code, stdout, stderr } = await cli(['lint', '--format', 'diff', 'mixed.json'], project);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('cordlint: the diff is empty: the problem found has no fix --fix can apply');
    expect(stderr).toContain('v2-requires-flag beside content or embeds');
    const clean = scratch({ 'ok.json': '{"content":"hi"}\n' });
    expect(await cli(['lint', '--format', 'diff', 'ok.json'], clean)).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});
