/** Issue 24: a component type written as a string never takes the fast path's skip. */
import { describe, expect, it } from 'vitest';
import { cleanness, NOT_CLEAN } from '../../src/fast-path/clean-check.js';

const button = (type: unknown) => ({ type, style: 1, label: 'Go', custom_id: 'go' });

describe('the fast path and string types', () => {
  it.each(['2', 'invalid', '1'])('a payload with a component of type %j is not clean', (type) => {
    expect(cleanness({ content: 'x', components: [{ type: 1, components: [button(type)] }] }, 'message')).toBe(NOT_CLEAN);
    expect(cleanness({ content: 'x', components: [{ type, components: [button(2)] }] }, 'message')).toBe(NOT_CLEAN);
    expect(cleanness({ type: 4, data: { components: [{ type: 1, components: [button(type)] }] } }, 'interaction-response')).toBe(NOT_CLEAN);
    expect(cleanness({ custom_id: 'm', title: 'M', components: [{ type: 18, label: 'L', component: { type, custom_id: 't', style: 1 } }] }, 'modal')).toBe(NOT_CLEAN);
  });

  it('the same payload with number types is clean', () => {
    expect(cleanness({ content: 'x', components: [{ type: 1, components: [button(2)] }] }, 'message')).toBe(0);
  });
});
