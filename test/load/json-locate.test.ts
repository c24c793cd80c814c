import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../src/load/json.js';
import { locateJsonPaths } from '../../src/load/json-locate.js';

const samples = path.resolve(import.meta.dirname, '../../samples');

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

/** Every path of a JSON value, and paths that leave it (a missing key, an index past the end, a segment below a scalar). */
function pathsOf(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path, [...path, 'missing'], [...path, 99]);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

describe('JSON positions of many paths in one pass (locateAll)', () => {
  /** locateAll on a fresh document against locate through the syntax tree on another, for every path and both targets. */
  function expectSameAsTree(text: string, paths: (string | number)[][]): void {
    const requests = paths.flatMap((path) => [{ path }, { path, target: 'key' as const }]);
    const [byScan] = parseJson('f.json', text);
    const [byTree] = parseJson('f.json', text);
    expect(byScan!.locateAll!(requests)).toEqual(requests.map(({ path, target }) => byTree!.locate(path, target)));
  }

  it('matches the syntax tree on payloads, with keys given twice (the last counts), numeric keys and string indexes', () => {
    const text = `{
  "components": [{"type": 1, "components": [{"type": 2, "label": "a"}, {"type": 2, "label": "b"}]}],
  "embeds": {"0": {"title": "key that looks like an index"}},
  "a": {"x": {"deep": 1}, "y": 2},
  "a": {"x": 3},
  "b": [[1, 2], {"c": null}],
  "b": [{"c": true}]
}`;
    const value = JSON.parse(text);
    expectSameAsTree(text, [
      ...pathsOf(value),
      ['a', 'x', 'deep'],
      ['a', 'y'],
      ['b', 0, 1],
      ['b', 1, 'c'],
      ['b', '0', 'c'],
      ['embeds', 0, 'title'],
      ['components', '0', 'components', '1', 'label'],
    ]);
  });

  it('matches the syntax tree on generated JSON, however it is laid out', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        if (text === undefined) return;
        expectSameAsTree(text, pathsOf(value).slice(0, 200));
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });

  it('matches the syntax tree when it stops at the last requested path (a few paths of a file without repeated keys)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (value, picks) => {
        const text = JSON.stringify(value, null, 2);
        if (text === undefined) return;
        const paths = pathsOf(value);
        expectSameAsTree(text, picks.map((pick) => paths[pick % paths.length]!));
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });

  it('stops early only without repeated keys: a later value of a key replaces the first', () => {
    const text = '{"a": {"b": 1}, "c": 2, "a": {"b": 3}}';
    expect(locateJsonPaths(text, [{ path: ['a', 'b'] }])).toEqual([[35, 36]]);
    expect(locateJsonPaths(text, [{ path: ['a', 'b'] }], { noDuplicateKeys: true })).toEqual([[12, 13]]);
    expectSameAsTree(text, [['a', 'b'], ['c']]);
  });

  it('throws on text that is not valid JSON (the document then locates through the tree), and never loops', () => {
    for (const text of ['{"a": 1', '{"a" 1}', '[1 2]', '"abc', '{"a": }', '', '{,}', '[1,]x']) {
      expect(() => locateJsonPaths(text, [{ path: ['a', 0] }]), text).toThrow(SyntaxError);
    }
  });

  it('matches the syntax tree on the repository samples', () => {
    const files = readdirSync(samples, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const text = readFileSync(path.join(samples, name), 'utf8');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue; // the broken samples include invalid JSON, which is never located this way
      }
      expectSameAsTree(text, pathsOf(value));
    }
  });
});
