import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction } from '../received/fixtures.js';

const id = 'received-resolved-values';

describe('received-resolved-values', () => {
  it('reports a picked id with no entry, and one in the wrong map', async () => {
    const messages = await lintInline(`id: "1441234567890123456"
application_id: "1180201234567890123"
type: 3
token: aW50ZXJhY3Rpb24
data:
  custom_id: pick
  component_type: 7
  id: 1
  values: ["1180200000000000003", "1180200000000000005"]
  resolved:
    users: {}
    channels: { "1180200000000000005": { id: "1180200000000000005", type: 0, permissions: "0" } }
`);
    expectFindings(messages, id, [
      { path: '/data/values/0', line: 9, column: 12, message: '"data.resolved.users" or "data.resolved.roles"', severity: 2 },
      { path: '/data/values/1', line: 9, column: 35, message: 'the wrong map' },
    ]);
  });

  it('reports File Upload ids missing from resolved.attachments', async () => {
    const messages = await lintInline(`id: "1441234567890123456"
application_id: "1180201234567890123"
type: 5
token: aW50ZXJhY3Rpb24
data:
  custom_id: upload
  components:
    - type: 18
      id: 1
      component: { type: 19, id: 2, custom_id: files, values: ["1180200000000000009"] }
`);
    expectFindings(messages, id, [{ path: '/data/components/0/component/values/0', line: 10, column: 64, message: 'uploaded file' }]);
  });

  it('accepts values that all have entries', async () => {
    const role = { id: '1180218955160375407', name: 'Builders', permissions: '0', position: 1, color: 0 };
    expectClean(await lintInline(componentInteraction({ custom_id: 'r', component_type: 6, id: 1, values: [role.id], resolved: { roles: { [role.id]: role } } })));
  });
});
