import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintPayload, modal, row } from '../helpers.js';

const options = [
  { label: 'A', value: 'a' },
  { label: 'B', value: 'b' },
];

describe('min-max-values', () => {
  it('accepts consistent values, and min_values 0 in a message or with required false', async () => {
    expectClean(await lintPayload(legacy(row({ type: 3, custom_id: 's', min_values: 0, max_values: 2, options }))), 'min-max-values');
    expectClean(await lintPayload(modal(label('A', { type: 3, custom_id: 's', min_values: 0, required: false, options }))), 'min-max-values');
  });

  it('reports min_values above max_values and above the option count', async () => {
    const payload = `components:
  - type: 1
    components:
      - type: 3
        custom_id: s
        min_values: 3
        max_values: 2
        options: [{ label: A, value: a }, { label: B, value: b }]
`;
    expectFindings(await lintPayload(payload), 'min-max-values', [
      { path: '/components/0/components/0/min_values', line: 6, column: 21, message: 'min_values (3) is greater than max_values (2)' },
      { path: '/components/0/components/0/min_values', line: 6, column: 21, message: 'min_values is 3 but String Select (3) has only 2 options' },
    ]);
  });

  it('reports min_values 0 on a required input in a modal, and in a Label linted alone', async () => {
    const payload = `custom_id: m
title: M
components:
  - type: 18
    label: Pick
    component: { type: 6, custom_id: r, min_values: 0 }
`;
    expectFindings(await lintPayload(payload), 'min-max-values', [
      { path: '/components/0/component/min_values', line: 6, column: 53, message: 'required is not set and defaults to true' },
    ]);
    expectFindings(await lintPayload(label('Pick', { type: 6, custom_id: 'r', min_values: 0 }), { kind: 'component' }), 'min-max-values', [
      { path: '/component/min_values' },
    ]);
  });
});
