/**
 * `cordlint/guard`: lints what a discord.js bot sends, before it is sent.
 *
 *   import { guard } from 'cordlint/guard';
 *   guard(client, { mode: 'throw', logger: console });
 */
export { guard, type Guard, type GuardOptions, type GuardMode, type GuardLogger, type GuardVerdict, type GuardableRest, type GuardableClient, type QueuedRequest } from './guard.js';
export { CordlintGuardError, type GuardFinding, type GuardedRequest } from './guard-error.js';
export { routeTarget, type RouteTarget, type RouteContext } from './routes.js';
export type { SentFile } from './files.js';
