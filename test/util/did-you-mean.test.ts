import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../src/util/did-you-mean.js';

const BUTTON = ['type', 'id', 'style', 'label', 'emoji', 'custom_id', 'sku_id', 'url', 'disabled'];

describe('didYouMean', () => {
  it('finds a field written in another case or convention', () => {
    expect(didYouMean('custom_Id', BUTTON)).toBe('custom_id');
    expect(didYouMean('customId', BUTTON)).toBe('custom_id');
    expect(didYouMean('custom-id', BUTTON)).toBe('custom_id');
    expect(didYouMean('Label', BUTTON)).toBe('label');
  });

  it('finds a close misspelling, within 1 edit for short names and 2 for longer ones', () => {
    expect(didYouMean('lable', BUTTON)).toBe('label');
    expect(didYouMean('disabeld', BUTTON)).toBe('disabled');
    expect(didYouMean('urk', BUTTON)).toBe('url');
    expect(didYouMean('uxx', BUTTON)).toBeUndefined();
  });

  it('finds the one field a word belongs to, and nothing when it is ambiguous', () => {
    expect(didYouMean('icon', ['text', 'icon_url'])).toBe('icon_url');
    expect(didYouMean('values', ['min_values', 'max_values'])).toBeUndefined();
  });

  it('suggests nothing for unrelated names', () => {
    expect(didYouMean('tooltip', BUTTON)).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('label', 'label')).toBe(0);
    expect(editDistance('lable', 'label')).toBe(1);
    expect(editDistance('labl', 'label')).toBe(1);
    expect(editDistance('labels', 'label')).toBe(1);
    expect(editDistance('kabel', 'label')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
