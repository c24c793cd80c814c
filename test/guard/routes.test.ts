/** The route table of docs/guard.md: method and route to destination, for every request discord.js makes with a body. */
import { describe, expect, test } from 'vitest';
import { Routes } from 'discord.js';
import { routeTarget } from '../../src/guard/routes.js';

const APP = '111111111111111111';
const HOOK = '666666666666666666';
const TOKEN = 'w'.repeat(68);
const INTERACTION_TOKEN = Buffer.from('interaction:777:abc').toString('base64url');

describe('routeTarget', () => {
  test.each([
    ['POST', Routes.channelMessages('1'), 'channel-message'],
    ['PATCH', Routes.channelMessage('1', '2'), 'message-edit'],
    ['POST', Routes.webhook(HOOK, TOKEN), 'webhook'],
    ['PATCH', Routes.webhookMessage(HOOK, TOKEN, '2'), 'webhook-edit'],
    ['POST', Routes.interactionCallback('9', TOKEN), 'interaction-response'],
    ['POST', Routes.webhook(APP, TOKEN), 'follow-up'],
    ['PATCH', Routes.webhookMessage(APP, TOKEN, '@original'), 'interaction-edit'],
    ['PATCH', Routes.webhookMessage(APP, TOKEN, '2'), 'interaction-edit'],
    ['PATCH', Routes.webhookMessage(HOOK, TOKEN, '@original'), 'interaction-edit'],
    ['POST', Routes.webhook(HOOK, INTERACTION_TOKEN), 'follow-up'],
    ['post', `${Routes.channelMessages('1')}?x=1`, 'channel-message'],
  ] as const)('%s %s is %s', (method, route, destination) => {
    expect(routeTarget(method, route, undefined, { applicationId: APP })?.destination).toBe(destination);
  });

  test('POST /channels/:id/threads (a forum or media post) is a channel message at the body\'s message', () => {
    expect(routeTarget('POST', Routes.threads('1'), undefined)).toEqual({ destination: 'channel-message', kind: 'message', bodyPath: ['message'] });
    // A thread from a message carries no payload.
    expect(routeTarget('POST', Routes.threads('1', '2'), undefined)).toBeUndefined();
  });

  test.each([
    ['GET', Routes.channelMessages('1')],
    ['DELETE', Routes.channelMessage('1', '2')],
    ['PATCH', Routes.channel('1')],
    ['POST', Routes.webhookPlatform(HOOK, TOKEN, 'slack')],
    ['POST', Routes.channelMessageCrosspost('1', '2')],
    ['PUT', Routes.channelMessageOwnReaction('1', '2', 'x')],
    ['GET', Routes.webhookMessage(HOOK, TOKEN, '2')],
  ] as const)('%s %s carries no payload', (method, route) => {
    expect(routeTarget(method, route, undefined, { applicationId: APP })).toBeUndefined();
  });

  test('the interaction callback is linted as an envelope (its kind detected); message routes as messages', () => {
    expect(routeTarget('POST', Routes.interactionCallback('9', TOKEN), undefined)).toEqual({ destination: 'interaction-response' });
    expect(routeTarget('POST', Routes.channelMessages('1'), undefined)).toEqual({ destination: 'channel-message', kind: 'message' });
  });

  test('Execute Webhook reads ?with_components from the query discord.js passes, or from the route', () => {
    expect(routeTarget('POST', Routes.webhook(HOOK, TOKEN), new URLSearchParams({ with_components: 'true', wait: 'true' }))).toEqual({ destination: 'webhook', kind: 'message', withComponents: true });
    expect(routeTarget('POST', `${Routes.webhook(HOOK, TOKEN)}?with_components=true`, undefined)?.withComponents).toBe(true);
    expect(routeTarget('POST', Routes.webhook(HOOK, TOKEN), new URLSearchParams({ with_components: 'false' }))?.withComponents).toBeUndefined();
  });

  test('webhooks the application owns are app-webhook', () => {
    expect(routeTarget('POST', Routes.webhook(HOOK, TOKEN), undefined, { isAppWebhook: (id) => id === HOOK })?.destination).toBe('app-webhook');
  });
});
