/** JSONC's comments blanked to spaces: the JSON left has the file's offsets, strings are never cut. */
import { describe, expect, it } from 'vitest';
import { blankComments } from '../../src/load/json-comments.js';
import { parseJson } from '../../src/load/json.js';

describe('blankComments', () => {
  it('blanks line and block comments, keeping line breaks and every offset', () => {
    const text = '// head\r\n{ "a": 1, /* x\n y */ "b": "c" } // tail';
    const { json, comments } = blankComments(text);
    expect(json).toHaveLength(text.length);
    expect(JSON.parse(json)).toEqual({ a: 1, b: 'c' });
    expect(json.split(/\r?\n/).length).toBe(text.split(/\r?\n/).length);
    expect(comments.map((c) => [c.start, c.end, c.text])).toEqual([
      [0, 7, ' head'],
      [text.indexOf('/*'), text.indexOf('*/') + 2, ' x\n y '],
      [text.lastIndexOf('//'), text.length, ' tail'],
    ]);
  });

  it('leaves slashes inside strings, escaped quotes included', () => {
    const text = '{ "url": "https://x.y/*z*/", "q": "a\\"//b" } /* c */';
    const { json, comments } = blankComments(text);
    expect(JSON.parse(json)).toEqual({ url: 'https://x.y/*z*/', q: 'a"//b' });
    expect(comments.map((c) => c.text)).toEqual([' c ']);
  });

  it('says where a block comment never ends', () => {
    expect(blankComments('{ "a": 1 } /* open').unterminatedAt).toBe(11);
  });
});

describe('parseJson with comments', () => {
  it('keeps the file text and locates paths at their own lines and columns', () => {
    const text = '{\n  // one\n  "a": /* two */ [1, 2]\n}\n';
    const [document] = parseJson('x.jsonc', text, { comments: true });
    expect(document!.value).toEqual({ a: [1, 2] });
    expect(document!.text).toBe(text);
    expect(document!.locate(['a', 1])).toEqual({ line: 3, column: 22, endLine: 3, endColumn: 23 });
    expect(document!.source(['a'])).toMatchObject({ start: text.indexOf('['), end: text.indexOf(']') + 1 });
    expect(document!.comments().map((c) => c.text)).toEqual([' one', ' two ']);
  });

  it('reads a comment as a parse error without the option', () => {
    const [document] = parseJson('x.json', '{\n  // one\n  "a": 1\n}\n');
    expect(document!.problems.map((p) => [p.ruleId, p.range?.line, p.range?.column, p.fatal])).toEqual([['parse-error', 2, 3, true]]);
  });
});
