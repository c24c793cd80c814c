import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

describe('radio-group-options', () => {
  it('reports repeated values and every default after the first, naming the first', async () => {
    const messages = await lintInline(`custom_id: order
title: Order
components:
  - type: 18
    label: Size
    component:
      type: 21
      custom_id: size
      options:
        - { value: s, label: Small, default: true }
        - { value: m, label: Medium, default: false }
        - { value: s, label: Also small }
        - { value: l, label: Large, default: true }
        - { value: xl, label: Huge, default: true }
`);
    expectFindings(messages, 'radio-group-options', [
      { path: '/components/0/component/options/2/value', line: 12, column: 20, message: 'Option value "s" is already used by components[0].component.options[0]', severity: 2 },
      { path: '/components/0/component/options/3/default', line: 13, column: 46, message: 'has 3 options with default: true' },
      { path: '/components/0/component/options/4/default', line: 14, column: 46 },
    ]);
    const related = messages.filter((m) => m.ruleId === 'radio-group-options').map((m) => m.related);
    expect(related).toEqual([
      { path: '/components/0/component/options/0/value', line: 10, column: 20 },
      { path: '/components/0/component/options/0/default', line: 10, column: 46 },
      { path: '/components/0/component/options/0/default', line: 10, column: 46 },
    ]);
  });

  it('accepts unique values with one default, or none', async () => {
    const group = (defaults: boolean[]) =>
      modal(label('Size', { type: 21, custom_id: 'size', options: defaults.map((d, i) => ({ value: `v${i}`, label: `V${i}`, default: d })) }));
    expectClean(await lintInline(group([false, true, false])), 'radio-group-options');
    expectClean(await lintInline(group([false, false])), 'radio-group-options');
  });
});
