/**
 * Values with alternatives (docs/source-code.md, "How unknowns are treated"): ternaries and
 * `&&` / `||` / `??` on something unknown, conditional spreads, and functions of the file with
 * several returns. What one branch writes is judged as the code sends it when that branch runs; what
 * needs a combination of branches is reported only if every combination has it; conditions written
 * alike are taken together.
 */
import { describe, expect, it } from 'vitest';
import { lintWithESLint } from './helpers.js';

const LONG_LABEL = 'L'.repeat(81);
const LONG_CONTENT = 'C'.repeat(2001);
const head = `import { ActionRowBuilder, ButtonBuilder, ButtonStyle, ContainerBuilder, TextDisplayBuilder, MessageFlags } from 'discord.js';\n`;

describe('one branch broken: reported at its line', () => {
  it('a ternary in a builder setter', () => {
    const code = `${head}export async function run(interaction, on) {
  const button = new ButtonBuilder().setCustomId('toggle').setStyle(ButtonStyle.Primary)
    .setLabel(on ? 'Turn off' : '${LONG_LABEL}');
  await interaction.reply({ components: [new ActionRowBuilder().addComponents(button)] });
}\n`;
    expect(lintWithESLint(code)).toEqual([['cordlint/schema', 4, 33]]);
  });

  it('a conditional spread of an array (TypeScript)', () => {
    const code = `${head}export async function run(interaction: any, page: number) {
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('next').setLabel('Next').setStyle(ButtonStyle.Primary),
    ...(page > 0 ? [new ButtonBuilder().setCustomId('prev').setLabel('${LONG_LABEL}').setStyle(ButtonStyle.Primary)] : []),
  );
  await interaction.reply({ components: [row] });
}\n`;
    expect(lintWithESLint(code, { typescript: true })).toEqual([['cordlint/schema', 5, 70]]);
  });

  it('a conditional spread of an object, with && and with a ternary', () => {
    const code = `${head}export async function run(interaction, verbose) {
  await interaction.reply({ ...(verbose && { content: '${LONG_CONTENT}' }), ephemeral: true });
  await interaction.reply({ ephemeral: true, ...(verbose ? { content: 'ok' } : { content: '${LONG_CONTENT}' }) });
}\n`;
    expect(lintWithESLint(code)).toEqual([
      ['cordlint/schema', 3, 55],
      ['cordlint/schema', 4, 91],
    ]);
  });

  it('a function of the file with several returns, written after the call, with its own changes', () => {
    const code = `${head}module.exports = {
  async execute(interaction) {
    await interaction.reply({ components: this.rows(interaction.user.id) });
  },
  rows(id) {
    if (!id) return [];
    const row = new ActionRowBuilder();
    row.addComponents(new ButtonBuilder().setCustomId('a').setLabel('${LONG_LABEL}').setStyle(ButtonStyle.Primary));
    return [row];
  },
};\n`;
    expect(lintWithESLint(code)).toEqual([['cordlint/schema', 9, 69]]);
  });
});

describe('the combinations of plain texts', () => {
  // Three labels chosen by three conditions: 8 combinations of plain texts, all judged.
  const code = (third: string) => `${head}export async function run(interaction, a, b, c) {
  const row = new ActionRowBuilder().addComponents(
    new ButtonBuilder().setCustomId('a').setStyle(ButtonStyle.Primary).setLabel(a ? 'Turn a off' : 'Turn a on'),
    new ButtonBuilder().setCustomId('b').setStyle(ButtonStyle.Primary).setLabel(b ? 'Turn b off' : 'Turn b on'),
    new ButtonBuilder().setCustomId('c').setStyle(ButtonStyle.Primary).setLabel(c ? 'Turn c off' : ${third}),
  );
  await interaction.reply({ components: [row] });
}\n`;
  for (const typescript of [false, true]) {
    it(`a third ternary label too long in one branch is reported at its line (${typescript ? 'TypeScript' : 'JavaScript'})`, () => {
      expect(lintWithESLint(code(`'${LONG_LABEL}'`), { typescript })).toEqual([['cordlint/schema', 6, 100]]);
    });
  }
  it('labels alike in every combination are no duplicate, and short ones no finding', () => {
    expect(lintWithESLint(code(`'Turn c on'`))).toEqual([]);
  });
  it('a fourth condition on a plain text is left unknown beyond 8 combinations: no report, never a wrong one', () => {
    const four = code(`'Turn c on'`).replace(', c) {', ', c, d) {').replace(".setLabel(c ? 'Turn c off' : 'Turn c on'),", `.setLabel(c ? 'Turn c off' : 'Turn c on'),\n    new ButtonBuilder().setCustomId('d').setStyle(ButtonStyle.Primary).setLabel(d ? 'Turn d off' : '${LONG_LABEL}'),`);
    expect(lintWithESLint(four)).toEqual([]);
  });
});

describe('never a report the code cannot make', () => {
  it('a flag and components chosen by the same condition (also negated) are taken together', () => {
    const code = `${head}export async function run(interaction, v2) {
  const container = new ContainerBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent('Hi'));
  const row = new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('a').setLabel('A').setStyle(ButtonStyle.Primary));
  await interaction.reply({ flags: v2 ? MessageFlags.IsComponentsV2 : 0, components: v2 ? [container] : [row] });
  await interaction.reply({ content: !v2 ? 'Hi' : undefined, flags: v2 ? MessageFlags.IsComponentsV2 : undefined, components: v2 ? [container] : [row] });
  await interaction.reply({ flags: v2 ? MessageFlags.IsComponentsV2 : 0, components: v2 ? [container] : [row], content: v2 ? undefined : 'Hi' });
}\n`;
    expect(lintWithESLint(code)).toEqual([]);
  });

  it('what needs two independent conditions is not reported', () => {
    const code = `${head}export async function run(interaction, a, b) {
  const container = new ContainerBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent('Hi'));
  const row = new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('a').setLabel('A').setStyle(ButtonStyle.Primary));
  await interaction.reply({ flags: a ? MessageFlags.IsComponentsV2 : 0, components: b ? [container] : [row] });
}\n`;
    expect(lintWithESLint(code)).toEqual([]);
  });

  it('an unknown branch, a falsy fallback and a tested variable give no report', () => {
    const code = `${head}import { EmbedBuilder } from 'discord.js';
export async function run(interaction, name, opt) {
  const button = new ButtonBuilder().setCustomId('x').setStyle(ButtonStyle.Primary).setLabel(opt ? name : 'Open');
  const reason = interaction.options.getString('reason') ?? null;
  const fields = [{ name: 'By', value: 'me' }];
  if (reason) fields.push({ name: 'Reason', value: reason });
  const extra = opt ? new ActionRowBuilder().addComponents(button) : null;
  await interaction.reply({ embeds: [new EmbedBuilder().setTitle('Done').addFields(fields)], components: [extra ?? new ActionRowBuilder().addComponents(button)] });
  await interaction.reply({ content: name || 'Hello', components: opt && [] });
}\n`;
    expect(lintWithESLint(code)).toEqual([]);
  });

  it('a helper that may return nothing', () => {
    const code = `${head}function card(user) {
  if (!user) return null;
  return new ContainerBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent('Hi'));
}
export async function run(interaction) {
  await interaction.reply({ components: [card(interaction.user)], flags: MessageFlags.IsComponentsV2 });
}\n`;
    expect(lintWithESLint(code)).toEqual([]);
  });
});
