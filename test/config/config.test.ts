/**
 * Config files as users meet them through the CLI: discovery, precedence, overrides, ignores,
 * presets, plugins, and clear exit-2 errors for wrong configs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleIdsOf, runCli, scratch } from '../cli-helpers.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/plugins');

/** A legacy message with a V2 component (v2-requires-flag, error) and a duplicated custom_id (custom-id-unique, error). */
const payload = JSON.stringify(
  {
    components: [
      { type: 10, content: 'Vote' },
      { type: 1, components: [{ type: 2, style: 1, label: 'yes', custom_id: 'vote' }, { type: 2, style: 2, label: 'No', custom_id: 'vote' }] },
    ],
  },
  null,
  2,
);

/** `rule id: severity` of every finding in `file` (json output). */
async function findings(args: string[], cwd: string): Promise<{ code: number; found: string[]; stderr: string }> {
  // As new messages: without a destination the missing V2 flag would be a warning whatever the config says.
  const outcome = await runCli(['lint', '--format', 'json', '--destination', 'channel-message', ...args], cwd);
  const found = outcome.stdout
    ? (JSON.parse(outcome.stdout) as { filePath: string; messages: { ruleId: string; severity: number }[] }[]).flatMap((r) =>
        r.messages.map((m) => `${path.relative(cwd, r.filePath)} ${m.ruleId} ${m.severity === 2 ? 'error' : 'warn'}`),
      )
    : [];
  return { code: outcome.code, found, stderr: outcome.stderr };
}

