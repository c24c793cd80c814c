/**
 * The guard's document of a request body (src/guard/value-document.ts): what the text parser
 * reports of a file (unsafe integers, `__proto__` keys, lone surrogates, nesting depth) is reported
 * of a body too, and a plain body reports nothing.
 */
import { describe, expect, it } from 'vitest';
import { valueDocument } from '../../src/guard/value-document.js';
import { typicalMessage } from './payloads.js';

const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

describe('valueDocument', () => {
  it.each([
    ['a typical message', JSON.stringify(typicalMessage()), []],
    ['snowflakes as strings', JSON.stringify({ content: 'hi', message_reference: { message_id: '1234567890123456789' } }), []],
    ['an integer past 2^53', JSON.stringify({ content: 'x', nonce: 9007199254740993 }), [['unsafe-integer', ['nonce']]]],
    ['an integer written with an exponent', '{"flags": 1E21}', [['unsafe-integer', ['flags']]]],
    ['a __proto__ key', JSON.stringify(JSON.parse('{"content": "x", "embeds": [{"__proto__": {"title": "t"}}]}')), [['proto-key', ['embeds', 0, '__proto__']]]],
    ['a lone surrogate', JSON.stringify({ content: 'a\ud800b' }), [['lone-surrogate', ['content']]]],
    ['101 nested lists', JSON.stringify({ content: 'x', components: nested(101) }), [['parse-error', []]]],
  ])('%s', (_, sent, expected) => {
    expect(valueDocument(sent, 'POST /channels/1/messages').problems.map((p) => [p.ruleId, p.path])).toEqual(expected);
  });
});
