/**
 * The sample payloads: each `samples/broken/<rule-id>.{json,yaml}` shows exactly one rule (and raises
 * nothing else), and each file in `samples/valid/` raises nothing at all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintFileAgainst, lintOneFile } from './lint-file.js';

const root = path.resolve(import.meta.dirname, '..', 'samples');
const filesIn = (folder: string) => readdirSync(path.join(root, folder)).filter((f) => /\.(jsonc?|ya?ml)$/.test(f));

describe('broken samples', () => {
  it.each(filesIn('broken'))('%s raises its rule and nothing else', async (file) => {
    const id = file.replace(/\.(json|ya?ml)$/, '');
    const rule = builtinRules.find((r) => r.meta.id === id);
    expect(rule, `samples/broken/${file} is named after no rule`).toBeDefined();
    // A rule that is off by default is switched on for its own sample.
    const result = await lintOneFile(path.join(root, 'broken', file), rule!.meta.severity === 'off' ? { rules: { [id]: 'warn' } } : {});
    expect(result.messages.length, `samples/broken/${file} raises nothing`).toBeGreaterThan(0);
    expect(result.messages.filter((m) => m.ruleId !== id), JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});

describe('valid samples', () => {
  it.each(filesIn('valid'))('%s raises nothing', async (file) => {
    const result = await lintOneFile(path.join(root, 'valid', file));
    expect(result.messages, JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});

// The --against rules compare two files: each has a folder samples/broken/against/<rule-id>/ with the
// payload sent (sent.*) and a fixture (fixture.*) that lints clean alone but not against it.
describe('broken fixture/payload pairs', () => {
  const folder = path.join(root, 'broken', 'against');
  const againstRules = builtinRules.filter((r) => r.meta.reportedBy === 'against').map((r) => r.meta.id);
  it('exist for every --against rule', () => {
    expect(readdirSync(folder).sort()).toEqual([...againstRules].sort());
  });
  it.each(againstRules)('%s: the fixture raises its rule against sent, and nothing else', async (id) => {
    const files = readdirSync(path.join(folder, id));
    const sent = path.join(folder, id, files.find((f) => f.startsWith('sent.'))!);
    const fixture = path.join(folder, id, files.find((f) => f.startsWith('fixture.'))!);
    const result = await lintFileAgainst(sent, fixture);
    expect(result!.messages.length).toBeGreaterThan(0);
    expect(result!.messages.filter((m) => m.ruleId !== id), JSON.stringify(result!.messages, null, 1)).toEqual([]);
    expect((await lintOneFile(fixture)).messages).toEqual([]);
  });
});

describe('valid fixtures', () => {
  it('received-event-signup.json answers modal-choices.json', async () => {
    const result = await lintFileAgainst(path.join(root, 'valid', 'modal-choices.json'), path.join(root, 'valid', 'received-event-signup.json'));
    expect(result!.messages, JSON.stringify(result!.messages, null, 1)).toEqual([]);
  });
});

// Samples whose destination a config in their folder names (samples/*/destinations/cordlint.config.yaml).
describe('samples sent to a destination', () => {
  const lintFolder = async (folder: string) => {
    const { Cordlint } = await import('../src/project/cordlint.js');
    const project = await Cordlint.create({ cwd: path.join(root, folder) });
    return (await project.lintFiles(['.'])).results;
  };

  it('broken: each raises its rule, as an error, and nothing else', async () => {
    const results = await lintFolder('broken/destinations');
    expect(results.map((r) => path.basename(r.filePath)).sort()).toEqual(['edit-fields.json', 'webhook-components.json']);
    for (const result of results) {
      const id = path.basename(result.filePath).replace(/\.json$/, '');
      expect(result.messages.map((m) => [m.ruleId, m.severity]), JSON.stringify(result.messages, null, 1)).toEqual(result.messages.map(() => [id, 2]));
      expect(result.messages.length).toBeGreaterThan(0);
    }
  });

  it('valid: nothing at all', async () => {
    const results = await lintFolder('valid/destinations');
    expect(results.length).toBe(2);
    for (const result of results) expect(result.messages, JSON.stringify(result.messages, null, 1)).toEqual([]);
  });
});
