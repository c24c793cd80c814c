import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../src/fix/edits.js';
import { insertProperty, reindent, removeProperties, removeProperty, renameKey, setValue } from '../../src/fix/source-edits.js';
import { parseSource } from '../../src/load/index.js';
import type { PayloadDocument } from '../../src/load/document.js';
import type { TextEdit } from '../../src/types.js';

async function edit(name: string, text: string, make: (d: PayloadDocument) => TextEdit[] | undefined): Promise<string | undefined> {
  const [document] = await parseSource(name, text);
  const edits = make(document!);
  return edits && applyEdits(text, edits);
}

describe('insertProperty', () => {
  it('appends to a JSON object on its own line or inline', async () => {
    expect(await edit('a.json', '{\n  "a": 1\n}', (d) => insertProperty(d, [], 'b', '2'))).toBe('{\n  "a": 1,\n  "b": 2\n}');
    expect(await edit('a.json', '{ "a": 1 }', (d) => insertProperty(d, [], 'b', '2'))).toBe('{ "a": 1, "b": 2 }');
    expect(await edit('a.json', '{}', (d) => insertProperty(d, [], 'b', '2'))).toBe('{ "b": 2 }');
  });

  it('appends to a YAML mapping, with or without a final line break', async () => {
    expect(await edit('a.yaml', 'a: 1\nb: 2\n', (d) => insertProperty(d, [], 'c', '3'))).toBe('a: 1\nb: 2\nc: 3\n');
    expect(await edit('a.yaml', 'a: 1\nb: 2', (d) => insertProperty(d, [], 'c', '3'))).toBe('a: 1\nb: 2\nc: 3');
    expect(await edit('a.yaml', 'x:\n  - a: 1 # one\n    b: 2\n', (d) => insertProperty(d, ['x', 0], 'c', '3'))).toBe('x:\n  - a: 1 # one\n    b: 2\n    c: 3\n');
  });

  it('inserts before a key that follows a list dash', async () => {
    expect(await edit('a.yaml', '- components: []\n  type: 1\n', (d) => insertProperty(d, [0], 'flags', '0', 'components'))).toBe(
      '- flags: 0\n  components: []\n  type: 1\n',
    );
  });

  it('quotes keys YAML would misread', async () => {
    expect(await edit('a.yaml', 'a: 1\n', (d) => insertProperty(d, [], 'yes', '1'))).toBe('a: 1\n"yes": 1\n');
  });

  it('does not add a key that is there', async () => {
    expect(await edit('a.json', '{"a":1}', (d) => insertProperty(d, [], 'a', '2'))).toBeUndefined();
  });
});

describe('removeProperties', () => {
  it('removes neighbours in one run and keeps the commas right', async () => {
    expect(await edit('a.json', '{"a":1,"b":2,"c":3,"d":4}', (d) => removeProperties(d, [], ['b', 'c']))).toBe('{"a":1,"d":4}');
    expect(await edit('a.json', '{"a":1,"b":2,"c":3,"d":4}', (d) => removeProperties(d, [], ['a', 'c', 'd']))).toBe('{"b":2}');
    expect(await edit('a.json', '{"a":1,"b":2}', (d) => removeProperties(d, [], ['a', 'b']))).toBe('{}');
  });

  it('leaves an empty YAML block mapping as {}', async () => {
    expect(await edit('a.yaml', 'm:\n  a: 1\n  b: 2\nn: 3\n', (d) => removeProperties(d, ['m'], ['a', 'b']))).toBe('m:\n  {}\nn: 3\n');
    expect(await edit('a.yaml', '- a: 1\n', (d) => removeProperty(d, [0, 'a']))).toBe('- {}\n');
  });

  it('removes a multi-line YAML value with its nested comments kept as comment lines', async () => {
    const text = 'a: 1\nmedia:\n  url: x # the file\n  # more\n  width: 2\nb: 2\n';
    expect(await edit('a.yaml', text, (d) => removeProperty(d, ['media']))).toBe('a: 1\n# the file\n# more\nb: 2\n');
  });

  it('keeps the comment of a removed first key after a dash, above the item', async () => {
    expect(await edit('a.yaml', 'x:\n  - disabled: true # why\n    type: 3\n', (d) => removeProperty(d, ['x', 0, 'disabled']))).toBe('x:\n  # why\n  - type: 3\n');
  });

  it('returns nothing for a missing key or a non-object', async () => {
    expect(await edit('a.json', '{"a":1}', (d) => removeProperty(d, ['b']))).toBeUndefined();
    expect(await edit('a.json', '[1]', (d) => removeProperty(d, [0, 'b']))).toBeUndefined();
  });
});

describe('setValue and reindent', () => {
  it('replaces a scalar', async () => {
    expect(await edit('a.yaml', 'flags: 4 # suppress notifications\n', (d) => setValue(d, ['flags'], 32772))).toBe('flags: 32772 # suppress notifications\n');
    expect(await edit('a.yaml', 'label: x\n', (d) => setValue(d, ['label'], 'two words: yes'))).toBe('label: "two words: yes"\n');
  });

  it('shifts every line but the first', () => {
    expect(reindent('a:\n    b: 1\n    c: 2', -2)).toBe('a:\n  b: 1\n  c: 2');
    expect(reindent('{\n"a": 1\n}', 2)).toBe('{\n  "a": 1\n  }');
    expect(reindent('a\n\nb', 2)).toBe('a\n\n  b');
  });
});

describe('renameKey in JSON without the syntax tree', () => {
  // [text, path, new key, whether the scan answers (no repeated key, the property exists)]
  const cases: [string, (string | number)[], string, boolean][] = [
    ['{\n  "lable": "Go",\n  "type": 2\n}', ['lable'], 'label', true],
    ['{"components":[{"type":1,"components":[{"type":2,"lable":"Go"}]}]}', ['components', 0, 'components', 0, 'lable'], 'label', true],
    ['{"a\\u0062":1}', ['ab'], 'abc', true],
    ['{"lable":1,"label":2}', ['lable'], 'label', true],
    ['{"x":{"y":1,"y":2},"lable":1}', ['lable'], 'label', false],
    ['{"items":[{"colour":1}]}', ['items', 0, 'colour'], 'color', true],
    ['{"a":1}', ['missing'], 'b', false],
    ['[{"a":1}]', [0, 'a'], 'b', true],
  ];

  it.each(cases)('%s: the same edit as through the tree', async (text, path, to, scanned) => {
    const [document] = await parseSource('a.json', text);
    expect(document!.keyRange?.(path) !== undefined).toBe(scanned);
    const lean = renameKey(document!, path, to);
    const throughTree = renameKey({ ...document!, keyRange: undefined }, path, to);
    expect(lean).toEqual(throughTree);
  });

  it('renames an existing key in place, from the scan when no key repeats', async () => {
    const [document] = await parseSource('a.json', '{\n  "lable": "Go"\n}');
    expect(document!.keyRange?.(['lable'])).toEqual([4, 11]);
    expect(await edit('a.json', '{\n  "lable": "Go"\n}', (d) => renameKey(d, ['lable'], 'label'))).toBe('{\n  "label": "Go"\n}');
    const [repeating] = await parseSource('a.json', '{"x":{"y":1,"y":2},"lable":1}');
    expect(repeating!.keyRange?.(['lable'])).toBeUndefined();
  });
});
