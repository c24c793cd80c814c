import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Cordlint,
  defineRule,
  formatters,
  Linter,
  type LintResult,
  type MessagePayload,
  type ModalPayload,
} from '../../src/index.js';
import { fixture, root, runCli, sample } from './support.js';

describe('the library', () => {
  it('Cordlint.lintFiles() returns what --format json prints, which adds each built-in rule\'s page as ruleUrl', async () => {
    const files = [fixture('message-release-notes.json'), fixture('modal-feedback.yaml'), sample('valid/component-button.json')];
    // --format json computes each finding's fix edits (and gives the file's `source`), as ESLint's does: fixEdits.
    const { results }: { results: LintResult[] } = await new Cordlint({ fixEdits: true }).lintFiles(files);
    const { stdout } = await runCli(['lint', ...files, '-f', 'json']);
    const printed = JSON.parse(stdout) as (Omit<LintResult, 'messages'> & { messages: (LintResult['messages'][number] & { ruleUrl?: string })[] })[];
    for (const message of printed.flatMap((r) => r.messages)) expect(message.ruleUrl).toMatch(/^https:\/\/.+\/rules\/[a-z0-9-]+\.html$/);
    expect(printed.map((r) => ({ ...r, messages: r.messages.map(({ ruleUrl: _url, ...m }) => m) }))).toEqual(results);
    expect(results.map((r) => [path.basename(r.filePath), r.errorCount, r.warningCount])).toEqual([
      ['message-release-notes.json', 4, 0],
      ['modal-feedback.yaml', 3, 0],
      ['component-button.json', 0, 0],
    ]);
  });

  it('Linter.lintText() lints a string, with the file name choosing YAML', async () => {
    const result = new Linter().lintText('custom_id: m\ntitle: Modal\ncomponents: []\n', {}, { filePath: 'modal.yaml' });
    expect(result.messages.map((m) => [m.ruleId, m.path, m.line, m.column])).toEqual([['schema', '/components', 3, 13]]);
  });

  it('Linter.lintValue() lints a typed payload object, positions counted in its 2-space JSON', async () => {
    const message: MessagePayload = {
      flags: 1 << 15,
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }, { type: 2, style: 1, label: 'Again', custom_id: 'go' }] }],
    };
    const linter = new Linter();
    const result = linter.lintValue(message);
    expect(result.filePath).toBe('<payload>');
    expect(result.messages.map((m) => [m.ruleId, m.path, m.line])).toEqual([['custom-id-unique', '/components/0/components/1/custom_id', 17]]);
    const modal: ModalPayload = { custom_id: 'm', title: 'Feedback', components: [{ type: 10, content: 'Thanks!' }] };
    expect(linter.lintValue(modal, { kind: 'modal' }).messages).toEqual([]);
  });

  it('runs custom rules made with defineRule, and describes them in SARIF', async () => {
    const noRedButtons = defineRule({
      meta: { id: 'acme/no-danger-buttons', description: 'Our bot uses no Danger buttons', severity: 'warn', source: 'ACME style guide' },
      create(context) {
        return {
          Button(node) {
            if (node.value.style === 4) context.report({ path: [...node.path, 'style'], message: 'Use a Secondary button instead of Danger (style 4).' });
          },
        };
      },
    });
    const project = new Cordlint({ extraRules: [noRedButtons] });
    const [result] = (await project.lintFiles([sample('valid/message-legacy-poll.json')])).results;
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line, m.column])).toEqual([['acme/no-danger-buttons', 1, 25, 31]]);
    const log = JSON.parse(formatters.sarif!([result!], { color: false, cwd: root, rules: project.ruleMetas() }));
    const rule = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'acme/no-danger-buttons');
    expect(rule).toMatchObject({ shortDescription: { text: 'Our bot uses no Danger buttons' }, defaultConfiguration: { level: 'warning' } });
    expect(rule.helpUri).toBeUndefined();
  });
});
