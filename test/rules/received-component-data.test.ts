import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction } from '../received/fixtures.js';

const id = 'received-component-data';
const head = `id: "1441234567890123456"
application_id: "1180201234567890123"
type: 3
token: aW50ZXJhY3Rpb24
`;

describe('received-component-data', () => {
  it('reports "type" used for "component_type", at data', async () => {
    const messages = await lintInline(`${head}data: { custom_id: vote, type: 2, id: 1 }\n`);
    expectFindings(messages, id, [{ path: '/data', line: 5, column: 7, message: 'modal submissions use "type"', severity: 2 }]);
  });

  it('reports a component type that sends no component interaction, a long custom_id and a non-integer id', async () => {
    const messages = await lintInline(`${head}data:
  component_type: 4
  custom_id: ${'x'.repeat(101)}
  id: "1"
`);
    expectFindings(messages, id, [
      { path: '/data/component_type', line: 6, column: 19, message: 'Button (2) and the selects' },
      { path: '/data/custom_id', line: 7, column: 14, message: '101 characters' },
      { path: '/data/id', line: 8, column: 7, message: 'integer' },
    ]);
  });

  it('reports values on a Button, wrong values of selects, repeats and a missing resolved', async () => {
    expectFindings(await lintInline(`${head}data: { custom_id: vote, component_type: 2, id: 1, values: [yes] }\n`), id, [
      { path: '/data/values', line: 5, column: 60, message: 'Button click' },
    ]);
    expectFindings(await lintInline(`${head}data:\n  custom_id: pick\n  component_type: 6\n  id: 1\n  values: ["1180218955160375407", 42]\n`), id, [
      { path: '/data', line: 6, column: 3, message: 'no "resolved"' },
      { path: '/data/values/1', line: 9, column: 35, message: 'array of snowflakes' },
    ]);
    expectFindings(await lintInline(`${head}data:\n  custom_id: pick\n  component_type: 3\n  id: 1\n  values: [a, b, a]\n`), id, [
      { path: '/data/values/2', line: 9, column: 18, message: 'picked twice' },
    ]);
    expectFindings(await lintInline(`${head}data:\n  custom_id: pick\n  component_type: 5\n  id: 1\n  values: ["1180200000000000003"]\n`), id, [
      { path: '/data', line: 6, column: 3, message: 'no "resolved"' },
    ]);
    expectFindings(await lintInline(`${head}data:\n  custom_id: pick\n  component_type: 3\n  id: 1\n`), id, [{ path: '/data', line: 6, message: 'no "values"' }]);
  });

  it('accepts a click, a String Select pick and an empty pick', async () => {
    expectClean(await lintInline(componentInteraction({ custom_id: 'vote', component_type: 2, id: 1 })));
    expectClean(await lintInline(componentInteraction({ custom_id: 'flavour', component_type: 3, id: 2, values: ['vanilla', 'mint'] })));
    expectClean(await lintInline(componentInteraction({ custom_id: 'who', component_type: 5, id: 2, values: [] })));
  });
});
