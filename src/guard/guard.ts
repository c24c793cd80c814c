/**
 * The guard: lints what a discord.js bot is about to send, before it is sent. It wraps the
 * `queueRequest` method of one `REST` instance (@discordjs/rest), which every request passes
 * through (`get`/`post`/`patch`/... call `request`, which calls `queueRequest`) with the request
 * as discord.js built it: `{ fullRoute, method, body, files, query }`, before rate limiting, the
 * multipart encoding and the network. A body with errors rejects the promise discord.js awaits.
 */
import { Linter } from '../linter/linter.js';
import type { ProjectConfig } from './project-config.js';
import type { RuleSetting } from '../linter/rule-settings.js';
import { CordlintGuardError, describeFindings, type GuardFinding, type GuardedRequest } from './guard-error.js';
import type { SentFile } from './files.js';
import { lintSerialisedBody } from './lint-body.js';
import { routeTarget, type RouteContext, type RouteTarget } from './routes.js';
import { escapeControls } from '../util/escape-text.js';

export type GuardMode = 'throw' | 'warn' | 'off';

/** Where warnings (and, in `warn` mode, errors) go: `console`, pino, winston, a test's spy. */
export interface GuardLogger {
  warn(message: string): unknown;
  error(message: string): unknown;
}

export interface GuardOptions {
  /** `throw` (default): errors refuse the request. `warn`: errors are logged and the request is sent. `off`: nothing is linted. */
  mode?: GuardMode;
  /** Default `console`. */
  logger?: GuardLogger;
  /**
   * The application's id, which makes `/webhooks/<appId>/<token>` an interaction's follow-up. A
   * Client's is read from `client.application` once it is logged in; interaction tokens are recognised without it.
   */
  applicationId?: string;
  /** Ids of webhooks the application owns (created with the bot's token): executing them is `app-webhook`, not `webhook`. */
  appWebhooks?: Iterable<string> | ((webhookId: string) => boolean);
  /** Severity per rule id, over the defaults (as in the config file's `rules`). */
  rules?: Record<string, RuleSetting>;
  /** Largest file a request may upload, in bytes. Default: the config's `attachments.maxSize`, else no limit (boosted servers and app limits raise Discord's 10 MiB). */
  maxFileSize?: number;
  /**
   * Where the project's config and baseline are looked for, as `cordlint lint` looks for them when
   * run there. Default: the process's working folder.
   */
  cwd?: string;
  /** A config file to use instead of the nearest one (relative to `cwd`); `false`: no config, cordlint's defaults (`--no-config-lookup`). */
  config?: string | false;
  /**
   * The payload's place in the project (relative to `cwd`), as if the body were that file: the
   * config's overrides and the baseline's entries for it apply. Default: none, so only the config's
   * top-level settings and the overrides that match every file apply.
   */
  filePath?: string;
}

/** The part of an @discordjs/rest `REST` the guard uses. */
export interface GuardableRest {
  queueRequest(request: QueuedRequest): Promise<unknown>;
}

/** What `REST.queueRequest` receives (@discordjs/rest's `InternalRequest`), as far as the guard reads it. */
export interface QueuedRequest {
  fullRoute: string;
  method: string;
  body?: unknown;
  files?: readonly SentFile[] | undefined;
  query?: URLSearchParams | undefined;
  appendToFormData?: boolean;
  passThroughBody?: boolean;
  /** Headers of this request; discord.js's own come after them. */
  headers?: Record<string, string>;
}

/** A discord.js `Client`, as far as the guard reads it. */
export interface GuardableClient {
  rest: GuardableRest;
  application?: { id: string } | null;
  user?: { id: string } | null;
}

