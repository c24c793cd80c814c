/**
 * Plugins that go wrong, through the built CLI: a plugin that cannot load makes the config invalid
 * (exit 2, saying which plugin, why and where); a plugin rule that misbehaves while linting becomes a
 * finding that names the rule and the plugin, never a cordlint "internal error".
 */
import { describe, expect, it } from 'vitest';
import { scratch, write } from '../cli-helpers.js';
import { cordlint } from './run-cli.js';

const VOTE = '{ "components": [ { "type": 1, "components": [ { "type": 2, "style": 1, "label": "Go", "custom_id": "go" } ] } ] }\n';

/** A project with an ESM package.json, the config naming `specifier`, the plugin files, and vote.json. */
function project(specifier: string, files: Record<string, string>): string {
  return scratch({ 'package.json': '{ "type": "module" }\n', 'cordlint.config.yaml': `plugins:\n  - ${specifier}\n`, 'vote.json': VOTE, ...files });
}

/** A plugin module with one rule whose create() is `create`. */
function pluginWith(create: string, extraMeta = ''): string {
  return `export default { name: 'team', rules: [{ meta: { id: 'x', description: 'd', severity: 'error', source: 's'${extraMeta} }, create${create} }] };\n`;
}

describe('plugins that cannot be loaded: exit 2, naming the plugin', () => {
  const cases: [string, string, Record<string, string>, (root: string) => string][] = [
    ['a path that does not exist', './lint/missing.js', {}, (root) => `plugins[0]: plugin "./lint/missing.js": no such file: ${root}/lint/missing.js`],
    [
      'a plugin that throws while loading, with where',
      './throws.js',
      { 'throws.js': 'export const TOKEN = process.env.TEAM_TOKEN;\nif (!TOKEN) throw new Error("TEAM_TOKEN is not set");\nexport default { rules: [] };\n' },
      (root) => `plugins[0]: plugin "./throws.js": it could not be loaded from ${root}/throws.js: TEAM_TOKEN is not set (at ${root}/throws.js:2:19)`,
    ],
    [
      'a plugin with a syntax error, with its line',
      './broken.js',
      { 'broken.js': 'export default {\n  rules: [\n}\n' },
      (root) => `plugins[0]: plugin "./broken.js": it could not be loaded from ${root}/broken.js: Unexpected token '}' (at ${root}/broken.js:3)`,
    ],
    [
      'a plugin importing cordlint where cordlint is not installed',
      './team.js',
      { 'team.js': "import { defineRule } from 'cordlint';\nexport default { rules: [] };\n" },
      (root) =>
        `plugins[0]: plugin "./team.js": it could not be loaded from ${root}/team.js: Cannot find package 'cordlint' imported from ${root}/team.js. The plugin imports cordlint: install it in the project (npm install --save-dev cordlint)`,
    ],
    [
      'a folder without an index.js',
      './lint',
      { 'lint/rules.js': pluginWith('() { return {}; }') },
      (root) => `plugins[0]: plugin "./lint": ${root}/lint is a folder without an index.js; name the plugin's module file in "plugins" (like "./lint/<file>.js")`,
    ],
    ['a rule without create()', './team.js', { 'team.js': "export default { rules: [{ meta: { id: 'x', description: 'd', severity: 'error' } }] };\n" }, () => 'plugins[0]: plugin "./team.js": rule "x" has no create(context) function returning its visitors'],
    [
      'two rules with one id',
      './team.js',
      { 'team.js': `const rule = { meta: { id: 'x', description: 'd', severity: 'error' }, create() { return {}; } };\nexport default { name: 'team', rules: [rule, rule] };\n` },
      () => 'plugins[0]: plugin "./team.js": it has two rules with the id "team/x"; give each rule its own meta.id',
    ],
  ];

  it.each(cases)('%s', (_name, specifier, files, problem) => {
    const root = project(specifier, files);
    const run = cordlint(['lint', 'vote.json'], { cwd: root });
    expect(run).toEqual({ status: 2, stdout: '', stderr: `cordlint: invalid config cordlint.config.yaml:\n  ${problem(root)}\n` });
  });

  it('a folder with an index.js is loaded like a package', () => {
    const root = project('./lint/team', {
      'lint/team/index.js': pluginWith('(context) { return { Button(node) { context.report({ path: [...node.path, "label"], message: "Say what it does." }); } }; }'),
    });
    expect(cordlint(['lint', '--format', 'unix', 'vote.json'], { cwd: root })).toEqual({ status: 1, stdout: 'vote.json:1:82: Say what it does. [Error/team/x]\n', stderr: '' });
  });
});

