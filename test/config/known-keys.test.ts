/**
 * Issue 40, item 7: a misspelt top-level `allowComments` gets a "did you mean", and every key the
 * config's schema accepts is listed among the known keys (the list is the schema's, not a copy).
 */
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA } from '../../src/config/config-schema.js';
import { CONFIG_KEYS } from '../../src/config/schema.js';
import { runCli, scratch } from '../cli-helpers.js';

describe('config keys', () => {
  it.each([
    ['allowComment', 'cordlint.config.json', '{ "allowComment": true }'],
    ['allowcomments', 'cordlint.config.json', '{ "allowcomments": true }'],
    ['alowComments', '.cordlintrc.yaml', 'alowComments: true\n'],
  ])('"%s" at the top gets "Did you mean "allowComments"?" and exit 2', async (wrong, file, text) => {
    const root = scratch({ [file]: text, 'reply.json': '{ "content": "hi" }' });
    const out = await runCli(['lint', 'reply.json'], root);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(`${wrong}: unknown key "${wrong}". Did you mean "allowComments"?`);
    expect(out.stderr).toMatch(/Known keys: [^\n]*\ballowComments\b/);
  });

  it('the known keys are exactly the keys the schema accepts', () => {
    expect([...CONFIG_KEYS].sort()).toEqual(Object.keys((CONFIG_SCHEMA as { properties: object }).properties).sort());
  });
});
