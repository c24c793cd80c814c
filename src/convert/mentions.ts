/**
 * Mentions in embeds never ping; in a Text Display they ping under `allowed_mentions`. When the
 * embeds mention someone the content does not ping, `allowed_mentions` is narrowed to what the
 * content pinged, so that the converted message pings exactly whom the legacy one did.
 */
import type { JsonPath } from '../types.js';
import { collectMentions, emptyMentions, type MentionSet } from './markdown.js';
import { isObject } from '../payload/detect.js';
import type { Notes } from './notes.js';

const MAX_LISTED = 100;

export function adjustAllowedMentions(body: Record<string, unknown>, base: JsonPath, notes: Notes): Record<string, unknown> | undefined {
  if (!Array.isArray(body.embeds) || body.embeds.length === 0) return undefined;
  const allowed = isObject(body.allowed_mentions) ? body.allowed_mentions : undefined;
  if (body.allowed_mentions !== undefined && body.allowed_mentions !== null && !allowed) return undefined;

  const byContent = pinged(collectMentions(typeof body.content === 'string' ? body.content : '', emptyMentions()), allowed);
  const byEmbeds = pinged(collectMentions(JSON.stringify(body.embeds), emptyMentions()), allowed);
  const newly =
    [...byEmbeds.users].some((u) => !byContent.users.has(u)) ||
    [...byEmbeds.roles].some((r) => !byContent.roles.has(r)) ||
    (byEmbeds.everyone && !byContent.everyone);
  if (!newly) return undefined;

  const at = [...base, 'allowed_mentions'];
  if (byContent.users.size > MAX_LISTED || byContent.roles.size > MAX_LISTED) {
    notes.add(at, 'approximated', 'Mentions in the embeds did not ping, but now sit in Text Displays, where they ping under allowed_mentions; the content pings too many users or roles to list them instead. Check allowed_mentions.');
    return undefined;
  }
  const adjusted: Record<string, unknown> = { parse: byContent.everyone ? ['everyone'] : [] };
  if (byContent.users.size > 0) adjusted.users = [...byContent.users];
  if (byContent.roles.size > 0) adjusted.roles = [...byContent.roles];
  if (allowed && 'replied_user' in allowed) adjusted.replied_user = allowed.replied_user;
  notes.add(
    at,
    'approximated',
    `Mentions in embeds never pinged; in the Text Displays that replace them they would. allowed_mentions now ${allowed ? 'lists only' : 'is set to allow only'} what the content pinged, so nobody new is notified.`,
  );
  return adjusted;
}

/** The mentions of `found` that notify under `allowed` (no allowed_mentions: everything parsed). */
function pinged(found: MentionSet, allowed: Record<string, unknown> | undefined): MentionSet {
  const parse = allowed ? (Array.isArray(allowed.parse) ? allowed.parse : []) : ['users', 'roles', 'everyone'];
  const listedUsers = new Set(Array.isArray(allowed?.users) ? allowed.users.map(String) : []);
  const listedRoles = new Set(Array.isArray(allowed?.roles) ? allowed.roles.map(String) : []);
  return {
    users: new Set([...found.users].filter((u) => parse.includes('users') || listedUsers.has(u))),
    roles: new Set([...found.roles].filter((r) => parse.includes('roles') || listedRoles.has(r))),
    everyone: found.everyone && parse.includes('everyone'),
  };
}
