import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction } from '../received/fixtures.js';

const id = 'received-interaction-fields';
const button = { custom_id: 'vote', component_type: 2, id: 1 };

describe('received-interaction-fields', () => {
  it('reports fields of the wrong type at their value', async () => {
    const messages = await lintInline(`type: 3
id: 1441234567890123456
application_id: "1180201234567890123"
token: ""
version: 2
app_permissions: 8
context: 7
authorizing_integration_owners: { "2": "1" }
data: { custom_id: vote, component_type: 2, id: 1 }
`);
    expectFindings(messages, id, [
      { path: '/id', line: 2, column: 5, message: 'Discord sends a snowflake', severity: 2 },
      { path: '/token', line: 4, column: 8, message: 'non-empty string' },
      { path: '/version', line: 5, column: 10, message: 'always sends 1' },
      { path: '/app_permissions', line: 6, column: 18, message: 'permission set' },
      { path: '/context', line: 7, column: 10, message: '0 (GUILD)' },
      { path: '/authorizing_integration_owners/2', line: 8, column: 35, message: 'integration types' },
    ]);
  });

  it('reports member and user together, a user in a server, and nested field types', async () => {
    const both = await lintInline(componentInteraction(button, { user: { id: '1', username: 'ada' } }));
    expectFindings(both, id, [{ path: '/user', message: 'never both' }]);
    const { member: _member, ...noMember } = componentInteraction(button);
    const inGuild = await lintInline({ ...noMember, user: { id: '1180200000000000003', username: 'ada' } });
    expectFindings(inGuild, id, [{ path: '/user', message: 'in a server Discord sends "member"' }]);
    const nested = await lintInline(componentInteraction(button, { channel: { id: 5, type: 0 } }));
    expectFindings(nested, id, [{ path: '/channel/id', message: 'snowflake' }]);
  });

  it('reports an object without type, such as a message linted with --kind received-interaction', async () => {
    const messages = await lintInline({ flags: 32768, components: [{ type: 10, content: 'Hi' }] }, { kind: 'received-interaction' });
    expectFindings(messages, id, [{ path: '', line: 1, column: 1, message: 'has no "type"', severity: 2 }]);
  });

  it('accepts a complete interaction in a server and in a DM', async () => {
    expectClean(await lintInline(componentInteraction(button)));
    const { member: _member, guild_id: _guild, ...dm } = componentInteraction(button, { context: 1 });
    const messages = await lintInline({ ...dm, user: { id: '1180200000000000003', username: 'ada', discriminator: '0', global_name: null, avatar: null } });
    expect(messages).toEqual([]);
  });
});
