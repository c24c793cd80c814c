/** The shipped samples keep their promise: valid ones are clean, each broken one shows exactly its rule. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintFile } from '../src/lint.js';

const samples = path.resolve(import.meta.dirname, '../samples');
const list = (folder: string) =>
  readdirSync(path.join(samples, folder))
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .sort();

describe('samples/valid', () => {
  it.each(list('valid'))('%s has no finding at all', async (file) => {
    const result = await lintFile(path.join(samples, 'valid', file));
    expect(result.messages, JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});

describe('samples/broken', () => {
  const ruleIds = new Set(builtinRules.map((r) => r.meta.id));

  it.each(list('broken'))('%s raises its own rule and nothing else', async (file) => {
    const ruleId = file.replace(/\.(json|ya?ml)$/, '').replace(/\.\d+$/, '');
    expect(ruleIds.has(ruleId), `${file} is named after no rule`).toBe(true);
    const result = await lintFile(path.join(samples, 'broken', file));
    expect(result.messages.length).toBeGreaterThan(0);
    expect(new Set(result.messages.map((m) => m.ruleId)), JSON.stringify(result.messages, null, 1)).toEqual(new Set([ruleId]));
  });
});
