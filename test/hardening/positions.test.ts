/** Issue 10.12: positions stay inside the file, and findings under a duplicated YAML key go to the entry readers keep. */
import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';

const linter = new Linter();

function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((l) => l.length);
}

describe('positions', () => {
  it.each([
    ['JSON that ends early', 'a.json', '{"content": "x"'],
    ['JSON that ends after a line break', 'a.json', '{"content": "x",\n'],
    ['YAML that ends inside a flow sequence', 'a.yaml', 'content: [\n'],
  ])('%s: the parse error ends inside the file', async (_name, file, text) => {
    const [message] = linter.lintText(text, {}, { filePath: file }).messages;
    const lengths = lineLengths(text);
    expect(message!.fatal).toBe(true);
    expect(message!.endLine).toBeLessThanOrEqual(lengths.length);
    expect(message!.endColumn).toBeLessThanOrEqual(lengths[message!.endLine - 1]! + 1);
    expect(message!.column).toBeLessThanOrEqual(lengths[message!.line - 1]! + 1);
  });

  it('findings under a duplicated YAML key are placed at the entry readers keep (the last), with its number', async () => {
    const text = 'flags: 32768\ncomponents:\n  - type: 10\n    content: a\n    id: 1\ncomponents:\n  - type: 10\n    content: b\n    id: 12345678901234567890\n';
    const result = linter.lintText(text, {}, { filePath: 'a.yaml' });
    const unsafe = result.messages.find((m) => m.ruleId === 'unsafe-integer')!;
    expect([unsafe.line, unsafe.column]).toEqual([9, 9]);
    expect(unsafe.message).toContain('The number 12345678901234567890 is larger than 2^53');
    expect(unsafe.message).toContain('write it as a string: "12345678901234567890"');
    expect(result.messages.find((m) => m.ruleId === 'schema')!.line).toBe(9);
  });
});
