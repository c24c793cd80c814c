/**
 * The fast path changes no finding: every payload file of the repository (samples, held-out sets,
 * the converter's inputs, any corpus under test/) and a generated corpus with mutations of its clean
 * payloads give the same results with the fast path on and off.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintFile, lintText, resolveRules } from '../../src/lint.js';
import { detectKind } from '../../src/payload/detect.js';
import { isCertainlyClean } from '../../src/fast-path/clean-check.js';
import { setFastPath } from '../../src/linter/rules-to-run.js';
import { generateCorpus, generateList } from '../../bench/generate.mjs';
import { generateVariedCorpus } from '../../bench/generate-varied.mjs';
import { builtinRules } from '../../rules/index.js';
import { payloadFiles } from './payload-files.js';

const root = path.resolve(import.meta.dirname, '../..');


async function bothWays(lint: () => Promise<unknown>): Promise<[unknown, unknown]> {
  setFastPath(true);
  const fast = await lint();
  setFastPath(false);
  const full = await lint();
  setFastPath(true);
  return [fast, full];
}

type Mutation = (payload: Record<string, any>) => void;

/** Small changes to clean payloads, each of which some covered rule may report. */
const MUTATIONS: Record<string, Mutation> = {
  'duplicate custom_id': (p) => {
    const body = bodyOf(p);
    if (JSON.stringify(body.components ?? []).includes('custom_id')) body.components.push(structuredClone(body.components.find((c: any) => c.type === 1) ?? body.components[0]));
  },
  'Link button without url': (p) => forEachComponent(p, (c) => c.type === 2 && (c.style = 5)),
  'empty emoji': (p) => forEachComponent(p, (c) => c.type === 2 && (c.emoji = {})),
  'long label': (p) => forEachComponent(p, (c) => c.type === 2 && (c.label = 'x'.repeat(40))),
  'two primaries': (p) => forEachComponent(p, (c) => c.type === 1 && Array.isArray(c.components) && c.components.forEach((b: any) => b.type === 2 && (b.style = 1))),
  'video thumbnail': (p) => forEachComponent(p, (c) => c.type === 11 && (c.media.url = 'https://cdn.example.com/clip.mp4')),
  'relative media url': (p) => forEachComponent(p, (c) => c.type === 12 && (c.items[0].media.url = 'image.png')),
  'unknown field': (p) => forEachComponent(p, (c) => c.type === 10 && (c.colour = 1)),
  'duplicate option value': (p) => forEachComponent(p, (c) => c.type === 3 && c.options.length > 1 && (c.options[1].value = c.options[0].value)),
  'min above options': (p) => forEachComponent(p, (c) => c.type === 3 && (c.min_values = 25)),
  'id repeated': (p) => forEachComponent(p, (c) => (c.id = 7)),
  'V2 flag removed': (p) => bodyOf(p).flags & 32768 && delete bodyOf(p).flags,
  'content in V2': (p) => bodyOf(p).flags & 32768 && (bodyOf(p).content = 'hello'),
  'ephemeral message': (p) => (bodyOf(p).flags = (bodyOf(p).flags ?? 0) | 64),
  'flags 0': (p) => (bodyOf(p).flags = 0),
  'flags 0 as a string': (p) => (bodyOf(p).flags = '0'),
  'text too long': (p) => forEachComponent(p, (c) => c.type === 10 && (c.content = 'y'.repeat(3000))),
  'modal title too long': (p) => bodyOf(p).title !== undefined && (bodyOf(p).title = 't'.repeat(50)),
  'file upload min 0 required': (p) => forEachComponent(p, (c) => c.type === 19 && (c.required = true)),
  'text input own label': (p) => forEachComponent(p, (c) => c.type === 4 && (c.label = 'Name')),
  'link button with a custom_id': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.custom_id = 'open')),
  'link to ftp': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.url = 'ftp://example.com/file')),
  'link with a space': (p) => forEachComponent(p, (c) => c.type === 2 && c.style === 5 && (c.url = 'https://example.com/a b')),
  'emoji shortcode': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.emoji = { name: 'fire' })),
  'option emoji as a word': (p) => forEachComponent(p, (c) => c.type === 3 && c.options.forEach((o: any) => (o.emoji = { name: ':x:' }))),
  'emoji and a long label': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.label = 'y'.repeat(36))),
  'emoji alone, empty label': (p) => forEachComponent(p, (c) => c.type === 2 && c.emoji && (c.label = '')),
  'min above max': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && ((c.min_values = 5), (c.max_values = 2))),
  'max above the options': (p) => forEachComponent(p, (c) => c.type === 3 && (c.max_values = c.options.length + 1)),
  'every option default, max 1': (p) => forEachComponent(p, (c) => c.type === 3 && ((c.max_values = 1), c.options.forEach((o: any) => (o.default = true)))),
  'default_values on a String Select': (p) => forEachComponent(p, (c) => c.type === 3 && (c.default_values = [{ id: '80351110224678912', type: 'user' }])),
  'channel_types on a User Select': (p) => forEachComponent(p, (c) => c.type >= 5 && c.type <= 7 && (c.channel_types = [0])),
  'default users above max': (p) => forEachComponent(p, (c) => c.type === 5 && (c.default_values = [{ id: '1', type: 'user' }, { id: '2', type: 'user' }])),
  'required on a select': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && (c.required = true)),
  'disabled select': (p) => forEachComponent(p, (c) => c.type >= 3 && c.type <= 8 && (c.disabled = true)),
  'min_values 0': (p) => forEachComponent(p, (c) => c.type === 3 && (c.min_values = 0)),
  'embed link without scheme': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.url = 'example.com/news')),
  'embed image from an attachment': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.image = { url: 'attachment://chart.png' })),
  'embed timestamp not ISO': (p) => bodyOf(p).embeds?.forEach((e: any) => (e.timestamp = '26/11/2026')),
  'allowed_mentions that parse and list users': (p) => (bodyOf(p).allowed_mentions = { parse: ['users'], users: ['80351110224678912'] }),
  'allowed_mentions of channels': (p) => (bodyOf(p).allowed_mentions = { parse: ['channels'] }),
  'tts as a string': (p) => (bodyOf(p).tts = 'yes'),
  'voice message flag': (p) => (bodyOf(p).flags = ((bodyOf(p).flags as number) ?? 0) | 8192),
  'notifications suppressed': (p) => (bodyOf(p).flags = ((bodyOf(p).flags as number) ?? 0) | 4096),
  'prefilled value past max_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.max_length = 3), (c.value = 'abcdef'), delete c.min_length)),
  'min_length above max_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.min_length = 10), (c.max_length = 5))),
  'prefilled value under min_length': (p) => forEachComponent(p, (c) => c.type === 4 && ((c.min_length = 50), (c.value = 'a'))),
  'id 0 twice': (p) => forEachComponent(p, (c) => (c.id = 0)),
  'empty message': (p) => p.flags === undefined && p.title === undefined && (delete p.embeds, delete p.components, (p.content = '  ')),
  'as a response': (p) => {
    const body = { ...p };
    for (const key of Object.keys(p)) delete p[key];
    Object.assign(p, { type: body.title === undefined ? 4 : 9, data: body });
  },
};

