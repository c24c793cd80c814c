/**
 * The sample payloads: each file in samples/broken/ is named after the one rule it shows and raises
 * that rule and nothing else; each file in samples/valid/ raises nothing at all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintFile } from '../src/lint.js';

const samples = path.resolve(import.meta.dirname, '..', 'samples');
const filesIn = (folder: string) =>
  readdirSync(path.join(samples, folder))
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .sort();

describe('samples/broken', () => {
  const ids = new Set(builtinRules.map((r) => r.meta.id));

  it.each(filesIn('broken'))('%s raises its rule and nothing else', async (file) => {
    const ruleId = file.replace(/\.(json|ya?ml)$/, '');
    expect(ids.has(ruleId), `${file} is not named after a rule`).toBe(true);
    const result = await lintFile(path.join(samples, 'broken', file));
    expect(result.messages.length, `${file} raises nothing`).toBeGreaterThan(0);
    expect(
      result.messages.filter((m) => m.ruleId !== ruleId),
      JSON.stringify(result.messages, null, 1),
    ).toEqual([]);
  });
});

describe('samples/valid', () => {
  it.each(filesIn('valid'))('%s raises nothing', async (file) => {
    const result = await lintFile(path.join(samples, 'valid', file));
    expect(result.messages, JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});
