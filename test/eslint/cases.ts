/** Source files with one broken payload each (invalid) and files whose values cannot be known (valid). */
const L81 = 'x'.repeat(81);
const IMPORTS = `import { ActionRowBuilder, ButtonBuilder, ButtonStyle, ContainerBuilder, TextDisplayBuilder, MessageFlags, ModalBuilder, LabelBuilder, TextInputBuilder, TextInputStyle, EmbedBuilder, StringSelectMenuBuilder, SectionBuilder, Routes } from 'discord.js';\n`;

export interface Case {
  name: string;
  code: string;
  /** [ruleId, line, column] of every message, in order. */
  expected: [string, number, number][];
}

export const invalid: Case[] = [
  {
    name: 'a builder chain: a Button label over 80 characters',
    code: `${IMPORTS}
export async function execute(interaction) {
  const row = new ActionRowBuilder().addComponents(
    new ButtonBuilder()
      .setCustomId('vote')
      .setLabel('${L81}')
      .setStyle(ButtonStyle.Primary),
  );
  await interaction.reply({ components: [row] });
}`,
    expected: [['cordlint/schema', 7, 17]],
  },
  {
    name: 'an object literal with discord.js camelCase',
    code: `${IMPORTS}
client.on('interactionCreate', async (interaction) => {
  await interaction.reply({
    components: [{ type: 1, components: [{ type: 2, style: ButtonStyle.Primary, customId: 'a', label: '${L81}' }] }],
  });
});`,
    expected: [['cordlint/schema', 5, 103]],
  },
  {
    name: 'a template literal whose fixed parts alone pass 80 characters',
    code: `${IMPORTS}
export function run(interaction, user) {
  const button = new ButtonBuilder().setCustomId('x').setStyle(ButtonStyle.Secondary).setLabel(\`\${user.username} ${L81}\`);
  return interaction.reply({ components: [new ActionRowBuilder().addComponents(button)] });
}`,
    expected: [['cordlint/schema', 4, 96]],
  },
  {
    name: 'Components V2 without the flag',
    code: `${IMPORTS}
export async function post(channel) {
  const container = new ContainerBuilder().addTextDisplayComponents((text) => text.setContent('Hello'));
  await channel.send({ components: [container] });
}`,
    expected: [['cordlint/v2-requires-flag', 4, 21]],
  },
  {
    name: 'Components V2 sent with flags that lack the V2 flag: at the flags, where it is fixed',
    code: `${IMPORTS}
export async function post(interaction) {
  const container = new ContainerBuilder().addTextDisplayComponents((text) => text.setContent('Hello'));
  await interaction.reply({ components: [container], flags: MessageFlags.Ephemeral });
}`,
    expected: [['cordlint/v2-requires-flag', 5, 61]],
  },
  {
    name: 'a duplicated custom_id, from a constant',
    code: `${IMPORTS}
const ID = 'confirm';
export async function ask(interaction) {
  const yes = new ButtonBuilder().setCustomId(ID).setLabel('Yes').setStyle(ButtonStyle.Success);
  const no = new ButtonBuilder().setCustomId(ID).setLabel('No').setStyle(ButtonStyle.Danger);
  await interaction.reply({ content: 'Sure?', components: [new ActionRowBuilder().addComponents(yes, no)] });
}`,
    expected: [['cordlint/custom-id-unique', 3, 12]],
  },
  {
    name: 'six buttons made by .map over a literal array',
    code: `${IMPORTS}
const choices = ['a', 'b', 'c', 'd', 'e', 'f'];
export async function poll(interaction) {
  const row = new ActionRowBuilder().addComponents(
    choices.map((c) => new ButtonBuilder().setCustomId(\`poll:\${c}\`).setLabel(c.toUpperCase()).setStyle(ButtonStyle.Secondary)),
  );
  await interaction.reply({ content: 'Vote', components: [row] });
}`,
    expected: [['cordlint/action-row-components', 6, 24]],
  },
  {
    name: 'a modal title over 45 characters',
    code: `${IMPORTS}
export async function open(interaction) {
  const modal = new ModalBuilder()
    .setCustomId('feedback')
    .setTitle('Tell us everything about how you found our server')
    .addLabelComponents((label) =>
      label.setLabel('Feedback').setTextInputComponent((input) => input.setCustomId('text').setStyle(TextInputStyle.Paragraph)),
    );
  await interaction.showModal(modal);
}`,
    expected: [['cordlint/schema', 6, 15]],
  },
  {
    name: 'a builder changed in a later statement',
    code: `${IMPORTS}
export async function run(interaction) {
  const button = new ButtonBuilder().setCustomId('a').setStyle(ButtonStyle.Primary);
  button.setLabel('${L81}');
  await interaction.reply({ components: [new ActionRowBuilder().addComponents(button)] });
}`,
    expected: [['cordlint/schema', 5, 19]],
  },
  {
    name: 'a function of the file that returns the payload',
    code: `${IMPORTS}
function panel(title) {
  return { content: title + '${'y'.repeat(2000)}' };
}
export async function run(channel) {
  await channel.send(panel('Status: '));
}`,
    expected: [['cordlint/schema', 4, 21]],
  },
  {
    name: 'content with the V2 flag given as MessageFlags.IsComponentsV2 | 64',
    code: `${IMPORTS}
export async function run(interaction) {
  await interaction.reply({ content: 'Hi', components: [new TextDisplayBuilder().setContent('x')], flags: MessageFlags.IsComponentsV2 | 64 });
}`,
    expected: [['cordlint/v2-legacy-fields', 4, 38]],
  },
  {
    name: 'text joined from an array',
    code: `${IMPORTS}
const lines = ['${'z'.repeat(1500)}', '${'z'.repeat(600)}'];
export async function run(message) {
  await message.reply({ content: lines.join('\\n') });
}`,
    expected: [['cordlint/schema', 5, 34]],
  },
  {
    name: 'a webhook whose username contains "discord"',
    code: `${IMPORTS}
export async function run(webhookClient) {
  await webhookClient.send({ content: 'Deployed', username: 'Discord Bot' });
}`,
    expected: [['cordlint/webhook-fields', 4, 61]],
  },
  {
    name: 'a REST call to Routes.channelMessages with a body',
    code: `${IMPORTS}
export async function run(rest, channelId) {
  await rest.post(Routes.channelMessages(channelId), { body: { content: '', embeds: [] } });
}`,
    expected: [['cordlint/message-not-empty', 4, 73]],
  },
  {
    name: 'an embed title over 256 characters',
    code: `${IMPORTS}
export async function run(interaction) {
  const embed = new EmbedBuilder().setTitle('${'t'.repeat(257)}').setColor(0x5865f2).setTimestamp();
  await interaction.editReply({ embeds: [embed] });
}`,
    expected: [['cordlint/schema', 4, 45]],
  },
];

