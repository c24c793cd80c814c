import { describe, it } from 'vitest';
import { expectClean, expectFindings, label, legacy, lintInline, modal, row } from '../helpers.js';

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` }));
const select = (extra: Record<string, unknown>) => ({ type: 3, custom_id: 'pick', options: options(3), ...extra });

describe('min-max-values', () => {
  it('accepts defaults, and min_values 0 in a message (required is ignored there)', async () => {
    expectClean(await lintInline(legacy(row(select({})))), 'min-max-values');
    expectClean(await lintInline(legacy(row(select({ min_values: 0, max_values: 3 })))), 'min-max-values');
  });

  it('reports min_values 0 on a required select in a modal, at min_values', async () => {
    const text = `custom_id: survey
title: Survey
components:
  - type: 18
    label: Colours
    component:
      type: 3
      custom_id: colours
      min_values: 0
      options: [{ label: Red, value: red }]
`;
    expectFindings(await lintInline(text), 'min-max-values', [
      { path: '/components/0/component/min_values', line: 9, column: 19, message: 'required is not set and defaults to true' },
    ]);
  });

  it('accepts min_values 0 in a modal when required is false', async () => {
    expectClean(await lintInline(modal(label('Colours', select({ min_values: 0, required: false })))), 'min-max-values');
  });

  it('reports min_values greater than max_values, and a max above the option count', async () => {
    const text = `{
  "components": [
    { "type": 1, "components": [
      { "type": 3, "custom_id": "a", "min_values": 3, "max_values": 2, "options": [{ "label": "A", "value": "a" }, { "label": "B", "value": "b" }, { "label": "C", "value": "c" }] }
    ] },
    { "type": 1, "components": [
      { "type": 3, "custom_id": "b", "max_values": 5, "options": [{ "label": "A", "value": "a" }] }
    ] }
  ]
}`;
    expectFindings(await lintInline(text), 'min-max-values', [
      { path: '/components/0/components/0/min_values', line: 4, column: 52, message: 'min_values (3) is greater than max_values (2)' },
      { path: '/components/1/components/0/max_values', line: 7, column: 52, message: 'has only 1 option' },
    ]);
  });

  it('uses max_values default 1 when only min_values is given', async () => {
    expectFindings(await lintInline(legacy(row({ type: 5, custom_id: 'users', min_values: 2 }))), 'min-max-values', [
      { path: '/components/0/components/0/min_values', message: 'defaults to 1' },
    ]);
  });

  it('applies to File Upload and Checkbox Group (whose max defaults to the option count)', async () => {
    const messages = await lintInline(
      modal(
        label('Files', { type: 19, custom_id: 'files', min_values: 0 }),
        label('Checks', { type: 22, custom_id: 'checks', min_values: 2, options: options(3) }),
      ),
    );
    expectFindings(messages, 'min-max-values', [{ path: '/components/0/component/min_values', message: 'File Upload (19) is required' }]);
  });

  it('checks a Checkbox Group linted alone as a modal input', async () => {
    const messages = await lintInline({ type: 22, custom_id: 'c', min_values: 0, options: options(2) }, { kind: 'component' });
    expectFindings(messages, 'min-max-values', [{ path: '/min_values', line: 4, column: 17 }]);
  });

  it('leaves a Checkbox Group without options to the schema, never reporting a max_values it does not have', async () => {
    const messages = await lintInline(modal(label('Checks', { type: 22, custom_id: 'checks', options: [] })));
    expectClean(messages, 'min-max-values');
    expectFindings(messages, 'schema', [{ path: '/components/0/component/options', message: 'has 0 items' }]);
  });

  it('reports one mistake once: out-of-range values are the schema rule\'s, and min_values above max_values is not also said against the options', async () => {
    const outOfRange = await lintInline(legacy(row(select({ options: options(25), min_values: 26, max_values: 25 }))));
    expectClean(outOfRange, 'min-max-values');
    expectFindings(outOfRange, 'schema', [{ path: '/components/0/components/0/min_values', message: 'at most 25' }]);
    const maxZero = await lintInline(modal(label('C', { type: 22, custom_id: 'c', options: options(3), max_values: 0 })));
    expectClean(maxZero, 'min-max-values');
    expectFindings(maxZero, 'schema', [{ path: '/components/0/component/max_values', message: 'at least 1' }]);
    const uploads = await lintInline(modal(label('F', { type: 19, custom_id: 'f', min_values: 11, max_values: 10 })));
    expectClean(uploads, 'min-max-values');
    expectFindings(await lintInline(legacy(row(select({ options: options(2), min_values: 3, max_values: 2 })))), 'min-max-values', [
      { path: '/components/0/components/0/min_values', message: 'min_values (3) is greater than max_values (2)' },
    ]);
  });
});
