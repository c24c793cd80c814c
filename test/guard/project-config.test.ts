/**
 * The guard in a project: the config found from `cwd` applies (its rules, the `rules` option over
 * them); `config: false` uses none; a config that cannot be used is said once to the logger and
 * requests are linted with the defaults.
 */
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { guard, type GuardableRest } from '../../src/guard/index.js';

const TWICE = { components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'go', label: 'A' }, { type: 2, style: 2, custom_id: 'go', label: 'B' }] }] };
const request = { method: 'POST', fullRoute: '/channels/123456789012345678/messages', body: TWICE, files: [] };
const rest = (): GuardableRest => ({ queueRequest: async () => 'sent' });
const quiet = () => {
  const errors: string[] = [];
  return { errors, logger: { warn() {}, error: (m: string) => void errors.push(m) } };
};

describe('the guard with a project config', () => {
  it("applies the config found from cwd, with the rules option over it, and none with config: false", async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rules": { "custom-id-unique": "warn", "button-label-length": "off" } }' });
    const { logger } = quiet();
    const found = guard(rest(), { cwd: root, logger });
    await found.ready;
    expect(found.check(request)!.findings.map((f) => [f.ruleId, f.severity])).toEqual([['custom-id-unique', 'warning']]);
    const over = guard(rest(), { cwd: root, logger, rules: { 'custom-id-unique': 'error' } });
    await over.ready;
    expect(over.check(request)!.findings.map((f) => [f.ruleId, f.severity])).toEqual([['custom-id-unique', 'error']]);
    const none = guard(rest(), { cwd: root, logger, config: false });
    await none.ready;
    expect(none.check(request)!.findings.map((f) => [f.ruleId, f.severity])).toEqual([['custom-id-unique', 'error']]);
  });

  it('says once that an invalid config is not used, and lints with the defaults', async () => {
    const root = scratch({ 'cordlint.config.json': '{ "rulez": {} }' });
    const { logger, errors } = quiet();
    const target = rest();
    const installed = guard(target, { cwd: root, logger });
    await installed.ready;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('rulez');
    await expect(target.queueRequest(request)).rejects.toMatchObject({ name: 'CordlintGuardError' });
    expect(errors).toHaveLength(1);
  });
});
