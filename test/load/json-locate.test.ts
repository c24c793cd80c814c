import { describe, expect, it } from 'vitest';
import { parseJson } from '../../src/load/json.js';

describe('JSON positions', () => {
  it('places the whole value without the white space around it (no syntax tree needed)', () => {
    const [document] = parseJson('f.json', '  \n {"a": [1, {"b": 2}]}\n\n');
    expect(document!.locate([])).toEqual({ line: 2, column: 2, endLine: 2, endColumn: 22 });
    expect(document!.locate([], 'key')).toEqual({ line: 2, column: 2, endLine: 2, endColumn: 22 });
  });

  it('places nested values and keys through the syntax tree', () => {
    const [document] = parseJson('f.json', '  \n {"a": [1, {"b": 2}]}\n\n');
    expect(document!.locate(['a', 1, 'b'])).toEqual({ line: 2, column: 18, endLine: 2, endColumn: 19 });
    expect(document!.locate(['a', 1, 'b'], 'key')).toEqual({ line: 2, column: 13, endLine: 2, endColumn: 16 });
  });
});