/** The installed guard. */
export interface Guard {
  readonly rest: GuardableRest;
  /** Lints one request as the guard would (`throw` mode): undefined for a request that is no payload. */
  check(request: QueuedRequest): GuardVerdict | undefined;
  /** Puts the REST's own `queueRequest` back. */
  uninstall(): void;
  /**
   * Settles once the project's config is loaded (requests sent before wait for it). `check` lints
   * with it from then on; before, with `rules` alone. Never rejects: a config that cannot be used is
   * reported to the logger, and requests are linted with cordlint's defaults.
   */
  readonly ready: Promise<void>;
}

export interface GuardVerdict extends GuardedRequest {
  findings: GuardFinding[];
  errorCount: number;
}

const INSTALLED = Symbol.for('cordlint.guard');

type Guarded = GuardableRest & { [INSTALLED]?: Guard };

/**
 * Installs the guard on a discord.js `Client` (on its `rest`) or an @discordjs/rest `REST`. Calling
 * it again replaces the guard installed before.
 */
export function guard(target: GuardableClient | GuardableRest, options: GuardOptions = {}): Guard {
  const client = isRest(target) ? undefined : target;
  const rest: Guarded | undefined = isRest(target) ? target : target?.rest;
  if (!rest || typeof rest.queueRequest !== 'function') {
    throw new TypeError('cordlint guard: expected a discord.js Client or an @discordjs/rest REST (an object with queueRequest)');
  }
  const mode = options.mode ?? 'throw';
  if (mode !== 'throw' && mode !== 'warn' && mode !== 'off') throw new TypeError(`cordlint guard: mode must be "throw", "warn" or "off", not ${JSON.stringify(mode)}`);
  const logger = options.logger ?? console;
  let linter = new Linter();
  // An unknown rule id in `rules` is the caller's mistake: say so now, not at each request.
  if (options.rules) linter.rulesFor({ rules: options.rules });
  /** The project's config for the body (its rules with `rules` over them), once loaded. */
  let project: ProjectConfig | undefined;
  const ready = mode === 'off' || !inNode() ? Promise.resolve() : loadProjectConfig(options).then(
    (loaded) => {
      project = loaded;
      linter = loaded.linter;
    },
    (error: unknown) => log(logger, 'error', () => `cordlint: the project's config could not be used (${escapeControls(error instanceof Error ? error.message : String(error))}); requests are linted with cordlint's defaults.`),
  );
  const appWebhooks = options.appWebhooks;
  const context: RouteContext = {
    isAppWebhook: typeof appWebhooks === 'function' ? safePredicate(appWebhooks) : appWebhooks ? hasIn(new Set(appWebhooks)) : undefined,
  };
  const maxSize = options.maxFileSize;
  /** Findings of bodies linted before (null: no payload there), by destination and text: see {@link remember}. */
  const verdicts = new Map<string, GuardFinding[] | null>();

  /** The verdict on a request, and the JSON text of its body when it was serialised to be linted (once: discord.js gets that text's value). */
  const inspect = (request: QueuedRequest): { verdict?: GuardVerdict; sent?: string } => {
    // A body discord.js does not send as JSON (form fields, a raw stream) is not a payload.
    if (request.body === null || typeof request.body !== 'object' || request.appendToFormData || request.passThroughBody) return {};
    context.applicationId = options.applicationId ?? client?.application?.id ?? client?.user?.id;
    const target = routeTarget(request.method, request.fullRoute, request.query, context);
    if (!target) return {};
    // As @discordjs/rest serialises it (JSON.stringify, as the request's JSON or its payload_json part).
    const sent: unknown = JSON.stringify(request.body);
    if (typeof sent !== 'string') return {};
    const files = request.files ?? [];
    // A bot sends the same bodies again and again (a menu, a help text): the same text to the same
    // kind of destination, with no files, under the same config, has the same findings, so they are remembered.
    const key = files.length === 0 && sent.length <= REMEMBERED_TEXT ? (project ? 'p' : 'd') + targetKey(target) + sent : undefined;
    const remembered = key === undefined ? undefined : verdicts.get(key);
    const findings =
      remembered !== undefined
        ? copied(remembered)
        : project
          ? lintSerialisedBody(linter, sent, request.fullRoute, target, { files, maxFileSize: maxSize ?? project.maxFileSize, config: project.config })
          : lintSerialisedBody(linter, sent, request.fullRoute, target, { files, maxFileSize: maxSize, rules: options.rules });
    if (key !== undefined && remembered === undefined) remember(verdicts, key, findings ? findings.map((f) => ({ ...f })) : null);
    if (!findings) return { sent };
    const errorCount = findings.filter((f) => f.severity === 'error').length;
    return { verdict: { method: request.method.toUpperCase(), route: request.fullRoute, destination: target.destination, findings, errorCount }, sent };
  };
  const check = (request: QueuedRequest): GuardVerdict | undefined => inspect(request).verdict;

  // Replaced only once the new options are known to be good.
  rest[INSTALLED]?.uninstall();
  const original = rest.queueRequest;
  const installed: Guard = {
    rest,
    check,
    ready,
    uninstall() {
      if (rest[INSTALLED] !== installed) return;
      delete rest[INSTALLED];
      // The wrapper is an own property: removing it uncovers the prototype's method (or the one wrapped).
      if (Object.prototype.hasOwnProperty.call(rest, 'queueRequest') && rest.queueRequest === wrapper) {
        if (original === Object.getPrototypeOf(rest)?.queueRequest) delete (rest as Partial<GuardableRest>).queueRequest;
        else rest.queueRequest = original;
      }
    },
  };
  async function wrapper(this: GuardableRest, request: QueuedRequest): Promise<unknown> {
    // Only the requests sent while the config loads wait for it.
    if (!project) await ready;
    let verdict: GuardVerdict | undefined;
    let forwarded = request;
    try {
      const inspected = inspect(request);
      verdict = inspected.verdict;
      // The body was serialised once, here (its toJSON and getters ran): discord.js sends the value
      // of that very text, whose JSON is the same bytes, and runs none of the bot's code again.
      if (inspected.sent !== undefined) forwarded = forwardText(request, inspected.sent);
    } catch (error) {
      // The guard must never be why a request fails: a body it cannot read goes on to discord.js as it came.
      forwarded = request;
      verdict = undefined;
      log(logger, 'error', () => `cordlint: could not lint ${escapeControls(`${request.method} ${request.fullRoute}`)}, sent unchecked: ${escapeControls(error instanceof Error ? error.message : String(error))}`);
    }
    if (verdict && verdict.findings.length > 0) report(verdict, mode, logger);
    return original.call(this, forwarded);
  }
  // `off` installs nothing: the REST is left as it was (a guard installed before is removed).
  if (mode === 'off') return { ...installed, uninstall() {} };
  rest.queueRequest = wrapper;
  rest[INSTALLED] = installed;
  return installed;
}

