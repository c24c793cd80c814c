import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { read, runCli, scratch } from '../cli-helpers.js';

describe('cordlint init', () => {
  it('writes a commented YAML config that cordlint accepts and that changes nothing', async () => {
    const folder = scratch({ 'vote.json': '{ "components": [{ "type": 10, "content": "x" }] }' });
    expect(await runCli(['init'], folder)).toEqual({
      code: 0,
      stdout: 'Wrote cordlint.config.yaml. Run "cordlint lint ." to lint the payloads under this folder with it.\n',
      stderr: '',
    });
    const config = read(folder, 'cordlint.config.yaml');
    expect(config).toContain('extends: cordlint:recommended');
    for (const rule of builtinRules) expect(config).toContain(`#   ${rule.meta.id}:`);
    const outcome = await runCli(['lint', '--format', 'unix', '--destination', 'channel-message', '.'], folder);
    expect(outcome.stderr).toBe('');
    expect(outcome.stdout).toContain('vote.json:1:18:');
    expect(outcome.stdout).toContain('[Error/v2-requires-flag]');
  });

  it('writes ignores so that "cordlint lint ." in a normal project reports only its payloads', async () => {
    const vote = '{ "components": [{ "type": 10, "content": "x" }] }';
    const folder = scratch({
      'payloads/vote.json': vote,
      'dist/payloads/vote.json': vote,
      'reports/cordlint.json': '[{ "filePath": "x", "messages": [], "errorCount": 0 }]',
      'package.json': '{ "name": "bot", "type": "commonjs" }',
      'tsconfig.json': '{\n  // comments, as tsc --init writes them\n  "compilerOptions": { "strict": true },\n}\n',
    });
    for (const flags of [[], ['--json', '--force']]) {
      expect((await runCli(['init', ...flags], folder)).code).toBe(0);
      const outcome = await runCli(['lint', '--format', 'unix', '.'], folder);
      expect(outcome.stdout.split('\n').filter(Boolean).map((l) => l.split(':')[0])).toEqual(['payloads/vote.json']);
    }
  });

  it('writes JSON with comments with --json, which cordlint reads', async () => {
    const folder = scratch({ 'vote.json': '{ "flags": 32768, "components": [{ "type": 10, "content": "x" }] }' });
    expect((await runCli(['init', '--json'], folder)).code).toBe(0);
    expect(read(folder, 'cordlint.config.json')).toMatch(/^\/\/ cordlint configuration/);
    expect(await runCli(['lint', 'vote.json'], folder)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('does not overwrite a config (exit 2) unless --force', async () => {
    const folder = scratch({ '.cordlintrc.yml': 'rules: {}\n' });
    const refused = await runCli(['init'], folder);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe('cordlint: .cordlintrc.yml exists in this folder; nothing was written (use --force to write cordlint.config.yaml anyway).\n');
    expect((await runCli(['init', '--force'], folder)).code).toBe(0);
    const inPackage = scratch({ 'package.json': '{ "cordlint": {} }' });
    expect((await runCli(['init'], inPackage)).stderr).toContain('package.json has a "cordlint" config in this folder');
  });
});
