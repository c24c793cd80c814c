/**
 * Which destination a discord.js request is, read from its method and route. Only the requests
 * whose body is (or carries) a message, a modal or an interaction response are named; every other
 * request (a GET, a role edit, a thread without a first message...) is not linted.
 */
import type { Destination } from '../payload/destination.js';
import type { PayloadKind } from '../payload/detect.js';

/** What the guard lints a request's body as. */
export interface RouteTarget {
  destination: Destination;
  /** The body's kind: a message on every route but the interaction callback (an envelope, detected). */
  kind?: PayloadKind;
  /** Execute Webhook's `?with_components=true`. */
  withComponents?: boolean;
  /**
   * Where the payload sits in the body, when the body is not the payload itself: a forum or media
   * post (Start Thread in Forum or Media Channel) carries its first message as `message`. A body
   * with no object there carries no payload (a thread started in a text channel).
   */
  bodyPath?: readonly string[];
}

/** How a request is told apart when the route alone does not say who owns a webhook. */
export interface RouteContext {
  /** The application's id: `/webhooks/<appId>/<token>` is an interaction's webhook (follow-ups, edits of the response). */
  applicationId?: string | undefined;
  /** Webhooks the application owns (created with the bot's token): executing one is `app-webhook`. */
  isAppWebhook?: ((webhookId: string) => boolean) | undefined;
}

/**
 * Interaction tokens are base64 of "interaction:<id>:...": they tell an interaction's webhook even
 * when the application's id is not known yet (a bare REST before any request names it).
 */
const INTERACTION_TOKEN_PREFIX = 'aW50ZXJhY3Rpb246';

const CHANNEL_MESSAGES = /^\/channels\/[^/]+\/messages$/;
const CHANNEL_MESSAGE = /^\/channels\/[^/]+\/messages\/[^/]+$/;
const WEBHOOK = /^\/webhooks\/([^/]+)\/([^/]+)$/;
const WEBHOOK_MESSAGE = /^\/webhooks\/([^/]+)\/([^/]+)\/messages\/([^/]+)$/;
const INTERACTION_CALLBACK = /^\/interactions\/[^/]+\/[^/]+\/callback$/;
const THREADS = /^\/channels\/[^/]+\/threads$/;

/** The destination of one request, or undefined for a request whose body is no payload. */
export function routeTarget(method: string, fullRoute: string, query: URLSearchParams | undefined, context: RouteContext = {}): RouteTarget | undefined {
  const verb = method.toUpperCase();
  const route = withoutQueryString(fullRoute);
  if (verb === 'POST') {
    if (CHANNEL_MESSAGES.test(route)) return { destination: 'channel-message', kind: 'message' };
    if (INTERACTION_CALLBACK.test(route)) return { destination: 'interaction-response' };
    // Its `message` takes what Create Message takes but tts, nonce and message_reference (Discord's
    // OpenAPI description: BaseCreateMessageCreateRequest, Components V2 included), so it is linted as one.
    if (THREADS.test(route)) return { destination: 'channel-message', kind: 'message', bodyPath: ['message'] };
    const webhook = WEBHOOK.exec(route);
    if (webhook) {
      const [, id, token] = webhook as unknown as [string, string, string];
      if (isInteractionWebhook(id, token, context)) return { destination: 'follow-up', kind: 'message' };
      const withComponents = queryFlag(query, fullRoute, 'with_components');
      return { destination: context.isAppWebhook?.(id) ? 'app-webhook' : 'webhook', kind: 'message', ...(withComponents ? { withComponents } : {}) };
    }
    return undefined;
  }
  if (verb === 'PATCH') {
    if (CHANNEL_MESSAGE.test(route)) return { destination: 'message-edit', kind: 'message' };
    const edit = WEBHOOK_MESSAGE.exec(route);
    if (edit) {
      const [, id, token, messageId] = edit as unknown as [string, string, string, string];
      const interaction = (messageId === '@original' || messageId === '%40original') || isInteractionWebhook(id, token, context);
      return { destination: interaction ? 'interaction-edit' : 'webhook-edit', kind: 'message' };
    }
  }
  return undefined;
}

function isInteractionWebhook(id: string, token: string, context: RouteContext): boolean {
  return (context.applicationId !== undefined && id === context.applicationId) || token.startsWith(INTERACTION_TOKEN_PREFIX);
}

/** discord.js passes the query apart (`query`), but a route may carry its own. */
function queryFlag(query: URLSearchParams | undefined, fullRoute: string, name: string): boolean {
  const value = query?.get(name) ?? new URLSearchParams(fullRoute.split('?')[1] ?? '').get(name);
  return value === 'true' || value === '1';
}

function withoutQueryString(route: string): string {
  const at = route.indexOf('?');
  return at === -1 ? route : route.slice(0, at);
}
