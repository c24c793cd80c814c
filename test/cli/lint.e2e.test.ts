import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintResult } from '../../src/types.js';
import { cordlint } from './run-cli.js';

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-e2e-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const DUPLICATE = '{\n  "components": [\n    { "type": 1, "components": [\n      { "type": 2, "style": 1, "label": "A", "custom_id": "x" },\n      { "type": 2, "style": 1, "label": "B", "custom_id": "x" }\n    ] }\n  ]\n}\n';
const CLEAN = '{ "content": "Hello" }\n';

describe('cordlint lint (built CLI)', () => {
  it('prints stylish findings grouped by file with line:column, rule and a summary; exit 1', () => {
    const dir = scratch({ 'bad.json': DUPLICATE, 'good.json': CLEAN });
    const run = cordlint(['lint', '.'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('bad.json\n  5:59  error    custom_id "x" is already used by components[0].components[0]');
    expect(run.stdout).toMatch(/custom-id-unique\n\n✖ 1 problem \(1 error, 0 warnings\)/);
    expect(run.stdout).not.toContain('good.json');
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('exits 0 and prints nothing for clean files', () => {
    const dir = scratch({ 'good.json': CLEAN, 'good.yaml': 'content: Hi\n' });
    const run = cordlint(['lint', 'good.json', 'good.yaml'], { cwd: dir });
    expect(run).toMatchObject({ status: 0, stdout: '' });
  });

  it('prints ESLint-shaped JSON with JSON Pointer paths and document numbers', () => {
    const dir = scratch({ 'multi.yaml': 'content: ok\n---\ncomponents:\n  - type: 2\n    style: 1\n    custom_id: a\n    label: A\n' });
    const run = cordlint(['lint', '--format', 'json', 'multi.yaml'], { cwd: dir });
    expect(run.status).toBe(1);
    const results = JSON.parse(run.stdout) as LintResult[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ filePath: path.join(dir, 'multi.yaml'), errorCount: 1, warningCount: 0 });
    expect(results[0]!.messages).toEqual([
      expect.objectContaining({ ruleId: 'legacy-top-level', severity: 2, line: 4, column: 5, path: '/components/0', document: 2 }),
    ]);
  });

  it('reads stdin with - and names it with --stdin-filename (its extension picks YAML)', () => {
    const run = cordlint(['lint', '--stdin-filename', 'reply.yaml', '-'], {
      input: 'flags: 32768\ncontent: no\ncomponents:\n  - { type: 10, content: yes }\n',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('reply.yaml\n  2:1  error    "content" cannot be used');
  });

  it('writes the report to a file with -o and keeps stdout empty', () => {
    const dir = scratch({ 'bad.json': DUPLICATE });
    const run = cordlint(['lint', '-f', 'json', '-o', 'report.json', 'bad.json'], { cwd: dir });
    expect(run).toMatchObject({ status: 1, stdout: '' });
    const results = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as LintResult[];
    expect(results[0]!.messages[0]).toMatchObject({ ruleId: 'custom-id-unique', line: 5, column: 59 });
  });

  it('searches folders for .json/.yaml/.yml, skipping node_modules and dot-folders, and expands globs', () => {
    const dir = scratch({
      'a/one.json': DUPLICATE,
      'a/two.yml': 'content: [broken\n',
      'a/notes.txt': 'not a payload',
      'a/node_modules/dep/x.json': DUPLICATE,
      'a/.cache/y.json': DUPLICATE,
      'bots/b/reply.yaml': 'components: [{ type: 99 }]\n',
    });
    const folder = JSON.parse(cordlint(['lint', '-f', 'json', 'a'], { cwd: dir }).stdout) as LintResult[];
    expect(folder.map((r) => path.relative(dir, r.filePath))).toEqual([path.join('a', 'one.json'), path.join('a', 'two.yml')]);
    const glob = JSON.parse(cordlint(['lint', '-f', 'json', 'bots/**/*.yaml'], { cwd: dir }).stdout) as LintResult[];
    expect(glob.map((r) => path.relative(dir, r.filePath))).toEqual([path.join('bots', 'b', 'reply.yaml')]);
  });

  it('keeps going after a file that cannot be parsed, and never prints a stack trace', () => {
    const dir = scratch({ '1-broken.json': '{ "content": ', '2-bad.json': DUPLICATE, '3-binary.json': '\u0000\u0001\u0002' });
    const run = cordlint(['lint', '.'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('1-broken.json\n  1:14  error    Expected a value');
    expect(run.stdout).toContain('2-bad.json');
    expect(run.stdout).toContain('3-binary.json\n  1:1  error    The file is binary');
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('exits 2 naming a missing file, and when nothing matched', () => {
    const missing = cordlint(['lint', 'no/such/file.json']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('No such file or directory: no/such/file.json');
    const nothing = cordlint(['lint', 'nothing-here/**/*.json']);
    expect(nothing.status).toBe(2);
    expect(nothing.stderr).toContain('No files matched');
  });

  it('exits 2 on usage errors: unknown format, kind or rule', () => {
    expect(cordlint(['lint', '--format', 'xml', 'samples']).status).toBe(2);
    expect(cordlint(['lint', '--kind', 'letter', 'samples']).status).toBe(2);
    const rule = cordlint(['lint', '--rule', 'no-such-rule:off', 'samples']);
    expect(rule.status).toBe(2);
    expect(rule.stderr).toContain('Unknown rule "no-such-rule"');
  });

  it('--quiet hides warnings and --max-warnings turns too many warnings into exit 1', () => {
    const dir = scratch({ 'w.json': DUPLICATE });
    const asWarning = cordlint(['lint', '--rule', 'custom-id-unique:warn', 'w.json'], { cwd: dir });
    expect(asWarning.status).toBe(0);
    expect(asWarning.stdout).toContain('warning  custom_id "x"');
    expect(cordlint(['lint', '--rule', 'custom-id-unique:warn', '--quiet', 'w.json'], { cwd: dir }).stdout).toBe('');
    const capped = cordlint(['lint', '--rule', 'custom-id-unique:warn', '--max-warnings', '0', 'w.json'], { cwd: dir });
    expect(capped.status).toBe(1);
    expect(capped.stderr).toContain('more than --max-warnings 0');
  });

  it('--kind forces the payload kind', () => {
    const dir = scratch({ 'c.json': '{ "type": 4, "data": { "content": "x" } }\n' });
    const run = cordlint(['lint', '--kind', 'component', '-f', 'json', 'c.json'], { cwd: dir });
    const messages = (JSON.parse(run.stdout) as LintResult[])[0]!.messages;
    expect(messages.find((m) => m.ruleId === 'schema')).toMatchObject({ path: '', message: expect.stringContaining('missing the required field "custom_id"') });
  });

  it('colours output only when asked or on a terminal, and NO_COLOR wins over the terminal', () => {
    const dir = scratch({ 'bad.json': DUPLICATE });
    expect(cordlint(['lint', '--color', 'bad.json'], { cwd: dir }).stdout).toContain('\u001b[31m');
    expect(cordlint(['lint', 'bad.json'], { cwd: dir }).stdout).not.toContain('\u001b[');
  });

  it('lists the rules', () => {
    const run = cordlint(['rules', '--format', 'json']);
    expect(run.status).toBe(0);
    const rules = JSON.parse(run.stdout) as { id: string; severity: string }[];
    expect(rules.find((r) => r.id === 'custom-id-unique')).toMatchObject({ severity: 'error' });
  });

  it('runs the README first command on the shipped samples', () => {
    const run = cordlint(['lint', 'samples/']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(path.join('samples', 'broken', 'custom-id-unique.json'));
    expect(run.stdout).not.toContain(path.join('samples', 'valid'));
  });
});