describe('config discovery and precedence', () => {
  it('turns one rule off and another to a warning', async () => {
    const folder = scratch({
      'cordlint.config.yaml': 'rules:\n  v2-requires-flag: off\n  custom-id-unique: warn\n',
      'vote.json': payload,
    });
    expect(await findings(['vote.json'], folder)).toEqual({ code: 0, found: ['vote.json custom-id-unique warn'], stderr: '' });
  });

  it('uses the nearest config alone (no merging with configs further up)', async () => {
    const folder = scratch({
      'cordlint.config.json': '{ "rules": { "v2-requires-flag": "off" } }',
      'team/.cordlintrc.yml': 'rules:\n  custom-id-unique: off\n',
      'team/deep/vote.json': payload,
      'vote.json': payload,
    });
    const { found } = await findings(['.'], folder);
    expect(found).toEqual(['team/deep/vote.json v2-requires-flag error', 'vote.json custom-id-unique error']);
  });

  it('reads the cordlint key of package.json, and skips a package.json without one', async () => {
    const folder = scratch({
      'package.json': JSON.stringify({ name: 'bot', cordlint: { rules: { 'custom-id-unique': 'off' } } }),
      'app/package.json': JSON.stringify({ name: 'app' }),
      'app/vote.json': payload,
    });
    expect((await findings(['app/vote.json'], folder)).found).toEqual(['app/vote.json v2-requires-flag error']);
  });

  it('takes cordlint.config.json before .cordlintrc.yaml in one folder', async () => {
    const folder = scratch({
      'cordlint.config.json': '{ "rules": { "custom-id-unique": "off" } }',
      '.cordlintrc.yaml': 'rules:\n  v2-requires-flag: off\n',
      'vote.json': payload,
    });
    expect((await findings(['vote.json'], folder)).found).toEqual(['vote.json v2-requires-flag error']);
  });

  it('reads JSON configs with comments and trailing commas', async () => {
    const folder = scratch({
      'cordlint.config.json': '{\n  // the flag is added by the bot\n  "rules": { "v2-requires-flag": "off", },\n}\n',
      'vote.json': payload,
    });
    expect((await findings(['vote.json'], folder)).found).toEqual(['vote.json custom-id-unique error']);
  });

  it('--config uses one file for everything; --no-config-lookup uses none', async () => {
    const folder = scratch({
      'cordlint.config.yaml': 'rules:\n  v2-requires-flag: off\n',
      'ci/strict.yaml': 'rules:\n  custom-id-unique: warn\n',
      'vote.json': payload,
    });
    expect((await findings(['--config', 'ci/strict.yaml', 'vote.json'], folder)).found).toEqual([
      'vote.json v2-requires-flag error',
      'vote.json custom-id-unique warn',
    ]);
    expect((await findings(['--no-config-lookup', 'vote.json'], folder)).found).toEqual([
      'vote.json v2-requires-flag error',
      'vote.json custom-id-unique error',
    ]);
  });

  it('--rule on the command line wins over the config', async () => {
    const folder = scratch({ 'cordlint.config.yaml': 'rules:\n  v2-requires-flag: off\n  custom-id-unique: off\n', 'vote.json': payload });
    expect((await findings(['--rule', 'v2-requires-flag:warn', 'vote.json'], folder)).found).toEqual(['vote.json v2-requires-flag warn']);
  });

  it('an override applies to its folder only, later overrides win, and --rule wins over both', async () => {
    const folder = scratch({
      'cordlint.config.yaml': `rules:
  custom-id-unique: warn
overrides:
  - files: ["legacy/**"]
    rules:
      v2-requires-flag: off
      custom-id-unique: error
  - files: "legacy/old-*.json"
    rules:
      custom-id-unique: off
`,
      'legacy/vote.json': payload,
      'legacy/old-vote.json': payload,
      'current/vote.json': payload,
    });
    expect((await findings(['.'], folder)).found).toEqual([
      'current/vote.json v2-requires-flag error',
      'current/vote.json custom-id-unique warn',
      'legacy/vote.json custom-id-unique error',
    ]);
    expect((await findings(['--rule', 'custom-id-unique:warn', 'legacy'], folder)).found).toEqual([
      'legacy/old-vote.json custom-id-unique warn',
      'legacy/vote.json custom-id-unique warn',
    ]);
  });

  it('gives a default kind, which an override and --kind change', async () => {
    // Without custom_id this modal is not recognisable: payload-kind. As a modal, the schema says what is missing.
    const folder = scratch({
      'cordlint.config.yaml': 'kind: modal\noverrides:\n  - files: ["messages/**"]\n    kind: message\n',
      'forms/feedback.json': '{ "title": "Feedback", "components": [] }',
      'messages/feedback.json': '{ "title": "Feedback", "components": [] }',
    });
    const { found } = await findings(['.'], folder);
    expect(found.filter((f) => f.startsWith('forms/'))).toContain('forms/feedback.json schema error');
    expect(found.filter((f) => f.startsWith('forms/')).some((f) => f.includes('payload-kind'))).toBe(false);
    const asModal = await runCli(['lint', '--format', 'json', 'forms/feedback.json'], folder);
    expect(JSON.parse(asModal.stdout)[0].messages[0].message).toBe('The modal is missing the required field "custom_id". Add it: a string of 1 to 100 characters that your app receives back.');
    const forced = await runCli(['lint', '--format', 'json', '--kind', 'message', 'forms/feedback.json'], folder);
    expect(forced.stdout).not.toContain('The modal is missing');
  });

  it('never lints config files found in a folder as payloads', async () => {
    const folder = scratch({ 'cordlint.config.yaml': 'rules: {}\n', 'cordlint.config.json': '{}' });
    const outcome = await runCli(['lint', '.'], folder);
    expect([outcome.code, outcome.stdout, outcome.stderr]).toEqual([0, '', 'cordlint: no payload among the 2 files matched (2 not payloads); nothing was linted.\n']);
  });
});

describe('ignores', () => {
  const files = {
    'cordlint.config.yaml': 'ignores:\n  - fixtures\n  - "*.draft.json"\n  - "!keep.draft.json"\n',
    'fixtures/broken.json': '{',
    'a.draft.json': '{',
    'keep.draft.json': payload,
    'vote.json': payload,
  };

  it('skips ignored files and folders; a negated pattern takes a file back', async () => {
    const folder = scratch(files);
    const outcome = await runCli(['lint', '--format', 'json', '.'], folder);
    expect(outcome.stderr).toBe('');
    expect((JSON.parse(outcome.stdout) as { filePath: string }[]).map((r) => path.relative(folder, r.filePath))).toEqual(['keep.draft.json', 'vote.json']);
  });

  it('says so when a file named on the command line is ignored; --no-ignore lints it', async () => {
    const folder = scratch(files);
    const ignored = await runCli(['lint', 'fixtures/broken.json'], folder);
    expect(ignored).toEqual({
      code: 0,
      stdout: '',
      stderr:
        'cordlint: fixtures/broken.json is ignored by the config\'s "ignores"; use --no-ignore to lint it.\n' +
        'cordlint: every file matched is ignored by the config\'s "ignores"; nothing was linted.\n',
    });
    expect(ruleIdsOf((await runCli(['lint', '--no-ignore', '--format', 'json', 'fixtures/broken.json'], folder)).stdout)).toEqual(['parse-error']);
  });
});

