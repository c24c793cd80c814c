// A generated discord.js bot for bench/eslint-plugin.mjs, shaped like real bots rather than like a
// test: most files send nothing, and those that do mostly send one or two payloads among a lot of
// ordinary code.
//
// The proportions come from 420 source files of 8 public discord.js bots (git snapshots of
// Fowtyi/DISCORD-COMPONENT-V2, Lozaine/AnimeMultiverseRPG-, SkyndalexProjects/Skyndalex,
// derajoxford/gemstone-tools, luisgomes2002/Sakura-Nene, maxijaxi/mxDiscord, tbonegaming344/Tbotnew,
// xdrkush/discord-bot; .js/.mjs/.cjs/.ts, no .d.ts, built or vendored files). Each file was parsed
// (espree or typescript-eslint), its sending calls counted with src/source's `sendingCalls`, and its
// kind taken from its path (command, event, interaction handler, other: db, utils, config, index).
//   kind         files  .ts   lines p10/p25/p50/p75/p90/p97/max   sending calls 0/1/2/3/4+   builders*
//   command       136   47%   10/23/47/100/228/379/809           17%/39%/10%/13%/22%          84%
//   event          51   25%    7/11/22/37/110/217/1507           65%/25%/6%/0%/4%            33%
//   interaction    42   57%   11/21/40/80/92/136/582             29%/29%/17%/12%/14%          53%
//   other         191   44%    8/29/50/95/229/654/1616           76%/9%/6%/4%/5%             69%
//   (* share of the sending files that build with discord.js builders rather than object literals)
// Over all files: 51% send nothing, 44% are TypeScript, median 43 lines, 92 on average.
// Only these figures were taken; the code below is written for the bench, not copied from the bots.

const KINDS = {
  command: { weight: 136, ts: 0.47, lines: [1, 10, 23, 47, 100, 228, 379, 809], calls: [17, 39, 10, 13, 22], builders: 0.84 },
  event: { weight: 51, ts: 0.25, lines: [3, 7, 11, 22, 37, 110, 217, 1507], calls: [65, 25, 6, 0, 4], builders: 0.33 },
  interaction: { weight: 42, ts: 0.57, lines: [3, 11, 21, 40, 80, 92, 136, 582], calls: [29, 29, 17, 12, 14], builders: 0.53 },
  other: { weight: 191, ts: 0.44, lines: [3, 8, 29, 50, 95, 229, 654, 1616], calls: [76, 9, 6, 4, 5], builders: 0.69 },
};
/** The quantiles of the `lines` rows above: p0, p10, p25, p50, p75, p90, p97, p100. */
const QUANTILES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.97, 1];

/** A small deterministic generator (mulberry32), so every run lints the same bot. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted(rand, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** A length drawn from the measured quantiles, linearly between them. */
function pickLines(rand, q) {
  const u = rand();
  for (let i = 1; i < QUANTILES.length; i++) {
    if (u <= QUANTILES[i]) {
      const f = (u - QUANTILES[i - 1]) / (QUANTILES[i] - QUANTILES[i - 1]);
      return Math.max(3, Math.round(q[i - 1] + f * (q[i] - q[i - 1])));
    }
  }
  return q[q.length - 1];
}

