import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { sarif } from '../../src/format/sarif.js';
import { Cordlint, Linter } from '../../src/index.js';
import { fixture, root, runCli, tempDir, validateSarif } from './support.js';

const linter = new Linter();

const parse = (text: string) => JSON.parse(text) as Sarif.Log;

/** What GitHub code scanning checks on upload beyond the schema (docs: "SARIF support for code scanning"). */
function githubUploadProblems(log: Sarif.Log): string[] {
  const problems: string[] = [];
  if (log.version !== '2.1.0') problems.push('version is not 2.1.0');
  if (log.runs.length < 1 || log.runs.length > 20) problems.push('runs must number 1 to 20');
  for (const run of log.runs) {
    const rules = run.tool.driver.rules ?? [];
    if (!run.tool.driver.name) problems.push('tool.driver.name is missing');
    if ((run.results ?? []).length > 25_000 || rules.length > 25_000) problems.push('too many results or rules');
    const fingerprints = new Set<string>();
    for (const result of run.results ?? []) {
      if (!result.message.text) problems.push('a result has no message.text');
      if (!result.ruleId || rules[result.ruleIndex!]?.id !== result.ruleId) problems.push(`ruleIndex does not point at ${result.ruleId}`);
      const location = result.locations?.[0]?.physicalLocation;
      if (!location?.artifactLocation?.uri) problems.push('a result has no artifactLocation.uri');
      const region = location?.region;
      if (!region || !(region.startLine! >= 1) || !(region.startColumn! >= 1) || !(region.endLine! >= region.startLine!)) {
        problems.push(`bad region ${JSON.stringify(region)}`);
      }
      if (location?.artifactLocation?.uriBaseId === '%SRCROOT%' && location.artifactLocation.uri!.startsWith('/')) problems.push('relative uri starts with /');
      const fingerprint = JSON.stringify(result.partialFingerprints);
      if (fingerprints.has(fingerprint)) problems.push(`duplicate fingerprint ${fingerprint}`);
      fingerprints.add(fingerprint);
    }
    for (const rule of rules) if ((rule.properties?.tags?.length ?? 0) > 20) problems.push(`${rule.id} has more than 20 tags`);
  }
  return problems;
}

