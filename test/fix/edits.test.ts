import { describe, expect, it } from 'vitest';
import { applyEdits, detectEol, editsAreValid, normaliseFix } from '../../src/fix/edits.js';
import { chooseFixes } from '../../src/fix/fix-text.js';
import type { LintMessage, TextEdit } from '../../src/types.js';

const edit = (start: number, end: number, text = ''): TextEdit => ({ range: [start, end], text });
const finding = (fix: TextEdit[]): LintMessage => ({ ruleId: 'r', severity: 2, message: 'm', line: 1, column: 1, endLine: 1, endColumn: 1, path: '', fix });

describe('applyEdits', () => {
  it('applies edits in offset order whatever the order given', () => {
    expect(applyEdits('abcdef', [edit(4, 5, 'E'), edit(0, 1, 'A'), edit(2, 2, '+')])).toBe('Ab+cdEf');
  });

  it('writes inserted line breaks as the file writes them', () => {
    expect(applyEdits('a\r\nb\r\n', [edit(3, 3, 'x: 1\n')])).toBe('a\r\nx: 1\r\nb\r\n');
    expect(applyEdits('a\nb\n', [edit(2, 2, 'x: 1\r\n')])).toBe('a\nx: 1\nb\n');
  });

  it('keeps two insertions at one offset in the order given', () => {
    expect(applyEdits('ab', [edit(1, 1, '1'), edit(1, 1, '2')])).toBe('a12b');
  });
});

describe('edits of a fix', () => {
  it('are sorted and checked against the text', () => {
    expect(normaliseFix([edit(3, 4), edit(0, 1)]).map((e) => e.range[0])).toEqual([0, 3]);
    expect(normaliseFix(undefined)).toEqual([]);
    expect(editsAreValid([edit(0, 2), edit(1, 3)], 10)).toBe(false);
    expect(editsAreValid([edit(0, 2), edit(2, 3)], 10)).toBe(true);
    expect(editsAreValid([edit(0, 11)], 10)).toBe(false);
    expect(editsAreValid([edit(5, 4)], 10)).toBe(false);
  });

  it('detects the line break', () => {
    expect(detectEol('a\r\nb')).toBe('\r\n');
    expect(detectEol('a\nb\r\n')).toBe('\n');
    expect(detectEol('a')).toBe('\n');
  });
});

describe('chooseFixes', () => {
  it('takes fixes in document order and leaves those that meet a chosen one for the next pass', () => {
    const chosen = chooseFixes([finding([edit(10, 12)]), finding([edit(0, 3)]), finding([edit(2, 5)]), finding([edit(12, 12, 'x')]), finding([edit(20, 21)])]);
    expect(chosen.map((f) => f[0]!.range)).toEqual([[0, 3], [10, 12], [20, 21]]);
  });

  it('treats a fix with several edits as one span', () => {
    const chosen = chooseFixes([finding([edit(0, 1), edit(20, 21)]), finding([edit(10, 11)])]);
    expect(chosen).toHaveLength(1);
  });
});