// Ordinary code: what fills a bot's files besides its payloads. `n` varies names; `ts` adds types.
const FILLERS = [
  (n, ts) => `
export async function loadProfile${n}(db${ts ? ': Database' : ''}, userId${ts ? ': string' : ''}) {
  const rows = await db.query('SELECT * FROM profiles WHERE user_id = ? LIMIT 1', [userId]);
  if (!rows.length) return { userId, level: 1, xp: 0, coins: ${n % 50} };
  const [row] = rows;
  return { userId, level: Number(row.level), xp: Number(row.xp), coins: Number(row.coins ?? 0) };
}
`,
  (n, ts) => `
${ts ? `interface CacheEntry${n}<T> {\n  value: T;\n  expires: number;\n}\n` : ''}export class TtlCache${n}${ts ? '<T>' : ''} {
  ${ts ? 'private readonly entries = new Map<string, CacheEntry' + n + '<T>>();' : 'entries = new Map();'}
  constructor(${ts ? 'private readonly ttl: number' : 'ttl'} = ${1000 * (n % 9 + 1)}) {${ts ? '' : '\n    this.ttl = ttl;'}
  }
  get(key${ts ? ': string' : ''}) {
    const hit = this.entries.get(key);
    if (!hit || hit.expires < Date.now()) return undefined;
    return hit.value;
  }
  set(key${ts ? ': string' : ''}, value${ts ? ': T' : ''}) {
    this.entries.set(key, { value, expires: Date.now() + this.ttl });
  }
}
`,
  (n) => `
function levelFor${n}(xp) {
  let level = 0;
  let needed = 100;
  while (xp >= needed) {
    xp -= needed;
    level += 1;
    needed = Math.floor(needed * 1.${(n % 5) + 1});
  }
  return { level, remaining: needed - xp };
}
`,
  (n, ts) => `
export function formatDuration${n}(ms${ts ? ': number' : ''})${ts ? ': string' : ''} {
  const seconds = Math.floor(ms / 1000) % 60;
  const minutes = Math.floor(ms / 60000) % 60;
  const hours = Math.floor(ms / 3600000);
  const parts = [];
  if (hours) parts.push(\`\${hours}h\`);
  if (minutes) parts.push(\`\${minutes}m\`);
  parts.push(\`\${seconds}s\`);
  return parts.join(' ');
}
`,
  (n) => `
const logger${n} = {
  info: (...args) => console.log(new Date().toISOString(), '[info]', ...args),
  warn: (...args) => console.warn(new Date().toISOString(), '[warn]', ...args),
  error: (err, context = {}) => {
    console.error(new Date().toISOString(), '[error]', err?.stack ?? err, JSON.stringify(context));
  },
};
`,
  (n, ts) => `
export async function withRetry${n}${ts ? '<T>' : ''}(task${ts ? ': () => Promise<T>' : ''}, attempts = ${(n % 3) + 2})${ts ? ': Promise<T>' : ''} {
  let lastError${ts ? ': unknown' : ''};
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await task();
    } catch (err) {
      lastError = err;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
  throw lastError;
}
`,
  (n) => `
function parseOptions${n}(argv) {
  const options = { verbose: false, limit: ${10 + (n % 40)}, tags: [] };
  for (const arg of argv) {
    switch (true) {
      case arg === '--verbose':
        options.verbose = true;
        break;
      case arg.startsWith('--limit='):
        options.limit = Number.parseInt(arg.slice(8), 10) || options.limit;
        break;
      default:
        if (arg.startsWith('#')) options.tags.push(arg.slice(1).toLowerCase());
    }
  }
  return options;
}
`,
  (n, ts) => `
export const leaderboard${n} = (entries${ts ? ': { id: string; score: number }[]' : ''}, top = ${5 + (n % 10)}) =>
  [...entries]
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, top)
    .map((entry, index) => \`\${index + 1}. <@\${entry.id}> — \${entry.score.toLocaleString('en-US')}\`);
`,
];

