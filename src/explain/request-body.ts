/**
 * The payload a log holds: discord.js's DiscordAPIError carries `requestBody` (`{ files, json }`),
 * `method` and `url`. JSON logs and Sentry events keep it whole; Node's util.inspect (console.error
 * of the error) stops at depth 2 and prints `[Array]` / `[Object]`, and long arrays end in
 * `... N more items`; Sentry's normalisation writes "[Array]" / "[Object]" strings. Those places
 * are recorded as cut, so that explain says what is missing instead of guessing.
 */
import { routeTarget } from '../guard/routes.js';
import type { Destination } from '../payload/destination.js';
import type { JsonPath, PathSegment } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { readLenientValue } from './lenient-value.js';

export interface LoggedRequestBody {
  /** requestBody.json, with each cut place as null. */
  json: unknown;
  /**
   * Discord's answer as the structured log holds it (the error's `rawError`, or the error's message
   * where there is none), for a JSON log or Sentry event: the log as a whole is no answer.
   */
  answer?: string;
  /** The places the log printed as `[Array]`, `[Object]` or a shortened array, as paths into `json`; and what was printed. */
  cuts: { path: JsonPath; printed: string }[];
  /** From the error's method and url, when the log has them. */
  destination?: Destination;
  /** The names of the files sent beside it (requestBody.files). */
  fileNames: string[];
  /** Offset in the log of the requestBody object's `{`. */
  bodyAt: number;
}

