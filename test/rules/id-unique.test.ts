import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline, text, v2 } from '../helpers.js';

describe('id-unique', () => {
  it('reports a repeated id at its second use, names the first, and lets 0 repeat', async () => {
    const messages = await lintInline(`{
  "flags": 32768,
  "components": [
    { "type": 10, "id": 7, "content": "Title" },
    { "type": 14, "id": 0 },
    {
      "type": 17,
      "id": 8,
      "components": [
        { "type": 10, "id": 0, "content": "Zero may repeat" },
        { "type": 9, "id": 9, "components": [{ "type": 10, "id": 7, "content": "Again" }], "accessory": { "type": 2, "id": 8, "style": 5, "label": "Go", "url": "https://example.com" } }
      ]
    }
  ]
}`);
    expectFindings(messages, 'id-unique', [
      { path: '/components/2/components/1/components/0/id', line: 11, column: 66, message: 'id 7 is already used by components[0]', severity: 2 },
      { path: '/components/2/components/1/accessory/id', line: 11, column: 124, message: 'already used by components[2]' },
    ]);
    expect(messages.filter((m) => m.ruleId === 'id-unique').map((m) => m.related)).toEqual([
      { path: '/components/0/id', line: 4, column: 25 },
      { path: '/components/2/id', line: 8, column: 13 },
    ]);
  });

  it('checks modals too', async () => {
    expectFindings(await lintInline(`custom_id: m
title: Modal
components:
  - type: 10
    id: 1
    content: Hello
  - type: 18
    id: 1
    label: Name
    component: { type: 4, id: 2, custom_id: name, style: 1 }
`), 'id-unique', [{ path: '/components/1/id', line: 8, column: 9, message: 'within a modal' }]);
  });

  it('accepts distinct ids and components without ids', async () => {
    expectClean(await lintInline(v2({ ...text('a'), id: 1 }, { ...text('b'), id: 2 }, text('c'), text('d'))), 'id-unique');
  });
});
