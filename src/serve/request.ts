/**
 * One request of `cordlint serve`, read from one line of JSON, and its answer: the findings of the
 * payload it carries, for a bot written in another language (discord.py, discordgo...) that keeps
 * one cordlint process and asks it per message. Every line gets an answer object, never an
 * exception: a line that is no request is answered with an error that says what is wrong.
 */
import type { SentFile } from '../guard/files.js';
import type { GuardFinding } from '../guard/guard-error.js';
import { bodyConfig, errorsFirst, lintRequestBody, unsentFiles, type BodyLintOptions, type BodyTarget } from '../guard/lint-body.js';
import { routeTarget } from '../guard/routes.js';
import type { Linter, LinterConfig } from '../linter/linter.js';
import { detectKind, isObject, PAYLOAD_KINDS, type PayloadKind } from '../payload/detect.js';
import { DESTINATIONS, WEBHOOK_CHANNELS, type Destination, type WebhookChannel } from '../payload/destination.js';
import type { Severity } from '../types.js';
import { closestMatch } from '../util/closest-match.js';
import { appendAll } from '../util/append.js';

/** A finding as serve answers it: the guard's, with the place in the text when the payload was given as text. */
export interface ServeFinding extends GuardFinding {
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

export type ServeErrorCode = 'invalid-json' | 'invalid-request' | 'invalid-config' | 'line-too-long' | 'internal-error';

/**
 * The project `serve` runs in (src/serve/stdio.ts makes it with the project class): its Linter, and
 * the config a request's payload is linted with, as `cordlint lint` would lint it at `file`.
 */
export interface ServeProject {
  linter: Linter;
  /** The config for the payload placed at `file` (relative to the server's folder; none: the folder's own), `text` its JSON. Throws ServeConfigError. */
  configFor(file: string | undefined, text: string | undefined): Promise<LinterConfig>;
}

/** The project's config cannot be used (invalid, or its baseline unreadable): the request is answered with this message. */
export class ServeConfigError extends Error {}

export type ServeAnswer =
  | { id?: unknown; ok: true; destination: Destination | null; kind: PayloadKind | null; errors: number; warnings: number; findings: ServeFinding[] }
  | { id?: unknown; ok: false; error: { code: ServeErrorCode; message: string } };

/** The request fields, in the order the docs list them. */
const FIELDS = ['id', 'payload', 'file', 'kind', 'destination', 'method', 'route', 'with_components', 'withComponents', 'channel', 'files', 'rules', 'preview'] as const;
const SEVERITIES: readonly Severity[] = ['error', 'warn', 'off'];

class RequestError extends Error {}

interface ServeRequest {
  payload: unknown;
  /** Where the payload lies in the project: that file's overrides and baseline entries apply. */
  file?: string;
  /** bodyPath: the route's body carries the payload there (a forum post's `message`). */
  target: BodyTarget & { bodyPath?: readonly string[] };
  options: BodyLintOptions;
}

/** The answer to one line (without its line break). */
export async function answerLine(line: string, project: ServeProject): Promise<ServeAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return failure(undefined, 'invalid-json', `The line is not JSON (${error instanceof Error ? error.message : String(error)}). Send one JSON object per line: {"payload": {...}, "destination": "channel-message"}.`);
  }
  const given = isObject(parsed) && Object.hasOwn(parsed, 'id') ? parsed.id : undefined;
  // An id is echoed as it came: a string, a number, true/false or null (JSON-RPC's), never a tree
  // (an id nested 10,000 levels could not be written back, and no client needs one).
  if (given !== undefined && given !== null && typeof given === 'object') {
    return failure(undefined, 'invalid-request', `"id" is ${Array.isArray(given) ? 'a list' : 'an object'}; it must be a string, a number or null (it is echoed in the answer). This request was not linted.`);
  }
  const id = given;
  try {
    const request = readRequest(parsed);
    let config: LinterConfig;
    try {
      config = await project.configFor(request.file, typeof request.payload === 'string' ? request.payload : jsonOrUndefined(request.payload));
    } catch (error) {
      if (error instanceof ServeConfigError) return failure(id, 'invalid-config', error.message);
      throw error;
    }
    request.options.config = config;
    if (request.options.rules) {
      try {
        project.linter.rulesFor({ ...config, rules: request.options.rules });
      } catch (error) {
        throw new RequestError(`"rules": ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return answer(request, project.linter, id);
  } catch (error) {
    if (error instanceof RequestError) return failure(id, 'invalid-request', error.message);
    // A bug of cordlint's: the server answers and goes on with the next line.
    return failure(id, 'internal-error', `cordlint could not lint this payload (${error instanceof Error ? error.message : String(error)}). Please report this as a cordlint bug.`);
  }
}

/** A value's JSON (for the attachments folder's lookup), or undefined for one nested past what the stack holds. */
function jsonOrUndefined(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/** The answer for a line longer than the server takes. */
export function lineTooLong(bytes: number, maxBytes: number): ServeAnswer {
  return failure(undefined, 'line-too-long', `The line has more than ${maxBytes} bytes (${bytes} read); it was skipped. A Discord payload is far smaller; start the server with a larger --max-line-bytes if this one is meant.`);
}

function failure(id: unknown, code: ServeErrorCode, message: string): ServeAnswer {
  return { ...(id !== undefined ? { id } : {}), ok: false, error: { code, message } };
}

function answer(request: ServeRequest, linter: Linter, id: unknown): ServeAnswer {
  const { payload, target, options } = request;
  const findings = typeof payload === 'string' ? lintPayloadText(linter, payload, target, options) : lintValue(linter, payload, target, options);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const kind = target.kind ?? options.config?.kind ?? kindOf(typeof payload === 'string' ? parsedOrUndefined(payload) : payload);
  const destination = target.destination ?? options.config?.destination ?? (kind === 'interaction-response' ? 'interaction-response' : null);
  return { ...(id !== undefined ? { id } : {}), ok: true, destination, kind, errors, warnings: findings.length - errors, findings };
}

function kindOf(value: unknown): PayloadKind | null {
  return isObject(value) ? (detectKind(value) ?? null) : null;
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A payload given as JSON text: its findings carry lines and columns in that text. */
function lintPayloadText(linter: Linter, text: string, target: BodyTarget, options: BodyLintOptions): ServeFinding[] {
  const result = linter.lintText(text, bodyConfig(target, options), { filePath: '<payload>.json', format: 'json' });
  const findings: ServeFinding[] = result.messages.map((m) => ({
    ruleId: m.ruleId,
    severity: m.severity === 2 ? 'error' : 'warning',
    path: m.path,
    message: m.message,
    line: m.line,
    column: m.column,
    ...(m.endLine !== undefined ? { endLine: m.endLine } : {}),
    ...(m.endColumn !== undefined ? { endColumn: m.endColumn } : {}),
  }));
  if (options.files && result.fatalErrorCount === 0 && text.includes('attachment://')) appendAll(findings, unsentFiles(JSON.parse(text), target, options.files));
  return errorsFirst(findings);
}

/** A payload given as a value (an object, or a list of payloads); a forum post's body is linted at its `message`. */
function lintValue(linter: Linter, payload: unknown, target: ServeRequest['target'], options: BodyLintOptions): GuardFinding[] {
  let findings: GuardFinding[] | undefined;
  try {
    findings = lintRequestBody(linter, payload, '<payload>', target, options);
  } catch (error) {
    // Only a value nested past what the stack holds (JSON.parse takes it, JSON.stringify does not).
    if (error instanceof RangeError) throw new RequestError('"payload" is nested too deeply to be a Discord payload.');
    throw error;
  }
  if (!findings) throw new RequestError(`This route's body carries its message as "${target.bodyPath?.join('.')}", and the payload has no object there.`);
  return findings;
}

function readRequest(value: unknown): ServeRequest {
  if (!isObject(value)) throw new RequestError(`A request is a JSON object, not ${describe(value)}: {"payload": {...}, "destination": "channel-message"}.`);
  for (const key of Object.keys(value)) {
    if ((FIELDS as readonly string[]).includes(key)) continue;
    const close = closestMatch(key, FIELDS);
    throw new RequestError(`Unknown request field "${key}".${close ? ` Did you mean "${close}"?` : ''} A request may have ${FIELDS.map((f) => `"${f}"`).join(', ')}.`);
  }
  if (!Object.hasOwn(value, 'payload')) throw new RequestError('The request has no "payload": give the message, modal or interaction response to lint (an object, or its JSON text as a string).');
  const payload = value.payload;
  const target: ServeRequest['target'] = {};
  const kind = oneOf(value, 'kind', PAYLOAD_KINDS);
  if (kind) target.kind = kind;
  const destination = oneOf(value, 'destination', DESTINATIONS);
  if (value.method !== undefined || value.route !== undefined) {
    if (destination) throw new RequestError('Give either "destination" or "method" and "route" (which decide the destination), not both.');
    const method = text(value, 'method');
    const route = text(value, 'route');
    if (method === undefined || route === undefined) throw new RequestError('"method" and "route" go together: {"method": "POST", "route": "/channels/123/messages"}.');
    const routed = routeTarget(method, route, undefined);
    if (!routed) throw new RequestError(`${method.toUpperCase()} ${route} sends no message, modal or interaction response that cordlint lints. Give "destination" instead, or leave both out.`);
    target.destination = routed.destination;
    if (routed.withComponents) target.withComponents = true;
    if (routed.bodyPath) target.bodyPath = routed.bodyPath;
    if (!target.kind && routed.kind) target.kind = routed.kind;
  } else if (destination) {
    target.destination = destination;
  }
  const withComponents = flag(value, 'with_components') ?? flag(value, 'withComponents');
  if (withComponents) target.withComponents = true;
  const channel = oneOf(value, 'channel', WEBHOOK_CHANNELS);
  if (channel) target.channel = channel as WebhookChannel;
  const options: BodyLintOptions = {};
  if (value.files !== undefined) options.files = filesOf(value.files);
  if (value.rules !== undefined) options.rules = rulesOf(value.rules);
  if (flag(value, 'preview')) options.preview = true;
  const file = text(value, 'file');
  if (file === '') throw new RequestError('"file" is empty; it names where the payload lies in the project ("messages/welcome.json"), whose config overrides then apply.');
  const placed = file === undefined ? {} : { file };
  if (typeof payload === 'string' && target.bodyPath) return { payload: parsedOrUndefined(payload) ?? fail('"payload" is a string that is no JSON.'), target, options, ...placed };
  if (typeof payload === 'string') return { payload, target, options, ...placed };
  if (!isObject(payload) && !Array.isArray(payload)) throw new RequestError(`"payload" is ${describe(payload)}; it is the message, modal or interaction response to lint (an object, or its JSON text as a string).`);
  return { payload, target, options, ...placed };
}

function fail(message: string): never {
  throw new RequestError(message);
}

function oneOf<T extends string>(request: Record<string, unknown>, key: string, allowed: readonly T[]): T | undefined {
  const value = request[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  const close = typeof value === 'string' ? closestMatch(value, allowed) : undefined;
  throw new RequestError(`"${key}" is ${describe(value)}; it is one of ${allowed.map((a) => `"${a}"`).join(', ')}.${close ? ` Did you mean "${close}"?` : ''}`);
}

function text(request: Record<string, unknown>, key: string): string | undefined {
  const value = request[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new RequestError(`"${key}" is ${describe(value)}; it is a string.`);
  return value;
}

function flag(request: Record<string, unknown>, key: string): boolean | undefined {
  const value = request[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new RequestError(`"${key}" is ${describe(value)}; it is true or false.`);
  return value;
}

/** `files`: the files the request uploads, `[{"name": "chart.png", "size": 12345}]` (the size may be left out). */
function filesOf(value: unknown): SentFile[] {
  if (!Array.isArray(value)) throw new RequestError(`"files" is ${describe(value)}; it lists the files the request uploads: [{"name": "chart.png", "size": 12345}].`);
  return value.map((file, i) => {
    if (!isObject(file) || typeof file.name !== 'string') throw new RequestError(`"files"[${i}] is ${describe(file)}; each file is {"name": "chart.png", "size": 12345}, with a string name.`);
    if (file.size !== undefined && (typeof file.size !== 'number' || !Number.isSafeInteger(file.size) || file.size < 0)) {
      throw new RequestError(`"files"[${i}].size is ${describe(file.size)}; it is the file's size in bytes, a whole number.`);
    }
    return { name: file.name, data: undefined, ...(typeof file.size === 'number' ? { size: file.size } : {}) };
  });
}

/** `rules`: a severity per rule id, as in the config file (`"off"`, `"warn"`, `"error"`). */
function rulesOf(value: unknown): Record<string, Severity> {
  if (!isObject(value)) throw new RequestError(`"rules" is ${describe(value)}; it gives a severity per rule id: {"button-label-length": "off"}.`);
  for (const [id, setting] of Object.entries(value)) {
    if (typeof setting !== 'string' || !SEVERITIES.includes(setting as Severity)) {
      throw new RequestError(`"rules"."${id}" is ${describe(setting)}; a rule's severity is "error", "warn" or "off".`);
    }
  }
  // Own properties whatever the id ("__proto__" included: it is then an unknown rule, not a prototype).
  return Object.fromEntries(Object.entries(value)) as Record<string, Severity>;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `the string "${value.slice(0, 40)}..."` : `the string ${JSON.stringify(value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
}
