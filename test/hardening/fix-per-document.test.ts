/** Issue 10.2: the "a fix pass must not make the text unreadable" check holds per document. */
import { describe, expect, it } from 'vitest';
import { defineRule, type Rule } from '../../src/engine/rule.js';
import { Linter } from '../../src/index.js';

const linter = new Linter();

/** A fixable rule whose fix breaks the YAML of the document it is in (an unclosed flow mapping). */
const breaksItsDocument: Rule = defineRule({
  meta: { id: 'team/break', description: 'd', severity: 'warn', fixable: true, source: 's' },
  create(context) {
    return {
      payload(node) {
        if (!('title' in node.value)) return;
        context.report({
          path: ['title'],
          message: 'title',
          fix: (document) => {
            const source = document.source(['title']);
            return source ? { range: [source.start, source.end], text: '{ broken' } : undefined;
          },
        });
      },
    };
  },
});

const MODAL = 'custom_id: f\ntitle: F\ncomponents:\n  - type: 18\n    label: L\n    component: { type: 4, custom_id: t, style: 2 }\n? {a: 1}\n: x\n';

describe('--fix never makes a readable document unreadable', () => {
  it('in a file of one document', async () => {
    const result = linter.lintText(MODAL, { extraRules: [breaksItsDocument] }, { filePath: 'm.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toBeUndefined();
  });

  it('when another document of the file is already broken', async () => {
    const text = `content: [\n---\n${MODAL}`;
    const result = linter.lintText(text, { extraRules: [breaksItsDocument] }, { filePath: 'm.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toBeUndefined();
    expect(result.messages.filter((m) => m.fatal).map((m) => m.document)).toEqual([1]);
  });

  it('fixes that keep every document readable are still applied beside a broken document', async () => {
    const text = 'content: [\n---\ncustom_id: f\ntitle: F\ncomponents:\n  - type: 1\n    components:\n      - { type: 4, custom_id: t, label: L, style: 2 }\n? {a: 1}\n: x\n';
    const result = linter.lintText(text, {}, { filePath: 'm.yaml', fix: true, unsafeFixes: true });
    expect(result.output).toContain('  - type: 18\n    label: L\n    component: { type: 4, custom_id: t, style: 2 }\n? {a: 1}\n: x\n');
  });
});
