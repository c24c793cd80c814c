import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintPayload, modal, row } from '../helpers.js';

describe('select-disabled-in-modal', () => {
  it('accepts disabled in a message, and null in a modal', async () => {
    expectClean(await lintPayload(legacy(row({ type: 8, custom_id: 'c', disabled: true }))), 'select-disabled-in-modal');
    expectClean(await lintPayload(modal(label('Channel', { type: 8, custom_id: 'c', disabled: null }))), 'select-disabled-in-modal');
  });

  it('reports disabled on a select in a modal, even false', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 18
    label: Channel
    component:
      type: 8
      custom_id: c
      disabled: false
`;
    expectFindings(await lintPayload(payload), 'select-disabled-in-modal', [
      { path: '/components/0/component/disabled', line: 9, column: 17, message: 'disabled is false on this Channel Select (8), but selects in a modal cannot have disabled' },
    ]);
  });

  it('counts a select wrapped in a Label linted alone as in a modal', async () => {
    expectFindings(await lintPayload(label('Who', { type: 5, custom_id: 'u', disabled: true }), { kind: 'component' }), 'select-disabled-in-modal', [
      { path: '/component/disabled' },
    ]);
  });
});
