/** Issue 10.14: --fix keeps a CR-only file's line breaks, and a moved label keeps its trailing comment on its own line. */
import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';

const linter = new Linter();

describe('--fix layout', () => {
  it('a CR-only file (old Mac line breaks) is fixed with CRs only', async () => {
    const text = 'custom_id: f\rtitle: F\rcomponents:\r  - type: 1\r    components:\r      - type: 4\r        custom_id: t\r        label: Your name # shown above\r        style: 1\r';
    const result = linter.lintText(text, {}, { filePath: 'cr.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toBe('custom_id: f\rtitle: F\rcomponents:\r  - type: 18\r    label: Your name # shown above\r    component:\r      type: 4\r      custom_id: t\r      style: 1\r');
  });

  it('a label that was the last field takes its trailing comment with it, once', async () => {
    const text = 'custom_id: f\ntitle: F\ncomponents:\n  - type: 1\n    components:\n      - type: 4\n        custom_id: t\n        style: 1\n        label: Your name # shown above\n  - type: 1\n    components:\n      - type: 4\n        label: Other # second\n        custom_id: u\n        style: 1\n';
    const result = linter.lintText(text, {}, { filePath: 'm.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toBe(
      'custom_id: f\ntitle: F\ncomponents:\n  - type: 18\n    label: Your name # shown above\n    component:\n      type: 4\n      custom_id: t\n      style: 1\n  - type: 18\n    label: Other # second\n    component:\n      type: 4\n      custom_id: u\n      style: 1\n',
    );
  });

  it('the same in a CRLF file', async () => {
    const text = 'custom_id: f\r\ntitle: F\r\ncomponents:\r\n  - type: 1\r\n    components:\r\n      - type: 4\r\n        custom_id: t\r\n        label: Your name # shown above\r\n';
    const result = linter.lintText(text, {}, { filePath: 'm.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toBe('custom_id: f\r\ntitle: F\r\ncomponents:\r\n  - type: 18\r\n    label: Your name # shown above\r\n    component:\r\n      type: 4\r\n      custom_id: t\r\n');
  });
});
