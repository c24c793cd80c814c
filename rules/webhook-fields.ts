import { defineRule } from '../src/engine/rule.js';
import { endpointOf, isWebhookExecute } from '../src/payload/destination.js';
import type { JsonPath } from '../src/types.js';

/** Fields only Execute Webhook reads: other endpoints ignore them. */
const WEBHOOK_ONLY = ['username', 'avatar_url', 'thread_name', 'applied_tags'] as const;
const MAX_USERNAME = 80;
const MAX_THREAD_NAME = 100;

export default defineRule({
  meta: {
    id: 'webhook-fields',
    description: "A webhook's username (1-80 characters, without \"discord\" or \"clyde\"), avatar_url and thread_name are what Execute Webhook accepts, and a forum or media channel gets a thread",
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/webhook#execute-webhook (username: "does not contain the substrings clyde or discord (case-insensitive)", up to 80 characters; "If the webhook channel is a forum or media channel, you must provide either thread_id ... or thread_name"); error codes 220001 and 220003',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.kind !== 'message' || !body) return;
        const { destination, delivery } = envelope;
        const at = (key: string): JsonPath => [...bodyPath, key];
        const present = WEBHOOK_ONLY.filter((key) => Object.hasOwn(body, key) && body[key] !== null);
        if (destination && !isWebhookExecute(destination)) {
          // Another endpoint drops these fields without a word: the author expects them to show.
          for (const key of present) {
            context.report({
              path: at(key),
              target: 'key',
              message: `"${key}" is a field of Execute Webhook only; ${endpointOf(destination)} (--destination ${destination}) ignores it.`,
              atMostWarning: true,
            });
          }
          return;
        }
        // Without a destination the body may be a webhook's (it has a webhook's fields): a warning says what Execute Webhook would answer.
        const unknown = destination === undefined;
        const report = (path: JsonPath, message: string) =>
          context.report({ path, message: unknown ? `${message} (if this body executes a webhook: --destination webhook makes this an error)` : message, ...(unknown ? { atMostWarning: true } : {}) });

        const username = body.username;
        if (typeof username === 'string') {
          const length = [...username.trim()].length;
          const banned = /discord|clyde/i.exec(username);
          if (length === 0) report(at('username'), 'username is empty; a webhook username is 1 to 80 characters. Leave it out to use the webhook\'s own name.');
          else if (length > MAX_USERNAME) report(at('username'), `username is ${length} characters; a webhook username is at most ${MAX_USERNAME}.`);
          if (banned) {
            report(
              at('username'),
              `username ${JSON.stringify(username)} contains "${banned[0]}"; Discord rejects webhook usernames that contain "discord" or "clyde" in any case (USERNAME_INVALID_CONTAINS). Choose another name.`,
            );
          }
        }
        const avatar = body.avatar_url;
        // An empty avatar_url is empty-url's finding.
        if (typeof avatar === 'string' && avatar !== '' && !/^https?:\/\/[^\s/]+/i.test(avatar)) {
          report(at('avatar_url'), `avatar_url ${JSON.stringify(avatar.slice(0, 80))} is not an http(s) URL; Execute Webhook takes the avatar as a link to an image.`);
        }
        const threadName = body.thread_name;
        if (typeof threadName === 'string' && (threadName.trim() === '' || [...threadName].length > MAX_THREAD_NAME)) {
          report(at('thread_name'), `thread_name must be 1 to ${MAX_THREAD_NAME} characters (it names the thread the webhook creates).`);
        }
        if (!isWebhookExecute(destination)) return;
        const channel = delivery?.channel;
        if ((channel === 'forum' || channel === 'media') && typeof threadName !== 'string') {
          context.report({
            path: bodyPath,
            message: `A webhook that posts to a ${channel} channel must name a thread: add "thread_name" to create one, or send the request with ?thread_id= to post in an existing thread (then the channel is that thread: set "channel: text"). Discord answers 220001.`,
          });
        }
        if (channel === 'text' && Object.hasOwn(body, 'thread_name') && threadName !== null) {
          context.report({
            path: at('thread_name'),
            target: 'key',
            message: 'thread_name creates a thread, which a webhook can do only in a forum or media channel; this config says the channel is a text channel (channel: text). Discord answers 220003. Remove thread_name, or set channel to forum or media.',
          });
        }
      },
    };
  },
});
