import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { pluginNameOf } from '../../src/config/plugins.js';
import { buildConfigSchema, validateConfigData } from '../../src/config/schema.js';
import { defineRule } from '../../src/engine/rule.js';

const withOptions = defineRule({
  meta: {
    id: 'max-buttons',
    description: 'At most n buttons',
    severity: 'warn',
    source: 'test',
    schema: { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, required: ['max'], additionalProperties: false },
  },
});
const rules = [...builtinRules, withOptions];

describe('the config schema built from the rules', () => {
  type AjvClass = typeof import('ajv/dist/2020.js').default;
  const module = Ajv2020 as unknown as AjvClass & { default?: AjvClass };
  const Ajv = module.default ?? module;
  const published = new Ajv({ strict: false }).compile(buildConfigSchema(rules));

  it.each([
    [{}, true],
    [{ extends: ['cordlint:strict'], rules: { schema: 'warn', 'max-buttons': ['error', { max: 3 }] } }, true],
    [{ rules: { 'max-buttons': ['error', { max: 0 }] } }, false],
    [{ rules: { schema: ['error', {}] } }, false],
    [{ rules: { 'no-such-rule': 'off' } }, false],
    [{ overrides: [{ files: ['a/**'], rules: { schema: 1 }, kind: 'modal' }] }, true],
    [{ overrides: [{ rules: {} }] }, false],
  ])('publishes a schema that agrees with cordlint on %j', async (config, valid) => {
    expect(published(config)).toBe(valid);
    expect((await validateConfigData(config, rules)).length === 0).toBe(valid);
  });

  it('checks options against the rule’s own schema', async () => {
    expect(await validateConfigData({ rules: { 'max-buttons': ['error', { max: 0 }] } }, rules)).toEqual([
      { key: 'rules["max-buttons"][1].max', message: 'must be >= 1; got 0' },
    ]);
    expect(await validateConfigData({ rules: { 'max-buttons': ['error', {}] } }, rules)).toEqual([
      { key: 'rules["max-buttons"][1]', message: '"max" is missing' },
    ]);
  });
});

describe('plugin names', () => {
  it.each([
    ['./rules/team.js', 'team'],
    ['./cordlint-plugin-forms.mjs', 'forms'],
    ['cordlint-plugin-team', 'team'],
    ['@acme/cordlint-plugin', '@acme'],
    ['@acme/cordlint-plugin-forms', '@acme/forms'],
    ['team-rules', 'team-rules'],
  ])('%s is named %s', (specifier, name) => {
    expect(pluginNameOf(specifier)).toBe(name);
  });
});
