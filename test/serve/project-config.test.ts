/**
 * `cordlint serve` in a project: a config that cannot be used stops the server at start (exit 2,
 * the reason on stderr); one below, met by a request's `file`, answers that request `invalid-config`
 * and the server goes on; without `file` the config's top-level settings apply.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';

const bin = path.resolve(import.meta.dirname, '../../bin/cordlint.js');

/** Runs `cordlint serve --stdio` in `cwd` on `requests`, one per line: its answers, stderr and exit code. */
async function serve(cwd: string, requests: unknown[], args: string[] = []): Promise<{ answers: Record<string, any>[]; stderr: string; code: number | null }> {
  const child = spawn(process.execPath, [bin, 'serve', '--stdio', ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const answers: Record<string, any>[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => answers.push(JSON.parse(line)));
  child.stdin.end(requests.map((r) => `${JSON.stringify(r)}\n`).join(''));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { answers, stderr, code };
}

const TWICE = { components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'A' }, { type: 2, style: 2, custom_id: 'go', label: 'B' }] }] };

describe('cordlint serve with a project config', () => {
  it('stops at start on an invalid config, naming the file and the key', async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rules": { "no-such-rule": "error" } }' });
    const { code, stderr, answers } = await serve(root, [{ payload: TWICE }]);
    expect(code).toBe(2);
    expect(stderr).toContain('cordlint.config.json');
    expect(stderr).toContain('no-such-rule');
    expect(answers).toEqual([]);
  });

  it("answers a request whose file's config is invalid with invalid-config, and goes on", async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rules": { "custom-id-unique": "warn" } }', 'broken/cordlint.config.json': '{ "rulez": {} }' });
    const { code, answers } = await serve(root, [
      { id: 1, payload: TWICE, file: 'broken/x.json' },
      { id: 2, payload: TWICE },
      { id: 3, payload: TWICE, rules: { 'custom-id-unique': 'error' } },
    ]);
    expect(code).toBe(0);
    expect(answers[0]).toMatchObject({ id: 1, ok: false, error: { code: 'invalid-config' } });
    expect(answers[0]!.error.message).toContain('rulez');
    // The working folder's config: custom-id-unique is a warning; the request's rules go over it.
    expect(answers[1]).toMatchObject({ id: 2, ok: true, errors: 0, warnings: 1, findings: [{ ruleId: 'custom-id-unique', severity: 'warning' }] });
    expect(answers[2]).toMatchObject({ id: 3, ok: true, errors: 1, findings: [{ ruleId: 'custom-id-unique', severity: 'error' }] });
  });

  it('lints with the defaults under --no-config-lookup', async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rules": { "custom-id-unique": "off" } }' });
    const { answers } = await serve(root, [{ payload: TWICE }], ['--no-config-lookup']);
    expect(answers[0]).toMatchObject({ ok: true, errors: 1, findings: [{ ruleId: 'custom-id-unique', severity: 'error' }] });
  });
});
