import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings } from '../helpers.js';
import { checkAgainstSent as check, yamlHead } from '../received/fixtures.js';

const id = 'fixture-values';
const modal = `custom_id: m
title: All
components:
  - type: 18
    label: Area
    component:
      type: 3
      custom_id: area
      max_values: 2
      options: [{ label: A, value: a }, { label: B, value: b }, { label: C, value: c }]
  - type: 18
    label: Name
    component: { type: 4, custom_id: name, style: 1, min_length: 3, max_length: 5 }
  - type: 18
    label: Day
    component: { type: 21, custom_id: day, options: [{ label: Sat, value: sat }, { label: Sun, value: sun }] }
  - type: 18
    label: Topics
    component: { type: 22, custom_id: topics, required: false, options: [{ label: X, value: x }, { label: Y, value: y }] }
  - type: 18
    label: Files
    component: { type: 19, custom_id: files, min_values: 1, max_values: 2 }
`;
const submission = (area: string, name: string, day: string, topics: string, files: string) => `${yamlHead(5)}data:
  custom_id: m
  components:
    - { type: 18, id: 1, component: { type: 3, id: 2, custom_id: area, values: ${area} } }
    - { type: 18, id: 3, component: { type: 4, id: 4, custom_id: name, value: ${name} } }
    - { type: 18, id: 5, component: { type: 21, id: 6, custom_id: day, value: ${day} } }
    - { type: 18, id: 7, component: { type: 22, id: 8, custom_id: topics, values: ${topics} } }
    - { type: 18, id: 9, component: { type: 19, id: 10, custom_id: files, values: ${files} } }
  resolved:
    attachments:
      "1180200000000000009": { id: "1180200000000000009", filename: a.png, size: 5, url: "https://cdn.example/a", proxy_url: "https://media.example/a" }
`;

describe('fixture-values', () => {
  it('reports values outside the options, counts outside the bounds, text outside its lengths and a null required radio', async () => {
    const messages = await check(modal, submission('[a, d, b]', 'Al', 'null', '[z]', '[]'));
    expectFindings(messages, id, [
      { path: '/data/components/0/component/values', line: 8, column: 80, message: '3 values chosen, but the String Select (3) "area" takes 1 to 2 (max_values 2)', severity: 2 },
      { path: '/data/components/0/component/values/1', line: 8, column: 84, message: '"d" is none of the options' },
      { path: '/data/components/1/component/value', line: 9, column: 79, message: '2 characters; the Text Input (4) "name" takes 3 to 5' },
      { path: '/data/components/2/component/value', line: 10, column: 79, message: 'required (by default)' },
      { path: '/data/components/3/component/values/0', line: 11, column: 84, message: '"z" is none of the options' },
      { path: '/data/components/4/component/values', line: 12, column: 83, message: '0 values chosen, but the File Upload (19) "files" takes 1 to 2 (min_values 1)' },
    ]);
    expect(messages.find((m) => m.path === '/data/components/0/component/values')!.related).toMatchObject({ path: '/components/0/component/max_values', line: 9, filePath: 'sent.yaml' });
    expect(messages.find((m) => m.path === '/data/components/1/component/value')!.related).toMatchObject({ path: '/components/1/component/min_length', line: 13 });
  });

  it('reports an empty required Text Input, and message select counts with the default bounds', async () => {
    const empty = await check(modal, submission('[a]', '""', 'sat', '[]', '["1180200000000000009"]'));
    expectFindings(empty, id, [{ path: '/data/components/1/component/value', line: 9, column: 79, message: 'required (by default) but its value is empty' }]);
    const message = `components:\n  - type: 1\n    components:\n      - { type: 3, custom_id: pick, options: [{ label: A, value: a }, { label: B, value: b }] }\n`;
    const two = await check(message, `${yamlHead(3)}data: { custom_id: pick, component_type: 3, id: 2, values: [a, b] }\n`);
    expectFindings(two, id, [{ path: '/data/values', line: 5, column: 60, message: 'takes 1 (max_values 1 by default)' }]);
  });

  it('accepts answers within the options and bounds, and an empty answer of an optional component', async () => {
    expectClean(await check(modal, submission('[a, c]', 'Alan', 'sun', '[]', '["1180200000000000009"]')));
    expectClean(await check(modal, submission('[b]', 'Grace', 'sat', '[x, y]', '["1180200000000000009"]')));
  });
});
