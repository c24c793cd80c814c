import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction, modalSubmission } from '../received/fixtures.js';

const id = 'received-resolved';
const head = `id: "1441234567890123456"
application_id: "1180201234567890123"
type: 3
token: aW50ZXJhY3Rpb24
attachment_size_limit: 1000
data:
  custom_id: pick
  component_type: 7
  id: 1
  values: ["1180200000000000003"]
  resolved:
`;

describe('received-resolved', () => {
  it('reports unknown maps, keys that are no snowflakes, missing and mistyped entry fields, and ids that differ from keys', async () => {
    const messages = await lintInline(`${head}    people: {}
    users:
      ada: { id: "1180200000000000003", username: ada }
      "1180200000000000003": { id: "1180200000000000004", username: ada, bot: "no" }
    roles:
      "1180218955160375407": { name: Builders, permissions: "0" }
`);
    expectFindings(messages, id, [
      { path: '/data/resolved/people', line: 12, column: 5, message: 'no map named "people"', severity: 2 },
      { path: '/data/resolved/users/ada', line: 14, column: 7, message: 'no snowflake' },
      { path: '/data/resolved/users/1180200000000000003/id', line: 15, column: 36, message: 'keys each entry by its own id' },
      { path: '/data/resolved/users/1180200000000000003/bot', line: 15, column: 79, message: 'true or false' },
      { path: '/data/resolved/roles/1180218955160375407', line: 17, column: 30, message: 'no "id"' },
    ]);
  });

  it('reports a member without its user, a member with a user, and an attachment over the size limit', async () => {
    const messages = await lintInline(`${head}    members:
      "1180200000000000003": { roles: [], permissions: "0", user: {} }
    attachments:
      "1180200000000000009": { id: "1180200000000000009", filename: a.png, size: 2000, url: "https://cdn/a.png", proxy_url: "https://media/a.png" }
`);
    expectFindings(messages, id, [
      { path: '/data/resolved/members/1180200000000000003', line: 13, column: 7, message: 'user of every resolved member' },
      { path: '/data/resolved/members/1180200000000000003/user', line: 13, column: 61, message: 'has no "user"' },
      { path: '/data/resolved/attachments/1180200000000000009/size', line: 15, column: 82, message: 'attachment_size_limit of 1000' },
    ]);
  });

  it('accepts complete maps', async () => {
    const user = { id: '1180200000000000003', username: 'ada', discriminator: '0', global_name: 'Ada', avatar: null };
    expectClean(
      await lintInline(
        componentInteraction({
          custom_id: 'who',
          component_type: 5,
          id: 1,
          values: [user.id],
          resolved: { users: { [user.id]: user }, members: { [user.id]: { roles: [], permissions: '0', joined_at: '2025-01-01T00:00:00+00:00', nick: null, flags: 0 } } },
        }),
      ),
    );
    const file = { id: '1180200000000000009', filename: 'a.png', size: 20, url: 'https://cdn.example/a.png', proxy_url: 'https://media.example/a.png', content_type: 'image/png' };
    expectClean(
      await lintInline(
        modalSubmission({
          custom_id: 'up',
          components: [{ type: 18, id: 1, component: { type: 19, id: 2, custom_id: 'f', values: [file.id] } }],
          resolved: { attachments: { [file.id]: file } },
        }),
      ),
    );
  });
});
