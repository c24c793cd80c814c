/**
 * `cordlint lint --concurrency`: the built CLI linting on worker threads reports exactly what it
 * reports on one thread (every format, the exit code, ignored and skipped files), and falls back to
 * one thread where a file's result needs the main thread (fixes).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cordlint } from './run-cli.js';

const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-concurrency-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
mkdirSync(path.join(folder, 'payloads/skipped'), { recursive: true });
writeFileSync(path.join(folder, 'cordlint.config.json'), JSON.stringify({ ignores: ['payloads/skipped/**'], rules: { 'custom-id-unique': 'warn' } }));
writeFileSync(path.join(folder, 'payloads/skipped/ignored.json'), '{"content": ""}');
writeFileSync(path.join(folder, 'payloads/package.json'), '{"name": "x"}');
for (let i = 0; i < 150; i++) {
  const name = path.join(folder, 'payloads', `m${String(i).padStart(3, '0')}.${i % 10 === 3 ? 'yaml' : 'json'}`);
  const payload = { content: i % 4 === 0 ? '' : `Message ${i}`, components: [{ type: 1, components: [{ type: 2, style: 1, label: `L${i}`, custom_id: i % 6 === 1 ? 'same' : `c${i}` }, { type: 2, style: 1, label: 'Other', custom_id: 'same' }] }] };
  writeFileSync(name, i % 10 === 3 ? `content: "Message ${i}"\ncomponents:\n  - type: 1\n    components:\n      - type: 2\n        style: 9\n        label: Go\n        custom_id: go\n` : JSON.stringify(payload, null, 2));
}

const lint = (...args: string[]) => cordlint(['lint', ...args], { cwd: folder });

describe('lint --concurrency', () => {
  it('reports on worker threads what it reports on one, in every format', () => {
    for (const format of ['json', 'stylish', 'sarif', 'github']) {
      const one = lint('--concurrency', 'off', '--format', format, 'payloads');
      const two = lint('--concurrency', '2', '--format', format, 'payloads');
      expect(one.status).toBe(1);
      expect(two.status).toBe(one.status);
      expect(two.stdout).toBe(one.stdout);
      expect(two.stderr).toBe(one.stderr);
    }
    const report = JSON.parse(lint('--concurrency', '2', '--format', 'json', 'payloads').stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    expect(report).toHaveLength(150);
    expect(report.map((r) => path.basename(r.filePath))).toEqual([...report.map((r) => path.basename(r.filePath))].sort());
    expect(report.find((r) => r.filePath.endsWith('m003.yaml'))?.messages.map((m) => [m.ruleId, m.line])).toEqual([['schema', 6]]);
  });

  it('says in --debug how many threads linted, and what was ignored and skipped', () => {
    const run = lint('--concurrency', '2', '--debug', 'payloads');
    expect(run.stderr).toContain('cordlint: debug: 2 threads;');
    expect(run.stderr).toContain('ignored payloads/skipped/ignored.json');
    expect(run.stderr).toContain('skipped payloads/package.json (not a payload)');
    expect(run.stderr).toContain('152 files matched; 150 linted, 1 ignored, 1 skipped as not payloads');
  });

  it('lints on one thread with --fix-dry-run (fixes are the main thread’s), by default, and with auto for short runs', () => {
    expect(lint('--concurrency', '2', '--fix-dry-run', '--debug', 'payloads').stderr).not.toContain('threads;');
    expect(lint('--debug', 'payloads').stderr).not.toContain('threads;');
    expect(lint('--concurrency', 'auto', '--debug', 'payloads').stderr).not.toContain('threads;');
    expect(readFileSync(path.join(folder, 'payloads/m000.json'), 'utf8')).toContain('"content": ""');
  });

  it('refuses a count that is no whole number', () => {
    const run = lint('--concurrency', '0', 'payloads');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('it must be "auto", "off" or a whole number (1 or more)');
  });
});
