/**
 * The project class (src/project/cordlint.ts) is what `cordlint lint` runs: on a project with a
 * config, overrides, ignores, a baseline and a plugin, it gives the CLI's results, fixes and
 * configuration, file for file.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Cordlint, CordlintError, UnknownRuleError } from '../../src/index.js';
import { jsonResults, runCli, scratch, write } from '../cli-helpers.js';

const sample = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../samples', name), 'utf8');
const plugin = readFileSync(path.resolve(import.meta.dirname, '../fixtures/plugins/team-plugin.js'), 'utf8');

/** A bot's payloads: a config with a preset, a rule change, a plugin rule with options, ignores and two overrides. */
function botProject(): string {
  return scratch({
    'package.json': '{ "name": "my-bot", "type": "module" }\n',
    'team-plugin.js': plugin,
    'cordlint.config.yaml': [
      'extends: cordlint:strict',
      'plugins: ["./team-plugin.js"]',
      'rules:',
      '  custom-id-unique: warn',
      '  team/custom-id-pattern: [error, { pattern: "^[a-z]+:[a-z]+$" }]',
      'ignores: ["generated/**"]',
      'overrides:',
      '  - files: ["legacy/**"]',
      '    rules: { button-single-primary: off, team/custom-id-pattern: off }',
      '  - files: ["modals/**"]',
      '    kind: modal',
      '',
    ].join('\n'),
    'payloads/vote.json': sample('broken/custom-id-unique.json'),
    'payloads/save.yaml': sample('broken/button-single-primary.yaml'),
    'payloads/label.json': sample('broken/url-format.json'),
    'legacy/save.yaml': sample('broken/button-single-primary.yaml'),
    'generated/vote.json': sample('broken/custom-id-unique.json'),
    'modals/feedback.json': '{ "custom_id": "feedback", "title": "Feedback", "components": [] }\n',
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
  });
}