describe('--format sarif', () => {
  it('is checked by a validator that catches broken logs', () => {
    const broken = { version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ ruleId: 'r', message: {}, locations: [] }] }] };
    expect(validateSarif(broken)).not.toEqual([]);
    expect(validateSarif({ ...broken, version: '2.0.0' }).join()).toMatch(/version/);
  });

  it('describes a broken sample as valid SARIF 2.1.0 naming each finding\'s rule, file and line', async () => {
    const { code, stdout } = await runCli(['lint', 'test/integrations/fixtures/message-release-notes.json', '--format', 'sarif']);
    expect(code).toBe(1);
    const log = parse(stdout);
    expect(validateSarif(log)).toEqual([]);
    expect(githubUploadProblems(log)).toEqual([]);

    const run = log.runs[0]!;
    expect(run.columnKind).toBe('utf16CodeUnits');
    expect(run.originalUriBaseIds?.['%SRCROOT%']?.uri).toBe(`file://${root}/`);
    expect(run.results!.map((r) => [r.ruleId, r.level, r.locations![0]!.physicalLocation!.artifactLocation!.uri, r.locations![0]!.physicalLocation!.region])).toEqual([
      ['v2-legacy-fields', 'error', 'test/integrations/fixtures/message-release-notes.json', { startLine: 3, startColumn: 3, endLine: 3, endColumn: 12 }],
      ['schema', 'error', 'test/integrations/fixtures/message-release-notes.json', { startLine: 7, startColumn: 23, endLine: 7, endColumn: 31 }],
      ['schema', 'error', 'test/integrations/fixtures/message-release-notes.json', { startLine: 9, startColumn: 34, endLine: 9, endColumn: 36 }],
      ['custom-id-unique', 'error', 'test/integrations/fixtures/message-release-notes.json', { startLine: 14, startColumn: 75, endLine: 14, endColumn: 94 }],
    ]);
    expect(run.results![3]!.message.text).toContain('custom_id "release:subscribe" is already used');
    expect(run.results![3]!.properties).toEqual({ jsonPointer: '/components/0/components/1/components/1/custom_id' });
    // The first user of the duplicated custom_id, line 13, is a related location.
    expect(run.results![3]!.relatedLocations![0]!.physicalLocation!.region!.startLine).toBe(13);
  });

  it('names the tool and describes every rule with a short description and a help URI', async () => {
    const log = parse(sarif([], { color: false, cwd: root }));
    const driver = log.runs[0]!.tool.driver;
    expect(driver.name).toBe('cordlint');
    expect(driver.version).toBe(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version);
    expect(driver.rules!.map((r) => r.id)).toEqual(builtinRules.map((r) => r.meta.id));
    for (const rule of driver.rules!) {
      const meta = builtinRules.find((r) => r.meta.id === rule.id)!.meta;
      expect(rule.shortDescription!.text).toBe(meta.description);
      // A link that opens on any machine: the rule's page on the site at package.json's homepage.
      expect(rule.helpUri).toBe(`${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).homepage}rules/${rule.id}.html`);
      // The rule's page, shipped in the package, is the help GitHub shows beside an alert.
      expect(rule.help!.markdown).toBe(readFileSync(path.join(root, 'rules', `${rule.id}.md`), 'utf8'));
    }
    expect(validateSarif(log)).toEqual([]);
  });

  it('gives warnings level "warning" and files outside the repository an absolute file URI', async () => {
    const outside = tempDir();
    const file = path.join(outside, 'my payload #1.json');
    copyFileSync(fixture('component-button.json'), file);
    const [result] = (await new Cordlint({ rules: { schema: 'warn' } }).lintFiles([file])).results;
    const log = parse(sarif([result!], { color: false, cwd: root }));
    const only = log.runs[0]!.results![0]!;
    expect(only.level).toBe('warning');
    expect(only.locations![0]!.physicalLocation!.artifactLocation).toEqual({ uri: `file://${outside}/my%20payload%20%231.json` });
    expect(log.runs[0]!.originalUriBaseIds).toBeUndefined();
    expect(validateSarif(log)).toEqual([]);
  });

  it('makes paths relative to the repository root even when run from a subfolder', async () => {
    const repo = tempDir();
    mkdirSync(path.join(repo, '.git'));
    mkdirSync(path.join(repo, 'bot', 'payloads'), { recursive: true });
    copyFileSync(fixture('component-button.json'), path.join(repo, 'bot', 'payloads', 'claim.json'));
    const { stdout } = await runCli(['lint', 'payloads/claim.json', '-f', 'sarif'], { cwd: path.join(repo, 'bot') });
    const location = parse(stdout).runs[0]!.results![0]!.locations![0]!.physicalLocation!;
    expect(location.artifactLocation).toEqual({ uri: 'bot/payloads/claim.json', uriBaseId: '%SRCROOT%' });
    expect(location.region).toEqual({ startLine: 1, startColumn: 64, endLine: 1, endColumn: 66 });
  });

  it('keeps fingerprints stable when lines move and distinct for findings at one place', async () => {
    const payload = { type: 2, style: 9, label: 'x'.repeat(81), custom_id: 'a' };
    const a = linter.lintText(JSON.stringify(payload, null, 2), {}, { filePath: path.join(root, 'x.json') });
    const b = linter.lintText('\n\n' + JSON.stringify(payload, null, 2), {}, { filePath: path.join(root, 'x.json') });
    const prints = (r: typeof a) => parse(sarif([r], { color: false, cwd: root })).runs[0]!.results!.map((x) => x.partialFingerprints);
    expect(prints(a)).toEqual(prints(b));
    expect(a.messages[0]!.line).not.toBe(b.messages[0]!.line);

    // A Text Input without custom_id and style: two findings at one path, two fingerprints.
    const twice = linter.lintText('{"type": 4}', {}, { filePath: path.join(root, 'y.json') });
    expect(twice.messages.filter((m) => m.path === '').length).toBe(2);
    const fingerprints = parse(sarif([twice], { color: false, cwd: root })).runs[0]!.results!.map((x) => x.partialFingerprints!['cordlintFinding/v1']);
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('is valid for parse errors, stdin and YAML files with several documents', async () => {
    const broken = linter.lintText('{"flags": 32768, "components": [', {}, { filePath: path.join(root, 'broken.json') });
    const stdin = linter.lintText('{"type": 10}', {}, { filePath: '<stdin>' });
    const yaml = linter.lintText('type: 10\ncontent: hi\n---\ntype: 10\n', {}, { filePath: path.join(root, 'two.yaml') });
    const log = parse(sarif([broken, stdin, yaml], { color: false, cwd: root }));
    expect(validateSarif(log)).toEqual([]);
    expect(githubUploadProblems(log)).toEqual([]);
    const results = log.runs[0]!.results!;
    expect(results[0]!.ruleId).toBe('parse-error');
    expect(results.find((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri === '%3Cstdin%3E')).toBeDefined();
    const second = results.find((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri === 'two.yaml')!;
    expect(second.message.text).toMatch(/^\[document 2\] /);
    expect(second.locations![0]!.physicalLocation!.region!.startLine).toBe(4);
    expect(second.properties).toEqual({ jsonPointer: '/type', document: 2 }); // a bare type 10 is PREMIUM_REQUIRED (deprecated)
  });
});
