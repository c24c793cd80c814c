import type { PathSegment } from '../types.js';
import { bareEmbeds } from '../payload/embed-file.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An interaction response: `{type, data: {...}}`. Its message or modal is under `data`. */
function isInteractionResponse(value: unknown): boolean {
  return isObject(value) && isObject(value.data) && typeof value.type === 'number';
}

/**
 * Discord's path, from the request body's top, as a path into the file that was sent. Paths under
 * `data.` are an interaction response's (POST /interactions/.../callback); others are a message's or
 * a webhook's body. The file may hold either the whole interaction response or only its `data`:
 * `data.` is dropped for a file holding the body alone, and added for a file holding the response.
 */
export function mapIntoPayload(discordPath: readonly PathSegment[], payload: unknown): PathSegment[] {
  // discord.js 14 prints errors on the body itself as "0[CODE]" (the index into `_errors`): no payload is an array.
  const path = typeof discordPath[0] === 'number' && !Array.isArray(payload) ? discordPath.slice(1) : discordPath;
  const response = isInteractionResponse(payload);
  // A bare embed file is sent as a message's `embeds`: `embeds[1].title` is `title` of one embed, `1/title` of a list.
  const embeds = bareEmbeds(payload);
  if (embeds) {
    const inMessage = path[0] === 'data' ? path.slice(1) : path;
    if (inMessage[0] === 'embeds' && typeof inMessage[1] === 'number') return embeds.single ? inMessage.slice(2) : inMessage.slice(1);
  }
  if (path[0] === 'data') return response ? [...path] : path.slice(1);
  return response ? ['data', ...path] : [...path];
}

/** The longest prefix of `path` that exists in `value`: the path itself when it exists. */
export function nearestExisting(value: unknown, path: readonly PathSegment[]): PathSegment[] {
  let node = value;
  let depth = 0;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number' && segment < node.length) node = node[segment];
    else if (isObject(node) && Object.hasOwn(node, String(segment))) node = node[String(segment)];
    else break;
    depth++;
  }
  return path.slice(0, depth);
}