/** requestBody objects read from one log at most (a log holds one error, or a few). */
const MAX_BODY_READS = 20;
const CUT = '\u0001cut:';
/** `[Array]` or `[Object]` where a value stands (util.inspect), or Sentry's strings of the same. */
const INSPECT_CUT = /([:,[]\s*)(?:\[(Array|Object)\]|"\[(Array|Object)\]"|'\[(Array|Object)\]')/g;
const MORE_ITEMS = /,?(\s*)\.\.\. (\d+) more items?/g;

/** The first `requestBody` of the log that holds a `json` body, or undefined. */
export function loggedRequestBody(log: string): LoggedRequestBody | undefined {
  // Each read may scan up to a million characters: a bound keeps a log of many "requestBody: {" linear.
  let reads = 0;
  for (const match of log.matchAll(/["']?requestBody["']?\s*:\s*/g)) {
    const start = match.index + match[0].length;
    if (log[start] !== '{') continue;
    if (++reads > MAX_BODY_READS) break;
    const marked = markCuts(log.slice(start, start + 1_000_000));
    const read = readLenientValue(marked, 0);
    const body = read?.value;
    if (typeof body !== 'object' || body === null || !('json' in body)) continue;
    const cuts: LoggedRequestBody['cuts'] = [];
    const json = unmark((body as { json: unknown }).json, [], cuts);
    if (typeof json !== 'object' || json === null) continue;
    const destination = destinationIn(log.slice(start + (read?.end ?? 0)) + log.slice(0, start));
    const files = (body as { files?: unknown }).files;
    const fileNames = Array.isArray(files) ? files.flatMap((f) => (typeof f === 'object' && f !== null && typeof (f as { name?: unknown }).name === 'string' ? [(f as { name: string }).name] : [])) : [];
    const answer = answerInJsonLog(log, start) ?? answerBesideInspected(log, match.index);
    return { json, cuts, fileNames, bodyAt: start, ...(destination ? { destination } : {}), ...(answer ? { answer } : {}) };
  }
  return undefined;
}

/** In a JSON log (a JSON Lines file: the line holding the body), Discord's answer: an object with `code` and `errors`, else the strings that quote it. */
function answerInJsonLog(log: string, bodyAt: number): string | undefined {
  const lineStart = log.lastIndexOf('\n', bodyAt) + 1;
  const lineEnd = log.indexOf('\n', bodyAt);
  const whole = log.trim().startsWith('{') && tryJson(log.trim());
  const record = whole || tryJson(log.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).trim());
  if (!record) return undefined;
  const quoted: string[] = [];
  const find = (node: unknown, depth: number): unknown => {
    if (depth > 40 || typeof node !== 'object' || node === null) {
      if (typeof node === 'string' && /Invalid Form Body|DiscordAPIError/.test(node)) quoted.push(node);
      return undefined;
    }
    const object = node as Record<string, unknown>;
    if (typeof object.errors === 'object' && object.errors !== null && /^\d{5,6}$/.test(String(object.code))) return object;
    for (const [key, child] of Object.entries(object)) {
      if (key === 'requestBody') continue;
      const found = find(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const answer = find(record, 0);
  return answer ? JSON.stringify(answer) : quoted.length > 0 ? quoted.join('\n') : undefined;
}

/**
 * In util.inspect output, the error's own fields (`{ requestBody, rawError, code, method, ... }`)
 * are no answer: the answer is the rawError printed whole, or else the flattened lines of the
 * error's message (read from the log without the error's fields).
 */
function answerBesideInspected(log: string, bodyKeyAt: number): string | undefined {
  const rawError = /rawError\s*:\s*\{/.exec(log);
  if (rawError) {
    const at = rawError.index + rawError[0].length - 1;
    const read = readLenientValue(log, at);
    const printed = read && log.slice(at, read.end);
    const value = read?.value as { errors?: unknown } | undefined;
    if (printed && !/\[(Array|Object)\]/.test(printed) && typeof value?.errors === 'object' && value.errors !== null) return JSON.stringify(value);
  }
  // The error's fields: the outermost object around requestBody.
  let open = log.lastIndexOf('{', bodyKeyAt);
  for (let tries = 0; open > 0 && tries < 50; tries++) {
    const before = log.lastIndexOf('{', open - 1);
    if (before === -1) break;
    const read = readLenientValue(log, before);
    if (!read || read.end <= bodyKeyAt) break;
    open = before;
  }
  const fields = open === -1 ? undefined : readLenientValue(log, open);
  return fields ? log.slice(0, open) + log.slice(fields.end) : undefined;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns each cut into a string the lenient reader keeps, so that its place is known after reading. */
function markCuts(text: string): string {
  return text
    .replace(INSPECT_CUT, (_all, before: string, a?: string, b?: string, c?: string) => `${before}"${CUT}[${a ?? b ?? c}]"`)
    .replace(MORE_ITEMS, (_all, space: string, count: string) => `,${space}"${CUT}... ${count} more items"`);
}

function unmark(value: unknown, path: PathSegment[], cuts: LoggedRequestBody['cuts']): unknown {
  if (typeof value === 'string' && value.startsWith(CUT)) {
    cuts.push({ path: [...path], printed: value.slice(CUT.length) });
    return null;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      if (typeof item === 'string' && item.startsWith(CUT + '...')) {
        // The array went on past what was printed: its items from here on are missing.
        cuts.push({ path: [...path, out.length], printed: item.slice(CUT.length) });
        continue;
      }
      out.push(unmark(item, [...path, out.length], cuts));
    }
    return out;
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = unmark(item, [...path, key], cuts);
    return out;
  }
  return value;
}

/** The destination of the request the error names (`method: 'POST'`, `url: 'https://discord.com/api/v10/channels/1/messages'`). */
function destinationIn(text: string): Destination | undefined {
  const method = /["']?method["']?\s*:\s*["']([A-Za-z]+)["']/.exec(text)?.[1];
  const url = /["']?url["']?\s*:\s*["']([^"'\s]+)["']/.exec(text)?.[1];
  if (!method || !url) return undefined;
  const route = /\/api(?:\/v\d+)?(\/[^?#]*)/.exec(url)?.[1];
  const target = route ? routeTarget(method, route, undefined) : undefined;
  // A forum post's payload is its body's `message`, which explain does not single out: no destination.
  return target && !target.bodyPath ? target.destination : undefined;
}

/** The cut at or above a path: the error's place lies in what the log did not print. */
export function cutAbove(cuts: LoggedRequestBody['cuts'], path: JsonPath): LoggedRequestBody['cuts'][number] | undefined {
  return cuts.find((cut) => {
    if (cut.path.length > path.length) return false;
    const last = cut.path.length - 1;
    return cut.path.every((segment, i) =>
      // A shortened array is cut from its first unprinted item on.
      i === last && cut.printed.startsWith('...') ? Number(path[i]) >= Number(segment) : String(segment) === String(path[i]),
    );
  });
}

/**
 * Where each value of requestBody.json stands in the log itself (JSON Pointer -> [start, end)
 * offsets), read from the text as the log printed it: explain's findings then point at the
 * log's own lines, which editors and CI annotations can open. A cut (`[Array]`) is at its marker.
 */
export function placesInLog(log: string, logged: LoggedRequestBody): Map<string, [number, number]> {
  const places = new Map<string, [number, number]>();
  readLenientValue(log.slice(logged.bodyAt, logged.bodyAt + 1_000_000), 0, (path, start, end) => {
    if (path[0] === 'json') places.set(toPointer(path.slice(1)), [logged.bodyAt + start, logged.bodyAt + end]);
  });
  return places;
}