describe('presets and plugins', () => {
  const config = (extra: string) => `plugins:\n  - ${path.join(fixtures, 'team-plugin.js')}\n${extra}`;

  it('runs a plugin rule as <plugin>/<id>, with options checked and used', async () => {
    const folder = scratch({ 'cordlint.config.yaml': config('rules:\n  team/custom-id-pattern: [warn, { pattern: "^vote$" }]\n'), 'vote.json': payload });
    expect((await findings(['--rule', 'v2-requires-flag:off', '--rule', 'custom-id-unique:off', 'vote.json'], folder)).found).toEqual([]);
    const strict = scratch({ 'cordlint.config.yaml': config(''), 'vote.json': payload });
    expect((await findings(['--rule', 'v2-requires-flag:off', '--rule', 'custom-id-unique:off', 'vote.json'], strict)).found).toEqual([
      'vote.json team/custom-id-pattern error',
      'vote.json team/custom-id-pattern error',
    ]);
  });

  it('cordlint:strict turns on the rules that recommended leaves off (design guidance, style)', async () => {
    const off = ['--rule', 'v2-requires-flag:off', '--rule', 'custom-id-unique:off', '--rule', 'team/custom-id-pattern:off', 'vote.json'];
    const recommended = scratch({ 'cordlint.config.yaml': config(''), 'vote.json': payload });
    expect((await findings(off, recommended)).found).toEqual([]);
    const strict = scratch({ 'cordlint.config.yaml': config('extends: cordlint:strict\n'), 'vote.json': payload });
    expect((await findings(off, strict)).found).toEqual(['vote.json team/label-sentence-case warn']);
    const back = scratch({ 'cordlint.config.yaml': config('extends: [cordlint:strict, cordlint:recommended]\n'), 'vote.json': payload });
    expect((await findings(off, back)).found).toEqual([]);
  });

  it('loads a plugin from an npm package (ESM-only exports) found from the config folder', async () => {
    const folder = scratch({
      'node_modules/cordlint-plugin-acme/package.json': JSON.stringify({ name: 'cordlint-plugin-acme', type: 'module', exports: { '.': { import: './index.js' } } }),
      'node_modules/cordlint-plugin-acme/index.js':
        "export const rules = [{ meta: { id: 'no-vote', description: 'No custom_id called vote', severity: 'warn' }, create: (context) => ({ Button(node) { if (node.value.custom_id === 'vote') context.report({ path: [...node.path, 'custom_id'], message: 'no vote' }); } }) }];\n",
      'cordlint.config.yaml': 'plugins: [cordlint-plugin-acme]\nrules:\n  v2-requires-flag: off\n  custom-id-unique: off\n',
      'vote.json': payload,
    });
    expect((await findings(['vote.json'], folder)).found).toEqual(['vote.json acme/no-vote warn', 'vote.json acme/no-vote warn']);
  });
});