describe('plugin rules that misbehave while linting: a finding for the plugin authors, exit 1', () => {
  const cases: [string, string, string][] = [
    ['create() throws', '() { throw new Error("no token"); }', 'vote.json:1:1: Rule team/x failed to start (no token). Please report this to the authors of the plugin "team". [Error/team/x]\n'],
    [
      'a visitor throws',
      '() { return { Button(node) { return node.value.emoji.name; } }; }',
      `vote.json:1:48: Rule team/x failed on this node (Cannot read properties of undefined (reading 'name')). Please report this to the authors of the plugin "team". [Error/team/x]\n`,
    ],
    [
      'a misspelt visitor',
      '() { return { Buton(node) {} }; }',
      'vote.json:1:1: Rule team/x has a visitor "Buton", which is neither a component type nor payload, component or payloadExit, so it is never called. Did you mean "Button"? Please report this to the authors of the plugin "team". [Error/team/x]\n',
    ],
    [
      'a report without a path',
      '(context) { return { payload() { context.report({ message: "Too many buttons" }); } }; }',
      'vote.json:1:1: Rule team/x reported a problem ("Too many buttons") without a valid "path" (a list of keys and indexes, like ["components", 0, "custom_id"]; got nothing). Please report this to the authors of the plugin "team". [Error/team/x]\n',
    ],
    [
      'a report with a JSON Pointer string as path',
      '(context) { return { payload() { context.report({ path: "/components/0", message: "Row" }); } }; }',
      'vote.json:1:1: Rule team/x reported a problem ("Row") without a valid "path" (a list of keys and indexes, like ["components", 0, "custom_id"]; got "/components/0"). Please report this to the authors of the plugin "team". [Error/team/x]\n',
    ],
  ];

  it.each(cases)('%s', (_name, create, stdout) => {
    const root = project('./team.js', { 'team.js': pluginWith(create) });
    const run = cordlint(['lint', '--format', 'unix', 'vote.json'], { cwd: root });
    expect(run).toEqual({ status: 1, stdout, stderr: '' });
    expect(run.stdout).not.toContain('cordlint bug');
  });
});

describe('cordlint rules lists the rules of the plugins of the config that applies', () => {
  const team = pluginWith('() { return {}; }');

  it('after the built-in rules, with their prefixed ids, even when the config has a misspelt rule id', () => {
    const root = project('./team.js', { 'team.js': team });
    write(root, { 'cordlint.config.yaml': 'plugins:\n  - ./team.js\nrules:\n  team/y: error\n' });
    const run = cordlint(['rules', '--format', 'json'], { cwd: root });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    const rows = JSON.parse(run.stdout) as { id: string; severity: string; source: string }[];
    expect(rows.at(-1)).toEqual({ id: 'team/x', severity: 'error', fixable: false, description: 'd', source: 's' });
    expect(rows.filter((r) => r.id.includes('/'))).toHaveLength(1);
    expect(cordlint(['rules', '--format', 'json', '--no-config-lookup'], { cwd: root }).stdout).not.toContain('team/x');
  });

  it('a plugin that cannot load: the built-in rules, then why, exit 2', () => {
    const root = project('./missing.js', {});
    const run = cordlint(['rules'], { cwd: root });
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('custom-id-unique');
    expect(run.stderr).toBe(`cordlint: invalid config cordlint.config.yaml:\n  plugins[0]: plugin "./missing.js": no such file: ${root}/missing.js\ncordlint: the rules of its plugins are not listed.\n`);
  });
});

describe('plugins whatever the project module type says', () => {
  const esmRule = "export default { name: 'team', rules: [{ meta: { id: 'no-primary', description: 'd', severity: 'warn', source: 's' }, create: (c) => ({ Button(n) { if (n.value.style === 1) c.report({ path: [...n.path, 'style'], message: note() }); } }) }] };\n";
  const projectOf = (manifest: string, files: Record<string, string>) =>
    scratch({ 'package.json': manifest, 'cordlint.config.yaml': 'plugins:\n  - ./rules/team.js\n', 'vote.json': VOTE, ...files });

  for (const [what, manifest] of [
    ['"type": "commonjs"', '{ "name": "bot", "type": "commonjs" }\n'],
    ['no "type" (npm\'s default)', '{ "name": "bot" }\n'],
  ]) {
    it(`loads a .js plugin written as an ES module in a project with ${what}, and its relative imports`, () => {
      const root = projectOf(manifest!, { 'rules/team.js': `import { note } from './note.js';\n${esmRule}`, 'rules/note.js': "export const note = () => 'Use a Secondary button.';\n" });
      const { status, stdout, stderr } = cordlint(['lint', 'vote.json', '-f', 'unix'], { cwd: root });
      expect([status, stdout, stderr]).toEqual([0, 'vote.json:1:70: Use a Secondary button. [Warning/team/no-primary]\n', '']);
    });
  }

  it('loads a CommonJS plugin in a CommonJS project', () => {
    const root = projectOf('{ "type": "commonjs" }\n', { 'rules/team.js': `const note = () => 'cjs';\nmodule.exports = ${esmRule.replace('export default ', '').trimEnd()}\n` });
    const { status, stdout, stderr } = cordlint(['lint', 'vote.json', '-f', 'unix'], { cwd: root });
    expect([status, stdout, stderr]).toEqual([0, 'vote.json:1:70: cjs [Warning/team/no-primary]\n', '']);
  });
});
