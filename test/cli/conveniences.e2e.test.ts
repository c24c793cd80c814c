/**
 * What users of ESLint expect from the CLI: `cordlint rules <id>`, `lint --print-config FILE`,
 * `--debug`, and a clear word when bin/cordlint.js runs in a clone that was not built.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from './run-cli.js';

const DUPLICATES = readFileSync(path.join(repoRoot, 'samples/broken/custom-id-unique.json'), 'utf8');

describe('cordlint rules <id>', () => {
  it("prints the rule's page", () => {
    const { status, stdout } = cordlint(['rules', 'custom-id-unique']);
    expect(status).toBe(0);
    const homepage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).homepage;
    expect(stdout).toBe(`${readFileSync(path.join(repoRoot, 'rules/custom-id-unique.md'), 'utf8')}\nOn the web: ${homepage}rules/custom-id-unique.html\n`);
  });

  it('names the closest rule for a misspelt id, with exit 2', () => {
    const { status, stdout, stderr } = cordlint(['rules', 'custom-id-uniq']);
    expect([status, stdout, stderr]).toEqual([2, '', 'cordlint: unknown rule "custom-id-uniq". Did you mean "custom-id-unique"? Run "cordlint rules" to list them.\n']);
  });
});

describe('cordlint lint --print-config FILE', () => {
  it('prints the config file, the rules after overrides, the ignores and the baseline that apply', () => {
    const root = scratch({
      'cordlint.config.yaml': 'rules:\n  custom-id-unique: warn\nignores: ["generated/**"]\noverrides:\n  - files: ["legacy/**"]\n    rules: { schema: off }\n',
      'legacy/old.json': DUPLICATES,
    });
    const legacy = cordlint(['lint', '--print-config', 'legacy/old.json'], { cwd: root });
    expect(legacy.status).toBe(0);
    const config = JSON.parse(legacy.stdout);
    expect(config).toMatchObject({ filePath: path.join(root, 'legacy/old.json'), configFile: path.join(root, 'cordlint.config.yaml'), ignored: false, kind: null, plugins: [], baseline: null });
    expect([config.rules['custom-id-unique'], config.rules.schema, config.rules['payload-kind'], config.rules['button-single-primary']]).toEqual(['warn', 'off', 'error', 'off']);
    const generated = JSON.parse(cordlint(['lint', '--print-config', 'generated/x.json', '--rule', 'schema:warn'], { cwd: root }).stdout);
    expect([generated.ignored, generated.rules.schema]).toEqual([true, 'warn']);
  });

  it('lints the working folder when no file is named, as ESLint does (issue 29)', () => {
    const root = scratch({ 'payloads/vote.json': DUPLICATES });
    const { status, stdout } = cordlint(['lint'], { cwd: root });
    expect(status).toBe(1);
    expect(stdout).toContain(`payloads${path.sep}vote.json`);
    expect(stdout).toContain('custom-id-unique');
  });
});

describe("what ESLint users expect (issue 29)", () => {
  it('--no-baseline reports what the baseline would leave out', () => {
    const root = scratch({ 'vote.json': DUPLICATES });
    expect(cordlint(['lint', '--write-baseline', 'vote.json'], { cwd: root }).status).toBe(0);
    expect(cordlint(['lint', 'vote.json'], { cwd: root }).status).toBe(0);
    const all = cordlint(['lint', '--no-baseline', 'vote.json'], { cwd: root });
    expect(all.status).toBe(1);
    expect(all.stdout).toContain('custom-id-unique');
  });

  it('--no-inline-config makes the cordlint-disable comments silence nothing', () => {
    const yaml = 'components:\n  - type: 1\n    components:\n      - { type: 2, style: 1, label: A, custom_id: x }\n      # cordlint-disable-next-line custom-id-unique\n      - { type: 2, style: 1, label: B, custom_id: x }\n';
    const root = scratch({ 'vote.yaml': yaml });
    expect(cordlint(['lint', 'vote.yaml'], { cwd: root }).status).toBe(0);
    const run = cordlint(['lint', '--no-inline-config', 'vote.yaml'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/6:\d+ +error .*custom-id-unique/);
  });

  it('--no-error-on-unmatched-pattern: a missing file is no error', () => {
    const root = scratch({ 'vote.json': DUPLICATES });
    expect(cordlint(['lint', 'missing.json'], { cwd: root }).status).toBe(2);
    expect(cordlint(['lint', '--no-error-on-unmatched-pattern', 'missing.json'], { cwd: root })).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const both = cordlint(['lint', '--no-error-on-unmatched-pattern', 'missing.json', 'vote.json'], { cwd: root });
    expect(both.status).toBe(1);
    expect(both.stdout).toContain('custom-id-unique');
  });

  it('--report-unused-disable-directives-severity takes what the config takes; the help says so', () => {
    const yaml = '# cordlint-disable-next-line schema\ncontent: hi\n';
    const root = scratch({ 'hi.yaml': yaml });
    const warn = cordlint(['lint', '--report-unused-disable-directives-severity', 'warn', 'hi.yaml'], { cwd: root });
    expect(warn.status).toBe(0);
    expect(warn.stdout).toMatch(/1:\d+ +warning .*schema/);
    const error = cordlint(['lint', '--report-unused-disable-directives', 'hi.yaml'], { cwd: root });
    expect(error.status).toBe(1);
    const help = cordlint(['lint', '--help']).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('"reportUnusedDisableDirectives": true');
    expect(help).toContain('"reportUnusedDisableDirectives": "off", "warn" or "error"');
  });

  it('--stats prints each rule\'s time on stderr, the report unchanged on stdout', () => {
    const root = scratch({ 'vote.json': DUPLICATES });
    const plain = cordlint(['lint', 'vote.json'], { cwd: root });
    const run = cordlint(['lint', '--stats', 'vote.json'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(plain.stdout);
    expect(run.stderr).toMatch(/^Rule +\| Time \(ms\) \| Relative$/m);
    expect(run.stderr).toMatch(/^custom-id-unique +\| +\d+\.\d{3} \| +\d+\.\d%$/m);
    expect(run.stderr).toMatch(/cordlint --stats: [\d.]+ ms in rules over 1 file\./);
  });

  it('-o is --output-file in every command, and --output still works', () => {
    const root = scratch({ 'vote.json': DUPLICATES });
    for (const command of ['lint', 'explain', 'convert', 'preview', 'mock']) {
      const help = cordlint([command, '--help']).stdout;
      expect(help, command).toMatch(/-o, --output-file <file>/);
    }
    expect(cordlint(['preview', '--output-file', 'a.html', 'vote.json'], { cwd: root }).status).toBe(0);
    expect(cordlint(['preview', '--output', 'b.html', 'vote.json'], { cwd: root }).status).toBe(0);
    expect(readFileSync(path.join(root, 'a.html'), 'utf8')).toContain('<!DOCTYPE html>');
    expect(readFileSync(path.join(root, 'b.html'), 'utf8')).toContain('<!DOCTYPE html>');
    expect(cordlint(['lint', '--output', 'report.txt', 'vote.json'], { cwd: root }).status).toBe(1);
    expect(readFileSync(path.join(root, 'report.txt'), 'utf8')).toContain('custom-id-unique');
  });

  it('cordlint rules shows the severities the config sets, marking those that differ', () => {
    const root = scratch({ '.cordlintrc.yaml': 'rules:\n  unknown-field: error\n  v2-requires-flag: off\n' });
    const { status, stdout } = cordlint(['rules'], { cwd: root });
    expect(status).toBe(0);
    expect(stdout).toContain('Severities as .cordlintrc.yaml sets them');
    expect(stdout).toMatch(/^unknown-field +error\* /m);
    expect(stdout).toMatch(/^v2-requires-flag +off\* +fix /m);
    expect(stdout).toMatch(/^schema +error  /m);
    const json = JSON.parse(cordlint(['rules', '--format', 'json'], { cwd: root }).stdout) as { id: string; severity: string; configured: string }[];
    expect(json.find((r) => r.id === 'v2-requires-flag')).toMatchObject({ severity: 'error', configured: 'off' });
    // Without a config: the defaults, as before.
    expect(cordlint(['rules'], { cwd: scratch({}) }).stdout).not.toContain('Severities as');
  });
});

describe('cordlint lint --debug', () => {
  it('says which config applies to each file, and which files were ignored or skipped', () => {
    const root = scratch({
      'cordlint.config.yaml': 'ignores: ["generated/**"]\n',
      'payloads/vote.json': DUPLICATES,
      'generated/vote.json': DUPLICATES,
      'tsconfig.json': '{ "compilerOptions": {} }',
    });
    const { status, stderr } = cordlint(['lint', '.', '--debug'], { cwd: root });
    expect(status).toBe(1);
    expect(stderr.split('\n').filter(Boolean).sort()).toEqual(
      [
        'cordlint: debug: 4 files matched; 1 linted, 1 ignored, 2 skipped as not payloads',
        'cordlint: debug: linted payloads/vote.json (config: cordlint.config.yaml)',
        'cordlint: debug: ignored generated/vote.json (the config\'s "ignores")',
        'cordlint: debug: skipped cordlint.config.yaml (not a payload)',
        'cordlint: debug: skipped tsconfig.json (not a payload)',
      ].sort(),
    );
  });
});

describe('bin/cordlint.js in a clone that was not built', () => {
  it('says to run npm ci (or npm run build) first, without a stack trace', () => {
    const clone = scratch({ 'package.json': '{ "name": "cordlint", "type": "module" }\n' });
    mkdirSync(path.join(clone, 'bin'));
    for (const file of ['bin/cordlint.js', 'bin/package.json']) copyFileSync(path.join(repoRoot, file), path.join(clone, file));
    writeFileSync(path.join(clone, 'payload.json'), '{}');
    // lint runs from dist/lint-launcher.cjs, the other commands from dist/cli.js: both say so.
    for (const command of ['lint', 'rules']) {
      const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(clone, 'bin/cordlint.js'), command, 'payload.json'], { cwd: clone, encoding: 'utf8' });
      expect([status, stdout, stderr]).toEqual([2, '', 'cordlint: this copy of cordlint is not built (dist/cli.js is missing). Run npm ci (or npm run build) first.\n']);
    }
  });
});