/**
 * The request as discord.js goes on with it, carrying the text that was linted. Without files,
 * @discordjs/rest sends a `passThroughBody` as it is, so the text is the request's JSON as it
 * stands (no second JSON.stringify, and no JSON.parse here), with the Content-Type discord.js
 * would have set, over the request's own headers as discord.js sets it. With files,
 * the body is a part of the multipart form (payload_json, which discord.js serialises itself): the
 * text's value is passed on, plain data whose JSON is the same bytes.
 */
function forwardText(request: QueuedRequest, sent: string): QueuedRequest {
  if (request.files && request.files.length > 0) return { ...request, body: JSON.parse(sent) as unknown };
  return { ...request, body: sent, passThroughBody: true, headers: { ...request.headers, 'Content-Type': 'application/json' } };
}

/** The project's config (src/guard/project-config.ts), loaded only in Node: elsewhere there is no project to read. */
async function loadProjectConfig(options: GuardOptions): Promise<ProjectConfig> {
  const { projectConfig } = await import('./project-config.js');
  return projectConfig({ cwd: options.cwd, config: options.config, filePath: options.filePath, rules: options.rules });
}

function inNode(): boolean {
  const versions = (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions;
  return typeof versions?.node === 'string';
}

/** The longest body text remembered, and how many are (at most about 2 MB of text per guard). */
const REMEMBERED_TEXT = 16 * 1024;
const REMEMBERED_BODIES = 128;

/** Remembers a body's findings; past {@link REMEMBERED_BODIES}, the one remembered first is forgotten. */
function remember(verdicts: Map<string, GuardFinding[] | null>, key: string, findings: GuardFinding[] | null): void {
  if (verdicts.size >= REMEMBERED_BODIES) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, findings);
}

