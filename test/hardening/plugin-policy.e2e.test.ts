/**
 * Issue 10.1: a config found inside a linted folder runs none of its plugins' code unless the user
 * allows it (--allow-plugins, CORDLINT_ALLOW_PLUGINS=1, or --config naming it). The project's own
 * config (in the working folder or above) loads its plugins as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const PAYLOAD = '{ "content": "hi" }\n';
/** A plugin that leaves a mark when its code runs. */
const EVIL = "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./RAN', import.meta.url), 'x');\nexport default { name: 'evil', rules: [] };\n";

function downloaded(config: Record<string, string>): string {
  return scratch({ 'package.json': '{ "type": "module" }\n', 'downloaded/payloads/evil.mjs': EVIL, 'downloaded/payloads/a.json': PAYLOAD, ...config });
}
const ran = (root: string) => existsSync(path.join(root, 'downloaded/payloads/RAN'));

describe('plugins of a config inside a linted folder', () => {
  it.each([
    ['cordlint.config.yaml', 'downloaded/payloads/cordlint.config.yaml', 'plugins: [./evil.mjs]\n', 'plugins'],
    ['.cordlintrc.json', 'downloaded/payloads/.cordlintrc.json', '{ "plugins": ["./evil.mjs"] }\n', 'plugins'],
    ['package.json "cordlint" key', 'downloaded/payloads/package.json', '{ "cordlint": { "plugins": ["./evil.mjs"] } }\n', 'cordlint.plugins'],
  ])('%s: not loaded, exit 2 with a reason and how to allow it', (_name, file, text, key) => {
    const root = downloaded({ [file]: text });
    const run = cordlint(['lint', 'downloaded/'], { cwd: root });
    expect(ran(root)).toBe(false);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`cordlint: invalid config ${file}:\n  ${key}: "./evil.mjs": this plugin was not loaded`);
    expect(run.stderr).toContain('--allow-plugins');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('also when the payload is named directly and with --fix', () => {
    const root = downloaded({ 'downloaded/payloads/cordlint.config.yaml': 'plugins: [./evil.mjs]\n' });
    expect(cordlint(['lint', '--fix', 'downloaded/payloads/a.json'], { cwd: root }).status).toBe(2);
    expect(ran(root)).toBe(false);
  });

  it('loads them with --allow-plugins, with CORDLINT_ALLOW_PLUGINS=1, and with --config naming the config', () => {
    const config = { 'downloaded/payloads/cordlint.config.yaml': 'plugins: [./evil.mjs]\n' };
    let root = downloaded(config);
    expect(cordlint(['lint', '--allow-plugins', 'downloaded/'], { cwd: root }).status).toBe(0);
    expect(ran(root)).toBe(true);
    root = downloaded(config);
    expect(cordlint(['lint', 'downloaded/'], { cwd: root, env: { CORDLINT_ALLOW_PLUGINS: '1' } }).status).toBe(0);
    expect(ran(root)).toBe(true);
    root = downloaded(config);
    expect(cordlint(['lint', '--config', 'downloaded/payloads/cordlint.config.yaml', 'downloaded/'], { cwd: root }).status).toBe(0);
    expect(ran(root)).toBe(true);
  });

  it("a monorepo's root config grants its sub-projects' plugins by folder, and the refusal says how (issue 29)", () => {
    const team = "export default { name: 'team', rules: [{ meta: { id: 'no-hi', description: 'no hi', severity: 'error', source: 's' }, create: (c) => ({ payload(p) { if (p.value.content === 'hi') c.report({ path: ['content'], message: 'Say more than hi.' }); } }) }] };\n";
    const project = (rootConfig: string) =>
      scratch({
        'package.json': '{ "type": "module" }\n',
        'cordlint.config.yaml': rootConfig,
        'packages/bot/cordlint.config.yaml': 'plugins: [./team.mjs]\nrules:\n  team/no-hi: error\n',
        'packages/bot/team.mjs': team,
        'packages/bot/payloads/a.json': PAYLOAD,
        'packages/other/cordlint.config.yaml': 'plugins: [./evil.mjs]\n',
        'packages/other/evil.mjs': EVIL,
        'packages/other/b.json': PAYLOAD,
      });
    // Without the grant: stopped, and the error names the way a monorepo allows it.
    let root = project('rules: {}\n');
    let run = cordlint(['lint', 'packages/bot'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('list its folder in "allowPluginsIn" of the config in the working folder');
    // With it: the sub-project's plugin runs and reports at its place.
    root = project('allowPluginsIn: [packages/bot]\n');
    run = cordlint(['lint', 'packages/bot'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/1:14 +error +Say more than hi\. +team\/no-hi/);
    // A folder the root does not list is still refused, and its code does not run.
    run = cordlint(['lint', 'packages/'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('packages/other/cordlint.config.yaml');
    expect(existsSync(path.join(root, 'packages/other/RAN'))).toBe(false);
  });

  it('CORDLINT_ALLOW_PLUGINS=0 allows nothing', () => {
    const root = downloaded({ 'downloaded/payloads/cordlint.config.yaml': 'plugins: [./evil.mjs]\n' });
    expect(cordlint(['lint', 'downloaded/'], { cwd: root, env: { CORDLINT_ALLOW_PLUGINS: '0' } }).status).toBe(2);
    expect(ran(root)).toBe(false);
  });

  it('the config of the working folder (or above it) loads its plugins: the project cordlint runs in', () => {
    const root = downloaded({ 'downloaded/payloads/cordlint.config.yaml': 'plugins: [./evil.mjs]\n' });
    expect(cordlint(['lint', 'a.json'], { cwd: path.join(root, 'downloaded/payloads') }).status).toBe(0);
    expect(ran(root)).toBe(true);
  });

  it('a config inside a linted folder without plugins still applies', () => {
    const root = downloaded({ 'downloaded/payloads/cordlint.config.yaml': 'rules:\n  v2-requires-flag: off\nignores: [a.json]\n' });
    const run = cordlint(['lint', 'downloaded/payloads/a.json'], { cwd: root });
    expect(run.stderr).toContain('is ignored by the config\'s "ignores"');
  });
});