describe('Cordlint and the CLI', () => {
  it('give the same results on a project with a config, overrides, ignores, a baseline and a plugin', async () => {
    const root = botProject();
    const baselined = await runCli(['lint', 'payloads/label.json', '--write-baseline'], root);
    expect(baselined.code).toBe(0);
    // A finding the baseline does not know, in the baselined file.
    write(root, { 'payloads/label.json': readFileSync(path.join(root, 'payloads/label.json'), 'utf8').replace('{', '{\n  "tts": "yes",') });

    const cli = await runCli(['lint', '.', '--format', 'json'], root);
    // --format json gives each finding's fix edits (and the file's source), as fixEdits does.
    const outcome = await new Cordlint({ cwd: root, fixEdits: true }).lintFiles(['.']);
    expect(jsonResults(cli.stdout)).toEqual(outcome.results);
    expect(cli.code).toBe(1);

    const byFile = Object.fromEntries(outcome.results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.ruleId}:${m.line}:${m.column}`)]));
    // The plugin's rule with its options, the config's change of severity, the override that turns rules off, the baseline, the forced kind.
    expect(Object.keys(byFile).sort()).toEqual(['legacy/save.yaml', 'modals/feedback.json', 'payloads/label.json', 'payloads/save.yaml', 'payloads/vote.json']);
    expect(byFile['payloads/vote.json']!.filter((id) => id.startsWith('team/custom-id-pattern')).length).toBeGreaterThan(0);
    expect(outcome.results.find((r) => r.filePath.endsWith('vote.json'))!.messages.find((m) => m.ruleId === 'custom-id-unique')!.severity).toBe(1);
    expect(byFile['legacy/save.yaml']!.some((id) => /^(button-single-primary|team\/custom-id-pattern):/.test(id))).toBe(false);
    expect(byFile['payloads/save.yaml']!.some((id) => id.startsWith('button-single-primary:'))).toBe(true);
    expect(byFile['payloads/label.json']!.map((id) => id.split(':')[0])).toEqual(['schema']);
    expect(outcome.ignored.map((f) => path.relative(root, f))).toEqual(['generated/vote.json']);
    expect(outcome.notPayloads.map((f) => path.relative(root, f)).sort()).toEqual(['cordlint.config.yaml', 'package.json', 'tsconfig.json']);
  });

  it('give the same configuration for a file (--print-config)', async () => {
    const root = botProject();
    const cli = await runCli(['lint', '--print-config', 'legacy/save.yaml'], root);
    const library = await new Cordlint({ cwd: root }).calculateConfigForFile('legacy/save.yaml');
    expect(JSON.parse(cli.stdout)).toEqual(library);
    expect(library.rules['button-single-primary']).toBe('off');
    expect(library.plugins).toEqual(['./team-plugin.js']);
  });

  it('compute the same fixes; outputFixes writes them as --fix does', async () => {
    const fixable = sample('broken/v2-requires-flag.yaml');
    const viaCli = scratch({ 'reply.yaml': fixable });
    const viaLibrary = scratch({ 'reply.yaml': fixable });
    const cli = await runCli(['lint', '--fix', 'reply.yaml', '--format', 'json'], viaCli);
    const project = new Cordlint({ cwd: viaLibrary, fix: true });
    const { results } = await project.lintFiles(['reply.yaml']);
    expect(results[0]!.output).toBeDefined();
    // Nothing is written until outputFixes.
    expect(readFileSync(path.join(viaLibrary, 'reply.yaml'), 'utf8')).toBe(fixable);
    const written = await project.outputFixes(results);
    expect(readFileSync(path.join(viaLibrary, 'reply.yaml'), 'utf8')).toBe(readFileSync(path.join(viaCli, 'reply.yaml'), 'utf8'));
    expect(readFileSync(path.join(viaLibrary, 'reply.yaml'), 'utf8')).not.toBe(fixable);
    expect(written.map((r) => ({ ...r, filePath: path.basename(r.filePath) }))).toEqual(
      JSON.parse(cli.stdout).map((r: { filePath: string }) => ({ ...r, filePath: path.basename(r.filePath) })),
    );
  });

  it('--fix writes each file as it is linted: a file met again through a link is read fixed, and stdin is never written', async () => {
    const fixable = sample('broken/v2-requires-flag.yaml');
    const root = scratch({ 'reply.yaml': fixable, 'clean.yaml': 'content: hi\n' });
    symlinkSync(path.join(root, 'reply.yaml'), path.join(root, 'link.yaml'));
    const linked = await runCli(['lint', '--fix', 'reply.yaml', 'link.yaml'], root);
    expect(linked.stderr).toBe('');
    expect(linked.code).toBe(0);
    expect(readFileSync(path.join(root, 'reply.yaml'), 'utf8')).not.toBe(fixable);
    // stdin named after a file on disk: its fixed text goes to stdout, the file keeps its own.
    const fromStdin = await runCli(['lint', '--fix', 'clean.yaml', '-', '--stdin-filename', 'clean.yaml'], root, fixable);
    expect(readFileSync(path.join(root, 'clean.yaml'), 'utf8')).toBe('content: hi\n');
    expect(fromStdin.stdout).toContain('flags: 32768');
  });

  it('outputFixes writes the results of another project while their file still holds the text they were made from', async () => {
    const fixable = sample('broken/v2-requires-flag.yaml');
    const root = scratch({ 'a.yaml': fixable, 'b.yaml': fixable });
    const { results } = await new Cordlint({ cwd: root, fix: true }).lintFiles(['a.yaml', 'b.yaml']);
    write(root, { 'b.yaml': `${fixable}# edited meanwhile\n` });
    const writer = new Cordlint({ cwd: root });
    await writer.outputFixes(results);
    expect(readFileSync(path.join(root, 'a.yaml'), 'utf8')).toBe(results[0]!.output);
    expect(readFileSync(path.join(root, 'b.yaml'), 'utf8')).toBe(`${fixable}# edited meanwhile\n`);
    expect(writer.unwritten).toEqual(['b.yaml does not hold the text its fixes were made from (it changed, or is no file); it was left as it is. Run cordlint --fix again.']);
  });

  it('lints an editor buffer as the file it would be: its config applies, an ignored file gives nothing', async () => {
    const root = botProject();
    const project = await Cordlint.create({ cwd: root });
    const text = sample('broken/custom-id-unique.json');
    const asPayload = await project.lintText(text, { filePath: 'payloads/new.json' });
    expect(asPayload!.messages.find((m) => m.ruleId === 'custom-id-unique')?.severity).toBe(1);
    expect(await project.lintText(text, { filePath: 'generated/new.json' })).toBeUndefined();
    expect(await project.isPathIgnored('generated/new.json')).toBe(true);
  });

  it('report a broken baseline or an unknown rule as errors with a readable message', async () => {
    const root = scratch({ '.cordlint-baseline.json': '{ not json', 'a.json': '{ "content": "hi" }\n' });
    await expect(Cordlint.create({ cwd: root })).rejects.toThrow(CordlintError);
    await expect(Cordlint.create({ cwd: root })).rejects.toThrow(/baseline .* cannot be read: it is not valid JSON/);
    const fine = new Cordlint({ cwd: root, baseline: false, rules: { 'custom-id-unqiue': 'off' } });
    await expect(fine.lintFiles(['a.json'])).rejects.toThrow(UnknownRuleError);
    await expect(fine.lintFiles(['a.json'])).rejects.toThrow('Did you mean "custom-id-unique"?');
  });
});
