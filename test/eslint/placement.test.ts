/** Where findings about a builder's list are shown: at the adder that wrote it, not where the chain starts. */
import { describe, expect, it } from 'vitest';
import { lintMessages, lintWithESLint } from './helpers.js';

describe('a list written by a builder method', () => {
  it('too many options: at .addOptions', () => {
    const options = Array.from({ length: 26 }, (_, i) => `{ label: 'Option ${i}', value: 'o${i}' }`).join(',\n      ');
    const code = `import { ActionRowBuilder, StringSelectMenuBuilder } from 'discord.js';
export async function run(interaction) {
  const select = new StringSelectMenuBuilder()
    .setCustomId('pick')
    .addOptions([
      ${options},
    ]);
  await interaction.reply({ components: [new ActionRowBuilder().addComponents(select)] });
}
`;
    expect(lintWithESLint(code).filter(([rule]) => rule === 'cordlint/schema')).toEqual([['cordlint/schema', 5, 6]]);
  });
});

describe('an empty message', () => {
  it('is shown at the content written for it, not at the first line of its object', () => {
    const code = `export async function run(interaction) {
  await interaction.reply({
    content: '',
    ephemeral: true,
  });
}
`;
    expect(lintWithESLint(code)).toEqual([['cordlint/message-not-empty', 3, 14]]);
  });
});

describe('a V2 component sent with flags that lack IsComponentsV2', () => {
  const IMPORTS = `import { ContainerBuilder, MessageFlags } from 'discord.js';\n`;
  const literal = `${IMPORTS}export async function run(interaction) {
  await interaction.reply({
    components: [{ type: 17, components: [{ type: 10, content: 'Hello' }] }],
    flags: MessageFlags.Ephemeral,
  });
}
`;
  const builder = `${IMPORTS}export async function run(interaction) {
  const container = new ContainerBuilder()
    .addTextDisplayComponents((t) => t.setContent('Hello'));
  await interaction.reply({ components: [container], flags: 64 });
}
`;
  for (const typescript of [false, true]) {
    const language = typescript ? 'TypeScript' : 'JavaScript';
    it(`is shown at the flags written, where the fix goes: an object literal (${language})`, () => {
      expect(lintWithESLint(literal, { typescript })).toEqual([['cordlint/v2-requires-flag', 5, 12]]);
    });
    it(`is shown at the flags written, where the fix goes: a builder (${language})`, () => {
      expect(lintWithESLint(builder, { typescript })).toEqual([['cordlint/v2-requires-flag', 5, 61]]);
    });
    it(`stays where the component is built when no flags is written (${language})`, () => {
      expect(lintWithESLint(builder.replace(', flags: 64', ''), { typescript })).toEqual([['cordlint/v2-requires-flag', 3, 21]]);
      // `ephemeral: true` is no flags written: discord.js makes the flag of it.
      expect(lintWithESLint(builder.replace('flags: 64', 'ephemeral: true'), { typescript })).toEqual([['cordlint/v2-requires-flag', 3, 21]]);
      expect(lintWithESLint(literal.replace('flags: MessageFlags.Ephemeral', 'ephemeral: true'), { typescript })).toEqual([['cordlint/v2-requires-flag', 4, 18]]);
    });
  }
  it('is shown at the flags in ESLint 9 too', () => {
    expect(lintWithESLint(literal, { eslint: 9 })).toEqual([['cordlint/v2-requires-flag', 5, 12]]);
  });
  it('offers the fix at the flags literal', () => {
    const [message] = lintMessages(builder) as { fix?: unknown }[];
    expect(message?.fix).toEqual({ range: [builder.indexOf('flags: 64') + 7, builder.indexOf('flags: 64') + 9], text: '32832' });
  });
});
