// Generates the benchmark corpus: thousands of payload files, valid and broken, messages and modals.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `count` payload files into `dir` (emptied first): messages (V2 and legacy) and modals, a
 * `brokenShare` of them broken. Returns their paths.
 */
export function generateCorpus(dir, count = 3000, seed = 42, brokenShare = 0.2) {
  return writeCorpus(dir, count, payloadMaker(seed, brokenShare), 'payload');
}

/** Writes payloadOf(0...count-1) as `<prefix>-NNNNN.json` files into `dir` (emptied first); returns their paths. */
export function writeCorpus(dir, count, payloadOf, prefix) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (let n = 0; n < count; n++) {
    const file = path.join(dir, `${prefix}-${String(n).padStart(5, '0')}.json`);
    writeFileSync(file, JSON.stringify(payloadOf(n), null, 2) + '\n');
    files.push(file);
  }
  return files;
}

/** Writes one file holding a list of payloads (as `cordlint convert --split` writes them), of about `bytes` bytes. */
export function generateList(file, bytes = 3_000_000, seed = 42, brokenShare = 0.2) {
  const payloadOf = payloadMaker(seed, brokenShare);
  const parts = [];
  let size = 2;
  for (let n = 0; size < bytes; n++) {
    const text = JSON.stringify(payloadOf(n), null, 2);
    parts.push(text);
    size += text.length + 2;
  }
  writeFileSync(file, `[\n${parts.join(',\n')}\n]\n`);
  return parts.length;
}

/** Deterministic (seeded) payloads, so that two runs measure the same files. */
function payloadMaker(seed, brokenShare) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const words = ['deploy', 'status', 'vote', 'ticket', 'role', 'report', 'welcome', 'release', 'poll', 'music'];
  const sentence = () => Array.from({ length: 4 + Math.floor(random() * 12) }, () => pick(words)).join(' ');

  const button = (id) => ({ type: 2, style: 1 + Math.floor(random() * 4), label: pick(words), custom_id: id });
  const select = (id) => ({
    type: 3,
    custom_id: id,
    placeholder: sentence().slice(0, 100),
    options: Array.from({ length: 2 + Math.floor(random() * 6) }, (_, i) => ({ label: `${pick(words)} ${i}`, value: `v${i}` })),
  });

  const v2Message = (n) => ({
    flags: 32768,
    components: [
      { type: 10, content: `# ${sentence()}` },
      {
        type: 17,
        accent_color: Math.floor(random() * 0xffffff),
        components: [
          { type: 9, components: [{ type: 10, content: sentence() }], accessory: { type: 11, media: { url: `https://cdn.example.com/${n}.png` } } },
          { type: 14 },
          { type: 12, items: [{ media: { url: `https://cdn.example.com/${n}-a.png` } }, { media: { url: `https://cdn.example.com/${n}-b.png` } }] },
          { type: 1, components: [button(`a${n}`), button(`b${n}`), button(`c${n}`)] },
        ],
      },
      { type: 1, components: [select(`s${n}`)] },
    ],
  });
  const legacyMessage = (n) => ({
    content: sentence(),
    embeds: [{ title: sentence().slice(0, 200), description: sentence(), color: 3066993, fields: [{ name: 'a', value: sentence() }] }],
    components: [{ type: 1, components: [button(`x${n}`), button(`y${n}`)] }, { type: 1, components: [select(`z${n}`)] }],
  });
  const modal = (n) => ({
    custom_id: `modal${n}`,
    title: 'Feedback',
    components: [
      { type: 10, content: sentence() },
      { type: 18, label: 'Name', component: { type: 4, custom_id: `name${n}`, style: 1, max_length: 100 } },
      { type: 18, label: 'Area', component: select(`area${n}`) },
      { type: 18, label: 'Files', component: { type: 19, custom_id: `files${n}`, min_values: 0, required: false } },
    ],
  });

  const breakers = [
    (p) => { const c = JSON.stringify(p).match(/"custom_id":"([^"]+)"/); if (c) p.components.push({ type: 1, components: [button(c[1])] }); },
    (p) => { p.flags = 0; },
    (p) => { p.content = 'x'.repeat(2500); },
    (p) => { p.components.push({ type: 20 }); },
  ];

  return (n) => {
    const payload = pick([v2Message, legacyMessage, modal])(n);
    if (random() < brokenShare) pick(breakers)(payload);
    return payload;
  };
}
