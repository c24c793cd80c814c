/**
 * Issue 30.4: findings cost what is reported, not what is found. Each finding's fix asked for the
 * whole message's source positions, built anew each time (2,000 Text Displays without the flag: 7 s
 * for a 52 KB file); and the per-payload cap let a file of 1,000 YAML documents describe two
 * million findings (locate, message, fix) to show 1,000.
 */
import { describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../../src/engine/rule.js';
import { Linter } from '../../src/index.js';
import { loadYamlParser, parseDocuments } from '../../src/load/index.js';

const linter = new Linter();

/** A rule reporting a warning with a fix on every component, counting how often its fixes run. */
function countingRule(counter: { fixes: number }): Rule {
  return defineRule({
    meta: { id: 'team/every', description: 'd', severity: 'warn', fixable: true, source: 's' },
    create(context) {
      return {
        component(node) {
          context.report({
            path: node.path,
            message: 'every component',
            fix: () => {
              counter.fixes++;
              return undefined;
            },
          });
        },
      };
    },
  });
}

describe('the source positions a fix reads', () => {
  it.each([
    ['json', '{"components": [{"type": 10, "content": "a"}, {"type": 10, "content": "b"}]}'],
    ['yaml', 'components:\n  - {type: 10, content: a}\n  - type: 10\n    content: b\n'],
  ] as const)('are built once per document in %s: every finding asking for the message gets the same nodes', async (format, text) => {
    const [document] = parseDocuments(`m.${format}`, text, format, await loadYamlParser());
    const whole = document!.source([]);
    expect(whole?.kind).toBe('object');
    expect(document!.source([])).toBe(whole);
    // A part asked for after the whole is the whole's own node, with the same places.
    const item = document!.source(['components', 1]);
    expect(item).toBe(whole!.properties[0]!.value!.items[1]);
    expect(text.slice(item!.start, item!.end)).toMatch(/content: b|"content": "b"/);
  });

  it('2,000 Text Displays without the flag each carry the one fix that adds it', async () => {
    const text = JSON.stringify({ components: Array.from({ length: 2000 }, () => ({ type: 10, content: 'a' })) });
    const result = linter.lintText(text, {}, { filePath: 'm.json' });
    const flagged = result.messages.filter((m) => m.ruleId === 'v2-requires-flag');
    expect(flagged.length).toBeGreaterThanOrEqual(999);
    expect((result.fixableWarningCount ?? 0) + (result.fixableErrorCount ?? 0)).toBe(flagged.length);
  });
});

describe('a file describes at most 2,000 errors and 2,000 warnings over all its documents', () => {
  const documents = (count: number, last = '') =>
    Array.from({ length: count }, () => `---\nflags: 32768\ncomponents: [${'{type: 10, content: a}, '.repeat(500)}]\n`).join('') + last;

  it('runs the fixes of the described findings only, and counts the rest', async () => {
    const counter = { fixes: 0 };
    // 10 documents of 500 components: 5,000 warnings of the counting rule.
    const result = linter.lintText(documents(10), { extraRules: [countingRule(counter)], rules: { 'v2-component-limit': 'off' } }, { filePath: 'm.yaml' });
    // 2,000 described, then the first finding of the fixable rule in each of documents 5 to 10.
    expect(counter.fixes).toBe(2006);
    const last = result.messages[result.messages.length - 1]!;
    expect(last.ruleId).toBe('too-many-problems');
    expect(last.message).toMatch(/^At least 4,?000 more problems in this file are not shown/);
    expect(result.warningCount).toBe(1000 + 1);
  });

  it('--fix mends every document in one run, not only those the budget describes', async () => {
    // 12,000 findings: the 1,000 a file shows reach 16 documents, and 10 passes would mend 160 of 200.
    const text = Array.from({ length: 200 }, () => `---\ncomponents: [${'{type: 10, content: a}, '.repeat(60)}]\n`).join('');
    const result = linter.lintText(text, { rules: { 'v2-component-limit': 'off' } }, { filePath: 'm.yaml', fix: true });
    expect(result.output!.match(/^flags: 32768$/gm)).toHaveLength(200);
    expect(result.messages.filter((m) => m.ruleId === 'v2-requires-flag')).toEqual([]);
  });

  it('an error in the last document is still shown after thousands of warnings in the first ones', async () => {
    const counter = { fixes: 0 };
    const text = documents(10, '---\ncomponents:\n  - type: 2\n    style: 1\n    label: ""\n    custom_id: x\n');
    const result = linter.lintText(text, { extraRules: [countingRule(counter)], rules: { 'v2-component-limit': 'off' } }, { filePath: 'm.yaml' });
    const errors = result.messages.filter((m) => m.severity === 2 && m.ruleId !== 'too-many-problems');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((m) => m.document === 11)).toBe(true);
  });
});

describe('a directive naming thousands of rules that do not exist', () => {
  it('reports each, the first with a suggestion, within the file cap', async () => {
    const names = ['shcema', ...Array.from({ length: 5000 }, (_, i) => `nope-${i}`)];
    const result = linter.lintText(`// cordlint-disable ${names.join(',')}\n{"components": []}\n`, {}, { filePath: 'm.jsonc' });
    expect(result.messages[0]!.message).toBe('"shcema" is not a rule, so this cordlint-disable directive silences nothing. Did you mean "schema"?');
    expect(result.messages[1]!.message).toBe('"nope-0" is not a rule, so this cordlint-disable directive silences nothing. Run "cordlint rules" to list the rules.');
    expect(result.messages).toHaveLength(1001);
    expect(result.messages[1000]!.message).toMatch(/^4,?002 more problems in this file are not shown/);
  });
});

describe('a YAML file of many documents', () => {
  it('holding more than 500,000 values over all of them is refused with one finding that says so', async () => {
    const text = Array.from({ length: 999 }, () => `---\nflags: 32768\ncomponents: [${'{type: 10, content: a}, '.repeat(120)}]\n`).join('');
    const result = linter.lintText(text, {}, { filePath: 'm.yaml' });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ ruleId: 'parse-error', line: 1, column: 1 });
    expect(result.messages[0]!.message).toMatch(/^The documents of the file hold more than 500,000 values .* in all; .* split it into several files\.$/);
  });
});
