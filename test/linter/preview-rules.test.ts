/**
 * The preview channel (issue 27 item 5): a rule marked `preview` runs only in preview mode
 * (`--preview`, `preview: true` in the config, `LinterConfig.preview`), whatever its severity, as
 * Ruff's preview rules; `cordlint rules` marks it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineRule } from '../../src/engine/rule.js';
import { Linter } from '../../src/linter/index.js';
import { runCli, scratch } from '../cli-helpers.js';

const shouting = defineRule({
  meta: { id: 'team/no-shouting', description: 'Content is not all capitals', severity: 'error', source: 'team convention', preview: true },
  createOnce(context) {
    return {
      payload({ value }) {
        if (typeof value.content === 'string' && value.content === value.content.toUpperCase()) context.report({ path: ['content'], message: 'content is all capitals' });
      },
    };
  },
});

const TEXT = '{ "content": "HELLO" }';

describe('preview rules', () => {
  it('run only in preview mode, even when a setting turns them on', () => {
    const linter = new Linter();
    expect(linter.verify(TEXT, { extraRules: [shouting] })).toEqual([]);
    expect(linter.verify(TEXT, { extraRules: [shouting], rules: { 'team/no-shouting': 'error' } })).toEqual([]);
    const found = linter.verify(TEXT, { extraRules: [shouting], preview: true });
    expect(found.map((m) => [m.ruleId, m.path, m.line, m.column, m.severity])).toEqual([['team/no-shouting', '/content', 1, 14, 2]]);
    // The same settings with and without preview are two rule lists, not one cached for both.
    expect(linter.verify(TEXT, { extraRules: [shouting] })).toEqual([]);
  });

  it('--preview and "preview: true" in the config turn preview mode on; the config key is checked', async () => {
    const root = scratch({ 'hello.json': TEXT, 'rules.mjs': `export default { name: 'team', rules: [${JSON.stringify(shouting.meta)}].map((meta) => ({ meta: { ...meta, id: 'no-shouting' }, createOnce: (context) => ({ payload: ({ value }) => { if (value.content === value.content.toUpperCase()) context.report({ path: ['content'], message: 'content is all capitals' }); } }) })) };\n` });
    writeFileSync(path.join(root, 'cordlint.config.yaml'), 'plugins: ["./rules.mjs"]\n');
    expect(await runCli(['lint', '--format', 'unix', 'hello.json'], root)).toMatchObject({ code: 0, stdout: '' });
    const flagged = await runCli(['lint', '--format', 'unix', '--preview', 'hello.json'], root);
    expect(flagged).toMatchObject({ code: 1, stdout: 'hello.json:1:14: content is all capitals [Error/team/no-shouting]\n' });
    writeFileSync(path.join(root, 'cordlint.config.yaml'), 'plugins: ["./rules.mjs"]\npreview: true\n');
    expect(await runCli(['lint', '--format', 'unix', 'hello.json'], root)).toMatchObject({ code: 1 });
    const listed = await runCli(['rules'], root);
    expect(listed.stdout).toMatch(/^team\/no-shouting .*\(preview: runs only with --preview\) Content is not all capitals$/m);
    writeFileSync(path.join(root, 'cordlint.config.yaml'), 'plugins: ["./rules.mjs"]\npreview: yes-please\n');
    const wrong = await runCli(['lint', 'hello.json'], root);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('preview');
  });
});
