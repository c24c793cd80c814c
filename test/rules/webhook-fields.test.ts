import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('webhook-fields', () => {
  it('rejects a webhook username that contains "discord" or "clyde" in any case, at the username', async () => {
    const messages = await lintInline({ username: 'My DISCORD Bot', content: 'x' }, { destination: 'webhook' });
    expectFindings(messages, 'webhook-fields', [{ path: '/username', line: 2, column: 15, severity: 2, message: 'USERNAME_INVALID_CONTAINS' }]);
    expectFindings(await lintInline({ username: 'clyde', content: 'x' }, { destination: 'app-webhook' }), 'webhook-fields', [{ path: '/username', severity: 2 }]);
  });

  it('rejects usernames of 0 or more than 80 characters, avatars that are no http(s) URL, thread names past 100', async () => {
    const messages = await lintInline({ username: 'a'.repeat(81), avatar_url: 'bot.png', thread_name: 't'.repeat(101), content: 'x' }, { destination: 'webhook' });
    expectFindings(messages, 'webhook-fields', [
      { path: '/username', message: 'at most 80', severity: 2 },
      { path: '/avatar_url', message: 'not an http(s) URL', severity: 2 },
      { path: '/thread_name', message: '1 to 100', severity: 2 },
    ]);
    expectFindings(await lintInline({ username: '   ', content: 'x' }, { destination: 'webhook' }), 'webhook-fields', [{ path: '/username', message: 'empty' }]);
  });

  it('warns without a destination, naming the one that makes it an error', async () => {
    const messages = await lintInline({ username: 'Discord Alerts', content: 'x' });
    expectFindings(messages, 'webhook-fields', [{ path: '/username', severity: 1, message: '--destination webhook makes this an error' }]);
    expectClean(messages.filter((m) => m.severity === 2));
  });

  it('needs a thread in a forum or media channel, and no thread_name in a text channel', async () => {
    expectFindings(await lintInline({ content: 'x' }, { destination: 'webhook', channel: 'forum' }), 'webhook-fields', [{ path: '', line: 1, column: 1, message: '220001', severity: 2 }]);
    expectFindings(await lintInline({ content: 'x' }, { destination: 'app-webhook', channel: 'media' }), 'webhook-fields', [{ path: '', message: 'media channel' }]);
    expectClean(await lintInline({ content: 'x', thread_name: 'Week 48' }, { destination: 'webhook', channel: 'forum' }), 'webhook-fields');
    expectFindings(await lintInline({ content: 'x', thread_name: 'Week 48' }, { destination: 'webhook', channel: 'text' }), 'webhook-fields', [{ path: '/thread_name', line: 3, column: 3, message: '220003' }]);
  });

  it('warns that another endpoint ignores webhook fields', async () => {
    const messages = await lintInline({ content: 'x', username: 'Deploys' }, { destination: 'channel-message' });
    expectFindings(messages, 'webhook-fields', [{ path: '/username', severity: 1, message: 'Create Message (--destination channel-message) ignores it' }]);
  });

  it('accepts a valid webhook body, and a message without webhook fields anywhere', async () => {
    expectClean(await lintInline({ username: 'Deploys', avatar_url: 'https://example.com/a.png', content: 'x' }, { destination: 'webhook' }));
    expectClean(await lintInline({ content: 'x' }, { destination: 'channel-message' }));
    expectClean(await lintInline({ content: 'x' }), 'webhook-fields');
  });
});
