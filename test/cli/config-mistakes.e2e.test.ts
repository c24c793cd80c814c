/** Mistakes new users make with configs and flags, through the built CLI: each is a clear message, never a surprise. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { read, scratch, write } from '../cli-helpers.js';
import { cordlint } from './run-cli.js';

const DUPLICATE = '{ "components": [ { "type": 1, "components": [ { "type": 2, "style": 1, "label": "A", "custom_id": "x" }, { "type": 2, "style": 1, "label": "B", "custom_id": "x" } ] } ] }\n';
const DUPLICATE_WARNING =
  'vote.json:1:159: custom_id "x" is already used by components[0].components[0]; custom_ids must be unique within a message (disabled components count too). Give this one another custom_id. [Warning/custom-id-unique]\n';
const UNFLAGGED = '{ "components": [ { "type": 10, "content": "old" } ] }\n';

describe('folders of a Node project', () => {
  it('lint . lints neither package.json (with or without a cordlint key) nor package-lock.json', () => {
    const repo = scratch({
      'package.json': '{ "name": "bot", "cordlint": { "rules": { "custom-id-unique": "warn" } } }\n',
      'package-lock.json': '{ "name": "bot", "lockfileVersion": 3, "packages": {} }\n',
      'app/package.json': '{ "name": "app", "version": "1.0.0" }\n',
      'vote.json': DUPLICATE,
    });
    const run = cordlint(['lint', '--format', 'unix', '.'], { cwd: repo });
    expect(run).toEqual({ status: 0, stdout: DUPLICATE_WARNING, stderr: '' });
  });

  it('a package.json named on the command line is linted', () => {
    const repo = scratch({ 'package.json': '{ "name": "bot" }\n' });
    const run = cordlint(['lint', '--format', 'unix', 'package.json'], { cwd: repo });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('package.json:1:1: This object is not a recognisable payload');
  });
});

describe('configs are checked before anything is linted or fixed', () => {
  it('an invalid config in a subfolder stops --fix before it writes files elsewhere (exit 2)', () => {
    const text = 'components:\n  - type: 10\n    content: hi\n';
    const repo = scratch({ 'a/m.yaml': text, 'z/cordlint.config.yaml': 'rules:\n  schema: of\n', 'z/m.json': '{ "content": "x" }\n' });
    const run = cordlint(['lint', '--fix', '.'], { cwd: repo });
    expect(run).toEqual({
      status: 2,
      stdout: '',
      stderr: 'cordlint: invalid config z/cordlint.config.yaml:\n  rules.schema: must be "off", "warn" or "error", or [severity, options]; got "of". Did you mean "off"?\n',
    });
    expect(read(repo, 'a/m.yaml')).toBe(text);
  });

  it('a --rule naming a rule that no config loads stops --fix before it writes anything', () => {
    const text = 'components:\n  - type: 10\n    content: hi\n';
    const repo = scratch({ 'a/m.yaml': text, 'cordlint.config.yaml': 'rules: {}\n' });
    const run = cordlint(['lint', '--fix', '--config', 'cordlint.config.yaml', '--rule', 'team/x:off', '.'], { cwd: repo });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`cordlint: Unknown rule "team/x". A plugin's rules exist only where a config lists the plugin in "plugins".\n`);
    expect(read(repo, 'a/m.yaml')).toBe(text);
  });
});

describe('cordlint init', () => {
  it('writes a starter whose examples, once uncommented, make a valid config that applies', () => {
    const repo = scratch({ 'vote.json': DUPLICATE, 'legacy/old.json': UNFLAGGED, 'fixtures/broken/b.json': '{ nope\n' });
    expect(cordlint(['init'], { cwd: repo }).status).toBe(0);
    const starter = read(repo, 'cordlint.config.yaml');
    // The starter itself is valid and changes nothing.
    const before = cordlint(['lint', '--format', 'unix', '.'], { cwd: repo });
    expect(before.status).toBe(1);
    expect(before.stdout).toContain('[Error/custom-id-unique]');
    expect(before.stdout).toContain('legacy/old.json:1:19:');
    expect(before.stdout).toContain('fixtures/broken/b.json:1:3:');

    const uncommented = starter
      .replace('  # custom-id-unique: warn', '  custom-id-unique: warn')
      .replace('  # - files: ["legacy/**"]\n  #   rules:\n  #     v2-requires-flag: off', '  - files: ["legacy/**"]\n    rules:\n      v2-requires-flag: off')
      .replace('  # - fixtures/broken/**', '  - fixtures/broken/**');
    expect(uncommented).not.toBe(starter);
    write(repo, { 'cordlint.config.yaml': uncommented });
    expect(cordlint(['lint', '--format', 'unix', '.'], { cwd: repo })).toEqual({ status: 0, stdout: DUPLICATE_WARNING, stderr: '' });
  });

  it('run twice, refuses to overwrite (exit 2) and leaves the first config as it was', () => {
    const repo = scratch();
    expect(cordlint(['init'], { cwd: repo }).status).toBe(0);
    const first = read(repo, 'cordlint.config.yaml');
    expect(cordlint(['init'], { cwd: repo })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'cordlint: cordlint.config.yaml exists in this folder; nothing was written (use --force to write cordlint.config.yaml anyway).\n',
    });
    expect(read(repo, 'cordlint.config.yaml')).toBe(first);
    expect(readdirSync(repo)).toEqual(['cordlint.config.yaml']);
  });

  it('in a subfolder of a project with a config, says that the config above no longer applies there', () => {
    const repo = scratch({ 'package.json': '{ "name": "bot", "cordlint": { "rules": { "custom-id-unique": "warn" } } }\n', 'forms/vote.json': DUPLICATE });
    const run = cordlint(['init'], { cwd: `${repo}/forms` });
    expect(run).toEqual({
      status: 0,
      stdout:
        'Wrote cordlint.config.yaml. Run "cordlint lint ." to lint the payloads under this folder with it.\n' +
        'Note: ../package.json no longer applies under this folder (the nearest config applies alone); copy the settings you need from it.\n',
      stderr: '',
    });
    expect(cordlint(['lint', '--format', 'unix', 'forms'], { cwd: repo }).stdout).toContain('[Error/custom-id-unique]');
  });

  it('a YAML key left empty counts as not given; JSON null too', () => {
    const repo = scratch({ 'vote.json': DUPLICATE, 'cordlint.config.yaml': 'rules:\n  # nothing yet\noverrides:\nignores:\nplugins:\nkind:\n' });
    const run = cordlint(['lint', '--format', 'unix', '.'], { cwd: repo });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('[Error/custom-id-unique]');
    const json = scratch({ 'vote.json': DUPLICATE, 'cordlint.config.json': '{ "rules": null, "overrides": [{ "files": "*.json", "rules": null }] }' });
    expect(cordlint(['lint', '--format', 'unix', '.'], { cwd: json }).stderr).toBe('');
  });
});

describe('messages about wrong configs', () => {
  const cases: [string, Record<string, string>, string[], string][] = [
    ['a folder given as --config', {}, ['--config', '.'], 'cordlint: invalid config .:\n  (file): cannot be read: it is a folder\n'],
    [
      'an empty JSON config',
      { '.cordlintrc.json': '' },
      [],
      'cordlint: invalid config .cordlintrc.json:\n  (file): is empty; a config is a JSON object such as { "rules": {} } (run "cordlint init --json" for a starter config)\n',
    ],
    [
      'a JSON config that ends too early',
      { '.cordlintrc.json': '{\n  "rules": {\n    "schema": "off"\n' },
      [],
      'cordlint: invalid config .cordlintrc.json:\n  (file): is not valid JSON at line 4, column 1: Expected "}" (the file ends there)\n',
    ],
    [
      'a JSON config missing a colon',
      { 'cordlint.config.json': '{\n  "rules": {\n    "schema" "off"\n  }\n}\n' },
      [],
      'cordlint: invalid config cordlint.config.json:\n  (file): is not valid JSON at line 3, column 14: Expected ":" after the property name, found `"off"`\n',
    ],
    [
      'invalid YAML',
      { 'cordlint.config.yaml': 'rules: [\n' },
      [],
      'cordlint: invalid config cordlint.config.yaml:\n  (file): is not valid YAML at line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]\n',
    ],
    [
      'typos in the cordlint key of package.json, named from "cordlint"',
      { 'package.json': '{ "name": "bot", "cordlint": { "extends": "strict", "rules": { "schem": "warning" } } }\n' },
      [],
      [
        'cordlint: invalid config package.json:',
        '  cordlint.extends: must be "cordlint:recommended" or "cordlint:strict", or a list of them; got "strict". Did you mean "cordlint:strict"?',
        '  cordlint.rules.schem: must be "off", "warn" or "error", or [severity, options]; got "warning". Did you mean "warn"?',
        '  cordlint.rules.schem: unknown rule "schem". Did you mean "schema"? Run "cordlint rules" to list the rules.',
        '',
      ].join('\n'),
    ],
    [
      'a preset in a list without its prefix',
      { 'cordlint.config.yaml': 'extends: [cordlint:strict, recommended]\n' },
      [],
      'cordlint: invalid config cordlint.config.yaml:\n  extends: must be "cordlint:recommended" or "cordlint:strict", or a list of them; got ["cordlint:strict","recommended"]. Did you mean "cordlint:recommended"?\n',
    ],
    ['a misspelt --rule id', {}, ['--rule', 'custom-id-uniqe:off'], 'cordlint: Unknown rule "custom-id-uniqe". Did you mean "custom-id-unique"? Run "cordlint rules" to list them.\n'],
    [
      'a misspelt --rule severity',
      {},
      ['--rule', 'custom-id-unique:warning'],
      'cordlint: --rule "custom-id-unique:warning" must look like "rule-id:severity" with severity off, warn or error. Did you mean "custom-id-unique:warn"?\n',
    ],
  ];

  it.each(cases)('%s: exit 2 and a message naming the file and the key', (_name, files, args, stderr) => {
    const repo = scratch({ ...files, 'vote.json': DUPLICATE });
    const run = cordlint(['lint', ...args, 'vote.json'], { cwd: repo });
    expect(run).toEqual({ status: 2, stdout: '', stderr });
  });

  it('a --baseline that does not exist says how to write it', () => {
    const repo = scratch({ 'vote.json': DUPLICATE });
    const run = cordlint(['lint', '--baseline', 'known.json', 'vote.json'], { cwd: repo });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `cordlint: The baseline ${repo}/known.json does not exist. Write it with "cordlint lint --write-baseline --baseline ${repo}/known.json <files>".\n`,
    );
  });
});
