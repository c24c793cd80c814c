// A second benchmark corpus, of the shapes bots send beyond the plainest: emoji and Link buttons,
// every kind of select with min/max values and defaults, embeds with URLs, images and timestamps,
// allowed_mentions, component ids, notification flags, replies and modals with prefilled inputs;
// and a fifth broken by the mistakes people make with those fields.
import { writeCorpus } from './generate.mjs';

/** Writes `count` varied payload files into `dir` (emptied first), a `brokenShare` of them broken; returns their paths. */
export function generateVariedCorpus(dir, count = 3000, seed = 42, brokenShare = 0.2) {
  return writeCorpus(dir, count, variedPayloadMaker(seed, brokenShare), 'varied');
}

/** Deterministic (seeded) varied payloads: the same seed gives the same payloads. */
export function variedPayloadMaker(seed, brokenShare) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (items) => items[Math.floor(random() * items.length)];
  const chance = (p) => random() < p;
  const words = ['deploy', 'status', 'vote', 'ticket', 'role', 'report', 'welcome', 'release', 'poll', 'music', 'queue', 'raid'];
  const sentence = (min = 4, extra = 12) => Array.from({ length: min + Math.floor(random() * extra) }, () => pick(words)).join(' ');
  const emojis = [{ name: '👍' }, { name: '🔥' }, { name: '✅' }, { name: '🎵' }, { id: '1100000000000000001', name: 'pepe' }, { id: '1100000000000000002', name: 'party', animated: true }];
  const url = (n, what) => `https://cdn.example.com/${what}/${n}.png`;

  return (n) => {
    let id = 0;
    const withId = (component) => (chance(0.3) ? { id: ++id, ...component } : component);
    const button = (key, style = 1 + Math.floor(random() * 4)) => {
      const b = { type: 2, style, label: pick(words) };
      if (chance(0.5)) b.emoji = { ...pick(emojis) };
      if (chance(0.1)) b.disabled = false;
      b.custom_id = key;
      return withId(b);
    };
    const linkButton = () => withId({ type: 2, style: 5, label: 'Open', ...(chance(0.5) ? { emoji: { name: '🔗' } } : {}), url: `https://example.com/${pick(words)}/${n}` });
    const stringSelect = (key, inModal = false) => {
      const options = Array.from({ length: 2 + Math.floor(random() * 6) }, (_, i) => {
        const o = { label: `${pick(words)} ${i}`, value: `v${i}` };
        if (chance(0.4)) o.description = sentence(2, 4).slice(0, 100);
        if (chance(0.3)) o.emoji = { ...pick(emojis) };
        return o;
      });
      const s = { type: 3, custom_id: key, placeholder: sentence(2, 3).slice(0, 100), options };
      if (chance(0.4)) {
        s.min_values = inModal ? 1 : Math.floor(random() * 2);
        s.max_values = Math.max(s.min_values, 1) + Math.floor(random() * (options.length - Math.max(s.min_values, 1)));
      }
      if (chance(0.3)) options[0].default = true;
      return withId(s);
    };
    const autoSelect = (key) => {
      const type = pick([5, 6, 7, 8]);
      const s = { type, custom_id: key, placeholder: `Pick a ${pick(words)}` };
      if (type === 8 && chance(0.7)) s.channel_types = [0, 5];
      if (chance(0.5)) {
        s.min_values = Math.floor(random() * 2);
        s.max_values = 1 + Math.floor(random() * 10);
      }
      return withId(s);
    };
    const row = (children) => withId({ type: 1, components: children });

    const v2Card = () => ({
      flags: chance(0.2) ? 32768 | 4096 : 32768,
      ...(chance(0.4) ? { allowed_mentions: { parse: [] } } : {}),
      components: [
        withId({
          type: 17,
          accent_color: Math.floor(random() * 0xffffff),
          components: [
            withId({ type: 10, content: `## ${sentence(2, 4)}` }),
            withId({
              type: 9,
              components: [withId({ type: 10, content: sentence() }), ...(chance(0.5) ? [withId({ type: 10, content: `-# ${sentence(2, 3)}` })] : [])],
              accessory: chance(0.6) ? withId({ type: 11, media: { url: url(n, 'thumb') }, ...(chance(0.5) ? { description: sentence(2, 3) } : {}) }) : button(`acc${n}`),
            }),
            withId({ type: 14, divider: chance(0.7), spacing: pick([1, 2]) }),
            withId({ type: 12, items: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => ({ media: { url: url(n, `g${i}`) }, ...(chance(0.3) ? { description: pick(words) } : {}) })) }),
            row([button(`a${n}`), button(`b${n}`), linkButton()]),
          ],
        }),
        row([chance(0.5) ? stringSelect(`s${n}`) : autoSelect(`s${n}`)]),
      ],
    });
    const embed = (i) => ({
      title: sentence(2, 6).slice(0, 200),
      description: sentence(8, 30),
      url: `https://example.com/news/${n}-${i}`,
      timestamp: '2026-11-26T18:30:00.000Z',
      color: Math.floor(random() * 0xffffff),
      footer: { text: sentence(2, 3), icon_url: url(n, 'footer') },
      author: { name: pick(words), url: 'https://example.com/author', icon_url: url(n, 'author') },
      ...(chance(0.5) ? { thumbnail: { url: url(n, 'et') } } : {}),
      ...(chance(0.5) ? { image: { url: url(n, 'ei') } } : {}),
      fields: Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({ name: pick(words), value: sentence(2, 8), inline: chance(0.5) })),
    });
    const legacyMessage = () => ({
      content: `<@80351110224678912> ${sentence()}`,
      ...(chance(0.3) ? { tts: false } : {}),
      allowed_mentions: { parse: ['users'], replied_user: false },
      embeds: Array.from({ length: 1 + Math.floor(random() * 2) }, (_, i) => embed(i)),
      components: [row([button(`x${n}`), button(`y${n}`), linkButton()]), row([chance(0.5) ? stringSelect(`z${n}`) : autoSelect(`z${n}`)])],
      ...(chance(0.2) ? { flags: 4 } : {}),
    });
    const reply = () => {
      const data = chance(0.5) ? v2Card() : legacyMessage();
      if (chance(0.6)) data.flags = (data.flags ?? 0) | 64;
      return { type: pick([4, 4, 7]), data };
    };
    const modal = () => {
      const body = {
        custom_id: `modal${n}`,
        title: 'Feedback',
        components: [
          withId({ type: 10, content: sentence() }),
          withId({ type: 18, label: 'Name', ...(chance(0.5) ? { description: sentence(2, 4).slice(0, 100) } : {}), component: withId({ type: 4, custom_id: `name${n}`, style: 1, min_length: 2, max_length: 100, placeholder: 'Ada', required: true }) }),
          withId({ type: 18, label: 'Details', component: withId({ type: 4, custom_id: `details${n}`, style: 2, max_length: 4000, ...(chance(0.5) ? { value: sentence() } : {}), required: false }) }),
          withId({ type: 18, label: 'Area', component: stringSelect(`area${n}`, true) }),
          withId({ type: 18, label: 'Files', component: withId({ type: 19, custom_id: `files${n}`, min_values: 0, max_values: 3, required: false }) }),
        ],
      };
      return chance(0.5) ? { type: 9, data: body } : body;
    };

    const payload = pick([v2Card, legacyMessage, reply, modal])();
    if (chance(brokenShare)) pick(BREAKERS)(payload, { button, random, pick });
    return payload;
  };
}

