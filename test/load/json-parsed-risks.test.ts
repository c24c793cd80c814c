import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspectValue } from '../../src/load/inspect-value.js';
import { risksOfParsed } from '../../src/load/json-parsed-risks.js';
import { scanJson } from '../../src/load/json-scan.js';
import { DUPLICATE_KEY_CASES, hasDuplicateKeys } from './duplicate-keys.js';
import { Linter } from '../../src/index.js';

const linter = new Linter();

const risks = (text: string) => risksOfParsed(text, JSON.parse(text));

describe('risksOfParsed', () => {
  it.each(DUPLICATE_KEY_CASES)('duplicate keys in %s: %s', (text, expected) => {
    expect(risks(text).duplicateKeys).toBe(expected);
  });

  it.each([
    ['{"id":"12345678901234567890"}', false],
    ['{"id":12345678901234567890}', true],
    ['{"id":9007199254740991}', false],
    ['{"id":-9007199254740993}', true],
    ['{"n":1e300}', true],
    ['{"n":1.5e3}', false],
    ['{"__proto__":{}}', true],
    ['{"proto":"__proto__"}', false],
    ['[' .repeat(101) + ']'.repeat(101), true],
    ['[' .repeat(100) + ']'.repeat(100), false],
  ])('value check for %s: %s', (text, expected) => {
    expect(risks(text).needsValueCheck).toBe(expected);
  });

  it.each([100, 101, 150])('%i nested containers: too deep as the scan says', (depth) => {
    for (const text of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth - 1) + '[1]' + '}'.repeat(depth - 1)]) {
      expect(risks(text).tooDeep, text).toBe(scanJson(text).tooDeep);
      expect(risks(text).tooDeep).toBe(depth > 100);
    }
  });

  it('agrees with the scan on duplicate keys, and asks for the value check whenever it finds something, on generated JSON', () => {
    const key = fc.oneof(fc.constantFrom('a', 'b', 'type', '__proto__', 'a\\u0062', 'ab', '\\"', ':', '\\":', 'é'), fc.string({ maxLength: 3 }));
    const space = fc.constantFrom('', ' ', '\n  ', '\t');
    const json: fc.Arbitrary<string> = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('1', '"x"', 'null', '12345678901234567', '9007199254740993', '1e400', '"a\\"b"', '":"', '"\\":"'),
        tie('object'),
        tie('array'),
      ),
      object: fc
        .array(fc.tuple(key, space, tie('value')), { maxLength: 12 })
        .map((members) => `{${members.map(([k, s, v]) => `${JSON.stringify(k).replace(/\\\\u/g, '\\u')}${s}:${v}`).join(',')}}`),
      array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    })).object as fc.Arbitrary<string>;
    fc.assert(
      fc.property(json, (text) => {
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return;
        }
        const found = risksOfParsed(text, value);
        expect(found.duplicateKeys, text).toBe(scanJson(text).duplicateKeys);
        expect(found.duplicateKeys, text).toBe(hasDuplicateKeys(text));
        expect(found.tooDeep, text).toBe(scanJson(text).tooDeep);
        if (inspectValue(value, () => undefined).length > 0) expect(found.needsValueCheck, text).toBe(true);
      }),
      { seed: 20261126, numRuns: 3000 },
    );
  });
});

describe('a JSON file parsed first', () => {
  it('reports a repeated key, an unsafe integer and a __proto__ key where it did when scanned first', async () => {
    const text = '{\n  "content": "a",\n  "content": "b",\n  "nonce": 12345678901234567890,\n  "__proto__": {}\n}\n';
    const result = linter.lintText(text, {}, { filePath: 'm.json' });
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([
      ['duplicate-key', 3, 3],
      ['unsafe-integer', 4, 12],
      ['proto-key', 5, 3],
    ]);
  });

  it('quotes an unsafe integer as written, the last of a repeated key included', async () => {
    for (const text of ['{"content":"a","nonce":12345678901234567890}', '{"content":"a","nonce":1,"nonce":12345678901234567890}', '{"content":"a","nonce":{"x":1},"nonce":1.2345678901234567e19}']) {
      const result = linter.lintText(text, {}, { filePath: 'm.json' });
      const unsafe = result.messages.find((m) => m.ruleId === 'unsafe-integer');
      expect(unsafe?.message, text).toContain(`The number ${text.includes('1.23') ? '1.2345678901234567e19' : '12345678901234567890'} is larger than 2^53`);
    }
  });

  it('refuses a small document nested past 100 levels at the first bracket past them, valid or not', async () => {
    for (const text of ['['.repeat(120) + ']'.repeat(120), '['.repeat(120) + ']'.repeat(119)]) {
      const result = linter.lintText(text, {}, { filePath: 'deep.json' });
      expect(result.messages.map((m) => [m.ruleId, m.line, m.column, m.message.startsWith('The document is nested more than 100 levels deep')])).toEqual([
        ['parse-error', 1, 101, true],
      ]);
    }
  });
});
