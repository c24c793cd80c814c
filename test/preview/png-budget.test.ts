import { describe, expect, it } from 'vitest';
import { toSatori, cutToHeight, type SatoriElement } from '../../src/preview/png.js';
import { DrawBudget, PNG_LIMITS } from '../../src/preview/png-budget.js';
import { box, flow, plain, span } from '../../src/preview/tree.js';

const limits = (over: Partial<typeof PNG_LIMITS>) => ({ ...PNG_LIMITS, ...over });

/** The text of the element tree, in reading order. */
function textOf(element: SatoriElement): string {
  const children = element.props.children;
  if (typeof children === 'string') return children;
  return (children ?? []).map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

describe('what the PNG draws within its bounds', () => {
  it('keeps text up to the characters left, and never half an emoji', () => {
    const budget = new DrawBudget(limits({ characters: 5 }));
    expect(budget.text('abcd😀ef', false)).toBe('abcd');
    expect(budget.cut).toBe('characters');
    expect(budget.text('more', false)).toBe('');
  });

  it('counts newlines as lines only in preformatted text', () => {
    const plainText = new DrawBudget(limits({ lines: 2 }));
    expect(plainText.text('a\nb\nc\nd', false)).toBe('a\nb\nc\nd');
    const code = new DrawBudget(limits({ lines: 2 }));
    expect(code.text('a\nb\nc\nd', true)).toBe('a\nb\nc');
    expect(code.cut).toBe('lines');
  });

  it('stops before the first emoji over the bound', () => {
    const budget = new DrawBudget(limits({ emoji: 2 }));
    expect(budget.text('x😀y❤️z👍w', false)).toBe('x😀y❤️z');
    expect(budget.cut).toBe('emoji');
  });

  it('draws a "…" where a paragraph is cut, and nothing of what follows', () => {
    const tree = box('root', {}, [
      flow('p', {}, [plain('one two '), span('b', { fontWeight: 700 }, [plain('three four five')]), plain(' six')]),
      flow('q', {}, [plain('after')]),
    ]);
    const element = toSatori(tree, new DrawBudget(limits({ characters: 14 })));
    expect(textOf(element)).toBe('one two three  …');
  });

  it('draws a "…" where a column of boxes runs out of parts', () => {
    const tree = box('root', {}, Array.from({ length: 10 }, (_, i) => flow('p', {}, [plain(`line${i}`)])));
    const budget = new DrawBudget(limits({ elements: 5 }));
    // The box and four one-line paragraphs.
    expect(textOf(toSatori(tree, budget))).toBe('line0line1line2line3 …');
    expect(budget.cut).toBe('elements');
  });

  it('cuts an SVG taller than the bound to it, and leaves a shorter one alone', () => {
    const svg = '<svg width="712" height="20000" viewBox="0 0 712 20000" xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    expect(cutToHeight(svg, 10_000)).toEqual({ svg: '<svg width="712" height="10000" viewBox="0 0 712 10000" xmlns="http://www.w3.org/2000/svg"><rect/></svg>', cut: true });
    expect(cutToHeight(svg, 30_000)).toEqual({ svg, cut: false });
  });
});
