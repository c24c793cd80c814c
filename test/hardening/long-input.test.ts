/**
 * Issue 10.3: long input takes linear time and bounded output. The per-test timeouts are hang guards
 * (the old code took seconds to minutes on these inputs), not speed measurements.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../src/lint.js';
import { didYouMean } from '../../src/util/did-you-mean.js';
import { closestMatch } from '../../src/config/closest-match.js';
import { withoutQuery } from '../../src/payload/media.js';
import { MAX_YAML_DOCUMENTS } from '../../src/load/index.js';

const HANG_GUARD = 20_000;

describe('long input', () => {
  it('a File url of 100,000 "?" and a line break', async () => {
    const url = `attachment://report.pdf${'?'.repeat(100_000)}\n`;
    expect(withoutQuery(url)).toBe('attachment://report.pdf');
    const result = await lintText(JSON.stringify({ flags: 32768, components: [{ type: 13, file: { url } }] }), { filePath: 'f.json' });
    expect(result.messages.map((m) => m.ruleId)).toContain('schema');
  }, HANG_GUARD);

  it('--fix on a YAML value followed by a long run of spaces', async () => {
    const modal = `custom_id: f\ntitle: F\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: t, label: L, style: 2 }${' '.repeat(300_000)}\n`;
    const result = await lintText(modal, { filePath: 'm.yaml', fix: true });
    expect(result.output).toContain('type: 18');
  }, HANG_GUARD);

  it('a 4 MB unknown key: no full edit-distance matrix, and the message shows the key shortened', async () => {
    const key = 'k'.repeat(4 * 1024 * 1024 - 100);
    expect(didYouMean(key, ['content', 'components'])).toBeUndefined();
    expect(closestMatch(key, ['error', 'warn'])).toBeUndefined();
    const result = await lintText(JSON.stringify({ content: 'x', [key]: 1 }), { filePath: 'k.json' });
    const message = result.messages.find((m) => m.ruleId === 'unknown-field')!.message;
    expect(message.length).toBeLessThan(600);
    expect(message).toContain(`…(${key.length - 260} more characters)" is not a field of the message`);
  }, HANG_GUARD);

  it('900,000 empty YAML documents: one finding, not 900,000', async () => {
    const result = await lintText('---\n'.repeat(900_000), { filePath: 'e.yaml' });
    expect(result.messages).toHaveLength(1);
    expect(result.messages[0]).toMatchObject({ ruleId: 'parse-error', fatal: true, line: 1, column: 1 });
    expect(result.messages[0]!.message).toBe(`The file holds more than ${MAX_YAML_DOCUMENTS} YAML documents (no set of payloads needs that many); it was not linted. Split it into several files.`);
  }, HANG_GUARD);

  it('a thousand documents are still linted', async () => {
    const result = await lintText('content: hi\n---\n'.repeat(500) + 'content: ""\n', { filePath: 'e.yaml' });
    expect(result.messages.map((m) => m.document)).toEqual([501]);
  }, HANG_GUARD);

  it('findings per file stop at 1000, with one more saying how many were left out', async () => {
    const buttons = Array.from({ length: 1500 }, (_, i) => ({ type: 1, components: [{ type: 2, style: 1, label: 'x'.repeat(81), custom_id: `b${i}` }] }));
    const result = await lintText(JSON.stringify({ components: buttons }), { filePath: 'b.json', rules: { 'action-row-components': 'off' } });
    expect(result.messages).toHaveLength(1001);
    const last = result.messages[1000]!;
    expect(last.ruleId).toBe('too-many-problems');
    expect(last.severity).toBe(2);
    expect(last.message).toMatch(/^\d+ more problems in this file are not shown: cordlint reports at most 1000 per file\. Fix these first\.$/);
    expect(result.errorCount).toBe(1001);
  }, HANG_GUARD);
});
