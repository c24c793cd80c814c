import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintResult } from '../../src/types.js';
import { cordlint } from './run-cli.js';

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-explain-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const RESPONSE = `type: 4
data:
  content: Vote!
  components:
    - type: 1
      components:
        - { type: 2, style: 3, label: "Yes", custom_id: vote }
        - { type: 2, style: 4, label: "No", custom_id: vote }
`;

const DISCORD_JS = `[12:08:09] [WARN] unhandledRejection DiscordAPIError[50035]: Invalid Form Body
data.components[0].components[1].custom_id[COMPONENT_CUSTOM_ID_DUPLICATED]: Component custom id cannot be duplicated
data.content[BASE_TYPE_MAX_LENGTH]: Must be 2000 or fewer in length.
    at handleErrors (/app/node_modules/@discordjs/rest/dist/index.js:727:13)
`;

describe('cordlint explain (built CLI)', () => {
  it('places each error on the payload\'s lines in stylish output and exits 1', () => {
    const dir = scratch({ 'answer.txt': DISCORD_JS, 'reply.yaml': RESPONSE });
    const run = cordlint(['explain', 'answer.txt', 'reply.yaml'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('reply.yaml\n  3:12  error    data.content: Discord says "Must be 2000 or fewer in length." (BASE_TYPE_MAX_LENGTH).');
    expect(run.stdout).toContain('  8:56  error    data.components[0].components[1].custom_id: Discord says "Component custom id cannot be duplicated" (COMPONENT_CUSTOM_ID_DUPLICATED).');
    expect(run.stdout).toContain('cordlint says: custom_id "vote" is already used by data.components[0].components[0]');
    expect(run.stdout).toContain('This file does not show the problem at this place (it holds 5 characters, within Discord\'s 2000)');
    expect(run.stdout).toContain('or another payload was sent; lint the payload your code actually sent.  BASE_TYPE_MAX_LENGTH');
    expect(run.stdout).not.toContain('no rule for this');
    expect(run.stdout).toContain('✖ 2 problems (2 errors, 0 warnings)');
    expect(run.stderr).toBe('');
  });

  it('prints the JSON format, with the code as the rule id and a JSON Pointer into the payload', () => {
    const dir = scratch({ 'answer.txt': DISCORD_JS, 'reply.yaml': RESPONSE });
    const run = cordlint(['explain', '--format', 'json', 'answer.txt', 'reply.yaml'], { cwd: dir });
    expect(run.status).toBe(1);
    const [result] = JSON.parse(run.stdout) as LintResult[];
    expect(result!.filePath).toBe(path.join(dir, 'reply.yaml'));
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.path])).toEqual([
      ['BASE_TYPE_MAX_LENGTH', 2, 3, 12, '/data/content'],
      ['COMPONENT_CUSTOM_ID_DUPLICATED', 2, 8, 56, '/data/components/0/components/1/custom_id'],
    ]);
  });

  it.each(['unix', 'sarif', 'github', 'junit', 'checkstyle'])('prints the %s format', (format) => {
    const dir = scratch({ 'answer.txt': DISCORD_JS, 'reply.yaml': RESPONSE });
    const run = cordlint(['explain', '-f', format, 'answer.txt', 'reply.yaml'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('COMPONENT_CUSTOM_ID_DUPLICATED');
    expect(run.stdout).toContain('reply.yaml');
    if (format === 'unix') expect(run.stdout).toContain('reply.yaml:8:56: data.components[0].components[1].custom_id: Discord says');
    if (format === 'github') expect(run.stdout).toContain('::error file=reply.yaml,line=8,col=56,endLine=8,endColumn=60,title=COMPONENT_CUSTOM_ID_DUPLICATED::');
    if (format === 'sarif') {
      const log = JSON.parse(run.stdout);
      const rule = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'COMPONENT_CUSTOM_ID_DUPLICATED');
      expect(rule.shortDescription.text).toBe('Two components of the message or modal share a custom_id.');
      expect(log.runs[0].results[1].locations[0].physicalLocation.region).toMatchObject({ startLine: 8, startColumn: 56 });
    }
  });

  it('reads the answer from stdin and explains it by path alone without a payload', () => {
    const run = cordlint(['explain', '-f', 'unix', '-'], { input: DISCORD_JS });
    expect(run.status).toBe(1);
    expect(run.stdout.split('\n')[0]).toBe(
      '<stdin>:2:1: data.components[0].components[1].custom_id: Discord says "Component custom id cannot be duplicated" (COMPONENT_CUSTOM_ID_DUPLICATED). Two components of the message or modal share a custom_id. Fix: Give every component its own custom_id (disabled ones count too). [Error/COMPONENT_CUSTOM_ID_DUPLICATED]',
    );
  });

  it('reads the payload from stdin', () => {
    const dir = scratch({ 'answer.txt': DISCORD_JS });
    const run = cordlint(['explain', '-f', 'unix', 'answer.txt', '-'], { cwd: dir, input: '{"type": 4, "data": {"content": "hi"}}' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('<stdin>:1:33: data.content: Discord says');
  });

  it('exits 2 with a clear message for an answer that holds no Discord error', () => {
    const dir = scratch({ 'answer.txt': 'Bot started.\nAll good.\n', 'reply.yaml': RESPONSE });
    const run = cordlint(['explain', 'answer.txt', 'reply.yaml'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('cordlint: answer.txt holds no Discord error');
  });

  it('exits 2 for an answer larger than 4 MiB', () => {
    const dir = scratch({ 'huge.log': 'x'.repeat(4 * 1024 * 1024 + 1) });
    const run = cordlint(['explain', 'huge.log'], { cwd: dir });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/huge\.log is larger than 4 MiB \(4\.\d MiB\); give the part of the log that holds Discord's answer\./);
  });

  it('exits 2 for a missing file, and for stdin asked twice', () => {
    const dir = scratch({ 'answer.txt': DISCORD_JS });
    expect(cordlint(['explain', 'answer.txt', 'nope.json'], { cwd: dir })).toMatchObject({ status: 2, stderr: 'cordlint: No such file or directory: nope.json\n' });
    expect(cordlint(['explain', '-', '-'], { cwd: dir }).status).toBe(2);
  });
});
