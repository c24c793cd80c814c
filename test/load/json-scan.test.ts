import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from '../../src/load/json-scan.js';
import { DUPLICATE_KEY_CASES, hasDuplicateKeys } from './duplicate-keys.js';

describe('scanJson', () => {
  it.each(DUPLICATE_KEY_CASES)('duplicate keys in %s: %s', (text, expected) => {
    expect(scanJson(text).duplicateKeys).toBe(expected);
  });

  it.each([
    ['{"id":"12345678901234567890"}', false],
    ['{"id":12345678901234567890}', true],
    ['{"id":123456789012345}', false],
    ['{"n":1e300}', true],
    ['{"ok":true,"no":false}', false],
    ['{"__proto__":{}}', true],
    ['{"proto":"__proto__"}', false],
    ['[' .repeat(101) + ']'.repeat(101), true],
    ['[' .repeat(100) + ']'.repeat(100), false],
  ])('value check for %s: %s', (text, expected) => {
    expect(scanJson(text).needsValueCheck).toBe(expected);
  });
});

describe('scanJson against a tokenizer', () => {
  it('finds the same duplicate keys on generated JSON with repeated, escaped and many keys', () => {
    const key = fc.oneof(fc.constantFrom('a', 'b', 'type', '__proto__', 'a\\u0062', 'ab', '\\"', 'é'), fc.string({ maxLength: 3 }));
    const json: fc.Arbitrary<string> = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, fc.constantFrom('1', '"x"', 'null', '12345678901234567', '"a\\"b"'), tie('object'), tie('array')),
      object: fc.array(fc.tuple(key, tie('value')), { maxLength: 40 }).map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k).replace(/\\\\u/g, '\\u')} : ${v}`).join(', ')}}`),
      array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    })).object as fc.Arbitrary<string>;
    fc.assert(
      fc.property(json, (text) => {
        if (!isValidJson(text)) return;
        expect(scanJson(text).duplicateKeys, text).toBe(hasDuplicateKeys(text));
      }),
      { seed: 20261124, numRuns: 2000 },
    );
  });

  it('stays linear on an object of many keys and on a long key', () => {
    const many = `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')},"k5":2}`;
    expect(scanJson(many).duplicateKeys).toBe(true);
    const long = `{"${'x'.repeat(1_000_000)}":1,"y":2}`;
    expect(scanJson(long).duplicateKeys).toBe(false);
  });
});

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
