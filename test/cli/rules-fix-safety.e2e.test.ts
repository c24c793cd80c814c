/** Issue 40, item 7: `cordlint rules` marks which rules' fixes are unsafe, as their pages and --format json say. */
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { runCli, scratch } from '../cli-helpers.js';

describe('cordlint rules: safe and unsafe fixes', () => {
  it('marks an unsafe fix "fix!", a safe one "fix", and explains both marks', async () => {
    const out = await runCli(['rules'], scratch({}));
    expect(out.code).toBe(0);
    const fixable = builtinRules.filter((r) => r.meta.fixable);
    expect(fixable.some((r) => r.meta.fixSafety === 'unsafe')).toBe(true);
    for (const { meta } of fixable) {
      const mark = meta.fixSafety === 'unsafe' ? 'fix!' : 'fix ';
      expect(out.stdout, meta.id).toMatch(new RegExp(`^${meta.id} +(error|warn|off) +${mark.replace('!', '\\!')} `, 'm'));
    }
    expect(out.stdout).toMatch(/^modal-action-row-deprecated +warn +fix! /m);
    expect(out.stdout).toMatch(/^v2-requires-flag +error +fix  /m);
    expect(out.stdout).toContain('fix!: an unsafe fix');
    expect(out.stdout).toContain('--fix --unsafe-fixes');
    const json = JSON.parse((await runCli(['rules', '--format', 'json'], scratch({}))).stdout) as { id: string; fixSafety?: string }[];
    expect(json.find((r) => r.id === 'modal-action-row-deprecated')?.fixSafety).toBe('unsafe');
  });
});
