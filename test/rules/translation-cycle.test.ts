import { describe, expect, it } from 'vitest';
import { runCli, scratch } from '../cli-helpers.js';

const project = (config: Record<string, unknown> = {}) =>
  scratch({
    'cordlint.config.json': JSON.stringify({ locales: { files: 'locales/{locale}.json', default: 'en' }, ...config }),
    'locales/en.json': '{\n  "welcome": "Welcome! $t(rules)",\n  "rules": "Read the rules, then $t(welcome)",\n  "ok": "fine"\n}\n',
    'payloads/p.json': '{ "content": "$t(ok)" }\n',
  });

describe('translation-cycle', () => {
  it('reports a cycle once, at its first key in the locale file, as a warning', async () => {
    const run = await runCli(['lint', '--format', 'unix', 'payloads/'], project());
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n').filter((l) => l.includes('translation-cycle'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^locales\/en\.json:2:\d+: The key "welcome" names itself again .*\[Warning\/translation-cycle\]$/);
  });

  it('is configured like any rule: off in the config or with --rule, an error with error', async () => {
    const off = await runCli(['lint', '--format', 'unix', 'payloads/'], project({ rules: { 'translation-cycle': 'off' } }));
    expect(off.stdout).not.toContain('translation-cycle');
    const offFlag = await runCli(['lint', '--format', 'unix', '--rule', 'translation-cycle:off', 'payloads/'], project());
    expect(offFlag.code).toBe(0);
    expect(offFlag.stdout).not.toContain('translation-cycle');
    const error = await runCli(['lint', '--format', 'unix', 'payloads/'], project({ rules: { 'translation-cycle': 'error' } }));
    expect(error.code).toBe(1);
    expect(error.stdout).toContain('[Error/translation-cycle]');
  });
});
