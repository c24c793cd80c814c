import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings } from '../helpers.js';
import { checkAgainstSent as check, yamlHead } from '../received/fixtures.js';

const id = 'fixture-custom-id';
const message = `flags: 32768
components:
  - type: 1
    components:
      - { type: 2, style: 3, label: Yes, custom_id: vote_yes, id: 5 }
      - { type: 2, style: 4, label: No, custom_id: vote_no }
`;
const modal = `custom_id: signup
title: Sign up
components:
  - type: 18
    label: Name
    component: { type: 4, custom_id: name, style: 1 }
  - type: 18
    label: Nickname
    component: { type: 4, custom_id: nick, style: 1, required: false }
`;

describe('fixture-custom-id', () => {
  it('reports a Text Display the modal in SENT no longer has, and passes one it has (issue 29)', async () => {
    const withText = `custom_id: signup\ntitle: Sign up\ncomponents:\n  - { type: 10, content: Tell us }\n  - type: 18\n    label: Name\n    component: { type: 4, custom_id: name, style: 1 }\n`;
    const without = `custom_id: signup\ntitle: Sign up\ncomponents:\n  - type: 18\n    label: Name\n    component: { type: 4, custom_id: name, style: 1 }\n`;
    const fixture = `${yamlHead(5)}data:\n  custom_id: signup\n  components:\n    - { type: 10, id: 1 }\n    - { type: 18, id: 2, component: { type: 4, id: 3, custom_id: name, value: Ada } }\n`;
    expectClean(await check(withText, fixture), id);
    const stale = await check(without, fixture);
    expectFindings(stale, id, [{ path: '/data/components/0', line: 8, column: 7, message: 'lists a Text Display (10) with id 1, but the modal in SENT has no Text Display', severity: 2 }]);
    expect(stale[0]!.related).toMatchObject({ path: '/components', filePath: 'sent.yaml' });
    // Matched by id when SENT sets ids on its Text Displays.
    const otherId = await check(withText.replace('{ type: 10, content: Tell us }', '{ type: 10, id: 7, content: Tell us }'), fixture);
    expectFindings(otherId, id, [{ path: '/data/components/0', message: 'has no Text Display with id 1' }]);
  });

  it('reports a custom_id SENT does not have, with a close match, and names SENT\'s place', async () => {
    const messages = await check(message, `${yamlHead(3)}data: { custom_id: vote_yess, component_type: 2, id: 5 }\n`);
    expectFindings(messages, id, [{ path: '/data/custom_id', line: 5, column: 20, message: 'Did you mean "vote_yes"?', severity: 2 }]);
    expect(messages[0]!.related).toEqual({ path: '/components', line: 3, column: 3, filePath: 'sent.yaml' });
    expect(messages[0]!.message).toContain('(SENT: sent.yaml:3:3)');
  });

  it('reports another component type and another id, at the fixture\'s field and the component in SENT', async () => {
    const type = await check(message, `${yamlHead(3)}data: { custom_id: vote_no, component_type: 3, id: 2, values: [a] }\n`);
    expectFindings(type, id, [{ path: '/data/component_type', line: 5, column: 45, message: 'is a Button (2) in SENT' }]);
    expect(type[0]!.related).toMatchObject({ path: '/components/0/components/1', line: 6, column: 9 });
    const other = await check(message, `${yamlHead(3)}data: { custom_id: vote_yes, component_type: 2, id: 6 }\n`);
    expectFindings(other, id, [{ path: '/data/id', line: 5, column: 53, message: 'has id 5 in SENT' }]);
    expect(other[0]!.related).toMatchObject({ path: '/components/0/components/0/id', line: 5, column: 67 });
  });

  it('reports a modal submission of another modal, an answer outside its Label, and one in the wrong Label', async () => {
    const messages = await check(modal, `${yamlHead(5)}data:
  custom_id: signin
  components:
    - { type: 4, id: 1, custom_id: name, value: Ada }
    - type: 18
      id: 2
      component: { type: 4, id: 3, custom_id: nick, value: "" }
`);
    expectFindings(messages, id, [
      { path: '/data/custom_id', line: 6, column: 14, message: 'modal in SENT has custom_id "signup"' },
      { path: '/data/components/0', line: 8, column: 7, message: 'stands at the top of the modal, but "name" stands inside a Label' },
    ]);
    const swapped = await check(modal, `${yamlHead(5)}data:
  custom_id: signup
  components:
    - { type: 18, id: 1, component: { type: 4, id: 2, custom_id: nick, value: "" } }
    - { type: 18, id: 3, component: { type: 4, id: 4, custom_id: name, value: Ada } }
`);
    expectFindings(swapped, id, [
      { path: '/data/components/0', line: 8, column: 7, message: 'inside components[1]' },
      { path: '/data/components/1', line: 9, column: 7, message: 'inside components[0]' },
    ]);
  });

  it('reports a modal submission against a message', async () => {
    const messages = await check(message, `${yamlHead(5)}data: { custom_id: vote, components: [] }\n`);
    expectFindings(messages, id, [{ path: '/type', line: 3, column: 7, message: 'SENT holds only messages' }]);
  });

  it('accepts answers that match', async () => {
    expectClean(await check(message, `${yamlHead(3)}data: { custom_id: vote_yes, component_type: 2, id: 5 }\n`), id);
    expectClean(
      await check(modal, `${yamlHead(5)}data:
  custom_id: signup
  components:
    - { type: 18, id: 1, component: { type: 4, id: 2, custom_id: name, value: Ada } }
    - { type: 18, id: 3, component: { type: 4, id: 4, custom_id: nick, value: "" } }
`),
    );
  });
});
