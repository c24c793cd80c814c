import { describe, expect, it } from 'vitest';
import { captionLines } from '../../src/preview/caption.js';

describe('placeholder captions (captionLines)', () => {
  it('cuts a URL after its separators, so that no line holds a lone letter', () => {
    const lines = captionLines('https://cdn.example.com/second-picture.png', 222, 4);
    expect(lines.join('')).toBe('https://cdn.example.com/second-picture.png');
    expect(lines).toEqual(['https://cdn.example.com/second-', 'picture.png']);
  });

  it('cuts a part longer than a line, keeping at least 4 characters on its last line', () => {
    const lines = captionLines(`https://x.io/${'a'.repeat(75)}`, 120, 9);
    expect(lines.join('')).toBe(`https://x.io/${'a'.repeat(75)}`);
    for (const line of lines) expect(line.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the host and file name when the whole URL does not fit, then the file name alone, then cuts with …', () => {
    expect(captionLines('https://cdn.example.com/images/2026/11/a-picture.png', 222, 2)).toEqual(['https://cdn.example.com/images/2026/', '11/a-picture.png']);
    expect(captionLines('https://cdn.example.com/images/2026/11/a-picture.png', 222, 1)).toEqual(['…/a-picture.png']);
    expect(captionLines('https://cdn.example.com/images/2026/11/22/01/02/03/a-picture.png', 180, 2)).toEqual(['https://cdn.example.com/…/a-', 'picture.png']);
    expect(captionLines('https://cdn.example.com/images/2026/11/a-picture.png', 69, 3)).toEqual(['…/a-', 'picture.png']);
    expect(captionLines('https://cdn.example.com/images/2026/11/a-picture.png', 69, 1)).toEqual(['…/a-…']);
  });
});
