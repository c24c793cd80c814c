import { describe, expect, it } from 'vitest';
import { scanJson } from '../../src/load/json-scan.js';

describe('scanJson', () => {
  it.each([
    ['{"a":1,"a":2}', true],
    ['{"a":1,"b":{"a":2}}', false],
    ['{"a":{"b":1,"b":2}}', true],
    ['[{"a":1},{"a":1}]', false],
    ['{"a":"x\\":","a":1}', true],
    ['{"a":"\\\\","b":"a"}', false],
    ['{"\\u0061":1,"a":2}', true],
    ['{"k" : 1, "v": ["k", "k"], "w": {"k": 1}}', false],
    ['{ "a" :\n 1,\n "a"\n : 2 }', true],
  ])('duplicate keys in %s: %s', (text, expected) => {
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
