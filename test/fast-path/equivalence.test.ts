/**
 * The fast path changes no finding: every payload file of the repository (samples, held-out sets,
 * the converter's inputs, any corpus under test/) and a generated corpus with mutations of its clean
 * payloads give the same results with the fast path on and off.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '../../src/linter/rule-settings.js';
import { detectKind } from '../../src/payload/detect.js';
import { isCertainlyClean } from '../../src/fast-path/clean-check.js';
import { bothWays, lintFileWith, lintTextWith } from './both-ways.js';
import { generateCorpus, generateList } from '../../bench/generate.mjs';
import { generateVariedCorpus } from '../../bench/generate-varied.mjs';
import { builtinRules } from '../../rules/index.js';
import { payloadFiles } from './payload-files.js';
import { MUTATIONS, withMutations } from './mutations.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The bench's two corpora: the plainest shapes, and varied ones (emoji, Link buttons, every select, embeds with URLs...). */
const GENERATORS = { plain: generateCorpus, varied: generateVariedCorpus };

describe('the fast path', () => {
  it('gives the same results on every payload file of the repository', async () => {
    const files = [...payloadFiles(path.join(root, 'samples')), ...payloadFiles(path.join(root, 'test'))];
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const [fast, full] = await bothWays((linter) => lintFileWith(linter, file));
      expect(fast, path.relative(root, file)).toEqual(full);
    }
  }, 180_000);

  it.each(Object.entries(GENERATORS))('gives the same results on a generated corpus (%s) and on mutations of its clean payloads, and takes most clean ones', async (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const files = generate(folder, 150, 7);
    let taken = 0;
    let mutated = 0;
    for (const file of files) {
      const [fast, full] = await bothWays((linter) => lintFileWith(linter, file));
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
        const [fastMutant, fullMutant] = await bothWays((linter) => lintTextWith(linter, changedText, {}, 'mutant.json'));
        expect(fastMutant, `${name} of ${path.basename(file)}`).toEqual(fullMutant);
      }
    }
    // The generated corpus is four-fifths clean: the fast path must take most of those, or it tests nothing.
    expect(taken).toBeGreaterThan(files.length / 2);
    expect(mutated).toBeGreaterThan(500);
  }, 180_000);

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
        const [fast, full] = await bothWays((linter) => lintTextWith(linter, changedText, {}, 'changed.json'));
        expect(fast, `${path.basename(file)}: ${holder.join('.')}.${key} changed (${choice})`).toEqual(full);
        compared++;
        if ((full as { messages: unknown[] }).messages.length > 0) changedVerdict++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // Most changes must make a finding, or the fast path was never asked to turn them away.
    expect(changedVerdict).toBeGreaterThan(compared / 2);
  }, 180_000);

  it.each(Object.entries(GENERATORS))('gives the same results with every rule on, design guidance included (%s)', async (_, generate) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const files = generate(folder, 150, 13);
    const everyRule = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, 'error' as const]));
    let found = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const variants = withMutations(text);
      for (const variant of variants) {
        const [fast, full] = await bothWays((linter) => lintTextWith(linter, variant, { rules: everyRule }, 'all-rules.json'));
        expect(fast, path.basename(file)).toEqual(full);
        if ((full as { messages: { ruleId: string }[] }).messages.some((m) => m.ruleId === 'button-single-primary')) found++;
      }
    }
    expect(resolveRules({ rules: everyRule }).length).toBe(builtinRules.length);
    // Rows with two Primary buttons are in the corpus: with the rule on, the fast path must not take them.
    expect(found).toBeGreaterThan(10);
  }, 180_000);

  it('gives the same results on lists of payloads, follow-ups of a response included', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-fast-path-'));
    const list = path.join(folder, 'list.json');
    generateList(list, 200_000, 5);
    const [fast, full] = await bothWays((linter) => lintFileWith(linter, list));
    expect((full as { messages: unknown[] }).messages.length).toBeGreaterThan(5);
    expect(fast).toEqual(full);
    const payloads = JSON.parse(readFileSync(list, 'utf8')) as Record<string, unknown>[];
    const messages = payloads.filter((p) => p.title === undefined).slice(0, 20);
    // After an interaction response, the messages are its follow-ups (EPHEMERAL is theirs to set).
    const withResponse = JSON.stringify([{ type: 4, data: { content: 'hi' } }, ...messages.map((m) => ({ ...m, flags: ((m.flags as number) ?? 0) | 64 }))]);
    const [fastFollowUps, fullFollowUps] = await bothWays((linter) => lintTextWith(linter, withResponse, {}, 'follow-ups.json'));
    expect(fastFollowUps).toEqual(fullFollowUps);
  }, 180_000);

  it('does not vouch for a YAML set or ordered map where an object goes', async () => {
    for (const yaml of ['content: hi\nembeds:\n  - !!set {}\n', 'content: hi\nembeds:\n  - !!omap [ {title: ""}, {color: -5} ]\n']) {
      const [fast, full] = await bothWays((linter) => lintTextWith(linter, yaml, {}, 'set.yaml'));
      expect(fast).toEqual(full);
    }
  }, 180_000);
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
