import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

describe('checkbox-no-required', () => {
  it('reports required: true on a Checkbox at its key, and only once', async () => {
    const messages = await lintInline(`custom_id: signup
title: Sign up
components:
  - type: 18
    label: Terms
    component: { type: 23, custom_id: terms, required: true }
`);
    expectFindings(messages, 'checkbox-no-required', [
      { path: '/components/0/component/required', line: 6, column: 46, message: 'Checkbox Group (22) with one option and required: true', severity: 2 },
    ]);
    expect(messages.map((m) => m.ruleId)).toEqual(['checkbox-no-required']);
  });

  it('accepts a Checkbox without it, and required on a Checkbox Group', async () => {
    expectClean(await lintInline(modal(label('News', { type: 23, custom_id: 'news', default: true }))));
    expectClean(await lintInline(modal(label('News', { type: 23, custom_id: 'news', required: false }))), 'checkbox-no-required');
    expectClean(
      await lintInline(modal(label('Terms', { type: 22, custom_id: 'terms', required: true, options: [{ value: 'ok', label: 'I agree' }] }))),
      'checkbox-no-required',
    );
  });
});
