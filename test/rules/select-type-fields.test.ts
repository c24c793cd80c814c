import { describe, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('select-type-fields', () => {
  it('accepts each select with its own fields and fitting default types', async () => {
    const messages = await lintInline(
      legacy(
        row({ type: 3, custom_id: 's', options: [{ label: 'A', value: 'a', default: true }] }),
        row({ type: 5, custom_id: 'u', default_values: [{ id: '1', type: 'user' }] }),
        row({ type: 7, custom_id: 'm', max_values: 2, default_values: [{ id: '2', type: 'user' }, { id: '3', type: 'role' }] }),
        row({ type: 8, custom_id: 'c', channel_types: [0], default_values: [{ id: '4', type: 'channel' }] }),
      ),
    );
    expectClean(messages, 'select-type-fields');
  });

  it('reports options and channel_types on the wrong select, and default types that do not fit', async () => {
    const payload = `{
  "components": [
    {
      "type": 1,
      "components": [
        {
          "type": 7,
          "custom_id": "m",
          "max_values": 3,
          "options": [{ "label": "A", "value": "a" }],
          "channel_types": [0],
          "default_values": [
            { "id": "1", "type": "user" },
            { "id": "2", "type": "role" },
            { "id": "3", "type": "channel" }
          ]
        }
      ]
    }
  ]
}`;
    const messages = await lintInline(payload);
    expectFindings(messages, 'select-type-fields', [
      { path: '/components/0/components/0/options', line: 10, column: 11, message: 'options belong to String Select (3); a Mentionable Select (7) fills its choices from the server' },
      { path: '/components/0/components/0/channel_types', line: 11, column: 11, message: 'channel_types only applies to a Channel Select (8)' },
      { path: '/components/0/components/0/default_values/2/type', line: 15, column: 34, message: 'A Mentionable Select (7) takes default values of type "user" or "role", not "channel". Preselect users or roles only, or use a Channel Select (8) for channels.' },
    ]);
    // A valid default type on the wrong select is this rule's finding, not the schema's.
    expectClean(messages, 'schema');
  });

  it('reports default_values on a String Select', async () => {
    const payload = `components:
  - type: 1
    components:
      - type: 3
        custom_id: s
        options: [{ label: A, value: a }]
        default_values: [{ id: "1", type: user }]
`;
    expectFindings(await lintInline(payload), 'select-type-fields', [
      { path: '/components/0/components/0/default_values', line: 7, column: 9, message: 'set "default": true on the options' },
    ]);
  });

  it('leaves a default type that exists nowhere to the schema rule', async () => {
    const messages = await lintInline(legacy(row({ type: 5, custom_id: 'u', default_values: [{ id: '1', type: 'member' }] })));
    expectClean(messages, 'select-type-fields');
    expectFindings(messages, 'schema', [{ path: '/components/0/components/0/default_values/0/type' }]);
  });
});
