import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { modalSubmission } from '../received/fixtures.js';

const id = 'received-modal-data';
const head = `id: "1441234567890123456"
application_id: "1180201234567890123"
type: 5
token: aW50ZXJhY3Rpb24
data:
  custom_id: signup
  components:
`;

describe('received-modal-data', () => {
  it('reports a component answering outside its Label, at its type', async () => {
    const messages = await lintInline(`${head}    - { type: 4, id: 2, custom_id: name, value: Ada }\n`);
    expectFindings(messages, id, [{ path: '/data/components/0/type', line: 8, column: 15, message: 'from inside its Label', severity: 2 }]);
  });

  it('reports fields of the sent modal, the wrong answer field and answer types', async () => {
    const messages = await lintInline(`${head}    - type: 18
      id: 1
      label: Name
      component: { type: 4, id: 2, custom_id: name, value: 5 }
    - type: 18
      id: 3
      component: { type: 23, id: 4, custom_id: ok, values: [true] }
    - type: 18
      id: 5
      component: { component_type: 21, id: 6, custom_id: day, value: sat }
    - { type: 10, id: 7, content: Hello }
`);
    expectFindings(messages, id, [
      { path: '/data/components/0/label', line: 10, column: 7, message: 'not "label"' },
      { path: '/data/components/0/component/value', line: 11, column: 60, message: 'Text Input (4) is a string' },
      { path: '/data/components/1/component', line: 14, column: 18, message: 'no "value"' },
      { path: '/data/components/1/component/values', line: 14, column: 52, message: 'answers with "value", not "values"' },
      { path: '/data/components/2/component', line: 17, column: 18, message: 'no "type"' },
      { path: '/data/components/3/content', line: 18, column: 26, message: 'only "type", "id"' },
    ]);
  });

  it('reports a missing custom_id and components that are no list', async () => {
    const messages = await lintInline(modalSubmission({ components: {} }));
    expectFindings(messages, id, [
      { path: '/data', line: 3, column: 11, message: 'no "custom_id"' },
      { path: '/data/components', line: 4, column: 19, message: 'as a list' },
    ]);
  });

  it('accepts every answer shape, empty answers included', async () => {
    const label = (n: number, component: Record<string, unknown>) => ({ type: 18, id: n, component: { id: n + 100, ...component } });
    expectClean(
      await lintInline(
        modalSubmission({
          custom_id: 'all',
          components: [
            { type: 10, id: 1 },
            label(2, { type: 4, custom_id: 'a', value: '' }),
            label(3, { type: 3, custom_id: 'b', values: ['x'] }),
            label(4, { type: 8, custom_id: 'c', values: [] }),
            label(5, { type: 19, custom_id: 'd', values: [] }),
            label(6, { type: 21, custom_id: 'e', value: null }),
            label(7, { type: 22, custom_id: 'f', values: [] }),
            label(8, { type: 23, custom_id: 'g', value: false }),
            { type: 1, id: 9, components: [{ type: 4, id: 10, custom_id: 'h', value: 'row' }] },
          ],
        }),
      ),
    );
  });
});
