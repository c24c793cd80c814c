import { describe, expect, it } from 'vitest';
import { formatters } from '../../src/format/index.js';
import { FORMAT_NAMES, isFormatName, loadFormatter } from '../../src/format/load.js';

describe('formatters loaded on demand (the CLI)', () => {
  it('are the library formatters, by the same names and in the same order', async () => {
    expect(FORMAT_NAMES).toEqual(Object.keys(formatters));
    for (const name of FORMAT_NAMES) expect(await loadFormatter(name)).toBe(formatters[name]);
    expect(isFormatName('toString')).toBe(false);
  });
});
