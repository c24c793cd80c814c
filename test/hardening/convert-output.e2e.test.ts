/**
 * Issue 10.10: convert lints exactly the text it writes and refuses what it cannot keep.
 * Issue 10.11: YAML aliases whose anchor was on a rewritten part are expanded, not an internal error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertText } from '../../src/convert/text.js';
import { Linter } from '../../src/index.js';
import { scratch } from '../cli-helpers.js';
import { cordlint } from '../cli/run-cli.js';

const linter = new Linter();

describe('convert writes only what lints clean (10.10)', () => {
  it('-.inf kept by YAML is linted as written: refused, exit 1, file untouched', () => {
    const input = 'content: hi\nembeds: [{title: A}]\ncomponents:\n  - type: 1\n    id: -.inf\n    components:\n      - { type: 2, style: 1, label: Go, custom_id: go }\n';
    const root = scratch({ 'a.yaml': input });
    const run = cordlint(['convert', '--write', 'a.yaml'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 10, column 9 of the output: "id" of Action Row (1) must be an integer, not the fraction -Infinity. (schema)');
    expect(readFileSync(path.join(root, 'a.yaml'), 'utf8')).toBe(input);
  });

  it('-1e309 (Infinity) cannot be written as JSON: refused with its path, not turned into null', async () => {
    const result = await convertText('{"content":"hi","embeds":[{"title":"A"}],"components":[{"type":1,"id":-1e309,"components":[{"type":2,"style":1,"label":"Go","custom_id":"go"}]}]}', { filePath: 'a.json' });
    expect(result.status).toBe('refused');
    expect(result.reasons[0]).toBe('/components/2/id: the number -Infinity cannot be written as JSON (it would become null). Write a finite number instead. Nothing was written.');
  });

  it('a document convert leaves as it is keeps its errors: the file is refused, not written back silently', () => {
    const input = 'content: hi\nembeds: [{title: A}]\n---\nflags: 32768\ncomponents:\n  - type: 10\n    content: ""\n';
    const root = scratch({ 'two.yaml': input });
    const run = cordlint(['convert', '--write', 'two.yaml'], { cwd: root });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('document 2, line 13, column 14 of the output: "content" of Text Display (10) is empty');
    expect(readFileSync(path.join(root, 'two.yaml'), 'utf8')).toBe(input);
  });
});

describe('convert on YAML aliases (10.11)', () => {
  it.each([
    ['an anchor on content, used by a button label', 'content: &c Hello\ncomponents:\n  - type: 1\n    components:\n      - { type: 2, style: 1, label: *c, custom_id: go }\n'],
    ['an anchor on an embed title', 'embeds:\n  - title: &t Hello\n    description: x\ncomponents:\n  - type: 1\n    components:\n      - { type: 2, style: 1, label: *t, custom_id: go }\n'],
  ])('%s: converted with the alias expanded, and the output lints clean', async (_name, input) => {
    expect(linter.lintText(input, {}, { filePath: 'a.yaml' }).errorCount).toBe(0);
    const result = await convertText(input, { filePath: 'a.yaml' });
    expect(result.status, result.reasons.join('\n')).toBe('converted');
    expect(result.text).toContain('label: Hello');
    expect(result.notes.map((n) => n.message)).toContain('The document used YAML anchors and aliases that the conversion could not keep; it was written with the aliases expanded (and without its comments).');
    expect(linter.lintText(result.text!, {}, { filePath: 'out.yaml' }).errorCount).toBe(0);
  });

  it('aliases in parts kept as they are stay aliases', async () => {
    const input = 'content: hi\nembeds: [{title: A}]\ncomponents:\n  - &r\n    type: 1\n    components:\n      - { type: 2, style: 5, label: Go, url: "https://x" }\n  - *r\n';
    const result = await convertText(input, { filePath: 'a.yaml' });
    expect(result.text).toContain('  - *r\n');
  });
});
