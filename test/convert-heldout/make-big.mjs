// Writes the over-limit held-out inputs (too long to write by hand). Run: node test/convert-heldout/make-big.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'inputs');
const save = (name, value) => writeFileSync(path.join(dir, name), JSON.stringify(value, null, 2) + '\n');

const teams = ['Falcons', 'Wolves', 'Otters', 'Ravens', 'Lynx', 'Herons', 'Bisons', 'Vipers', 'Moose', 'Cranes'];

// 10 embeds of 25 fields each: a league table per division, under the embed limit of 6000 characters.
save('21-ten-embeds-25-fields.json', {
  content: 'League tables, week 12',
  embeds: teams.map((team, d) => ({
    title: `Division ${d + 1}`,
    color: 0x1abc9c + d * 4096,
    fields: Array.from({ length: 25 }, (_, i) => ({ name: `#${i + 1}`, value: `${team} ${i + 1}: ${60 - i * 2} pts`, inline: true })),
  })),
});

// Content near 2000 characters and two long descriptions: 5800 characters of text in all.
const sentence = (n) => `Line ${n}: the quick brown fox jumps over the lazy dog near the river bank.`;
const lines = (from, count) => Array.from({ length: count }, (_, i) => sentence(from + i)).join('\n');
save('22-content-near-2000-long-descriptions.json', {
  content: ('Changelog digest. ' + 'Fixed bugs, improved speed, and polished the interface. '.repeat(40)).slice(0, 1990),
  embeds: [
    { title: 'Server changes', description: lines(1, 25), color: 0x3498db },
    { title: 'Client changes', description: lines(100, 25), color: 0xe91e63 },
  ],
});

// 80 components once converted: 10 embeds with a thumbnail and an image each, and 5 full rows of buttons.
save('23-over-40-components.json', {
  embeds: teams.map((team, i) => ({
    title: team,
    url: `https://league.example.com/teams/${team.toLowerCase()}`,
    description: `Roster and stats of the ${team}.`,
    color: 0x2ecc71,
    thumbnail: { url: `https://cdn.example.com/logos/${team.toLowerCase()}.png` },
    image: { url: `https://cdn.example.com/banners/${team.toLowerCase()}.jpg` },
  })),
  components: Array.from({ length: 5 }, (_, r) => ({
    type: 1,
    components: Array.from({ length: 5 }, (_, b) => ({ type: 2, style: 2, label: `Team ${r * 5 + b + 1}`, custom_id: `team:${r * 5 + b + 1}` })),
  })),
});

// One description of the embed maximum, 4096 characters, on many lines.
const rules = Array.from({ length: 64 }, (_, i) => `${String(i + 1).padStart(2, '0')}. Be kind; no spam, no NSFW, no ads — rule ${i + 1}.`);
let longText = rules.join('\n');
longText = (longText + '\n' + 'x'.repeat(4096)).slice(0, 4096);
save('24-description-4096-lines.json', { embeds: [{ title: 'Server rules', description: longText, color: 0xed4245 }] });

// The same length on one line: nowhere to cut at a line break.
const oneLine = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ').slice(0, 4096);
save('25-description-4096-one-line.json', { embeds: [{ description: oneLine.padEnd(4096, '.') }] });

// An ephemeral interaction response over the text limit: --split makes follow-up messages.
save('53-interaction-4-over-limits.json', {
  type: 4,
  data: {
    flags: 64,
    content: 'Standings (only you can see this)',
    embeds: teams.map((team, d) => ({
      title: `Division ${d + 1}`,
      color: 0x1abc9c + d * 4096,
      fields: Array.from({ length: 25 }, (_, i) => ({ name: `#${i + 1}`, value: `${team} ${i + 1}: ${60 - i * 2} pts`, inline: true })),
    })),
    components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Refresh', custom_id: 'standings:refresh' }] }],
  },
});

// A webhook post over 40 components once converted, with attachments shown by the embeds, pings
// that must stay silent and no notifications: every message of a split needs all of that.
save('69-webhook-split-attachments.json', {
  username: 'League Bot',
  avatar_url: 'https://cdn.example.com/league/bot.png',
  thread_name: 'Week 12 rosters',
  flags: 4096,
  allowed_mentions: { parse: [] },
  content: 'Rosters for week 12 — captains, check yours: <@&1400000000000000001>',
  embeds: teams.map((team, i) => ({
    title: team,
    description: `Captain: <@${1500000000000000000n + BigInt(i)}>. Roster attached.`,
    color: 0x9b59b6,
    thumbnail: { url: `attachment://logo-${i}.png` },
    image: { url: `https://cdn.example.com/rosters/${team.toLowerCase()}.png` },
  })),
  attachments: teams.map((team, i) => ({ id: String(i), filename: `logo-${i}.png`, description: `${team} logo` })),
});

// The longest description beside a thumbnail, with a footer: the Section keeps the first part.
save('70-description-4096-thumbnail-footer.json', {
  embeds: [{
    title: 'Patch notes (full)',
    description: rules.map((r) => r.replace('Be kind', 'Fixed')).join('\n').padEnd(4096, '.').slice(0, 4096),
    color: 0x2b2d31,
    thumbnail: { url: 'https://cdn.example.com/patch/icon.png' },
    footer: { text: 'Build 8812', icon_url: 'https://cdn.example.com/patch/ci.png' },
    timestamp: '2025-02-03T04:05:06Z',
  }],
});

// An update (callback type 7) over the text limit.
save('71-interaction-7-over-limits.json', {
  type: 7,
  data: {
    flags: 4,
    embeds: teams.slice(0, 8).map((team, d) => ({
      title: `Division ${d + 1}`,
      color: 0x1abc9c + d * 4096,
      fields: Array.from({ length: 25 }, (_, i) => ({ name: `#${i + 1}`, value: `${team} ${i + 1}: ${60 - i * 2} pts`, inline: true })),
    })),
    components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Next page', custom_id: 'standings:page:2' }] }],
  },
});
