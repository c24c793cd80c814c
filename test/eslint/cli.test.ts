/**
 * `cordlint lint` on .js/.ts files: the same findings as the ESLint plugin (rule id, line, column),
 * in every output format; folders searched for source files with --source; the built CLI end to end.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, scratch } from '../cli-helpers.js';
import { lintWithESLint } from './helpers.js';
import { invalid, valid } from './cases.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface JsonResult {
  filePath: string;
  messages: { ruleId: string; line: number; column: number; severity: number; message: string }[];
}

describe('cordlint lint on source files', () => {
  it('finds what the ESLint plugin finds, in .js and .ts files', async () => {
    const files: Record<string, string> = {};
    invalid.forEach((c, i) => {
      files[`bot/case${i}.js`] = c.code;
      files[`bot/case${i}.ts`] = c.code;
    });
    valid.forEach((c, i) => (files[`bot/valid${i}.mts`] = c.code));
    const dir = scratch(files);
    const outcome = await runCli(['lint', '--format', 'json', ...Object.keys(files)], dir);
    expect(outcome.stderr).toBe('');
    const results = JSON.parse(outcome.stdout) as JsonResult[];
    for (const result of results) {
      const name = path.basename(result.filePath);
      const index = Number(/\d+/.exec(name)![0]);
      const code = name.startsWith('valid') ? valid[index]!.code : invalid[index]!.code;
      const fromESLint = lintWithESLint(code, { typescript: name.endsWith('ts') });
      expect(result.messages.map((m) => [`cordlint/${m.ruleId}`, m.line, m.column]), name).toEqual(fromESLint);
    }
    expect(outcome.code).toBe(1);
  });

  it('searches folders for source files only with --source', async () => {
    const dir = scratch({ 'src/a.js': invalid[0]!.code, 'src/types.d.ts': 'export declare const x: number;', 'payloads/ok.json': '{"content":"hi"}' });
    const without = await runCli(['lint', '--format', 'json', '.'], dir);
    expect((JSON.parse(without.stdout) as JsonResult[]).map((r) => path.basename(r.filePath))).toEqual(['ok.json']);
    const withSource = await runCli(['lint', '--format', 'json', '--source', '.'], dir);
    expect((JSON.parse(withSource.stdout) as JsonResult[]).map((r) => path.basename(r.filePath)).sort()).toEqual(['a.js', 'ok.json']);
  });

  it('reports a syntax error as a parse error, and a file without sending calls as clean', async () => {
    const dir = scratch({ 'bad.ts': 'interaction.reply({ content: "x" ', 'clean.js': 'export const x = 1;\n' });
    const outcome = await runCli(['lint', '--format', 'json', 'bad.ts', 'clean.js'], dir);
    const results = JSON.parse(outcome.stdout) as JsonResult[];
    expect(results.find((r) => r.filePath.endsWith('bad.ts'))!.messages.map((m) => m.ruleId)).toEqual(['parse-error']);
    expect(results.find((r) => r.filePath.endsWith('clean.js'))!.messages).toEqual([]);
  });

  it("follows the config's rule severities", async () => {
    const dir = scratch({ 'a.js': invalid[0]!.code, 'cordlint.config.json': JSON.stringify({ rules: { schema: 'warn' } }) });
    const outcome = await runCli(['lint', '--format', 'json', 'a.js'], dir);
    expect((JSON.parse(outcome.stdout) as JsonResult[])[0]!.messages.map((m) => [m.ruleId, m.severity])).toEqual([['schema', 1]]);
    expect(outcome.code).toBe(0);
  });

  it('names the related place in code (the first use of a duplicated custom_id)', async () => {
    const dir = scratch({ 'dup.js': `interaction.reply({ components: [{ type: 1, components: [\n  { type: 2, style: 1, customId: 'a', label: 'A' },\n  { type: 2, style: 1, customId: 'a', label: 'B' }] }] });\n` });
    const outcome = await runCli(['lint', '--format', 'json', 'dup.js'], dir);
    const [message] = (JSON.parse(outcome.stdout) as { messages: { line: number; column: number; related?: { line: number; column: number } }[] }[])[0]!.messages;
    expect([message!.line, message!.column, message!.related?.line, message!.related?.column]).toEqual([3, 34, 2, 34]);
  });

  it('prints every format', async () => {
    const dir = scratch({ 'bot.ts': invalid[0]!.code });
    for (const format of ['stylish', 'unix', 'github', 'sarif', 'junit', 'checkstyle', 'rdjson']) {
      const outcome = await runCli(['lint', '--format', format, 'bot.ts'], dir);
      expect(outcome.code, format).toBe(1);
      expect(outcome.stdout, format).toMatch(/7|schema/);
    }
    expect((await runCli(['lint', '--format', 'unix', 'bot.ts'], dir)).stdout).toContain('bot.ts:7:17: "label" of Button (2) is 81 characters long');
  });
});

// Runs dist/ as `npm test` builds it first.
describe('the built CLI on a TypeScript file (end to end)', () => {
  it('reports at the line of code and exits 1', () => {
    const dir = scratch({ 'commands/vote.ts': invalid[0]!.code.replace('export async function execute(interaction)', 'export async function execute(interaction: ChatInputCommandInteraction): Promise<void>') });
    const run = spawnSync(process.execPath, [path.join(root, 'bin/cordlint.js'), 'lint', '--format', 'unix', 'commands/vote.ts'], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('commands/vote.ts:7:17: "label" of Button (2) is 81 characters long; the limit is 80. Shorten it by 1. [Error/schema]');
    expect(run.status).toBe(1);
  });
});
