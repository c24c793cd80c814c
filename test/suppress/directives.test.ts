import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { runCli, scratch } from '../cli-helpers.js';

const linter = new Linter();

// Sent as new messages: a missing V2 flag is an error there (without a destination, a warning).
const lint = async (text: string, reportUnused?: 'warn' | 'error') =>
  linter.lintText(text, { destination: 'channel-message', ...(reportUnused ? { reportUnusedDisableDirectives: reportUnused } : {}) }, { filePath: 'm.yaml' }).messages.map((m) => ({
    ruleId: m.ruleId,
    line: m.line,
    column: m.column,
    severity: m.severity,
  }));

// Two V2 components in a legacy message: v2-requires-flag reports each at the component (lines 2 and 4, column 5).
const twoTexts = (before: string, between = '', after = '') =>
  `${before}components:\n  - type: 10\n    content: a\n${between}  - type: 10\n    content: b\n${after}`;

describe('YAML directives', () => {
  it('reports both findings without directives', async () => {
    expect(await lint(twoTexts(''))).toEqual([
      { ruleId: 'v2-requires-flag', line: 2, column: 5, severity: 2 },
      { ruleId: 'v2-requires-flag', line: 4, column: 5, severity: 2 },
    ]);
  });

  it('disable-next-line silences the next line only, with a reason after --', async () => {
    const text = `components:\n  # cordlint-disable-next-line v2-requires-flag -- the bot adds the flag\n  - type: 10\n    content: a\n  - type: 10\n    content: b\n`;
    expect(await lint(text)).toEqual([{ ruleId: 'v2-requires-flag', line: 5, column: 5, severity: 2 }]);
  });

  it('disable-next-line above a list item covers the whole item: fields on its later lines and inside it', async () => {
    const buttons = (directive: string) =>
      `content: Vote!\ncomponents:\n  - type: 1\n    components:\n      - type: 2\n        style: 1\n        label: 'Yes'\n        custom_id: vote\n${directive}      - type: 2\n        style: 2\n        label: Also yes\n        custom_id: vote\n      - type: 2\n        style: 2\n        label: Again\n        custom_id: vote\n`;
    expect(await lint(buttons(''))).toEqual([
      { ruleId: 'custom-id-unique', line: 12, column: 20, severity: 2 },
      { ruleId: 'custom-id-unique', line: 16, column: 20, severity: 2 },
    ]);
    // The directive sits above the second button: its custom_id (three lines down) is silenced, the third button's is not.
    expect(await lint(buttons('      # cordlint-disable-next-line custom-id-unique -- both send the same vote\n'), 'error')).toEqual([
      { ruleId: 'custom-id-unique', line: 17, column: 20, severity: 2 },
    ]);
  });

  it('disable-line silences its own line', async () => {
    const text = `components:\n  - type: 10 # cordlint-disable-line v2-requires-flag\n    content: a\n  - type: 10\n    content: b\n`;
    expect(await lint(text)).toEqual([{ ruleId: 'v2-requires-flag', line: 4, column: 5, severity: 2 }]);
  });

  it('disable ... enable silences the lines in between; a directive for another rule silences nothing', async () => {
    const text = `components:\n  # cordlint-disable v2-requires-flag\n  - type: 10\n    content: a\n  # cordlint-enable v2-requires-flag\n  - type: 10 # cordlint-disable-line schema\n    content: b\n`;
    expect(await lint(text)).toEqual([{ ruleId: 'v2-requires-flag', line: 6, column: 5, severity: 2 }]);
  });

  it('a directive without ids silences every rule; disable without enable runs to the end', async () => {
    const text = `# cordlint-disable\ncomponents:\n  - type: 10\n    content: a\n  - type: 10\n    content: b\n`;
    expect(await lint(text)).toEqual([]);
  });

  it('enable of one rule after a disable of all turns that rule back on', async () => {
    const text = `# cordlint-disable\ncomponents:\n  - type: 10\n    content: a\n  # cordlint-enable v2-requires-flag\n  - type: 10\n    content: b\n`;
    expect(await lint(text)).toEqual([{ ruleId: 'v2-requires-flag', line: 6, column: 5, severity: 2 }]);
  });

  it('takes several ids, with commas or spaces', async () => {
    const text = `components:\n  # cordlint-disable-next-line schema, v2-requires-flag\n  - type: 10\n    content: a\n`;
    expect(await lint(text)).toEqual([]);
  });

  it('is not fooled by a directive inside a string or a block scalar', async () => {
    const text = `components:\n  - type: 10\n    content: "# cordlint-disable"\n  - type: 10\n    content: |\n      # cordlint-disable\n`;
    expect((await lint(text)).map((m) => m.line)).toEqual([2, 4]);
  });

  it('never silences a file that cannot be read', async () => {
    expect(await lint(`# cordlint-disable\ncomponents: [\n`)).toMatchObject([{ ruleId: 'parse-error' }]);
  });

  it('reports directives that silence nothing, naming the rule, only when asked (a rule id that is no rule always)', async () => {
    const text = `# cordlint-disable-next-line custom-id-unique, v2-requires-flag\ncomponents:\n  # cordlint-disable-next-line v2-requires-flag\n  - type: 10\n    content: a\n  # cordlint-disable-next-line v2-requires-flg\n  - type: 10\n    content: b\n`;
    expect(await lint(text)).toEqual([
      { ruleId: 'unused-disable-directive', line: 6, column: 3, severity: 1 },
      { ruleId: 'v2-requires-flag', line: 7, column: 5, severity: 2 },
    ]);
    const result = linter.lintText(text, { reportUnusedDisableDirectives: 'warn', destination: 'channel-message' }, { filePath: 'm.yaml' });
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column, m.severity])).toEqual([
      ['unused-disable-directive', 1, 1, 1],
      ['unused-disable-directive', 1, 1, 1],
      ['unused-disable-directive', 6, 3, 1],
      ['v2-requires-flag', 7, 5, 2],
    ]);
    expect(result.messages[0]!.message).toBe(
      'Unused cordlint-disable-next-line directive: no "custom-id-unique" problem was reported on line 2. Remove it or the rule id "custom-id-unique".',
    );
    expect(result.messages[2]!.message).toBe('"v2-requires-flg" is not a rule, so this cordlint-disable-next-line directive silences nothing. Did you mean "v2-requires-flag"?');
  });
});

describe('reporting unused directives from the command line and the config', () => {
  const text = `components:\n  # cordlint-disable-next-line custom-id-unique\n  - type: 10\n    content: a\n`;

  it('--report-unused-disable-directives reports them as errors', async () => {
    const folder = scratch({ 'm.yaml': text });
    const outcome = await runCli(['lint', '--format', 'unix', '--rule', 'v2-requires-flag:off', '--report-unused-disable-directives', 'm.yaml'], folder);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toBe(
      'm.yaml:2:3: Unused cordlint-disable-next-line directive: no "custom-id-unique" problem was reported on line 3. Remove it or the rule id "custom-id-unique". [Error/unused-disable-directive]\n',
    );
  });

  it('reportUnusedDisableDirectives: warn in the config reports them as warnings', async () => {
    const folder = scratch({ 'm.yaml': text, 'cordlint.config.yaml': 'reportUnusedDisableDirectives: warn\nrules:\n  v2-requires-flag: off\n' });
    const outcome = await runCli(['lint', '--format', 'unix', 'm.yaml'], folder);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('[Warning/unused-disable-directive]');
  });
});