/** What the findings depend on besides the text (the route's own ids do not count). */
function targetKey(target: RouteTarget): string {
  return `${target.destination}\0${target.kind ?? ''}\0${target.withComponents ? 1 : 0}\0${target.bodyPath?.join('\0') ?? ''}\0\0`;
}

/** Findings a caller may change (a refusal's error.findings) are never the remembered ones. */
function copied(findings: GuardFinding[] | null): GuardFinding[] | undefined {
  return findings ? findings.map((f) => ({ ...f })) : undefined;
}

function report(verdict: GuardVerdict, mode: GuardMode, logger: GuardLogger): void {
  // A refusal carries the warnings too (error.findings): they are not logged apart.
  if (verdict.errorCount > 0 && mode === 'throw') throw new CordlintGuardError(verdict, verdict.findings);
  if (verdict.errorCount > 0) log(logger, 'error', () => describeFindings('cordlint (sent anyway):', verdict, verdict.findings));
  else log(logger, 'warn', () => describeFindings('cordlint:', verdict, verdict.findings));
}

/** The logger's methods to try for each level, in order: a logger without `warn` (or `error`) still hears it. */
const LEVELS = { warn: ['warn', 'log', 'info', 'error'], error: ['error', 'warn', 'log'] } as const;

/**
 * Tells the bot's logger, which is the bot's code: whatever it does (throw, return a promise that
 * rejects, lack the method) never fails, delays or changes the request, and never leaves an
 * unhandled rejection (which ends a Node 20 process). A logger that cannot be called is replaced by the console.
 */
function log(logger: GuardLogger, level: 'warn' | 'error', message: () => string): void {
  let text: string;
  try {
    text = message();
  } catch {
    return;
  }
  try {
    let method: ((message: string) => unknown) | undefined;
    for (const name of LEVELS[level]) {
      const candidate: unknown = (logger as unknown as Record<string, unknown>)[name];
      if (typeof candidate === 'function') {
        method = candidate as (message: string) => unknown;
        break;
      }
    }
    if (!method) {
      console[level](text);
      return;
    }
    const result: unknown = method.call(logger, text);
    if (result !== null && (typeof result === 'object' || typeof result === 'function')) {
      const then: unknown = (result as { then?: unknown }).then;
      if (typeof then === 'function') (then as (ok: unknown, failed: (error: unknown) => void) => unknown).call(result, undefined, () => {});
    }
  } catch {
    // The bot's logger failed; the request goes on.
  }
}

function isRest(target: GuardableClient | GuardableRest): target is GuardableRest {
  return typeof (target as Partial<GuardableRest>)?.queueRequest === 'function';
}

/** The bot's `appWebhooks` callback, which may throw or answer with a promise (not awaited: read as no): it never fails the request. */
function safePredicate(predicate: (id: string) => unknown): (id: string) => boolean {
  return (id) => {
    try {
      const answer: unknown = predicate(id);
      if (answer !== null && typeof answer === 'object' && typeof (answer as { then?: unknown }).then === 'function') {
        (answer as PromiseLike<unknown>).then(undefined, () => {});
        return false;
      }
      return Boolean(answer);
    } catch {
      return false;
    }
  };
}

function hasIn(ids: ReadonlySet<string>): (id: string) => boolean {
  return (id) => ids.has(id);
}
