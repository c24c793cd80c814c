/** Where findings about a builder's list are shown: at the adder that wrote it, not where the chain starts. */
import { describe, expect, it } from 'vitest';
import { lintWithESLint } from './helpers.js';

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
