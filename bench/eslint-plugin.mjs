// The ESLint plugin's cost (issue 37: at most 30% over ESLint with only its parser): 300 generated
// discord.js bot files (commands with builders, raw object literals, modals, helpers that send
// nothing), linted by the real ESLint class with no rule, then with cordlint/eslint's recommended
// config; alternating runs, medians, and the ratio. Needs `npm run build` (dist/eslint.js).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FILES = Number(process.env.BENCH_ESLINT_FILES ?? 300);
const RUNS = Number(process.env.BENCH_ESLINT_RUNS ?? 7);
const { default: cordlint } = await import(pathToFileURL(path.join(root, 'dist/eslint.js')).href);

function command(i) {
  return `import { ActionRowBuilder, ButtonBuilder, ButtonStyle, ContainerBuilder, EmbedBuilder, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { getSettings, t } from '../lib/util${i % 7}.js';

const CHOICES = ['red', 'green', 'blue', 'yellow'];

export const data = new SlashCommandBuilder().setName('cmd${i}').setDescription('Command number ${i}');

export async function execute(interaction) {
  const settings = await getSettings(interaction.guildId);
  const row = new ActionRowBuilder().addComponents(
    CHOICES.map((c) => new ButtonBuilder().setCustomId(\`cmd${i}:\${c}\`).setLabel(c).setStyle(ButtonStyle.Secondary)),
  );
  const embed = new EmbedBuilder()
    .setTitle('Command ${i}')
    .setDescription(\`Hello \${interaction.user.username}, your level is \${settings.level}\`)
    .addFields({ name: 'Guild', value: interaction.guild.name, inline: true }, { name: 'Count', value: String(settings.count) })
    .setColor(0x5865f2)
    .setTimestamp();
  if (settings.v2) {
    const container = new ContainerBuilder()
      .addTextDisplayComponents((text) => text.setContent(\`# \${t('title')}\\n\${settings.motd}\`))
      .addActionRowComponents(row);
    return interaction.reply({ components: [container], flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral });
  }
  await interaction.reply({ embeds: [embed], components: [row], ephemeral: true });
  const collector = interaction.channel.createMessageComponentCollector({ time: 60_000 });
  collector.on('collect', async (i) => {
    await i.update({ content: \`You picked \${i.customId.split(':')[1]}\`, components: [] });
  });
}
`;
}

function helper(i) {
  return `export async function getSettings(id) {
  const rows = await db.query('SELECT * FROM settings WHERE guild = ?', [id]);
  return rows.map((r) => ({ ...r, level: Number(r.level) }))[0] ?? { level: ${i}, count: 0, v2: false, motd: '' };
}
export function t(key) {
  return dictionary[key] ?? key;
}
export const format = (n) => new Intl.NumberFormat('en-US').format(n);
`;
}

const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-eslint-bench-'));
mkdirSync(path.join(dir, 'commands'));
mkdirSync(path.join(dir, 'lib'));
for (let i = 0; i < FILES; i++) {
  // One file in six is a helper that sends nothing, as in a bot's lib/ folder.
  if (i % 6 === 5) writeFileSync(path.join(dir, 'lib', `util${i}.js`), helper(i));
  else writeFileSync(path.join(dir, 'commands', `cmd${i}.js`), command(i));
}

const languageOptions = { ecmaVersion: 'latest', sourceType: 'module' };
const parserOnly = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [{ files: ['**/*.js'], languageOptions }], cache: false });
const trivial = { rules: { noop: { meta: { schema: [] }, create: () => ({ Program() {} }) } } };
const oneRule = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [{ files: ['**/*.js'], languageOptions, plugins: { trivial }, rules: { 'trivial/noop': 'error' } }], cache: false });
const withPlugin = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: [{ ...cordlint.configs.recommended, languageOptions }], cache: false });

async function time(eslint) {
  const start = process.hrtime.bigint();
  const results = await eslint.lintFiles(['.']);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, files: results.length, messages: results.reduce((n, r) => n + r.messages.length, 0) };
}

// A warm-up of each (module loading, JIT), then alternating runs.
await time(parserOnly);
const first = await time(withPlugin);
await time(oneRule);
const base = [];
const plugin = [];
const one = [];
for (let run = 0; run < RUNS; run++) {
  base.push((await time(parserOnly)).ms);
  one.push((await time(oneRule)).ms);
  plugin.push((await time(withPlugin)).ms);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const m0 = median(base);
const m1 = median(plugin);
console.log(`ESLint on ${first.files} generated bot files, median of ${RUNS} runs:`);
console.log(`  parser only (no rule):           ${m0.toFixed(0)} ms`);
console.log(`  one rule that does nothing:       ${median(one).toFixed(0)} ms (what any rule costs: ESLint's traversal, scopes, code paths)`);
console.log(`  with cordlint/eslint recommended: ${m1.toFixed(0)} ms (${first.messages} findings)`);
console.log(`  ratio: ${(m1 / m0).toFixed(2)} (the plugin adds ${(((m1 - m0) / m0) * 100).toFixed(0)}%; the budget is 30%)`);
rmSync(dir, { recursive: true, force: true });