/** Every component of a payload (in a response too), depth first. */
function componentsOf(payload) {
  const out = [];
  const walk = (c) => {
    if (typeof c !== 'object' || c === null) return;
    out.push(c);
    for (const child of Array.isArray(c.components) ? c.components : []) walk(child);
    walk(c.component);
    walk(c.accessory);
  };
  for (const c of bodyOf(payload).components ?? []) walk(c);
  return out;
}

function bodyOf(payload) {
  return typeof payload.type === 'number' && payload.data ? payload.data : payload;
}

/** The mistakes of the broken fifth: each changes what some rule reads. */
const BREAKERS = [
  // A custom_id used twice.
  (p) => {
    const ids = componentsOf(p).filter((c) => typeof c.custom_id === 'string');
    if (ids.length > 1) ids[1].custom_id = ids[0].custom_id;
  },
  // A Link button that also has a custom_id.
  (p) => componentsOf(p).filter((c) => c.type === 2 && c.style === 5).forEach((c) => (c.custom_id = 'open')),
  // An emoji given as a shortcode.
  (p) => componentsOf(p).filter((c) => c.type === 2).slice(0, 1).forEach((c) => (c.emoji = { name: ':thumbsup:' })),
  // min_values above max_values, or above the options.
  (p) => componentsOf(p).filter((c) => c.type >= 3 && c.type <= 8).forEach((c) => ((c.min_values = 3), (c.max_values = 2))),
  (p) => componentsOf(p).filter((c) => c.type === 3).forEach((c) => (c.max_values = 25)),
  // A misspelt field.
  (p) => componentsOf(p).filter((c) => c.type === 2 && 'label' in c).slice(0, 1).forEach((c) => ((c.lable = c.label), delete c.label)),
  // Components V2 without the flag.
  (p) => {
    const body = bodyOf(p);
    if (typeof body.flags === 'number' && body.flags & 32768) body.flags &= ~32768;
    else p.flags = 32768;
  },
  // An embed link without its scheme.
  (p) => (bodyOf(p).embeds ?? []).forEach((e) => (e.url = 'example.com/news')),
  // A prefilled value longer than max_length.
  (p) => componentsOf(p).filter((c) => c.type === 4).forEach((c) => ((c.max_length = 5), (c.value = 'a longer prefilled value'))),
  // A label past 80 characters.
  (p) => componentsOf(p).filter((c) => c.type === 2 && typeof c.label === 'string').slice(0, 1).forEach((c) => (c.label = 'x'.repeat(90))),
  // More default options than max_values.
  (p) => componentsOf(p).filter((c) => c.type === 3).forEach((c) => ((c.max_values = 1), c.options.slice(0, 2).forEach((o) => (o.default = true)))),
  // allowed_mentions that both parses users and lists them.
  (p) => {
    const body = bodyOf(p);
    if (body.allowed_mentions) body.allowed_mentions = { parse: ['users'], users: ['80351110224678912'] };
    else body.content = 'x'.repeat(2100);
  },
  // A component type that does not exist.
  (p) => (bodyOf(p).components ?? []).push({ type: 20 }),
];
