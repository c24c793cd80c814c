/** What the README claims about the samples and the package, checked. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintFile } from '../../src/lint.js';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe('the README', () => {
  it.each(builtinRules.map((r) => r.meta.id))('samples/broken holds a payload that %s reports (with the rule on)', async (id) => {
    const file = ['json', 'yaml'].map((ext) => path.join(root, 'samples/broken', `${id}.${ext}`)).find((f) => existsSync(f));
    expect(file, `samples/broken/${id}.json or .yaml`).toBeDefined();
    const rule = builtinRules.find((r) => r.meta.id === id)!;
    const severity = rule.meta.severity === 'off' ? 'warn' : rule.meta.severity;
    const result = await lintFile(file!, { rules: { [id]: severity } });
    expect(result.messages.map((m) => m.ruleId)).toContain(id);
  });

  it('names the rules that are off by default, whose samples report only when they are on', () => {
    const off = builtinRules.filter((r) => r.meta.recommended === false || r.meta.severity === 'off').map((r) => r.meta.id);
    const sentence = readme.slice(0, readme.indexOf('## Linting'));
    for (const id of off) expect(sentence).toContain(`--rule ${id}:warn`);
    expect([...sentence.matchAll(/--rule ([\w-]+):warn/g)].map((m) => m[1])).toEqual(off);
  });

  it('lists the dependencies package.json declares', () => {
    const declared = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies).sort();
    const listed = /The libraries in the bundle \(([^)]+)\)/.exec(readme.replace(/\s+/g, ' '))?.[1]?.split(', ').sort();
    expect(listed).toEqual(declared);
    expect(readme).not.toMatch(/No runtime dependencies/);
  });
});
