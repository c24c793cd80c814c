import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('allowed-mentions-parse', () => {
  it('reports parse "users" beside a users list, at the parse entry, naming the list', async () => {
    const messages = await lintInline(`content: hi
allowed_mentions:
  parse: [everyone, users]
  users: ["80351110224678912"]
`);
    expectFindings(messages, 'allowed-mentions-parse', [
      { path: '/allowed_mentions/parse/1', line: 3, column: 21, severity: 2, message: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE' },
    ]);
  });

  it('checks roles too, in an interaction response', async () => {
    expectFindings(
      await lintInline({ type: 4, data: { content: 'x', allowed_mentions: { parse: ['roles'], roles: ['41771983423143936'] } } }),
      'allowed-mentions-parse',
      [{ path: '/data/allowed_mentions/parse/0', line: 7, column: 9 }],
    );
  });

  it('accepts parse alone, lists alone, and an empty list beside parse', async () => {
    expectClean(await lintInline({ content: 'x', allowed_mentions: { parse: ['users', 'roles'] } }), 'allowed-mentions-parse');
    expectClean(await lintInline({ content: 'x', allowed_mentions: { users: ['1'], roles: ['2'], replied_user: false } }), 'allowed-mentions-parse');
    expectClean(await lintInline({ content: 'x', allowed_mentions: { parse: ['users'], users: [] } }), 'allowed-mentions-parse');
  });
});
