/**
 * The links cordlint prints open on any machine: SARIF's helpUri, the JSON format's ruleUrl, the
 * language server's codeDescription (through the same rulePageUrl) and `cordlint rules <id>` point
 * at the site's address, package.json's homepage, or CORDLINT_SITE_URL for a self-hosted copy;
 * CORDLINT_SITE_URL=local asks for the old file: links into the package's rules/<id>.md.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleWebPage, siteAddress } from '../../src/site-address.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';

const homepage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).homepage as string;
const BROKEN = '{ "components": [{ "type": 17, "components": [{ "type": 10, "content": "Hi" }] }] }\n';

function lintBroken(format: string, env: Record<string, string> = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'cordlint-links-'));
  writeFileSync(path.join(folder, 'reply.json'), BROKEN);
  return cordlint(['lint', '--format', format, 'reply.json'], { cwd: folder, env });
}

describe('the site address', () => {
  it('is package.json homepage, a public https address ending in /', () => {
    expect(homepage).toMatch(/^https:\/\/.+\/$/);
    expect(siteAddress({})).toBe(homepage);
    expect(ruleWebPage('schema', {})).toBe(`${homepage}rules/schema.html`);
  });

  it('is overridden by CORDLINT_SITE_URL (a slash is added), and "local" asks for file links', () => {
    expect(siteAddress({ CORDLINT_SITE_URL: 'https://lint.example.org/cordlint' })).toBe('https://lint.example.org/cordlint/');
    expect(ruleWebPage('custom-id-unique', { CORDLINT_SITE_URL: 'https://lint.example.org/cordlint/' })).toBe('https://lint.example.org/cordlint/rules/custom-id-unique.html');
    expect(ruleWebPage('schema', { CORDLINT_SITE_URL: 'local' })).toBe('local');
  });
});

describe('the links in the outputs', () => {
  it('SARIF helpUri and the JSON format ruleUrl name the rule page on the site', () => {
    const sarif = JSON.parse(lintBroken('sarif').stdout);
    const rule = sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'v2-requires-flag');
    expect(rule.helpUri).toBe(`${homepage}rules/v2-requires-flag.html`);
    const [result] = JSON.parse(lintBroken('json').stdout);
    expect(result.messages.map((m: { ruleId: string; ruleUrl: string }) => [m.ruleId, m.ruleUrl])).toEqual([['v2-requires-flag', `${homepage}rules/v2-requires-flag.html`]]);
  });

  it('follow CORDLINT_SITE_URL for a self-hosted copy, and link the local files only when asked', () => {
    const env = { CORDLINT_SITE_URL: 'https://docs.internal.example/lint/' };
    const sarif = JSON.parse(lintBroken('sarif', env).stdout);
    expect(sarif.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'schema').helpUri).toBe('https://docs.internal.example/lint/rules/schema.html');
    expect(JSON.parse(lintBroken('json', env).stdout)[0].messages[0].ruleUrl).toBe('https://docs.internal.example/lint/rules/v2-requires-flag.html');
    const local = JSON.parse(lintBroken('json', { CORDLINT_SITE_URL: 'local' }).stdout)[0].messages[0].ruleUrl as string;
    expect(fileURLToPath(local)).toBe(path.join(repoRoot, 'rules', 'v2-requires-flag.md'));
  });

  it('`cordlint rules <id>` names the page on the site, in text and in JSON', () => {
    const text = cordlint(['rules', 'schema']);
    expect(text.stdout.endsWith(`\nOn the web: ${homepage}rules/schema.html\n`)).toBe(true);
    const json = JSON.parse(cordlint(['rules', 'schema', '--format', 'json'], { env: { CORDLINT_SITE_URL: 'https://mirror.example/' } }).stdout);
    expect(json.url).toBe('https://mirror.example/rules/schema.html');
  });
});
