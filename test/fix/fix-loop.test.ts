/**
 * --fix through the library: each fix leaves the file clean for its rule, a second run changes
 * nothing, comments survive; passes, overlaps and misbehaving fixes.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { defineRule } from '../../src/engine/rule.js';
import { renameField } from '../../src/fix/builders.js';
import { MAX_FIX_PASSES } from '../../src/fix/fix-text.js';
import { setValue } from '../../src/fix/source-edits.js';
import { Linter, type LinterConfig } from '../../src/index.js';

const linter = new Linter();

async function fix(text: string, filePath: string, config: LinterConfig = {}) {
  return linter.lintText(text, config, { filePath, fix: true, unsafeFixes: true });
}

/** Fixes, then checks what --fix promises: clean for the rule, nothing more to do, comments kept. */
async function expectFixed(text: string, filePath: string, ruleId: string, options: LinterConfig = {}): Promise<string> {
  const first = await fix(text, filePath, options);
  expect(first.output, 'the fix changed nothing').toBeDefined();
  expect(first.messages.filter((m) => m.ruleId === ruleId)).toEqual([]);
  const second = await fix(first.output!, filePath, options);
  expect(second.output).toBeUndefined();
  expect(second.messages).toEqual(first.messages);
  expect((first.output!.match(/#.*/g) ?? []).sort()).toEqual((text.match(/#.*/g) ?? []).sort());
  return first.output!;
}

describe('v2-requires-flag --fix', () => {
  it('adds the flag to a YAML message, keeping comments; lints clean; a second --fix changes nothing', async () => {
    const text = `# Release announcement\ncomponents: # V2 layout\n  - type: 10 # heading\n    content: "# Version 2.0"\n  - type: 14\n`;
    const output = await expectFixed(text, 'release.yaml', 'v2-requires-flag');
    // The file's leading comment stays first (issue 29).
    expect(output).toBe(`# Release announcement\nflags: 32768\ncomponents: # V2 layout\n  - type: 10 # heading\n    content: "# Version 2.0"\n  - type: 14\n`);
    expect(linter.lintText(output, {}, { filePath: 'release.yaml' }).messages).toEqual([]);
  });

  it('reports the finding without a fix when the message has content the flag forbids', async () => {
    const text = `{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }`;
    const result = await fix(text, 'm.json');
    expect(result.output).toBeUndefined();
    expect(result.messages.map((m) => m.ruleId)).toEqual(['v2-requires-flag']);
    expect(result.messages[0]!.fix).toBeUndefined();
  });

  it('gives one fix for two findings: they meet, the second waits and is gone in the next pass', async () => {
    const text = `{\n  "components": [\n    { "type": 10, "content": "a" },\n    { "type": 14 }\n  ]\n}\n`;
    const plain = linter.lintText(text, {}, { filePath: 'm.json' });
    expect(plain.messages.filter((m) => m.ruleId === 'v2-requires-flag')).toHaveLength(2);
    const output = await expectFixed(text, 'm.json', 'v2-requires-flag');
    expect(JSON.parse(output).flags).toBe(32768);
    expect(output.match(/flags/g)).toHaveLength(1);
  });

  it('is not applied when the rule is off', async () => {
    const result = await fix(`{"components":[{"type":10,"content":"x"}]}`, 'm.json', { rules: { 'v2-requires-flag': 'off' } });
    expect(result.output).toBeUndefined();
  });

  it('keeps CRLF line endings', async () => {
    const text = 'components:\r\n  - type: 10\r\n    content: x\r\n';
    const result = await fix(text, 'm.yaml');
    expect(result.output).toBe('flags: 32768\r\ncomponents:\r\n  - type: 10\r\n    content: x\r\n');
  });
});

describe('the fixes of the built-in rules', () => {
  it('rewrites a deprecated YAML modal into Labels, keeping its comments, in one --fix', async () => {
    const text = `# Feedback modal
custom_id: feedback
title: Feedback
components:
  # who
  - type: 1
    components:
      - type: 4 # short
        custom_id: name
        label: Name
        style: 1
  # what
  - type: 1
    components:
      - { type: 4, custom_id: text, label: Feedback, style: 2 }
`;
    const output = await expectFixed(text, 'modal.yaml', 'modal-action-row-deprecated');
    expect(parseYaml(output).components).toEqual([
      { type: 18, label: 'Name', component: { type: 4, custom_id: 'name', style: 1 } },
      { type: 18, label: 'Feedback', component: { type: 4, custom_id: 'text', style: 2 } },
    ]);
    expect(linter.lintText(output, {}, { filePath: 'modal.yaml' }).messages).toEqual([]);
  });

  it('removes disabled in a modal and a Text Input’s own label in a Label', async () => {
    const text = JSON.stringify(
      {
        custom_id: 'm',
        title: 'T',
        components: [
          { type: 18, label: 'Pick', component: { type: 3, custom_id: 'c', disabled: true, options: [{ label: 'a', value: 'a' }] } },
          { type: 18, label: 'Name', component: { type: 4, custom_id: 'n', style: 1, label: 'Name' } },
        ],
      },
      null,
      2,
    );
    const output = await expectFixed(text, 'modal.json', 'select-disabled-in-modal');
    expect(linter.lintText(output, {}, { filePath: 'modal.json' }).messages.filter((m) => m.ruleId === 'text-input-label')).toEqual([]);
    expect(JSON.parse(output).components[0].component).toEqual({ type: 3, custom_id: 'c', options: [{ label: 'a', value: 'a' }] });
    expect(JSON.parse(output).components[1].component).toEqual({ type: 4, custom_id: 'n', style: 1 });
  });

  it('removes response-only media fields: several findings, one object, applied over passes', async () => {
    const text = `flags: 32768\ncomponents:\n  - type: 9\n    components: [{ type: 10, content: hi }]\n    accessory:\n      type: 11\n      media:\n        url: https://example.com/a.png\n        proxy_url: https://media.example.com/a.png\n        width: 64\n        height: 64\n`;
    const output = await expectFixed(text, 'm.yaml', 'response-only-fields');
    expect(parseYaml(output).components[0].accessory.media).toEqual({ url: 'https://example.com/a.png' });
  });
});

describe('the fix loop', () => {
  it(`stops after ${MAX_FIX_PASSES} passes`, async () => {
    const counter = defineRule({
      meta: { id: 'test-counter', description: 'Always wants a bigger number', severity: 'error', fixable: true, source: 'test' },
      create(context) {
        return {
          payload({ value }) {
            const n = value.n as number;
            context.report({ path: ['n'], message: 'bigger', fix: (d) => setValue(d, ['n'], n + 1) });
          },
        };
      },
    });
    const result = await fix(`{ "n": 0, "components": [] }`, 'n.json', { extraRules: [counter] });
    expect(JSON.parse(result.output!).n).toBe(MAX_FIX_PASSES);
    expect(result.messages.map((m) => m.ruleId).filter((id) => id.startsWith('test-'))).toEqual(['test-counter']);
  });

  it('drops a pass that would make the file unreadable', async () => {
    const breaker = defineRule({
      meta: { id: 'test-breaker', description: 'Writes broken JSON', severity: 'error', fixable: true, source: 'test' },
      create(context) {
        return { payload: () => context.report({ path: [], message: 'break', fix: () => ({ range: [0, 1], text: '[' }) }) };
      },
    });
    const result = await fix(`{"components":[]}`, 'b.json', { extraRules: [breaker] });
    expect(result.output).toBeUndefined();
    expect(result.messages.map((m) => m.ruleId).filter((id) => id.startsWith('test-'))).toEqual(['test-breaker']);
  });

  it('ignores fixes of rules not marked fixable, fixes that throw and edits outside the text', async () => {
    const make = (id: string, fixable: boolean, fixFn: () => never | { range: [number, number]; text: string }) =>
      defineRule({
        meta: { id, description: 'test rule', severity: 'error', fixable, source: 'test' },
        create: (context) => ({ payload: () => context.report({ path: [], message: id, fix: fixFn }) }),
      });
    const rules = [
      make('test-not-fixable', false, () => ({ range: [0, 0], text: ' ' })),
      make('test-throws', true, () => {
        throw new Error('boom');
      }),
      make('test-outside', true, () => ({ range: [0, 1000], text: '' })),
    ];
    const result = await fix(`{"components":[]}`, 'x.json', { extraRules: rules });
    expect(result.output).toBeUndefined();
    expect(result.messages.map((m) => m.ruleId).filter((id) => id.startsWith('test-'))).toEqual(['test-not-fixable', 'test-outside', 'test-throws']);
  });

  it('offers a suggestion without applying it', async () => {
    const misspelt = defineRule({
      meta: { id: 'test-misspelt', description: 'Unknown field', severity: 'error', source: 'test' },
      create(context) {
        return {
          Button(node) {
            if (!('lable' in node.value)) return;
            const path = [...node.path, 'lable'];
            context.report({
              path,
              target: 'key',
              message: 'Unknown field "lable"; did you mean "label"?',
              suggestions: [{ message: 'Rename "lable" to "label"', fix: (d) => renameField(d, path, 'label') }],
            });
          },
        };
      },
    });
    const text = `{"components":[{"type":1,"components":[{"type":2,"style":1,"custom_id":"a","lable":"A"}]}]}`;
    const result = await fix(text, 'b.json', { extraRules: [misspelt] });
    expect(result.output).toBeUndefined();
    const finding = result.messages.find((m) => m.ruleId === 'test-misspelt')!;
    expect(finding.suggestions).toEqual([{ message: 'Rename "lable" to "label"', fix: [{ range: [75, 82], text: '"label"' }] }]);
    expect(text.slice(75, 82)).toBe('"lable"');
  });

  it('does not fix what a directive silences', async () => {
    const text = `# cordlint-disable-next-line v2-requires-flag\ncomponents: [{ type: 10, content: x }]\n`;
    const result = await fix(text, 'm.yaml');
    expect(result.output).toBeUndefined();
    expect(result.messages).toEqual([]);
  });
});