invalid.push({
  name: 'CommonJS: builders destructured from require()',
  code: `const { ContainerBuilder, FileBuilder, MessageFlags } = require('discord.js');
module.exports = {
  async execute(interaction) {
    const container = new ContainerBuilder().addFileComponents(new FileBuilder().setURL('attachment://report.xlsx'));
    await interaction.followUp({ components: [container], files: [{ attachment: Buffer.from(''), name: 'report.xls' }], flags: [MessageFlags.IsComponentsV2] });
  },
};`,
  expected: [['cordlint/attachment-reference', 4, 89], ['cordlint/attachment-unused', 5, 104]],
});

invalid.push({
  name: 'a method of the class builds the components (this.getComponents())',
  code: `import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
export class Snake {
  getComponents() {
    const stop = new ButtonBuilder().setCustomId('stop').setStyle(ButtonStyle.Danger).setLabel('${L81}');
    return [new ActionRowBuilder().addComponents(stop)];
  }
  async start(interaction) {
    await interaction.reply({ content: 'Play!', components: this.getComponents() });
  }
}`,
  expected: [['cordlint/schema', 4, 96]],
});

export const valid: { name: string; code: string }[] = [
  { name: 'a label from a parameter', code: `${IMPORTS}export const run = (interaction, label) => interaction.reply({ components: [new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('a').setStyle(ButtonStyle.Primary).setLabel(label))] });` },
  { name: 'a template literal whose fixed parts fit', code: `${IMPORTS}export const run = (interaction, user) => interaction.reply({ components: [new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('a').setStyle(ButtonStyle.Primary).setLabel(\`Hello \${user.username}, click me\`))] });` },
  { name: 'content that is only unknown', code: `${IMPORTS}export const run = (interaction, text) => interaction.reply({ content: \`\${text}\` });` },
  { name: 'content from a call', code: `${IMPORTS}export const run = async (channel) => channel.send({ content: await render() });` },
  { name: 'an unknown spread', code: `${IMPORTS}export const run = (interaction, base) => interaction.reply({ ...base, components: [new ContainerBuilder().addTextDisplayComponents((t) => t.setContent('x'))] });` },
  { name: 'flags not known', code: `${IMPORTS}export const run = (channel, flags) => channel.send({ components: [new ContainerBuilder().addTextDisplayComponents((t) => t.setContent('x'))], flags });` },
  { name: 'a bot helper given content', code: `${IMPORTS}export const run = (interaction) => sendReply(interaction, { content: '' });` },
  { name: 'rows built in a loop', code: `${IMPORTS}export async function run(interaction, items) { const row = new ActionRowBuilder(); for (const item of items) row.addComponents(new ButtonBuilder().setCustomId(item.id).setLabel(item.name).setStyle(ButtonStyle.Secondary)); await interaction.reply({ components: [row] }); }` },
  { name: 'custom_ids from different unknowns', code: `${IMPORTS}export async function run(interaction, a, b) { const row = new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId(\`vote_\${a}\`).setLabel('A').setStyle(1), new ButtonBuilder().setCustomId(\`vote_\${b}\`).setLabel('B').setStyle(1)); await interaction.reply({ components: [row] }); }` },
  { name: '.map over an unknown array', code: `${IMPORTS}export async function run(interaction, items) { await interaction.reply({ components: [new ActionRowBuilder().addComponents(items.map((i) => new ButtonBuilder().setCustomId(i).setLabel(i).setStyle(2)))] }); }` },
  { name: 'a row with a spread of unknown buttons', code: `${IMPORTS}export async function run(interaction, buttons) { await interaction.reply({ components: [new ActionRowBuilder().addComponents(...buttons)] }); }` },
  { name: 'embeds from elsewhere', code: `${IMPORTS}import { makeEmbed } from './embeds.js'; export async function run(interaction) { await interaction.reply({ embeds: [makeEmbed()], ephemeral: true }); }` },
  { name: 'a valid V2 message', code: `${IMPORTS}export async function run(interaction) { const c = new ContainerBuilder().setAccentColor(0x5865f2).addTextDisplayComponents((t) => t.setContent('# Hi')).addActionRowComponents((row) => row.addComponents(new ButtonBuilder().setCustomId('ok').setLabel('OK').setStyle(ButtonStyle.Success))); await interaction.reply({ components: [c], flags: [MessageFlags.IsComponentsV2, MessageFlags.Ephemeral] }); }` },
  { name: 'a valid legacy message with an embed', code: `${IMPORTS}export async function run(message, user) { const e = new EmbedBuilder().setTitle('Profile').setDescription(\`User: \${user.tag}\`).addFields({ name: 'Joined', value: user.joined, inline: true }).setFooter({ text: 'bot', iconURL: user.avatarURL() }).setTimestamp(); await message.reply({ embeds: [e], allowedMentions: { repliedUser: false } }); }` },
  { name: 'a channel edit is no message', code: `${IMPORTS}export async function run(channel) { await channel.edit({ name: '' }); }` },
  { name: 'a deferred reply', code: `${IMPORTS}export async function run(interaction) { await interaction.deferReply({ ephemeral: true }); }` },
  { name: 'a string reply with an unknown part', code: `${IMPORTS}export async function run(interaction, n) { await interaction.reply(\`Pong! \${n}ms\`); }` },
  { name: 'a builder changed only sometimes', code: `${IMPORTS}export async function run(interaction, big) { const b = new ButtonBuilder().setCustomId('a').setStyle(1).setLabel('ok'); if (big) b.setLabel('${L81}'); await interaction.reply({ components: [new ActionRowBuilder().addComponents(b)] }); }` },
  { name: 'a URL with an unknown host', code: `${IMPORTS}export async function run(interaction, host) { await interaction.reply({ components: [new ActionRowBuilder().addComponents(new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('Open').setURL(\`\${host}/dashboard\`))] }); }` },
  { name: 'ephemeral where discord.js drops it (editReply, channel.send)', code: `export async function run(interaction) { await interaction.editReply({ content: 'Done', ephemeral: true }); await interaction.channel.send({ content: 'x', ephemeral: true }); }` },
  { name: 'files on an edit (discord.js makes the attachments)', code: `export async function run(interaction, buffer) { await interaction.deferReply(); await interaction.editReply({ files: [{ attachment: buffer, name: 'cat.png' }] }); }` },
  { name: 'CommonJS with an attachment shown by a File component', code: `const { ContainerBuilder, FileBuilder, MessageFlags } = require('discord.js');\nexports.run = async (interaction, buffer) => interaction.followUp({ components: [new ContainerBuilder().addFileComponents(new FileBuilder().setURL(\`attachment://list.xlsx\`))], files: [{ attachment: buffer, name: 'list.xlsx' }], flags: [MessageFlags.IsComponentsV2, MessageFlags.Ephemeral] });` },
  { name: 'a row filled by a helper of another module', code: `import { addButton } from './buttons.js';\nexport async function run(interaction) { const row = { type: 1, components: [] }; addButton(row, 'next'); await interaction.reply({ components: [row] }); }` },
  { name: 'a payload changed by Object.assign', code: `export async function run(interaction, extra) { const payload = { components: [{ type: 1, components: [] }] }; Object.assign(payload, extra); await interaction.reply(payload); }` },
  { name: "a poll in discord.js's form", code: `export const run = (interaction) => interaction.reply({ poll: { question: { text: 'Lunch?' }, answers: [{ text: 'Pizza', emoji: '🍕' }, { text: 'Salad' }], duration: 24, allowMultiselect: false } });` },
  { name: 'v13 builders and string styles', code: `const { MessageEmbed, MessageActionRow, MessageButton } = require('discord.js');\nexports.run = async (message) => { const e = new MessageEmbed().setColor('RED').setTitle('Help').addField('Prefix', '!', true).setFooter('By ' + message.author.tag); const row = new MessageActionRow().addComponents(new MessageButton().setStyle('LINK').setURL('https://example.com').setLabel('Site'), new MessageButton().setCustomId('help').setStyle('PRIMARY').setLabel('Help')); await message.channel.send({ embeds: [e], components: [row] }); };` },
  { name: 'a modal with a field from a parameter', code: `${IMPORTS}export async function run(interaction, title) { await interaction.showModal(new ModalBuilder().setCustomId('m').setTitle(title).addLabelComponents((l) => l.setLabel('Name').setTextInputComponent((i) => i.setCustomId('n').setStyle(TextInputStyle.Short)))); }` },
];

