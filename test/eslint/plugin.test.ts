/**
 * cordlint/eslint in the real ESLint (10 and 9), with espree and typescript-eslint's parser: each
 * broken payload found at its line and column with the Linter's rule id, and no report on what
 * cannot be known.
 */
import { describe, expect, it } from 'vitest';
import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import plugin from '../../src/eslint/index.js';
import { builtinRules } from '../../src/linter/index.js';
import { lintMessages, lintWithESLint } from './helpers.js';
import { invalid, valid } from './cases.js';

describe('cordlint/eslint with ESLint 10 and espree', () => {
  for (const c of invalid) it(`reports ${c.name}`, () => expect(lintWithESLint(c.code)).toEqual(c.expected));
  for (const c of valid) it(`does not report ${c.name}`, () => expect(lintWithESLint(c.code)).toEqual([]));
});

describe('cordlint/eslint with ESLint 9', () => {
  for (const c of invalid.slice(0, 6)) it(`reports ${c.name}`, () => expect(lintWithESLint(c.code, { eslint: 9 })).toEqual(c.expected));
  for (const c of valid.slice(0, 6)) it(`does not report ${c.name}`, () => expect(lintWithESLint(c.code, { eslint: 9 })).toEqual([]));
});

describe('cordlint/eslint with typescript-eslint parser (no type information)', () => {
  it('reads TypeScript: type arguments, `as`, `satisfies`, non-null assertions', () => {
    const code = `import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ChatInputCommandInteraction, type InteractionReplyOptions } from 'discord.js';
const LABEL = 'x'.repeat(81) as string;
export async function execute(interaction: ChatInputCommandInteraction): Promise<void> {
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('go').setLabel(LABEL!).setStyle(ButtonStyle.Primary),
  );
  const options = { components: [row] } satisfies InteractionReplyOptions;
  await interaction.reply(options);
}`;
    expect(lintWithESLint(code, { typescript: true })).toEqual([['cordlint/schema', 2, 15]]);
  });
  for (const c of invalid) it(`reports ${c.name}`, () => expect(lintWithESLint(c.code, { typescript: true })).toEqual(c.expected));
  for (const c of valid) it(`does not report ${c.name}`, () => expect(lintWithESLint(c.code, { typescript: true })).toEqual([]));
  it('a typed parameter is still unknown', () => {
    expect(lintWithESLint(`export const run = (i: { reply(o: unknown): void }, label: string) => i.reply({ content: label });`, { typescript: true })).toEqual([]);
  });
});

describe('the plugin', () => {
  it('names every rule cordlint/<id> after the Linter rules that judge payloads', () => {
    const ids = Object.keys(plugin.rules);
    expect(ids).toContain('schema');
    expect(ids).toContain('custom-id-unique');
    expect(ids).not.toContain('parse-error');
    expect(ids.every((id) => builtinRules.some((r) => r.meta.id === id))).toBe(true);
    const recommended = plugin.configs.recommended as { files: string[]; rules: Record<string, string> };
    expect(recommended.files).toEqual(['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}']);
    expect(recommended.rules['cordlint/schema']).toBe('error');
    expect(recommended.rules['cordlint/button-label-length']).toBeUndefined();
  });

  it("keeps the Linter's message and lets ESLint's config set the severity", () => {
    const messages = lintMessages(invalid[0]!.code, { rules: { 'cordlint/schema': 'warn' } });
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toBe('"label" of Button (2) is 81 characters long; the limit is 80. Shorten it by 1.');
    expect((messages[0] as { severity?: number }).severity).toBe(1);
  });

  it('reports an off-by-default rule when the config turns it on', () => {
    const code = `export const run = (interaction) => interaction.reply({ components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'a', label: 'A label far longer than thirty eight chars' }] }] });`;
    expect(lintWithESLint(code, { rules: { 'cordlint/button-label-length': 'warn' } })).toEqual([['cordlint/button-label-length', 1, 138]]);
  });
});

// ESLint's own RuleTester, as a plugin's authors would write it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
ruleTester.run('cordlint/custom-id-unique', plugin.rules['custom-id-unique'] as never, {
  valid: [
    `interaction.reply({ components: [{ type: 1, components: [{ type: 2, style: 1, customId: 'a', label: 'A' }, { type: 2, style: 1, customId: 'b', label: 'B' }] }] });`,
    `interaction.reply({ components: [{ type: 1, components: [{ type: 2, style: 1, customId: id, label: 'A' }, { type: 2, style: 1, customId: id, label: 'B' }] }] });`,
  ],
  invalid: [
    {
      code: `interaction.reply({ components: [{ type: 1, components: [{ type: 2, style: 1, customId: 'a', label: 'A' }, { type: 2, style: 1, customId: 'a', label: 'B' }] }] });`,
      errors: [{ line: 1, column: 139, message: 'custom_id "a" is already used by data.components[0].components[0]; custom_ids must be unique within a message (disabled components count too). Give this one another custom_id.' }],
    },
  ],
});
const tsRuleTester = new RuleTester({ languageOptions: { parser: tsParser } });
tsRuleTester.run('cordlint/schema (TypeScript)', plugin.rules.schema as never, {
  valid: [`await (interaction as ButtonInteraction).update({ content: name as string });`],
  invalid: [{ code: `await (interaction as ButtonInteraction).update({ content: '' as const, embeds: [{ title: 'x'.repeat(257) }] });`, errors: [{ line: 1, column: 91, message: '"embeds[0].title" of the message is 257 characters long (leading and trailing whitespace not counted); the limit is 256. Shorten it by 1.' }] }],
});
