/**
 * The Linter (src/linter/): pure and synchronous, one text and its configuration in, the result
 * out, with the CLI's rule ids, paths and positions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineRule, Linter, UnknownRuleError } from '../../src/index.js';
import { runCli } from '../cli-helpers.js';

const samples = path.resolve(import.meta.dirname, '../../samples');
const sample = (name: string) => readFileSync(path.join(samples, name), 'utf8');
const place = (m: { ruleId: string; path: string; line: number; column: number }) => `${m.ruleId} ${m.path} ${m.line}:${m.column}`;

describe('Linter', () => {
  const linter = new Linter();

  it('gives the CLI findings for JSON and YAML texts, synchronously', async () => {
    for (const name of ['broken/custom-id-unique.json', 'broken/button-single-primary.yaml', 'broken/url-format.json', 'broken/text-display-total.yaml']) {
      const result = linter.lintText(sample(name), {}, { filePath: name });
      expect(result).not.toBeInstanceOf(Promise);
      const cli = JSON.parse((await runCli(['lint', '--format', 'json', '--no-config-lookup', path.join(samples, name)], samples)).stdout)[0];
      expect(result.messages.map(place), name).toEqual(cli.messages.map(place));
      expect(result.errorCount + result.warningCount).toBe(result.messages.length);
    }
  });

  it('applies the configuration: severities, options, a forced kind', () => {
    const text = sample('broken/custom-id-unique.json');
    expect(linter.lintText(text, {}, { filePath: 'a.json' }).messages.find((m) => m.ruleId === 'custom-id-unique')?.severity).toBe(2);
    expect(linter.lintText(text, { rules: { 'custom-id-unique': 'warn' } }, { filePath: 'a.json' }).messages.find((m) => m.ruleId === 'custom-id-unique')?.severity).toBe(1);
    expect(linter.lintText(text, { rules: { 'custom-id-unique': 'off' } }, { filePath: 'a.json' }).messages.some((m) => m.ruleId === 'custom-id-unique')).toBe(false);
    const asModal = linter.lintText('{ "content": "hi" }', { kind: 'modal' }, { filePath: 'a.json' });
    expect(asModal.errorCount).toBeGreaterThan(0);
    expect(() => linter.lintText('{}', { rules: { 'no-such-rule': 'warn' } })).toThrow(UnknownRuleError);
  });

  it('takes the file name as ESLint does too: a string, or { filename }', () => {
    const yaml = sample('broken/unknown-field.yaml');
    const expected = linter.lintText(yaml, {}, { filePath: 'a.yaml' }).messages;
    expect(expected.length).toBeGreaterThan(0);
    expect(linter.lintText(yaml, {}, 'a.yaml').messages).toEqual(expected);
    expect(linter.verify(yaml, {}, 'a.yaml')).toEqual(expected);
    expect(linter.verify(yaml, {}, { filename: 'a.yaml' })).toEqual(expected);
  });

  it('resolves each distinct setting once (a run lints thousands of files with a handful of settings)', () => {
    const a = linter.rulesFor({ rules: { 'custom-id-unique': 'warn' } });
    expect(linter.rulesFor({ rules: { 'custom-id-unique': 'warn' } })).toBe(a);
    expect(linter.rulesFor({ rules: { 'custom-id-unique': 'off' } })).not.toBe(a);
  });

  it('tells apart rule options that JSON cannot say (a RegExp), and keeps lists made for extra rules no longer than they live', () => {
    const pattern = defineRule({
      meta: { id: 'team/pattern', description: 'custom_ids match a pattern', severity: 'warn', source: 'test' },
      create: (context) => ({
        component(node) {
          const id = node.value.custom_id;
          if (typeof id === 'string' && !(context.options as { pattern: RegExp }).pattern.test(id)) context.report({ path: [...node.path, 'custom_id'], message: `${id} does not match` });
        },
      }),
    });
    const text = '{ "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Go", "custom_id": "abc" }] }] }';
    const lint = (re: RegExp) => linter.lintText(text, { extraRules: [pattern], rules: { 'team/pattern': ['warn', { pattern: re }] } }, { filePath: 'a.json' }).messages.map((m) => m.ruleId);
    expect(lint(/^a/)).toEqual([]);
    expect(lint(/^z/)).toEqual(['team/pattern']);
  });

  it('applies YAML directives and a baseline given as this file\'s entries, with stale entries reported', () => {
    const yaml = '# cordlint-disable custom-id-unique\n' + sample('broken/custom-id-unique.json');
    expect(linter.lintText(yaml, {}, { filePath: 'a.yaml' }).messages.some((m) => m.ruleId === 'custom-id-unique')).toBe(false);
    const text = sample('broken/custom-id-unique.json');
    const finding = linter.lintText(text, {}, { filePath: 'a.json' }).messages.find((m) => m.ruleId === 'custom-id-unique')!;
    const entries = { 'custom-id-unique': { [finding.path]: 1 }, 'schema': { '/nowhere': 1 } };
    const result = linter.lintText(text, { baseline: { name: '.cordlint-baseline.json', entries } }, { filePath: 'a.json' });
    expect(result.messages.some((m) => m.ruleId === 'custom-id-unique')).toBe(false);
    expect(result.messages.filter((m) => m.ruleId === 'stale-baseline-entry').map((m) => m.path)).toEqual(['/nowhere']);
  });

  it('fixes as --fix does, and gives the fixed text', async () => {
    const text = sample('broken/v2-requires-flag.yaml');
    const fixed = linter.verifyAndFix(text, {}, 'reply.yaml');
    expect(fixed.fixed).toBe(true);
    const cli = await runCli(['lint', '--fix-dry-run', '--no-config-lookup', '--stdin-filename', 'reply.yaml', '-'], samples, text);
    expect(fixed.output).toBe(cli.stdout);
    expect(linter.lintText(fixed.output, {}, { filePath: 'reply.yaml' }).messages.some((m) => m.ruleId === 'v2-requires-flag')).toBe(false);
  });

  it('reads bytes: UTF-8 with or without a byte order mark, and says why it will not read UTF-16', () => {
    const text = '{ "content": "hi", "tts": "yes" }';
    const plain = linter.lintBytes(new TextEncoder().encode(text), {}, { filePath: 'a.json' });
    const bom = linter.lintBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]), {}, { filePath: 'a.json' });
    expect(bom.messages).toEqual(plain.messages);
    expect(plain.messages.map((m) => m.ruleId)).toEqual(['schema']);
    const utf16 = linter.lintBytes(new Uint8Array([0xff, 0xfe, 0x7b, 0x00]), {}, { filePath: 'a.json' });
    expect(utf16.fatalErrorCount).toBe(1);
    expect(utf16.messages[0]!.message).toMatch(/UTF-16/);
    const latin1 = linter.lintBytes(new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]), {}, { filePath: 'a.json' });
    expect(latin1.messages[0]!.message).toBe('The file is not valid UTF-8; save it as UTF-8.');
  });

  it('lints a value in memory at the lines of its 2-space JSON', () => {
    const value = { content: 'hi', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'x' }, { type: 2, style: 1, label: 'B', custom_id: 'x' }] }] };
    const result = linter.lintValue(value);
    const duplicate = result.messages.find((m) => m.ruleId === 'custom-id-unique')!;
    expect(duplicate.path).toBe('/components/0/components/1/custom_id');
    const lines = JSON.stringify(value, null, 2).split('\n');
    expect(lines[duplicate.line - 1]).toContain('"custom_id": "x"');
    expect(result.filePath).toBe('<payload>');
  });
});
