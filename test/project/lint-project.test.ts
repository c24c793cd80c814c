/**
 * The library and the CLI share one path (the Cordlint class): the same config, ignores,
 * overrides and baseline apply, and files that are plainly not payloads are skipped in folder walks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cordlint } from '../../src/index.js';
import { jsonResults, runCli, scratch } from '../cli-helpers.js';

const sample = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../samples', name), 'utf8');

const duplicateIds = sample('broken/custom-id-unique.json');
const twoPrimaries = sample('broken/button-single-primary.yaml');

/** A bot project: a config with a rule change, ignores and an override, payloads, manifests, a report. */
function botProject(): string {
  return scratch({
    'cordlint.config.yaml': [
      'extends: cordlint:strict',
      'rules:',
      '  custom-id-unique: warn',
      'ignores: ["generated/**"]',
      'overrides:',
      '  - files: ["legacy/**"]',
      '    rules: { button-single-primary: off }',
      '',
    ].join('\n'),
    'payloads/vote.json': duplicateIds,
    'payloads/save.yaml': twoPrimaries,
    'legacy/save.yaml': twoPrimaries,
    'generated/vote.json': duplicateIds,
    'package.json': JSON.stringify({ name: 'my-bot', version: '1.0.0', type: 'commonjs', files: ['dist'] }),
    'tsconfig.json': '{\n  // tsc --init writes comments\n  "compilerOptions": { "strict": true, },\n}\n',
    'schemas/modal.json': JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', title: 'Modal', type: 'object', properties: {} }),
    'reports/cordlint.sarif.json': JSON.stringify({ version: '2.1.0', runs: [] }),
    'docker-compose.yml': 'services:\n  bot:\n    image: node:20\n',
    'openapi.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'Bot' }, paths: {}, components: { schemas: {} } }),
  });
}

const summary = (results: { filePath: string; messages: { ruleId: string; line: number }[] }[], root: string) =>
  results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.ruleId}:${m.line}`)]);

describe('Cordlint and the CLI', () => {
  it('give the same results on a project with a config, ignores, an override and a baseline', async () => {
    const project = botProject();
    // A baseline holding today's findings of payloads/vote.json; then a new finding appears in it.
    const baselined = await runCli(['lint', 'payloads/vote.json', '--write-baseline'], project);
    expect(baselined.code).toBe(0);
    scratchWrite(project, 'payloads/vote.json', duplicateIds.replace('"content": "Vote!",', '"content": "Vote!",\n  "tts": "yes",'));

    const cli = await runCli(['lint', '.', '--format', 'json'], project);
    // --format json gives each finding's fix edits (and the file's source), as fixEdits does.
    const { results: library } = await new Cordlint({ cwd: project, fixEdits: true }).lintFiles(['.']);
    expect(jsonResults(cli.stdout)).toEqual(library);
    expect(summary(library, project)).toEqual([
      ['legacy/save.yaml', []],
      ['payloads/save.yaml', ['button-single-primary:6']],
      ['payloads/vote.json', ['schema:3']],
    ]);
    expect(cli.code).toBe(1);

    const outcome = await new Cordlint({ cwd: project }).lintFiles(['.']);
    expect(outcome.ignored.map((f) => path.relative(project, f))).toEqual(['generated/vote.json']);
    expect(outcome.notPayloads.map((f) => path.relative(project, f)).sort()).toEqual([
      'cordlint.config.yaml',
      'docker-compose.yml',
      'openapi.json',
      'package.json',
      'reports/cordlint.sarif.json',
      'schemas/modal.json',
      'tsconfig.json',
    ]);
  });

  it('take the same options: rules, no ignores, no baseline', async () => {
    const project = botProject();
    const cli = await runCli(['lint', 'generated', 'legacy', '--no-ignore', '--rule', 'custom-id-unique:off', '--format', 'json'], project);
    const { results: library } = await new Cordlint({ cwd: project, ignore: false, rules: { 'custom-id-unique': 'off' }, baseline: false }).lintFiles(['generated', 'legacy']);
    expect(jsonResults(cli.stdout)).toEqual(library);
    expect(summary(library, project)).toEqual([
      ['generated/vote.json', []],
      ['legacy/save.yaml', []],
    ]);
  });

  it('Cordlint.lintText() lints an editor buffer under the config of the file it names', async () => {
    const project = botProject();
    const linter = new Cordlint({ cwd: project });
    const inLegacy = await linter.lintText(twoPrimaries, { filePath: 'legacy/new.yaml' });
    const inPayloads = await linter.lintText(twoPrimaries, { filePath: 'payloads/new.yaml' });
    expect(inLegacy?.messages).toEqual([]);
    expect(inPayloads?.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['button-single-primary', 6, 27]]);
    expect(await linter.lintText(duplicateIds, { filePath: 'generated/x.json' })).toBeUndefined();
  });
});

describe('files that are plainly not payloads', () => {
  it('are skipped in a folder search, and reported when named on the command line', async () => {
    const project = botProject();
    const walked = await runCli(['lint', '.', '--rule', 'custom-id-unique:off', '--rule', 'button-single-primary:off'], project);
    expect([walked.code, walked.stdout, walked.stderr]).toEqual([0, '', '']);
    const named = await runCli(['lint', 'tsconfig.json', 'schemas/modal.json'], project);
    expect(named.code).toBe(1);
    expect(named.stdout).toContain('tsconfig.json\n  2:3  error    ');
    expect(named.stdout).toContain('schemas/modal.json\n  1:1  error    This object is not a recognisable payload');
  });

  it('are skipped even when named with --skip-non-payloads (the pre-commit hooks)', async () => {
    const project = botProject();
    const hook = await runCli(['lint', '--skip-non-payloads', 'tsconfig.json', 'package.json', 'schemas/modal.json', 'payloads/save.yaml'], project);
    expect(hook.code).toBe(0);
    expect(hook.stdout).toMatch(/^\npayloads\/save\.yaml\n  6:27  warning  /);
    expect(hook.stdout).toContain('✖ 1 problem (0 errors, 1 warning)');
    const none = await runCli(['lint', '--skip-non-payloads', 'tsconfig.json', 'package.json'], project);
    expect([none.code, none.stdout, none.stderr]).toEqual([0, '', 'cordlint: no payload among the 2 files matched (2 not payloads); nothing was linted.\n']);
  });

  it('are still linted when they hold a field a payload could have', async () => {
    const project = scratch({ 'forms/almost.json': JSON.stringify({ custom_id: 'feedback' }), 'notes.yaml': 'title: 3\n' });
    const run = await runCli(['lint', '.', '--format', 'json'], project);
    expect((JSON.parse(run.stdout) as { filePath: string }[]).map((r) => path.relative(project, r.filePath))).toEqual(['forms/almost.json', 'notes.yaml']);
  });
});

function scratchWrite(root: string, name: string, text: string): void {
  writeFileSync(path.join(root, name), text);
}
