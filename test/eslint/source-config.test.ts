/**
 * `source: true` in the config: `cordlint lint` searches folders for JavaScript and TypeScript files,
 * as `--source` does (the language server reads the same key); without it a folder gives only payload files.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { runCli, scratch } from '../cli-helpers.js';

const CODE = "await interaction.reply({ content: '', components: [] });\n";

describe('source: true in the config', () => {
  it('searches folders for source files, as --source does', async () => {
    const files = { 'src/a.ts': CODE, 'payloads/ok.json': '{"content":"hi"}' };
    const without = scratch(files);
    const plain = await runCli(['lint', '--format', 'json', '.'], without);
    expect((JSON.parse(plain.stdout) as { filePath: string }[]).map((r) => path.basename(r.filePath))).toEqual(['ok.json']);

    const withKey = scratch({ ...files, 'cordlint.config.json': '{ "source": true }' });
    const outcome = await runCli(['lint', '--format', 'json', '.'], withKey);
    const results = JSON.parse(outcome.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    expect(results.map((r) => path.basename(r.filePath)).sort()).toEqual(['a.ts', 'ok.json']);
    expect(results.find((r) => r.filePath.endsWith('a.ts'))!.messages.map((m) => [m.ruleId, m.line])).toEqual([['message-not-empty', 1]]);
  });

  it('rejects a source that is not true or false, naming the key', async () => {
    const dir = scratch({ 'cordlint.config.json': '{ "source": "yes" }', 'ok.json': '{"content":"hi"}' });
    const outcome = await runCli(['lint', 'ok.json'], dir);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('source: must be a boolean; got "yes"');
  });
});
