/**
 * The sample payloads: each `samples/broken/<rule-id>.{json,yaml}` shows exactly one rule (and raises
 * nothing else), and each file in `samples/valid/` raises nothing at all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintFile } from '../src/lint.js';

const root = path.resolve(import.meta.dirname, '..', 'samples');
const filesIn = (folder: string) => readdirSync(path.join(root, folder)).filter((f) => /\.(json|ya?ml)$/.test(f));

describe('broken samples', () => {
  it.each(filesIn('broken'))('%s raises its rule and nothing else', async (file) => {
    const id = file.replace(/\.(json|ya?ml)$/, '');
    const rule = builtinRules.find((r) => r.meta.id === id);
    expect(rule, `samples/broken/${file} is named after no rule`).toBeDefined();
    // A rule that is off by default is switched on for its own sample.
    const result = await lintFile(path.join(root, 'broken', file), rule!.meta.severity === 'off' ? { rules: { [id]: 'warn' } } : {});
    expect(result.messages.length, `samples/broken/${file} raises nothing`).toBeGreaterThan(0);
    expect(result.messages.filter((m) => m.ruleId !== id), JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});

describe('valid samples', () => {
  it.each(filesIn('valid'))('%s raises nothing', async (file) => {
    const result = await lintFile(path.join(root, 'valid', file));
    expect(result.messages, JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});
