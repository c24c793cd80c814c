import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { expectFindings, lintInline } from '../helpers.js';

const linter = new Linter();

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parse-error', () => {
  it('reports a JSON syntax error at the offending character, in words', async () => {
    const messages = await lintInline('{\n  "content": "Hi"\n  "flags": 0\n}\n');
    expectFindings(messages, 'parse-error', [{ path: '', line: 3, column: 3, message: 'Expected "," between items' }]);
    expect(messages[0]!.fatal).toBe(true);
    expect(messages).toHaveLength(1);
  });

  it('reports a YAML syntax error in its document, and lints the other documents', async () => {
    const messages = await lintInline('content: ok\n---\ncontent: [unclosed\n---\ncontent: fine\n', { format: 'yaml' });
    expectFindings(messages, 'parse-error', [{ path: '', line: 4, column: 1, message: 'not valid YAML' }]);
    expect(messages[0]!.document).toBe(2);
  });

  it('reports empty files, binary files, UTF-16 and invalid UTF-8', async () => {
    const cases: [Uint8Array, string][] = [
      [bytes('  \n'), 'empty'],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]), 'binary'],
      [new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), 'UTF-16 (little-endian)'],
      [new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]), 'not valid UTF-8'],
    ];
    for (const [input, words] of cases) {
      const result = linter.lintBytes(input, {}, { filePath: 'x.json' });
      expect(result.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['parse-error', 1, 1]]);
      expect(result.messages[0]!.message).toContain(words);
    }
  });

  it('accepts a UTF-8 byte order mark, with positions unchanged', async () => {
    const result = linter.lintBytes(bytes('\uFEFF{\n  "components": [{ "type": 99 }]\n}\n'), {}, { filePath: 'x.json' });
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([['schema', 2, 28]]);
  });

  it('refuses documents nested 100,000 levels deep without crashing', async () => {
    const deep = '{"components":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const json = await lintInline(deep);
    expect(json.map((m) => m.ruleId)).toEqual(['parse-error']);
    expect(json[0]!.message).toContain('nested more than 100 levels');
    const yaml = await lintInline('components: ' + '['.repeat(100_000) + ']'.repeat(100_000) + '\n', { format: 'yaml' });
    expect(yaml.map((m) => m.ruleId)).toEqual(['parse-error']);
  });

  it('refuses a YAML alias bomb', async () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]', 'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]', 'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]', ''].join('\n');
    const messages = await lintInline(bomb, { format: 'yaml' });
    expect(messages.map((m) => m.ruleId)).toEqual(['parse-error']);
    expect(messages[0]!.message).toContain('alias bomb');
  });

  it('refuses files over 4 MiB without parsing them', async () => {
    const big = bytes(JSON.stringify({ content: 'x'.repeat(30 * 1024 * 1024) }));
    const result = linter.lintBytes(big, {}, { filePath: 'big.json' });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['parse-error']);
    expect(result.messages[0]!.message).toMatch(/30\.0 MiB, larger than any Discord payload/);
  });
  it('takes a stray "---" or "..." at the end of a YAML file for no document, and keeps the numbers of empty ones before', async () => {
    for (const text of ['content: ok\n---\n', 'content: ok\n---\n# the end\n', 'content: ok\n...\n---\n...\n']) {
      expect(await lintInline(text, { format: 'yaml' }), JSON.stringify(text)).toEqual([]);
    }
    // An empty document between two payloads is reported, and the payload after it keeps its number (3).
    const messages = await lintInline('content: ok\n---\n---\nflags: 32768\ncomponents: [{type: 10, content: ""}]\n---\n', { format: 'yaml' });
    expect(messages.map((m) => [m.ruleId, m.document, m.line])).toEqual([
      ['parse-error', 2, 2],
      ['schema', 3, 5],
    ]);
    expect(messages[0]!.message).toContain('The document is empty');
    // An explicit null is a document, not a stray marker.
    expectFindings(await lintInline('content: ok\n---\nnull\n', { format: 'yaml' }), 'parse-error', [{ path: '', line: 3, message: 'empty' }]);
  });
  it('reads YAML with old Mac line ends (a lone CR), which YAML 1.2 counts as line breaks', async () => {
    const messages = await lintInline('flags: 32768\rcomponents:\r  - type: 10\r    content: |\r      two\r      lines\r  - {type: 10, content: ""}\r', { format: 'yaml' });
    expect(messages.map((m) => [m.ruleId, m.path, m.line, m.column])).toEqual([['schema', '/components/1/content', 7, 25]]);
  });
});

describe('parse-error on hostile nesting that is also broken', () => {
  it('names the depth, at the first bracket past the limit, for unclosed JSON and for deep YAML flow maps', async () => {
    const json = await lintInline('['.repeat(200_000));
    expectFindings(json, 'parse-error', [{ path: '', line: 1, column: 101, message: 'nested more than 100 levels deep' }]);
    const yaml = await lintInline('x: ' + '{a: '.repeat(50_000) + '1' + '}'.repeat(50_000) + '\n', { format: 'yaml' });
    expect(yaml.map((m) => m.ruleId)).toEqual(['parse-error']);
    expect(yaml[0]!.message).toContain('nested too deeply');
  });
});
