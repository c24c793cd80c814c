/**
 * docs/custom-rules.md is executed: its files are written to a folder where `cordlint` is installed
 * (a link to this package), cordlint lints them, and the output must be the one the page shows.
 */
import { readFileSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, scratch, write } from '../cli-helpers.js';

const root = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(root, 'docs/custom-rules.md'), 'utf8');

function fences(): { info: string; code: string }[] {
  return [...page.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({ info: m[1]!, code: m[2]! }));
}

describe('docs/custom-rules.md', () => {
  let folder: string;
  beforeAll(() => {
    folder = scratch();
    for (const fence of fences()) {
      const file = /file=(\S+)/.exec(fence.info)?.[1];
      if (file) write(folder, { [file]: fence.code });
    }
    mkdirSync(path.join(folder, 'node_modules'), { recursive: true });
    symlinkSync(root, path.join(folder, 'node_modules', 'cordlint'), 'dir');
  });

  it('has the plugin, the config and a payload', () => {
    const files = fences().flatMap((f) => /file=(\S+)/.exec(f.info)?.[1] ?? []);
    expect(files).toEqual(['cordlint-rules.js', 'cordlint.config.yaml', 'payloads/ticket.json']);
  });

  it('reports what the page says, with the plugin rule named team/custom-id-pattern', async () => {
    const expected = fences().find((f) => f.info === 'text output')!.code.trim();
    const outcome = await runCli(['lint', 'payloads', '--no-color'], folder);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain(expected);
    expect(outcome.stdout).toContain('1 problem (1 error, 0 warnings)');
  });

  it('checks the rule options against the rule schema', async () => {
    write(folder, { 'bad/cordlint.config.yaml': 'plugins: [../cordlint-rules.js]\nrules:\n  team/custom-id-pattern: [error, { patern: x }]\n', 'bad/a.json': '{"components":[]}' });
    const outcome = await runCli(['lint', '--allow-plugins', 'bad/a.json'], folder);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('cordlint: invalid config bad/cordlint.config.yaml:');
    expect(outcome.stderr).toContain('  rules["team/custom-id-pattern"][1].patern: unknown key "patern". Did you mean "pattern"? Known keys: pattern.\n');
  });

  it('runs the "Testing a rule" snippet as written', async () => {
    const snippet = fences().find((f) => f.info === 'js' && f.code.includes('extraRules'))!.code;
    const file = path.join(folder, 'check.mjs');
    writeFileSync(file, `${snippet}\nexport { messages };\n`);
    const { messages } = (await import(pathToFileURL(file).href)) as { messages: { ruleId: string; path: string; line: number; column: number }[] };
    expect(messages.map((m) => ({ ruleId: m.ruleId, path: m.path, line: m.line, column: m.column }))).toEqual([
      { ruleId: 'custom-id-pattern', path: '/components/0/components/0/custom_id', line: 1, column: 99 },
    ]);
  });
});
