import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintInline, modal, row } from '../helpers.js';

describe('select-disabled-in-modal', () => {
  it('accepts disabled in a message, and false or null in a modal', async () => {
    expectClean(await lintInline(legacy(row({ type: 8, custom_id: 'c', disabled: true }))), 'select-disabled-in-modal');
    expectClean(await lintInline(modal(label('Channel', { type: 8, custom_id: 'c', disabled: null }))), 'select-disabled-in-modal');
    // JDA sends disabled: false on every select; Discord accepts it.
    expectClean(await lintInline(modal(label('Channel', { type: 8, custom_id: 'c', disabled: false }))));
  });

  it('reports disabled: true on a select in a modal', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 18
    label: Channel
    component:
      type: 8
      custom_id: c
      disabled: true
`;
    expectFindings(await lintInline(payload), 'select-disabled-in-modal', [
      { path: '/components/0/component/disabled', line: 9, column: 17, severity: 2, message: 'disabled is true on this Channel Select (8), but a modal cannot hold disabled components' },
    ]);
  });

  it('counts a select wrapped in a Label linted alone as in a modal', async () => {
    expectFindings(await lintInline(label('Who', { type: 5, custom_id: 'u', disabled: true }), { kind: 'component' }), 'select-disabled-in-modal', [
      { path: '/component/disabled', line: 7, column: 17 },
    ]);
  });
});