function forEachComponent(payload: Record<string, any>, visit: (c: Record<string, any>) => unknown): void {
  const walk = (c: any) => {
    if (typeof c !== 'object' || c === null) return;
    visit(c);
    for (const child of c.components ?? []) walk(child);
    walk(c.component);
    walk(c.accessory);
  };
  for (const c of bodyOf(payload).components ?? []) walk(c);
}

/** The message or modal of a payload: an interaction response's data. */
function bodyOf(payload: Record<string, any>): Record<string, any> {
  return typeof payload.type === 'number' && typeof payload.data === 'object' && payload.data !== null ? payload.data : payload;
}

/** The bench's two corpora: the plainest shapes, and varied ones (emoji, Link buttons, every select, embeds with URLs...). */
const GENERATORS = { plain: generateCorpus, varied: generateVariedCorpus };

describe('the fast path', () => {
  afterEach(() => setFastPath(true));

  it('gives the same results on every payload file of the repository', async () => {
    const files = [...payloadFiles(path.join(root, 'samples')), ...payloadFiles(path.join(root, 'test'))];
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const [fast, full] = await bothWays(() => lintFile(file));
      expect(fast, path.relative(root, file)).toEqual(full);
    }
  });

  it.each(Object.entries(GENERATORS))('gives the same results on a generated corpus (%s) and on mutations of its clean payloads, and takes most clean ones', async (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const files = generate(folder, 150, 7);
    let taken = 0;
    let mutated = 0;
    for (const file of files) {
      const [fast, full] = await bothWays(() => lintFile(file));
      expect(fast, file).toEqual(full);
      if ((full as { messages: unknown[] }).messages.length > 0) continue;
      const text = readFileSync(file, 'utf8');
      const payload = JSON.parse(text);
      if (isCertainlyClean(payload, detectKind(payload)!)) taken++;
      for (const [name, mutate] of Object.entries(MUTATIONS)) {
        const changed = JSON.parse(text);
        mutate(changed);
        const changedText = JSON.stringify(changed, null, 2);
        if (changedText === JSON.stringify(payload, null, 2)) continue;
        mutated++;
        const [fastMutant, fullMutant] = await bothWays(() => lintText(changedText, { filePath: 'mutant.json' }));
        expect(fastMutant, `${name} of ${path.basename(file)}`).toEqual(fullMutant);
      }
    }
    // The generated corpus is four-fifths clean: the fast path must take most of those, or it tests nothing.
    expect(taken).toBeGreaterThan(files.length / 2);
    expect(mutated).toBeGreaterThan(500);
  }, 120_000); // about 11 s alone; twice that and more on a machine shared with other runs

  it.each(Object.entries(GENERATORS))('gives the same results on random changes to any field of clean payloads (%s)', async (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const files = generate(folder, 120, 11);
    const random = seeded(20261124);
    let compared = 0;
    let changedVerdict = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const payload = JSON.parse(text);
      const kind = detectKind(payload);
      if (!kind || !isCertainlyClean(payload, kind)) continue;
      const places = placesOf(payload);
      for (let i = 0; i < 40; i++) {
        const changed = JSON.parse(text);
        const [holder, key] = places[Math.floor(random() * places.length)]!;
        const target = reach(changed, holder);
        const choice = Math.floor(random() * (FIELD_VALUES.length + 2));
        if (choice === FIELD_VALUES.length) delete target[key];
        else if (choice === FIELD_VALUES.length + 1) target[`extra_${key}`] = target[key];
        else target[key] = structuredClone(FIELD_VALUES[choice]);
        const changedText = JSON.stringify(changed, null, 2);
        const [fast, full] = await bothWays(() => lintText(changedText, { filePath: 'changed.json' }));
        expect(fast, `${path.basename(file)}: ${holder.join('.')}.${key} changed (${choice})`).toEqual(full);
        compared++;
        if ((full as { messages: unknown[] }).messages.length > 0) changedVerdict++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // Most changes must make a finding, or the fast path was never asked to turn them away.
    expect(changedVerdict).toBeGreaterThan(compared / 2);
  }, 120_000);

  it.each(Object.entries(GENERATORS))('gives the same results with every rule on, design guidance included (%s)', async (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const files = generate(folder, 150, 13);
    const everyRule = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, 'error' as const]));
    let found = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const variants = [text, ...Object.values(MUTATIONS).map((mutate) => {
        const changed = JSON.parse(text);
        mutate(changed);
        return JSON.stringify(changed, null, 2);
      })];
      for (const variant of variants) {
        const [fast, full] = await bothWays(() => lintText(variant, { filePath: 'all-rules.json', rules: everyRule }));
        expect(fast, path.basename(file)).toEqual(full);
        if ((full as { messages: { ruleId: string }[] }).messages.some((m) => m.ruleId === 'button-single-primary')) found++;
      }
    }
    expect(resolveRules({ rules: everyRule }).length).toBe(builtinRules.length);
    // Rows with two Primary buttons are in the corpus: with the rule on, the fast path must not take them.
    expect(found).toBeGreaterThan(10);
  }, 120_000);

  it('gives the same results on lists of payloads, follow-ups of a response included', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const list = path.join(folder, 'list.json');
    generateList(list, 200_000, 5);
    const [fast, full] = await bothWays(() => lintFile(list));
    expect((full as { messages: unknown[] }).messages.length).toBeGreaterThan(5);
    expect(fast).toEqual(full);
    const payloads = JSON.parse(readFileSync(list, 'utf8')) as Record<string, unknown>[];
    const messages = payloads.filter((p) => p.title === undefined).slice(0, 20);
    // After an interaction response, the messages are its follow-ups (EPHEMERAL is theirs to set).
    const withResponse = JSON.stringify([{ type: 4, data: { content: 'hi' } }, ...messages.map((m) => ({ ...m, flags: ((m.flags as number) ?? 0) | 64 }))]);
    const [fastFollowUps, fullFollowUps] = await bothWays(() => lintText(withResponse, { filePath: 'follow-ups.json' }));
    expect(fastFollowUps).toEqual(fullFollowUps);
  });

  it('does not vouch for a YAML set or ordered map where an object goes', async () => {
    for (const yaml of ['content: hi\nembeds:\n  - !!set {}\n', 'content: hi\nembeds:\n  - !!omap [ {title: ""}, {color: -5} ]\n']) {
      const [fast, full] = await bothWays(() => lintText(yaml, { filePath: 'set.yaml' }));
      expect(fast).toEqual(full);
    }
  });
});

/** Values a field may be changed to: wrong types, empties, extremes. */
const FIELD_VALUES: unknown[] = [
  null, '', ' ', 'x'.repeat(5000), 0, -1, 1.5, 99, 2 ** 60, true, false, [], {}, [{}], 'https://example.com/a.mp4', 'attachment://x.png',
  'ftp://example.com/x', 'example.com', ':fire:', 'fire', 2, 26, 4096, 32768 | 64, ['users', 'users'], ['everyone'], { name: '🔥' }, { id: '1' },
];

/** [path to an object or array, key or index in it] for every place of a JSON value. */
function placesOf(value: unknown, at: (string | number)[] = [], out: [(string | number)[], string | number][] = []): [(string | number)[], string | number][] {
  if (Array.isArray(value)) value.forEach((item, i) => (out.push([at, i]), placesOf(item, [...at, i], out)));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) out.push([at, key]), placesOf(item, [...at, key], out);
  return out;
}

function reach(value: any, at: (string | number)[]): any {
  return at.reduce((node, segment) => node[segment], value);
}

/** A small seeded generator (mulberry32), so that every run tries the same changes. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
