import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, label, lintInline, modal } from '../helpers.js';

const group = (extra: Record<string, unknown>, defaults: boolean[]) =>
  modal(label('Topics', { type: 22, custom_id: 'topics', ...extra, options: defaults.map((d, i) => ({ value: `v${i}`, label: `V${i}`, default: d })) }));

describe('checkbox-group-options', () => {
  it('reports a repeated value and the first default over max_values', async () => {
    const messages = await lintInline(`custom_id: prefs
title: Preferences
components:
  - type: 18
    label: Topics
    component:
      type: 22
      custom_id: topics
      max_values: 2
      options:
        - { value: a, label: A, default: true }
        - { value: b, label: B, default: true }
        - { value: c, label: C, default: true }
        - { value: a, label: D, default: true }
`);
    expectFindings(messages, 'checkbox-group-options', [
      { path: '/components/0/component/options/2/default', line: 13, column: 42, message: '4 options with default: true, more than max_values (2)', severity: 2 },
      { path: '/components/0/component/options/3/value', line: 14, column: 20, message: 'Option value "a" is already used by components[0].component.options[0]' },
    ]);
    expect(messages.find((m) => m.path.endsWith('/3/value'))!.related).toEqual({ path: '/components/0/component/options/0/value', line: 11, column: 20 });
  });

  it('reports fewer defaults than min_values at the last default', async () => {
    expectFindings(await lintInline(`{
  "custom_id": "prefs",
  "title": "Preferences",
  "components": [
    {
      "type": 18,
      "label": "Topics",
      "component": {
        "type": 22,
        "custom_id": "topics",
        "min_values": 3,
        "options": [
          { "value": "a", "label": "A", "default": true },
          { "value": "b", "label": "B", "default": true },
          { "value": "c", "label": "C" }
        ]
      }
    }
  ]
}`), 'checkbox-group-options', [
      { path: '/components/0/component/options/1/default', line: 14, column: 52, message: 'fewer than min_values (3)' },
    ]);
  });

  it('uses the defaults: min_values 1, max_values the number of options', async () => {
    expectClean(await lintInline(group({}, [true, true, true])), 'checkbox-group-options');
    expectClean(await lintInline(group({}, [false, false])), 'checkbox-group-options');
    expectClean(await lintInline(group({ min_values: 2, max_values: 3 }, [true, false, true])), 'checkbox-group-options');
    // No defaults at all is fine whatever min_values says.
    expectClean(await lintInline(group({ min_values: 2 }, [false, false, false])), 'checkbox-group-options');
    const messages = await lintInline(group({ max_values: 1 }, [true, true]));
    expectFindings(messages, 'checkbox-group-options', [{ path: '/components/0/component/options/1/default', message: 'raise max_values to 2' }]);
  });
});
