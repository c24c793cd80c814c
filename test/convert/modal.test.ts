/** Modals: a Text Input in an Action Row becomes a Label; everything else stays. */
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/convert/index.js';
import { converted, convertedOne, expectValid, refused } from './helpers.js';

const input = (customId: string, extra: Record<string, unknown> = {}) => ({ type: 4, custom_id: customId, style: 1, label: `Label ${customId}`, ...extra });

describe('modal', () => {
  it('wraps each Text Input in a Label that takes its label; all other fields are kept', async () => {
    const out = convertedOne({
      custom_id: 'feedback',
      title: 'Feedback',
      components: [
        { type: 1, id: 7, components: [input('subject', { id: 8, max_length: 80, placeholder: 'In a few words', required: true, value: 'Hi', min_length: 1 })] },
        { type: 10, content: 'Thanks for writing.' },
        { type: 18, label: 'Rating', component: { type: 3, custom_id: 'rating', options: [{ label: 'Good', value: 'good' }] } },
      ],
    });
    expect(out).toEqual({
      custom_id: 'feedback',
      title: 'Feedback',
      components: [
        { type: 18, id: 7, label: 'Label subject', component: { type: 4, id: 8, custom_id: 'subject', style: 1, max_length: 80, placeholder: 'In a few words', required: true, value: 'Hi', min_length: 1 } },
        { type: 10, content: 'Thanks for writing.' },
        { type: 18, label: 'Rating', component: { type: 3, custom_id: 'rating', options: [{ label: 'Good', value: 'good' }] } },
      ],
    });
    await expectValid(out);
  });

  it('gives each of several Text Inputs of one row a Label of its own, with a note', async () => {
    const result = converted({ custom_id: 'm', title: 'T', components: [{ type: 1, components: [input('a'), input('b')] }] });
    expect(result.payloads[0]!.components).toEqual([
      { type: 18, label: 'Label a', component: { type: 4, custom_id: 'a', style: 1 } },
      { type: 18, label: 'Label b', component: { type: 4, custom_id: 'b', style: 1 } },
    ]);
    expect(result.notes).toEqual([{ path: '/components/0', kind: 'approximated', message: expect.stringContaining('2 Text Inputs') }]);
    await expectValid(result.payloads[0]);
  });

  it('refuses a Text Input without a label, which a Label needs', () => {
    const result = refused({ custom_id: 'm', title: 'T', components: [{ type: 1, components: [{ type: 4, custom_id: 'x', style: 1 }] }] });
    expect(result.path).toBe('/components/0/components/0/label');
    expect(result.reason).toContain('custom_id "x"');
  });

  it('leaves a modal without Text Inputs in Action Rows unchanged', () => {
    const modal = { custom_id: 'm', title: 'T', components: [{ type: 10, content: 'Read me' }] };
    expect(convert(modal)).toMatchObject({ status: 'unchanged', payloads: [modal] });
  });
});
