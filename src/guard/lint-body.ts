/**
 * One request body linted as Discord will judge it: the guard's check of what discord.js is about
 * to send, and `cordlint serve`'s answer to a bot in another language. The body is the value the
 * request sends (its JSON), the destination what its route says (or what the caller says).
 */
import type { Linter, LinterConfig } from '../linter/linter.js';
import { mergeRuleSettings, type RuleSetting } from '../linter/rule-settings.js';
import { detectKind, isObject, type PayloadKind } from '../payload/detect.js';
import { isEdit, type Destination, type WebhookChannel } from '../payload/destination.js';
import type { LintMessage } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { appendAll } from '../util/append.js';
import { missingFiles, sentAttachments, type SentFile } from './files.js';
import type { GuardFinding } from './guard-error.js';
import { valueDocument } from './value-document.js';

/** Where a body goes and what its request adds. */
export interface BodyTarget {
  destination?: Destination | undefined;
  kind?: PayloadKind | undefined;
  withComponents?: boolean | undefined;
  channel?: WebhookChannel | undefined;
}

export interface BodyLintOptions {
  /** The files the request uploads; undefined when not known (no `attachment://` name is then checked against them). */
  files?: readonly SentFile[] | undefined;
  /** Largest file, in bytes. Default: no limit. */
  maxFileSize?: number | undefined;
  rules?: Record<string, RuleSetting> | undefined;
  preview?: boolean | undefined;
  /**
   * The project's configuration (`Cordlint.linterConfigFor`: config, overrides, baseline entries,
   * placeholders, locales), which the request's target and files go over: the route's destination
   * wins over the config's, the request's files over the attachments folder.
   */
  config?: LinterConfig | undefined;
}

/** The linter's configuration for one body. */
export function bodyConfig(target: BodyTarget, options: BodyLintOptions): LinterConfig {
  const files = options.files;
  const base = options.config;
  // Copied key by key, leaving out what the request decides, rather than spread and deleted: a
  // deleted property puts the object V8 makes for every request in its slow dictionary mode.
  const config: LinterConfig = {};
  if (base) {
    for (const key in base) {
      // The route says whether ?with_components=true is sent: the config's guess gives way to it.
      if (key === 'withComponents' && target.destination) continue;
      // A request that sends no file has none (missingFiles says so).
      if (key === 'attachments' && files) continue;
      (config as Record<string, unknown>)[key] = base[key as keyof LinterConfig];
    }
  }
  if (target.destination) config.destination = target.destination;
  if (target.kind) config.kind = target.kind;
  if (target.withComponents) config.withComponents = true;
  if (target.channel) config.channel = target.channel;
  if (files && files.length > 0) config.attachments = sentAttachments(files, options.maxFileSize ?? Number.POSITIVE_INFINITY);
  if (options.rules) config.rules = base?.rules ? mergeRuleSettings({ ...base.rules }, options.rules) : options.rules;
  if (options.preview) config.preview = true;
  return config;
}

/**
 * The findings of a body given as a value (`sent` is its JSON text, as the request sends it), errors
 * first. Paths are JSON Pointers into the body; a value has no lines to point at.
 */
export function lintBody(linter: Linter, sent: string, label: string, target: BodyTarget, options: BodyLintOptions = {}): GuardFinding[] {
  const config = bodyConfig(target, options);
  const document = valueDocument(sent, label);
  // A project's placeholders, locales or baseline entries need the whole file's lint; the rules alone need no more than the document's.
  const whole = config.placeholders !== undefined || config.locales !== undefined || config.baseline?.entries !== undefined;
  const messages = whole ? linter.lintText(sent, config, { filePath: label, format: 'json', documents: [document] }).messages : linter.lintDocument(document, config);
  const findings = messages.map(toFinding);
  // (A walk of the whole body, paid only by bodies that name a file.)
  if (options.files && !isEdit(target.destination) && sent.includes('attachment://')) appendAll(findings, unsentFiles(JSON.parse(sent), target, options.files));
  return errorsFirst(findings);
}

/** `attachment://` names that no file of the request answers (a request that creates a message only). */
export function unsentFiles(body: unknown, target: BodyTarget, files: readonly SentFile[]): GuardFinding[] {
  const envelope = target.destination === 'interaction-response' || (!target.destination && !target.kind && isObject(body) && detectKind(body) === 'interaction-response');
  const data = envelope ? (body as { data?: unknown }).data : body;
  return missingFiles(data, envelope ? ['data'] : [], files);
}

/**
 * The findings of a request's body as its route places the payload in it (`bodyPath`: a forum
 * post's `message`), with paths from the top of the body; undefined when the body carries no payload there.
 */
export function lintRequestBody(linter: Linter, body: unknown, label: string, target: BodyTarget & { bodyPath?: readonly string[] | undefined }, options: BodyLintOptions = {}): GuardFinding[] | undefined {
  return lintSerialisedBody(linter, JSON.stringify(body), label, target, options);
}

/**
 * {@link lintRequestBody} of a body already serialised (`sent`: its JSON text, as the request
 * sends it): the guard serialises a body once, lints that text and sends that text, so that a
 * `toJSON` or a getter of the body runs once, as without the guard.
 */
export function lintSerialisedBody(linter: Linter, sent: string, label: string, target: BodyTarget & { bodyPath?: readonly string[] | undefined }, options: BodyLintOptions = {}): GuardFinding[] | undefined {
  if (!target.bodyPath || target.bodyPath.length === 0) return lintBody(linter, sent, label, target, options);
  let payload: unknown = JSON.parse(sent);
  for (const key of target.bodyPath) payload = isObject(payload) ? payload[key] : undefined;
  if (!isObject(payload)) return undefined;
  const prefix = toPointer([...target.bodyPath]);
  // A part of a parsed value: plain data, serialised again without running any code of the bot's.
  return lintBody(linter, JSON.stringify(payload), label, target, options).map((f) => ({ ...f, path: prefix + f.path }));
}

export function errorsFirst<T extends { severity: 'error' | 'warning' }>(findings: T[]): T[] {
  return findings.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

export function toFinding(message: LintMessage): GuardFinding {
  return { ruleId: message.ruleId, severity: message.severity === 2 ? 'error' : 'warning', path: message.path, message: message.message };
}