describe('wrong configs: exit 2, naming the file and the key', () => {
  const cases: [string, Record<string, string>, string[], string[]][] = [
    ['an unknown key', { 'cordlint.config.yaml': 'overides: []\n' }, [], ['overides: unknown key "overides". Did you mean "overrides"?']],
    ['an unknown rule', { 'cordlint.config.yaml': 'rules:\n  custom-id-unqiue: off\n' }, [], ['rules["custom-id-unqiue"]: unknown rule "custom-id-unqiue". Did you mean "custom-id-unique"?']],
    ['a misspelt severity', { 'cordlint.config.json': '{ "rules": { "schema": "wran" } }' }, [], ['rules.schema: must be "off", "warn" or "error", or [severity, options]; got "wran". Did you mean "warn"?']],
    ['options for a rule without any', { 'cordlint.config.yaml': 'rules:\n  schema: [error, { strict: true }]\n' }, [], ['rules.schema: "schema" takes no options']],
    ['an override without files', { 'cordlint.config.yaml': 'overrides:\n  - rules: { schema: off }\n' }, [], ['overrides[0]: "files" is missing']],
    ['an unknown rule in an override', { 'cordlint.config.yaml': 'overrides:\n  - files: "*.json"\n    rules: { shcema: off }\n' }, [], ['overrides[0].rules.shcema: unknown rule "shcema". Did you mean "schema"?']],
    ['an unknown preset', { 'cordlint.config.yaml': 'extends: cordlint:all\n' }, [], ['extends: must be "cordlint:recommended" or "cordlint:strict", or a list of them; got "cordlint:all"']],
    ['a wrong kind', { 'cordlint.config.yaml': 'kind: sticker\n' }, [], ['kind: must be one of "message", "modal", "interaction-response", "component", "received-interaction", "embed"; got "sticker"']],
    ['invalid JSON', { 'cordlint.config.json': '{\n  "rules": {\n    "schema" "off"\n  }\n}\n' }, [], ['(file): is not valid JSON at line 3, column 14: Expected ":" after the property name, found `"off"`']],
    ['invalid YAML', { '.cordlintrc.yaml': 'rules:\n  schema: [off\n' }, [], ['(file): is not valid YAML at line']],
    ['a list at the top', { 'cordlint.config.yaml': '- rules\n' }, [], ['(top level): must be an object']],
    ['a package.json key that is not an object', { 'package.json': '{ "cordlint": "strict" }' }, [], ['cordlint: must be an object']],
    ['a missing plugin', { 'cordlint.config.yaml': 'plugins: [./missing.js]\n' }, [], ['plugins[0]: plugin "./missing.js": no such file:']],
    ['a missing npm plugin', { 'cordlint.config.yaml': 'plugins: [cordlint-plugin-nowhere]\n' }, [], ['plugins[0]: plugin "cordlint-plugin-nowhere": the package "cordlint-plugin-nowhere" is not installed']],
    ['a plugin without rules', { 'cordlint.config.yaml': `plugins: [${path.join(fixtures, 'not-a-plugin.js')}]\n` }, [], ['exports no "rules"']],
    ['a plugin rule without a description', { 'cordlint.config.yaml': `plugins: [${path.join(fixtures, 'bad-rule.js')}]\n` }, [], ['rule "no-description" has no meta.description']],
    ['a plugin that throws', { 'cordlint.config.yaml': `plugins: [${path.join(fixtures, 'throws-on-load.js')}]\n` }, [], ['could not be loaded from', 'the plugin crashed while loading']],
    ['a plugin rule that is not loaded', { 'cordlint.config.yaml': 'rules:\n  team/x: off\n' }, [], [`A plugin's rules exist only when the plugin is listed in "plugins".`]],
  ];

  it.each(cases)('%s', async (_name, files, args, messages) => {
    const folder = scratch({ ...files, 'vote.json': payload });
    const outcome = await runCli(['lint', ...args, 'vote.json'], folder);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    const configFile = Object.keys(files)[0]!;
    expect(outcome.stderr).toMatch(new RegExp(`^cordlint: invalid config ${configFile.replace(/\./g, '\\.')}:\n`));
    for (const message of messages) expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('--config naming a file that does not exist', async () => {
    const outcome = await runCli(['lint', '--config', 'nope.yaml', 'vote.json'], scratch({ 'vote.json': payload }));
    expect(outcome).toEqual({ code: 2, stdout: '', stderr: 'cordlint: invalid config nope.yaml:\n  (file): cannot be read: no such file\n' });
  });

  it('--rule naming a rule that does not exist', async () => {
    const outcome = await runCli(['lint', '--rule', 'custom-id-unqiue:off', 'vote.json'], scratch({ 'vote.json': payload }));
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('Unknown rule "custom-id-unqiue"');
  });
});
