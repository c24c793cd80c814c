import { visit } from 'jsonc-parser';

/** Whether some object of a JSON text repeats a key, as jsonc-parser's visitor reads them (decoded names, per object): the tests' reference. */
export function hasDuplicateKeys(text: string): boolean {
  const open: Set<string>[] = [];
  let duplicate = false;
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (name) => {
      const keys = open[open.length - 1]!;
      if (keys.has(name)) duplicate = true;
      keys.add(name);
    },
  });
  return duplicate;
}

/** JSON texts and whether they repeat a key: what both ways of finding out are held to. */
export const DUPLICATE_KEY_CASES: [string, boolean][] = [
  ['{"a":1,"a":2}', true],
  ['{"a":1,"b":{"a":2}}', false],
  ['{"a":{"b":1,"b":2}}', true],
  ['[{"a":1},{"a":1}]', false],
  // A string that holds \": or starts with a colon (the quote-colon count is not exact then).
  ['{"a":"x\\":","a":1}', true],
  ['{"a":"x\\":","b":1}', false],
  ['{"a":":smile:","a":1}', true],
  ['{"a":":smile:","b":1}', false],
  ['{"a":"\\\\","b":"a"}', false],
  ['{"\\u0061":1,"a":2}', true],
  // White space before a colon.
  ['{"k" : 1, "v": ["k", "k"], "w": {"k": 1}}', false],
  ['{ "a" :\n 1,\n "a"\n : 2 }', true],
  ['{ "a" :\n 1,\n "b": 2, "a": 3 }', true],
  ['{"a":1,\n  "b" :2,"b":3}', true],
  ['{"__proto__":1,"__proto__":2}', true],
];