// Recall on real bots' shapes (issue 37b): destructuring, `this`, elements added in an if.
invalid.push(
  {
    name: 'a payload destructured from a function of the file',
    code: `${IMPORTS}
function card() {
  const row = new ActionRowBuilder().addComponents(new ButtonBuilder().setStyle(ButtonStyle.Link).setLabel('${L81}').setURL('https://example.com'));
  return { row };
}
export async function run(interaction) {
  const { row } = card();
  await interaction.editReply({ components: [row] });
}`,
    expected: [['cordlint/schema', 4, 108]],
  },
  {
    name: 'this.method() in a command object literal',
    code: `const { ActionRowBuilder, ButtonBuilder, ButtonStyle } = require('discord.js');
module.exports = {
  async execute(interaction) {
    await interaction.reply({ components: this.rows() });
  },
  rows() {
    return [new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('x').setStyle(ButtonStyle.Primary).setLabel('${L81}'))];
  },
};`,
    expected: [['cordlint/schema', 7, 126]],
  },
  {
    name: 'a row set once in the constructor (this.row)',
    code: `import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
export default class Vote {
  constructor() {
    this.row = new ActionRowBuilder();
    this.row.addComponents(new ButtonBuilder().setCustomId('v').setStyle(ButtonStyle.Primary).setLabel('${L81}'));
  }
  async run(interaction) {
    await interaction.reply({ components: [this.row] });
  }
}`,
    expected: [['cordlint/schema', 5, 104]],
  },
  {
    name: 'a button added to a row only in an if',
    code: `${IMPORTS}
export async function run(interaction, page) {
  const row = new ActionRowBuilder();
  if (page > 0) row.addComponents(new ButtonBuilder().setCustomId('prev').setStyle(ButtonStyle.Secondary).setLabel('${L81}'));
  row.addComponents(new ButtonBuilder().setCustomId('done').setStyle(ButtonStyle.Success).setLabel('Done'));
  await interaction.reply({ components: [row] });
}`,
    expected: [['cordlint/schema', 5, 116]],
  },
);
valid.push(
  { name: 'the same custom_id in the two branches of an if', code: `${IMPORTS}export async function run(interaction, a) { const row = new ActionRowBuilder(); if (a) row.addComponents(new ButtonBuilder().setCustomId('ok').setLabel('A').setStyle(1)); else row.addComponents(new ButtonBuilder().setCustomId('ok').setLabel('B').setStyle(1)); await interaction.reply({ components: [row] }); }` },
  { name: "a bot's own builder class from another module", code: `import { ButtonBuilder } from '#builders';\nimport { ActionRowBuilder } from 'discord.js';\nexport async function run(interaction) { await interaction.reply({ components: [new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('KEY').setLabel('${L81}').setStyle(1))] }); }` },
  { name: 'a class field changed by another method', code: `import { ActionRowBuilder, ButtonBuilder } from 'discord.js';\nexport class P { constructor() { this.row = new ActionRowBuilder(); } fill(items) { this.row.setComponents(items); } async run(interaction) { await interaction.reply({ components: [this.row] }); } }` },
);
