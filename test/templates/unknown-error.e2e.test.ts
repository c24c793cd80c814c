/**
 * Issue 40, item 5: `placeholders.unknown: error` in the config (as docs/templates.md and the rule
 * page say) makes an undeclared placeholder an error, whatever preset the config extends; the
 * config's own `rules` and its overrides still decide over it.
 */
import { describe, expect, it } from 'vitest';
import { Cordlint } from '../../src/project/cordlint.js';
import { runCli, scratch } from '../cli-helpers.js';

const PAYLOAD = JSON.stringify({ content: 'Welcome to {guild}, {user}!' });

interface JsonResult { messages: { ruleId: string; severity: number; line: number; column: number; path: string }[]; errorCount: number }

async function lintJson(files: Record<string, string>, file = 'payload.json'): Promise<{ code: number; results: JsonResult[] }> {
  const root = scratch({ 'payload.json': PAYLOAD, ...files });
  const out = await runCli(['lint', '--format', 'json', file], root);
  return { code: out.code, results: JSON.parse(out.stdout) as JsonResult[] };
}

describe('placeholders.unknown: error', () => {
  it.each([
    ['a YAML config', { 'cordlint.config.yaml': 'placeholders:\n  values:\n    user: 32\n  unknown: error\n' }],
    ['a JSON config', { 'cordlint.config.json': JSON.stringify({ placeholders: { values: { user: 32 }, unknown: 'error' } }) }],
    ['package.json', { 'package.json': JSON.stringify({ name: 'bot', cordlint: { placeholders: { values: { user: 32 }, unknown: 'error' } } }) }],
    ['with extends: cordlint:strict', { 'cordlint.config.json': JSON.stringify({ extends: 'cordlint:strict', placeholders: { values: { user: 32 }, unknown: 'error' } }) }],
    ['with rules for other ids', { 'cordlint.config.json': JSON.stringify({ rules: { 'button-label-length': 'warn' }, placeholders: { values: { user: 32 }, unknown: 'error' } }) }],
  ])('reports an undeclared placeholder as an error, and exits 1 (%s)', async (_name, files) => {
    const { code, results } = await lintJson(files);
    expect(code).toBe(1);
    expect(results[0]!.messages).toEqual([expect.objectContaining({ ruleId: 'placeholder-unknown', severity: 2, line: 1, column: 12, path: '/content' })]);
  });

  it('unknown: warn (and no unknown) keep it a warning, exit 0', async () => {
    for (const unknown of ['warn', undefined]) {
      const { code, results } = await lintJson({ 'cordlint.config.json': JSON.stringify({ placeholders: { values: { user: 32 }, ...(unknown ? { unknown } : {}) } }) });
      expect(code).toBe(0);
      expect(results[0]!.messages.map((m) => [m.ruleId, m.severity])).toEqual([['placeholder-unknown', 1]]);
    }
  });

  it("the config's own rules and an override decide over it", async () => {
    const explicit = await lintJson({ 'cordlint.config.json': JSON.stringify({ rules: { 'placeholder-unknown': 'warn' }, placeholders: { unknown: 'error' } }) });
    expect(explicit.results[0]!.messages.map((m) => m.severity)).toEqual([1, 1]);
    const root = scratch({
      'cordlint.config.json': JSON.stringify({ placeholders: { unknown: 'error' }, overrides: [{ files: ['legacy/**'], rules: { 'placeholder-unknown': 'off' } }] }),
      'legacy/old.json': PAYLOAD,
      'new.json': PAYLOAD,
    });
    const out = JSON.parse((await runCli(['lint', '--format', 'json', 'legacy/old.json', 'new.json'], root)).stdout) as (JsonResult & { filePath: string })[];
    expect(out.map((r) => [r.filePath.endsWith('old.json') ? 'old' : 'new', r.messages.map((m) => m.severity)])).toEqual([['old', []], ['new', [2, 2]]]);
  });

  it('the library (the project class the language server and MCP use) agrees', async () => {
    const root = scratch({ 'cordlint.config.yaml': 'placeholders:\n  unknown: error\n', 'payload.json': PAYLOAD });
    const project = await Cordlint.create({ cwd: root });
    const result = await project.lintText(PAYLOAD, { filePath: `${root}/payload.json` });
    expect(result!.messages.map((m) => [m.ruleId, m.severity])).toEqual([['placeholder-unknown', 2], ['placeholder-unknown', 2]]);
  });
});
