import { describe, expect, it } from 'vitest';
import { withShortArrays } from '../../src/util/values.js';

describe('withShortArrays', () => {
  it('gives back the value itself when no array is too long', () => {
    const value = { a: [1, 2], b: { c: [3] } };
    expect(withShortArrays(value, 2)).toBe(value);
  });

  it('cuts long arrays and copies only the objects on the way to them', () => {
    const keep = { untouched: [1] };
    const value = { keep, deep: { list: [1, 2, 3, 4] }, items: [[1, 2, 3]] };
    const short = withShortArrays(value, 2) as typeof value;
    expect(short).toEqual({ keep: { untouched: [1] }, deep: { list: [1, 2] }, items: [[1, 2]] });
    expect(short.keep).toBe(keep);
    expect(value.deep.list).toHaveLength(4);
  });

  it('keeps a __proto__ key an own property of the copy', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}, "list": [1, 2, 3]}') as Record<string, unknown>;
    const short = withShortArrays(value, 1) as Record<string, unknown>;
    expect(Object.hasOwn(short, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(short)).toBe(Object.prototype);
    expect(short.list).toEqual([1]);
  });
});
