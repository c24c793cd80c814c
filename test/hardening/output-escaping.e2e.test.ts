/**
 * Issue 10.4: control characters in keys, values, source and file names reach no output raw. Each
 * format escapes for its medium: no terminal escape in any, no forged GitHub workflow command or
 * unix line, XML that XML 1.0 can hold, JSON and SARIF that parse back to the escaped text.
 * Issue 10.13: --format diff of a file with a byte order mark applies with git apply and patch.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const HOSTILE_KEY = 'x\u001b]0;pwned\u0007\u001b[31m\n::error file=a.json::forged\n::stop-commands::tok\u009b2J\u202e';
const RAW_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

function hostileProject(): string {
  return scratch({
    'payload.json': JSON.stringify({ content: 'hi', [HOSTILE_KEY]: 1 }),
    'broken.json': '{ "content": \u001b[31m }',
    'broken.yaml': 'content: "\\e[2J"\n\u001b[0m: [',
    // Payloads with a finding (a folder walk skips files that are plainly not payloads, like { "contnt": 1 }).
    '::error::evil.json': '{ "content": 1 }',
    'new\n::error::line.json': '{ "content": 1 }',
  });
}

const FORMATS = ['stylish', 'unix', 'github', 'checkstyle', 'junit', 'sarif', 'json'];

describe('control characters through every format', () => {
  const root = hostileProject();
  const outputs = Object.fromEntries(FORMATS.map((f) => [f, cordlint(['lint', '--format', f, '.'], { cwd: root })]));

  it.each(FORMATS)('%s: no raw control character, exit 1, nothing on stderr', (format) => {
    const run = outputs[format]!;
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(RAW_CONTROLS);
  });

  it.each(FORMATS.filter((f) => f !== 'github'))('%s: no line the GitHub runner would read as a workflow command', (format) => {
    for (const line of outputs[format]!.stdout.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
  });

  it('github: one command per finding, the forged ones stay inside the message', () => {
    const lines = outputs.github!.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/^::(error|warning) file=[^:,]+(,[a-zA-Z]+=[^:,]+)*::[^\r\n]*$/);
    const unknown = lines.find((l) => l.includes('unknown-field'))!;
    expect(unknown).toContain('"x\\u001B]0;pwned\\u0007\\u001B[31m\\n::error file=a.json::forged\\n::stop-commands::tok\\u009B2J\\u202E" is not a field of the message');
  });

  it('unix: one line per finding, each starting with its file', () => {
    const lines = outputs.unix!.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.map((l) => /^(.*?):\d+:\d+: /.exec(l)?.[1]).sort()).toEqual(['./::error::evil.json', 'broken.json', 'broken.yaml', 'new\\n::error::line.json', 'payload.json']);
  });

  it('stylish: the JSON parse error shows the character as an escape, quoted', () => {
    expect(outputs.stylish!.stdout).toContain('Unexpected character, found `\\u001B`. The file is not valid JSON');
  });

  it('json and sarif parse back, holding the escaped key', () => {
    const json = JSON.parse(outputs.json!.stdout) as { messages: { message: string }[] }[];
    const sarif = JSON.parse(outputs.sarif!.stdout) as { runs: { results: { message: { text: string } }[] }[] };
    const escapedKey = '"x\\u001B]0;pwned\\u0007\\u001B[31m\\n::error file=a.json::forged';
    expect(json.flatMap((r) => r.messages.map((m) => m.message)).some((m) => m.startsWith(escapedKey))).toBe(true);
    expect(sarif.runs[0]!.results.some((r) => r.message.text.startsWith(escapedKey))).toBe(true);
  });

  it('checkstyle and junit hold only characters XML 1.0 allows', () => {
    for (const format of ['checkstyle', 'junit']) {
      expect(outputs[format]!.stdout).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      expect(outputs[format]!.stdout).toContain('x\\u001B]0;pwned');
    }
  });

  it('a config inside a linted folder cannot inject through its error message either', () => {
    const dir = scratch({ 'p/a.json': '{ "content": "hi" }', 'p/cordlint.config.json': JSON.stringify({ rules: { 'x\u001b[2J\n::error::y': 'off' } }) });
    const run = cordlint(['lint', 'p'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).not.toMatch(RAW_CONTROLS);
    expect(run.stderr).toContain('x\\u001B[2J\\n::error::y');
  });

  it('convert refusals and --report escape what they quote', () => {
    const dir = scratch({ 'old.json': JSON.stringify({ content: 'hi', embeds: [{ title: 't', ['k\u001b[2J']: 1 }] }) });
    const run = cordlint(['convert', '--report', 'old.json'], { cwd: dir });
    expect(run.stdout + run.stderr).not.toMatch(RAW_CONTROLS);
    expect(run.stdout).toContain('k\\u001B[2J');
  });
});

describe('--format diff of a file with a byte order mark (10.13)', () => {
  it('applies with git apply and with patch -p1', () => {
    const modal = '\uFEFFcustom_id: f\ntitle: F\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: t, label: L, style: 2 }\n';
    const root = scratch({ 'm.yaml': modal });
    const run = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', '--format', 'diff', 'm.yaml'], { cwd: root });
    expect(run.stdout.split('\n')[3]).toBe(' \uFEFFcustom_id: f');
    writeFileSync(path.join(root, 'p.diff'), run.stdout);
    execFileSync('git', ['apply', '--check', 'p.diff'], { cwd: root });
    execFileSync('patch', ['-p1', '-i', 'p.diff'], { cwd: root });
    const fixed = readFileSync(path.join(root, 'm.yaml'), 'utf8');
    expect(fixed.startsWith('\uFEFFcustom_id: f\n')).toBe(true);
    expect(fixed).toContain('type: 18');
    const after = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', '--format', 'diff', 'm.yaml'], { cwd: root });
    expect(after.stdout).toBe('');
  });

  it('a file name with a newline is quoted as git quotes it', () => {
    const root = scratch({ 'a\nb.yaml': 'custom_id: f\ntitle: F\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: t, label: L, style: 2 }\n' });
    const run = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', '--format', 'diff', 'a\nb.yaml'], { cwd: root });
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['--- "a/a\\nb.yaml"', '+++ "b/a\\nb.yaml"']);
  });
});
