/**
 * The guard's document of a request body (src/guard/value-document.ts) walks the value for what
 * inspectValue reports only when the text may hold it: its problems are always those of a walk.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueDocument } from '../../src/guard/value-document.js';
import { inspectValue } from '../../src/load/inspect-value.js';
import { typicalMessage } from './payloads.js';

const walked = (sent: string) => inspectValue(JSON.parse(sent), () => undefined);
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

describe('valueDocument', () => {
  it.each([
    ['a typical message', JSON.stringify(typicalMessage()), []],
    ['snowflakes as strings', JSON.stringify({ content: 'hi', message_reference: { message_id: '1234567890123456789' }, allowed_mentions: { users: ['12345678901234567'] } }), []],
    ['an integer past 2^53', JSON.stringify({ content: 'x', nonce: 9007199254740993 }), ['unsafe-integer']],
    ['an integer written with an exponent', JSON.stringify({ flags: 1e21 }), ['unsafe-integer']],
    ['a negative one in a list', JSON.stringify({ sticker_ids: [1, -1.5e22] }), ['unsafe-integer']],
    ['a __proto__ key', JSON.stringify(JSON.parse('{"content": "x", "embeds": [{"__proto__": {"title": "t"}}]}')), ['proto-key']],
    ['a lone surrogate', JSON.stringify({ content: 'a\ud800b' }), ['lone-surrogate']],
    ['101 nested lists', JSON.stringify({ content: 'x', components: nested(101) }), ['parse-error']],
  ])('%s', (_, sent, expected) => {
    const problems = valueDocument(sent, 'POST /channels/1/messages').problems;
    expect(problems.map((p) => p.ruleId)).toEqual(expected);
    expect(problems).toEqual(walked(sent));
  });

  it('finds what a walk finds, on any JSON value', () => {
    const numbers = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(2 ** 53 + 2, -(2 ** 60), 1e21, 123e25));
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: 'small' }, numbers, fc.string({ unit: 'binary' }), fc.boolean(), fc.constant(null), fc.array(tie('any')), fc.dictionary(fc.oneof(fc.string(), fc.constant('__proto__')), tie('any'))),
    })).any;
    fc.assert(
      fc.property(value, (v) => {
        const sent = JSON.stringify(v);
        expect(valueDocument(sent, 'body').problems).toEqual(walked(sent));
      }),
      { numRuns: 2000 },
    );
  });
});
