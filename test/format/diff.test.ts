import { describe, expect, it } from 'vitest';
import { diff, unifiedDiff } from '../../src/format/diff.js';
import type { LintResult } from '../../src/types.js';

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('a\n', 'a\n', 'a', 'b')).toBe('');
  });

  it('shows an added line with three lines of context', () => {
    const before = 'l1\nl2\nl3\nl4\nl5\nl6\nl7\n';
    const after = 'l1\nl2\nl3\nl4\nnew\nl5\nl6\nl7\n';
    expect(unifiedDiff(before, after, 'a/x.yaml', 'b/x.yaml')).toBe(
      '--- a/x.yaml\n+++ b/x.yaml\n@@ -2,6 +2,7 @@\n l2\n l3\n l4\n+new\n l5\n l6\n l7\n',
    );
  });

  it('makes separate hunks for changes far apart, and one for changes close together', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `l${i + 1}`);
    const before = lines.join('\n') + '\n';
    const after = lines.map((l, i) => (i === 0 || i === 19 ? l.toUpperCase() : l)).join('\n') + '\n';
    const out = unifiedDiff(before, after, 'a', 'b');
    expect(out.match(/^@@/gm)).toHaveLength(2);
    expect(out).toContain('@@ -1,4 +1,4 @@\n-l1\n+L1\n l2\n l3\n l4\n');
    expect(out).toContain('@@ -17,4 +17,4 @@\n l17\n l18\n l19\n-l20\n+L20\n');
    const near = lines.map((l, i) => (i === 5 || i === 9 ? l.toUpperCase() : l)).join('\n') + '\n';
    expect(unifiedDiff(before, near, 'a', 'b').match(/^@@/gm)).toHaveLength(1);
  });

  it('marks a last line without a line break', () => {
    expect(unifiedDiff('a\nb', 'a\nc', 'a', 'b')).toBe('--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n');
  });

  it('diffs a whole insertion into an empty file', () => {
    expect(unifiedDiff('', 'a\n', 'a', 'b')).toBe('--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n');
  });
});

describe('diff formatter', () => {
  it('prints only results that fixes changed, with paths relative to the working folder', () => {
    const base: LintResult = { filePath: '/repo/a.yaml', messages: [], errorCount: 0, warningCount: 0, fatalErrorCount: 0 };
    const results = [base, { ...base, filePath: '/repo/b.yaml', source: 'x: 1\n', output: 'x: 2\n' }];
    expect(diff(results, { color: false, cwd: '/repo' })).toBe('--- a/b.yaml\n+++ b/b.yaml\n@@ -1 +1 @@\n-x: 1\n+x: 2\n');
  });
});
