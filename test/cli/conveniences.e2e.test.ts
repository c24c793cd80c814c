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

  it('asks for files when there are neither files nor --print-config', () => {
    const { status, stderr } = cordlint(['lint']);
    expect(status).toBe(2);
    expect(stderr).toContain('cordlint: no files given');
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
