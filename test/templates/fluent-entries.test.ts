/**
 * Issue 41 item 10: a Fluent file is cut into entries, the plainly valid ones are checked by
 * lines and parsed only when a key asks for them. Random files made of valid and broken entries
 * give the same table and the same problems as the whole file parsed (the way before).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFluent, tableFromFluent } from '../../src/templates/locale-tables.js';
import { wholeFileTable } from './fluent-reference.js';

const id = fc.constantFrom('a', 'b', 'msg-1', 'x_y', 'Z9');
const text = fc.constantFrom('Hello', 'two words', '{ $user }', 'x { -brand } y', 'see { a }', 'attr { b.title }', '{ "lit" }', '{ NUMBER($n) }', '[not a key]', '*star', '.dot', 'tab\there', '{ broken', 'close }', '{ a.b.c }');
const indent = fc.constantFrom('', ' ', '    ', '\t');
const key = fc.constantFrom('one', 'other', '0', '1.5', '-1', 'many');
const variant = fc.tuple(indent, fc.boolean(), key, fc.oneof(text, fc.constant(''))).map(([i, star, k, t]) => `${i}${star ? '*' : ''}[${k}] ${t}`);
const select = fc
  .tuple(fc.constantFrom('$count', 'NUMBER($n)', '-term', 'a'), fc.array(variant, { minLength: 0, maxLength: 3 }), fc.constantFrom('}', '    }', '} tail { $x }', '}}'))
  .map(([selector, variants, close]) => `{ ${selector} ->\n${variants.join('\n')}\n${close}`);
const value = fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: select }, { weight: 1, arbitrary: fc.constant('') });
const continuation = fc.tuple(indent, text).map(([i, t]) => `${i}${t}`);
const attribute = fc.tuple(indent, id, value).map(([i, name, v]) => `${i}.${name} = ${v}`);
const entry = fc
  .tuple(fc.constantFrom('', '-'), id, fc.constantFrom(' = ', '=', ' =  '), value, fc.array(fc.oneof(continuation, attribute, fc.constant('')), { maxLength: 3 }))
  .map(([term, name, eq, v, rest]) => [`${term}${name}${eq}${v}`, ...rest].join('\n'));
const comment = fc.constantFrom('# note', '## section', '#bad', '### x', '#');
const file = fc.array(fc.oneof({ weight: 5, arbitrary: entry }, { weight: 1, arbitrary: comment }), { minLength: 1, maxLength: 8 }).map((entries) => entries.join('\n') + '\n');

describe('a Fluent file read entry by entry', () => {
  it('gives the table and the problems of the whole file parsed', async () => {
    const syntax = await loadFluent();
    fc.assert(
      fc.property(file, (ftl) => {
        const whole = wholeFileTable(syntax, ftl, 'en.ftl', 'en');
        const now = tableFromFluent(syntax, ftl, 'en.ftl', 'en');
        expect(now.problems).toEqual(whole.problems);
        const keys = new Set([...whole.table.entries.keys(), 'a', 'b', 'a.a', 'b.b', 'msg-1', 'msg-1.x_y', 'Z9']);
        for (const k of keys) expect([k, now.table.entries.get(k)]).toEqual([k, whole.table.entries.get(k)]);
      }),
      { numRuns: 1500, seed: 41 },
    );
  });
});