// Sending calls. `b` picks builders (true) or object literals; `n` varies names.
const SENDS = [
  (n, b) =>
    b
      ? `  const embed${n} = new EmbedBuilder()
    .setTitle('Profile')
    .setDescription(\`Level \${profile.level} with \${profile.xp} xp\`)
    .addFields({ name: 'Coins', value: String(profile.coins), inline: true })
    .setColor(0x${((n * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)})
    .setTimestamp();
  await interaction.reply({ embeds: [embed${n}] });
`
      : `  await interaction.reply({
    embeds: [{ title: 'Profile', description: \`Level \${profile.level}\`, color: ${n % 16777215}, fields: [{ name: 'Coins', value: String(profile.coins), inline: true }] }],
  });
`,
  (n, b) =>
    b
      ? `  const row${n} = new ActionRowBuilder().addComponents(
    new ButtonBuilder().setCustomId('confirm:${n}').setLabel('Confirm').setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId('cancel:${n}').setLabel('Cancel').setStyle(ButtonStyle.Danger),
  );
  await interaction.reply({ content: 'Are you sure?', components: [row${n}], ephemeral: true });
`
      : `  await interaction.reply({
    content: 'Are you sure?',
    components: [{ type: 1, components: [{ type: 2, style: 3, custom_id: 'confirm:${n}', label: 'Confirm' }, { type: 2, style: 4, custom_id: 'cancel:${n}', label: 'Cancel' }] }],
    ephemeral: true,
  });
`,
  (n) => `  await interaction.editReply({ content: \`Done: \${profile.coins} coins (#${n})\` });
`,
  (n) => `  await message.channel.send(\`Welcome, \${message.author}! (${n})\`);
`,
  (n, b) =>
    b
      ? `  const modal${n} = new ModalBuilder().setCustomId('report:${n}').setTitle('Report a problem');
  const reason${n} = new TextInputBuilder().setCustomId('reason').setLabel('What happened?').setStyle(TextInputStyle.Paragraph).setMaxLength(1000);
  modal${n}.addComponents(new ActionRowBuilder().addComponents(reason${n}));
  await interaction.showModal(modal${n});
`
      : `  await interaction.followUp({ content: 'Saved.', ephemeral: true });
`,
  (n, b) =>
    b
      ? `  const menu${n} = new StringSelectMenuBuilder()
    .setCustomId('role:${n}')
    .setPlaceholder('Pick a role')
    .addOptions(roles.slice(0, 25).map((role) => ({ label: role.name, value: role.id })));
  await interaction.update({ components: [new ActionRowBuilder().addComponents(menu${n})] });
`
      : `  await interaction.update({ content: 'Updated.', components: [] });
`,
];

const IMPORTS_ESM = `import { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, ModalBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';\n`;
const IMPORTS_CJS = `const { ActionRowBuilder, ButtonBuilder, ButtonStyle, EmbedBuilder, ModalBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle } = require('discord.js');\n`;

function handler(rand, n, calls, builders, ts) {
  let out = `
export async function execute${n}(interaction${ts ? ': ChatInputCommandInteraction' : ''}, message${ts ? ': Message' : ''}, db${ts ? ': Database' : ''}) {
  const profile = await loadProfileFor(db, interaction.user.id);
  const roles = [...(interaction.guild?.roles.cache.values() ?? [])];
  if (profile.banned) return;
`;
  for (let c = 0; c < calls; c++) {
    const send = SENDS[Math.floor(rand() * SENDS.length)];
    out += c === 0 ? send(n * 16 + c, builders) : `  if (profile.level > ${c}) {\n${send(n * 16 + c, builders).replace(/^/gm, '  ')}  }\n`;
  }
  return `${out}}\n`;
}

/**
 * The files of a bot of `count` source files: `{ path, text }`, .js and .ts, in commands/, events/,
 * interactions/ and lib/.
 */
export function generateBot(count, seed = 37) {
  const rand = random(seed);
  const names = Object.keys(KINDS);
  const weights = names.map((k) => KINDS[k].weight);
  const folder = { command: 'commands', event: 'events', interaction: 'interactions', other: 'lib' };
  const files = [];
  for (let i = 0; i < count; i++) {
    const kind = names[pickWeighted(rand, weights)];
    const spec = KINDS[kind];
    const ts = rand() < spec.ts;
    const target = pickLines(rand, spec.lines);
    let calls = pickWeighted(rand, spec.calls);
    if (calls === 4) calls = 4 + Math.floor(rand() * 9); // 4+: between 4 and 12
    const builders = rand() < spec.builders;
    const esm = ts || rand() < 0.5;
    let text = esm ? IMPORTS_ESM : IMPORTS_CJS;
    if (ts) text += `import type { ChatInputCommandInteraction, Message } from 'discord.js';\nimport type { Database } from '../lib/db.js';\n`;
    text += esm ? `import { loadProfileFor } from '../lib/profiles.js';\n` : `const { loadProfileFor } = require('../lib/profiles.js');\n`;
    if (calls > 0) text += handler(rand, i, calls, builders, ts);
    let f = 0;
    while (text.split('\n').length < target) text += FILLERS[Math.floor(rand() * FILLERS.length)](i * 100 + f++, ts);
    if (!esm) text = text.replace(/^export (async function|function|class|const) /gm, '$1 ') + `module.exports = {};\n`;
    files.push({ path: `${folder[kind]}/${kind}${i}.${ts ? 'ts' : 'js'}`, text });
  }
  return files;
}
