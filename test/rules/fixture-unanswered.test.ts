import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings } from '../helpers.js';
import { checkAgainstSent as check, yamlHead } from '../received/fixtures.js';

const id = 'fixture-unanswered';
const modal = `custom_id: signup
title: Sign up
components:
  - type: 18
    label: Name
    component: { type: 4, custom_id: name, style: 1 }
  - type: 18
    label: Day
    component: { type: 21, custom_id: day, required: true, options: [{ label: Sat, value: sat }, { label: Sun, value: sun }] }
  - type: 18
    label: Bio
    component: { type: 4, custom_id: bio, style: 2, required: false }
  - type: 18
    label: News
    component: { type: 23, custom_id: news }
`;

describe('fixture-unanswered', () => {
  it('reports each required component without an answer, at data.components, naming it in SENT', async () => {
    const messages = await check(modal, `${yamlHead(5)}data:
  custom_id: signup
  components:
    - { type: 18, id: 5, component: { type: 4, id: 6, custom_id: bio, value: "" } }
`);
    expectFindings(messages, id, [
      { path: '/data/components', line: 8, column: 5, message: 'required Text Input (4) "name"', severity: 2 },
      { path: '/data/components', line: 8, column: 5, message: 'required Radio Group (21) "day"' },
    ]);
    expect(messages.filter((m) => m.ruleId === id).map((m) => m.related)).toEqual([
      { path: '/components/0/component', line: 6, column: 16, filePath: 'sent.yaml' },
      { path: '/components/1/component', line: 9, column: 16, filePath: 'sent.yaml' },
    ]);
  });

  it('accepts a submission without the optional components and the Checkbox', async () => {
    expectClean(
      await check(modal, `${yamlHead(5)}data:
  custom_id: signup
  components:
    - { type: 18, id: 1, component: { type: 4, id: 2, custom_id: name, value: Ada } }
    - { type: 18, id: 3, component: { type: 21, id: 4, custom_id: day, value: sun } }
`),
      id,
    );
  });
});
