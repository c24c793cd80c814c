import { pathFromPointer, toPointer } from '../util/pointer.js';
import { Linter, parseOptionsOf, type LinterConfig } from '../linter/linter.js';
import { summarise } from '../linter/result.js';
import { formatOf, parseSource, type PayloadDocument } from '../load/index.js';
import { locateJsonPaths } from '../load/json-locate.js';
import { LineIndex } from '../load/line-index.js';
import { bareEmbeds, EMBED_SENT_AS } from '../payload/embed-file.js';
import type { JsonPath, LintMessage, LintResult, Range } from '../types.js';
import { MAX_ANSWER_ERRORS, MAX_PATH_DEPTH, readAnswer, type AnswerError, type AnswerForm } from './answer.js';
import { codeEntry, fieldLimit, NUMERIC_CODES, wordsFromCodeName } from './codes.js';
import { formatDiscordPath } from './discord-path.js';
import { mapIntoPayload, nearestExisting } from './map-path.js';
import { cutAbove, loggedRequestBody, placesInLog, type LoggedRequestBody } from './request-body.js';
import { causeOf, causingField } from './numeric-codes.js';

const FORM_NAMES: Record<AnswerForm, string> = { json: 'the JSON answer', 'discord.js': 'discord.js', 'discord.py': 'discord.py', jda: 'JDA', 'discord.net': 'Discord.Net', serenity: 'serenity' };

/** The rule id of an error whose code the answer does not give and its message does not reveal. */
export const UNKNOWN_CODE_RULE_ID = 'discord-400';

export interface ExplainOptions extends LinterConfig {
  /** The payload's file name (picks JSON or YAML, names the result). */
  filePath?: string;
  /** The answer's file name, naming the result when there is no payload. */
  answerPath?: string;
  /** The Linter that lints the payload: a project's (`Cordlint.linter`, with its fast path setting), beside the config it resolved. Default: one of its own. */
  linter?: Linter;
}

/** One error of Discord's answer, explained. */
export interface Explanation {
  /** Discord's code as the answer gives it, or recovered from its message; undefined when neither says. */
  code: string | undefined;
  codeInferred: boolean;
  /** Discord's own words. */
  discordMessage: string;
  /** Discord's path as discord.js prints it (`data.components[0].label`); undefined when the answer names no place. */
  discordPath: string | undefined;
  /** Which form of the answer it was read from. */
  form: AnswerForm;
  /** The code in plain words, how to fix it, and the field's limit (from cordlint's table); undefined for codes it does not know. */
  meaning: string | undefined;
  fix: string | undefined;
  limit: string | undefined;
  /** The path in the payload (after the data./body rule); undefined without a payload or without a place. */
  path: JsonPath | undefined;
  /** Where it was shown: the path itself, or its nearest existing ancestor (then `note` says why). */
  shownAt: JsonPath | undefined;
  note: string | undefined;
  /** cordlint's own findings at or under that place (explanations of one place share the list). */
  cordlint: readonly LintMessage[];
  /** The error as a lint finding (rule id: the code). */
  message: LintMessage;
}

export interface ExplainResult {
  explanations: Explanation[];
  /** The explanations as a lint result for the payload (or the answer, without one): any formatter prints it. */
  result: LintResult;
  /**
   * Errors of the answer past the first {@link MAX_ANSWER_ERRORS}: counted, not explained (the result's
   * last message says so). At least this many: of a log that prints the errors twice (discord.js's
   * lines and the answer's JSON), the smaller count, and the message then says "at least".
   */
  omitted: number;
}

/**
 * Explains Discord's 400 answer (its JSON, or the text a library printed, or a log holding one)
 * against the payload that was sent: each error's place in the payload, its code in plain words,
 * and what cordlint's rules say there. Without a payload, each error is placed in the answer.
 * `explanations` is empty when the answer holds no Discord error.
 */
const ownLinter = new Linter();

export async function explain(answer: string, payloadText?: string, options: ExplainOptions = {}): Promise<ExplainResult> {
  // Without a payload file, the payload discord.js's error logged with it (requestBody.json), when the log holds it.
  const logged = payloadText === undefined ? loggedRequestBody(answer) : undefined;
  const { errors, omitted, omittedExact, json } = readAnswer(logged?.answer ?? answer);
  // The findings of a logged body are reported in the log, at the log's lines (GitHub and unix annotations open that file).
  const reportPath = logged ? (options.filePath ?? options.answerPath ?? '<answer>') : undefined;
  if (logged) {
    payloadText = JSON.stringify(logged.json, null, 2);
    options = {
      ...options,
      filePath: `${options.filePath ?? options.answerPath ?? '<answer>'} (requestBody.json)`,
      ...(options.destination === undefined && logged.destination ? { destination: logged.destination } : {}),
    };
  }
  const rest = omittedMessage(omitted, omittedExact);
  if (payloadText === undefined) return explainAlone(errors, omitted, rest, json ? answer : undefined, options);

  const filePath = options.filePath ?? '<payload>';
  const clean = payloadText.replace(/^\uFEFF/, '');
  const format = formatOf(filePath, clean);
  const { filePath: _ignored, answerPath: _answer, linter = ownLinter, ...lintOptions } = options;
  // Parsed as lint parses it (comments where the config allows them), once for both.
  const documents = await parseSource(filePath, clean, format, parseOptionsOf(lintOptions));
  const lint = linter.lintText(clean, lintOptions, { filePath, format, documents });
  // What the log did not print reads as null: cordlint says nothing there rather than judge a guess.
  const findings = lint.messages.filter((m) => !m.fatal && !(logged && cutAbove(logged.cuts, pathFromPointer(m.path))));
  const fatal = lint.messages.filter((m) => m.fatal);

  const places = new PlaceBatch(logged ? 'log' : 'file');
  const index = new FindingIndex(findings);
  const candidates = documents.filter((d) => d.value !== undefined);
  const explanations = errors.map((error) => placeInPayload(error, documents, candidates, index, places, logged?.cuts));
  places.locate();
  if (logged) inLogLines(answer, logged, [...explanations.map((e) => e.message), ...findings]);
  sortByPlace(explanations);
  // A payload that does not parse is still reported, so the user sees why nothing could be placed.
  return { explanations, result: summarise(reportPath ?? filePath, [...fatal, ...explanations.map((e) => e.message), ...rest]), omitted };
}

/** Moves messages placed on the re-printed requestBody.json to the same values' places in the log. */
function inLogLines(log: string, logged: LoggedRequestBody, messages: readonly LintMessage[]): void {
  const places = placesInLog(log, logged);
  const lines = new LineIndex(log);
  const rangeOf = (pointer: string): Range => {
    // A place the log did not print (past "... N more items") is shown at the nearest printed ancestor.
    for (let at = pointer; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
      const found = places.get(at);
      if (found) return lines.range(...found);
      if (at === '') return lines.range(logged.bodyAt, logged.bodyAt + 1);
    }
  };
  for (const message of messages) {
    Object.assign(message, rangeOf(message.path));
    if (message.related) Object.assign(message.related, pick(rangeOf(message.related.path)));
  }
}

const pick = (range: Range): { line: number; column: number } => ({ line: range.line, column: range.column });

function placeInPayload(
  error: AnswerError,
  documents: readonly PayloadDocument[],
  candidates: readonly PayloadDocument[],
  findings: FindingIndex,
  places: PlaceBatch,
  cuts?: LoggedRequestBody['cuts'],
): Explanation {
  if (error.path === undefined) {
    const entry = words(error);
    // The answer names no place (Discord.Net's message): show it where cordlint's matching rule finds the problem, if one does.
    const related = findings.ofRules(entry.rules, null);
    const first = related[0];
    const document = documents[(first?.document ?? 1) - 1] ?? documents[0]!;
    if (candidates.length === 0) return inUnparsed(error, document, documents.length, places);
    const shownAt = first ? pathFromPointer(first.path) : [];
    const note = first
      ? `The answer names no place (${FORM_NAMES[error.form]} prints codes without paths); shown where cordlint's ${first.ruleId} finds the same problem.`
      : `The answer names no place (${FORM_NAMES[error.form]} prints codes without paths; log the exception's Errors to get them).`;
    return build(error, entry, undefined, shownAt, note, document, related, documents.length, places);
  }

  // A JSON error code comes without a place: shown at the field of the payload that causes it, when the payload has one.
  if (error.path.length === 0) {
    for (const document of candidates) {
      const cause = causingField(error.code, document.value);
      if (!cause) continue;
      const entry = words(error);
      const note = `Discord's answer names no field; shown at ${formatDiscordPath(cause)}, which causes ${error.code}.`;
      const pointer = toPointer(cause);
      const documentNumber = documents.length > 1 ? document.index + 1 : undefined;
      const related = findings.union(findings.under(documentNumber, pointer), findings.ofRules(entry.rules, documentNumber));
      return build(error, entry, cause, cause, note, document, related, documents.length, places);
    }
  }
  // The first document holding the whole place, else the first that parsed.
  let document: PayloadDocument | undefined;
  let path: JsonPath = error.path;
  let shownAt: JsonPath | undefined;
  for (const candidate of candidates) {
    const mapped = mapIntoPayload(error.path, candidate.value);
    const existing = nearestExisting(candidate.value, mapped);
    if (existing.length !== mapped.length) continue;
    document = candidate;
    path = mapped;
    shownAt = existing;
    break;
  }
  if (!document) {
    document = candidates[0] ?? documents[0]!;
    if (document.value === undefined) return inUnparsed(error, document, documents.length, places);
    path = mapIntoPayload(error.path, document.value);
  }
  const cut = cuts && cutAbove(cuts, path);
  if (cut) return inCut(error, path, cut, document, documents.length, places);
  shownAt ??= nearestExisting(document.value, path);
  const entry = words(error, typeOf(valueAt(document.value, path.slice(0, -1))));
  let note: string | undefined;
  if (shownAt.length < path.length) {
    const missing = formatDiscordPath(path);
    note =
      error.code === 'BASE_TYPE_REQUIRED' && shownAt.length === path.length - 1
        ? `${missing} is missing: shown at the object that needs it.`
        : `${missing} does not exist in this file (did it change since it was sent?); shown at its nearest existing ancestor, ${formatDiscordPath(shownAt)}.`;
  }
  const pointer = toPointer(path);
  const shownPointer = toPointer(shownAt);
  // Which component the place belongs to: a related rule's finding on that component counts too.
  const lastIndex = path.reduce<number>((at, s, i) => (typeof s === 'number' ? i : at), -1);
  const componentDepth = lastIndex + 1;
  const documentNumber = documents.length > 1 ? document.index + 1 : undefined;
  // An error on the whole body (or an interaction response's data) would take every finding: only the rules checking the same thing count.
  const onWholeBody = path.length === 0 || (path.length === 1 && path[0] === 'data');
  const shownAbove = shownAt.length < path.length;
  const atPlace = onWholeBody
    ? findings.ofRules(entry.rules, documentNumber)
    : findings.cached(`${documentNumber ?? ''}\u0000${pointer}\u0000${shownAbove ? shownPointer : ''}\u0000${componentDepth}\u0000${rulesKey(entry.rules)}`, () =>
        findings.union(
          findings.under(documentNumber, pointer),
          shownAbove ? findings.at(documentNumber, shownPointer) : [],
          // A related rule's finding on the component the place belongs to (an ancestor at least as deep as the component).
          ...ancestorPointers(path, Math.max(componentDepth, 1)).map((ancestor) => findings.at(documentNumber, ancestor).filter((m) => entry.rules.includes(m.ruleId))),
        ),
      );
  // A bare embed file: Discord's `embeds[i]` is the file's own place, and the reader learns why.
  if (error.path[0] === 'embeds' || (error.path[0] === 'data' && error.path[1] === 'embeds')) {
    if (bareEmbeds(document.value)) note = `${note ? `${note} ` : ''}A${EMBED_SENT_AS.slice(1)}.`;
  }
  return build(error, entry, path, shownAt, note, document, atPlace, documents.length, places);
}

// The same rule lists (the code table's) come with thousands of errors: each is joined into a key once.
const rulesKeys = new WeakMap<readonly string[], string>();
function rulesKey(rules: readonly string[]): string {
  let key = rulesKeys.get(rules);
  if (key === undefined) rulesKeys.set(rules, (key = rules.join(',')));
  return key;
}

/** The pointers of the strict ancestors of `path` from depth `from` on. */
function ancestorPointers(path: JsonPath, from: number): string[] {
  const out: string[] = [];
  for (let depth = from; depth < path.length; depth++) out.push(toPointer(path.slice(0, depth)));
  return out;
}

/**
 * cordlint's findings, indexed by document, place and rule: each error looks up its related findings
 * instead of filtering them all (tens of thousands of errors against thousands of findings).
 */
class FindingIndex {
  private readonly order = new Map<LintMessage, number>();
  private readonly exact = new Map<string, LintMessage[]>();
  private readonly below = new Map<string, LintMessage[]>();
  private readonly rules = new Map<string, LintMessage[]>();
  private readonly memo = new Map<string, readonly LintMessage[]>();

  constructor(findings: readonly LintMessage[]) {
    findings.forEach((m, i) => {
      this.order.set(m, i);
      push(this.exact, `${m.document ?? ''}\u0000${m.path}`, m);
      push(this.rules, m.ruleId, m);
      // The finding is under its own place and each ancestor's.
      const segments = m.path === '' ? [] : m.path.split('/').slice(1);
      let pointer = '';
      push(this.below, `${m.document ?? ''}\u0000`, m);
      for (const segment of segments) {
        pointer += `/${segment}`;
        push(this.below, `${m.document ?? ''}\u0000${pointer}`, m);
      }
    });
  }

  /** Findings exactly at `pointer`. */
  at(document: number | undefined, pointer: string): readonly LintMessage[] {
    return this.exact.get(`${document ?? ''}\u0000${pointer}`) ?? [];
  }

  /** Findings at `pointer` or under it. */
  under(document: number | undefined, pointer: string): readonly LintMessage[] {
    return this.below.get(`${document ?? ''}\u0000${pointer}`) ?? [];
  }

  /** Findings of these rules, in one document (`null`: in any). */
  ofRules(ruleIds: readonly string[], document: number | undefined | null): readonly LintMessage[] {
    return this.cached(`rules\u0000${document === null ? '*' : (document ?? '')}\u0000${ruleIds.join(',')}`, () =>
      this.union(...ruleIds.map((id) => (this.rules.get(id) ?? []).filter((m) => document === null || m.document === document))),
    );
  }

  /** A lookup computed once per key: many errors at one place (one per code) share the answer, and the explanations share the list. */
  cached(key: string, compute: () => readonly LintMessage[]): readonly LintMessage[] {
    let found = this.memo.get(key);
    if (!found) this.memo.set(key, (found = compute()));
    return found;
  }

  /** The findings of several lists once each, in the lint's order. */
  union(...lists: readonly (readonly LintMessage[])[]): readonly LintMessage[] {
    const nonEmpty = lists.filter((l) => l.length > 0);
    if (nonEmpty.length <= 1) return nonEmpty[0] ?? [];
    const seen = new Set<LintMessage>();
    for (const list of nonEmpty) for (const m of list) seen.add(m);
    return [...seen].sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The places of the explained errors, located together once every error is placed: a JSON file is
 * then scanned once for all of them, where locating each alone walked the siblings of its place.
 */
class PlaceBatch {
  /** Where the payload came from: a file the user gave, or the requestBody a log printed (what was sent, so never "edited since"). */
  constructor(readonly source: 'file' | 'log' = 'file') {}

  private readonly pending = new Map<PayloadDocument, { path: JsonPath; message: LintMessage }[]>();

  add(document: PayloadDocument, path: JsonPath, message: LintMessage): void {
    push(this.pending, document, { path, message });
  }

  locate(): void {
    for (const [document, items] of this.pending) {
      const ranges = document.locateAll ? document.locateAll(items.map(({ path }) => ({ path }))) : items.map(({ path }) => document.locate(path));
      items.forEach(({ message }, i) => Object.assign(message, ranges[i]));
    }
    this.pending.clear();
  }
}

/**
 * No document of the payload parsed (broken JSON or YAML, an empty file, empty YAML documents): the
 * error has no place to be shown at and nothing cordlint could check there. It is shown at the top
 * of the file, after the parse error that says why.
 */
function inUnparsed(error: AnswerError, document: PayloadDocument, documentCount: number, places: PlaceBatch): Explanation {
  const note = `The payload does not parse (see its parse-error), so cordlint cannot find ${formatDiscordPath(error.path ?? []) || 'the body'} in it or check it. Fix the file, or give the payload your code sent.`;
  const entry = words(error);
  const explained = build(error, entry, error.path, [], note, document, [], documentCount, places);
  // Without a parsed payload cordlint checked nothing: no "finds nothing here", no "no rule yet".
  explained.message.message = sentence(error, entry, note, undefined);
  return explained;
}

/** An error whose place the log did not print: shown where the log stopped, and said so, with no guess of cordlint's. */
function inCut(error: AnswerError, path: JsonPath, cut: LoggedRequestBody['cuts'][number], document: PayloadDocument, documentCount: number, places: PlaceBatch): Explanation {
  const shownAt = nearestExisting(document.value, cut.path);
  const where = cut.printed.startsWith('...') ? `${formatDiscordPath(cut.path.slice(0, -1)) || 'the body'} after item ${String(cut.path.at(-1))} ("${cut.printed}")` : `${formatDiscordPath(cut.path) || 'the body'} as ${cut.printed}`;
  const note = `The log printed requestBody.json's ${where}: ${formatDiscordPath(path)} is not in the log, so cordlint cannot show or check it. Log the error whole (util.inspect(error, { depth: null }), or a JSON logger), or give the payload file.`;
  const entry = words(error);
  const explained = build(error, entry, path, shownAt, note, document, [], documentCount, places);
  // build's sentence would say what cordlint found there ("no rule", "finds nothing here"): here cordlint did not see the place at all.
  explained.message.message = sentence(error, entry, note, undefined);
  return explained;
}

function valueAt(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const segment of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[String(segment)] : undefined;
  return node;
}

const typeOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined);

interface Words {
  meaning: string | undefined;
  fix: string | undefined;
  limit: string | undefined;
  rules: readonly string[];
}

/** The error's place as discord.js prints it, formatted once per error (its words, sentence and explanation each show it). */
const discordPaths = new WeakMap<AnswerError, string>();
function discordPathOf(error: AnswerError): string | undefined {
  if (error.path === undefined) return undefined;
  let text = discordPaths.get(error);
  if (text === undefined) discordPaths.set(error, (text = formatDiscordPath(error.path)));
  return text;
}

function words(error: AnswerError, holderType?: unknown): Words {
  const discordPath = discordPathOf(error);
  const limit = discordPath && /LENGTH|NUMBER_TYPE_M/.test(error.code ?? '') ? fieldLimit(discordPath, holderType) : undefined;
  const known = codeEntry(error.code);
  if (known) return { meaning: known.meaning, fix: known.fix, limit, rules: known.rules };
  const numeric = error.code ? NUMERIC_CODES[error.code] : undefined;
  if (numeric) {
    const cause = causeOf(numeric);
    return { meaning: cause ? `${numeric.meaning} ${cause}` : numeric.meaning, fix: numeric.fix, limit, rules: numeric.rules ?? [] };
  }
  const fromName = error.code ? wordsFromCodeName(error.code) : undefined;
  if (fromName) return { ...fromName, limit, rules: [] };
  return { meaning: undefined, fix: undefined, limit, rules: [] };
}

function build(
  error: AnswerError,
  entry: Words,
  path: JsonPath | undefined,
  shownAt: JsonPath,
  note: string | undefined,
  document: PayloadDocument,
  cordlint: readonly LintMessage[],
  documentCount: number,
  places: PlaceBatch,
): Explanation {
  // The place is located with the others' (PlaceBatch.locate) before the result is read.
  const range: Range = { line: 1, column: 1, endLine: 1, endColumn: 1 };
  const here = document.value === undefined ? undefined : { value: valueAt(document.value, shownAt), exact: shownAt.length === (path?.length ?? -1) };
  const message: LintMessage = {
    ruleId: ruleIdOf(error),
    severity: 2,
    message: sentence(error, entry, note, cordlint, here, places.source),
    ...range,
    path: toPointer(shownAt),
    ...(documentCount > 1 ? { document: document.index + 1 } : {}),
  };
  if (document.value !== undefined) places.add(document, shownAt, message);
  return explanation(error, entry, path, shownAt, note, cordlint, message);
}

function explanation(
  error: AnswerError,
  entry: Words,
  path: JsonPath | undefined,
  shownAt: JsonPath | undefined,
  note: string | undefined,
  cordlint: readonly LintMessage[],
  message: LintMessage,
): Explanation {
  return {
    code: error.code,
    codeInferred: error.codeInferred,
    discordMessage: error.message,
    discordPath: discordPathOf(error),
    form: error.form,
    meaning: entry.meaning,
    fix: entry.fix,
    limit: entry.limit,
    path,
    shownAt,
    note,
    cordlint,
    message,
  };
}

/** The rule id of an explained error is Discord's code, so that users find it as Discord wrote it. */
function ruleIdOf(error: AnswerError): string {
  return error.code ?? UNKNOWN_CODE_RULE_ID;
}

/** One line: the place as Discord names it, Discord's words, the plain words and fix, then cordlint's view. */
function sentence(
  error: AnswerError,
  entry: Words,
  note: string | undefined,
  cordlint: readonly LintMessage[] | undefined,
  here?: { value: unknown; exact: boolean },
  source: 'file' | 'log' = 'file',
): string {
  const place = discordPathOf(error) ?? '(no place named)';
  const code = error.code ? ` (${error.code}${error.codeInferred ? ', recognised from the message' : ''})` : '';
  const parts = [`${place}: Discord says "${error.message}"${code}.`];
  if (entry.meaning) parts.push(`${entry.meaning} Fix: ${entry.fix}${entry.limit ? ` ${entry.limit}` : ''}`);
  else parts.push(error.code ? `cordlint's table does not know ${error.code} yet; Discord's words are all there is.` : 'Discord gave no code, and cordlint does not recognise the message.');
  if (note) parts.push(`Note: ${note}`);
  if (error.pathDepth) parts.push(`Note: Discord's path is ${error.pathDepth} levels deep; cordlint reads its first ${MAX_PATH_DEPTH} (no payload is nested that deep).`);
  if (cordlint) {
    parts.push(
      cordlint.length > 0
        ? `cordlint says: ${saidHere(cordlint)}`
        : entry.rules.length > 0
          ? notShownHere(error, entry, here, source)
          : 'cordlint has no rule for this yet.',
    );
  }
  return parts.join(' ');
}

/** Findings quoted in one explanation: the rest are counted (thousands of findings under the body would make every line huge). */
const MAX_QUOTED_FINDINGS = 10;

function saidHere(cordlint: readonly LintMessage[]): string {
  const quoted = cordlint.slice(0, MAX_QUOTED_FINDINGS).map((m) => `${m.message} (${m.ruleId})`);
  const more = cordlint.length - quoted.length;
  return quoted.join('; ') + (more > 0 ? `; and ${more} more finding${more === 1 ? '' : 's'} here (lint the payload to see them all)` : '');
}

/**
 * cordlint checks this code (its rules are listed) but finds nothing at the place: the file is not
 * the payload Discord answered (edited since, or another payload was sent). Saying "no rule" here
 * would send users to report a gap that is not there.
 */
function notShownHere(error: AnswerError, entry: Words, here: { value: unknown; exact: boolean } | undefined, source: 'file' | 'log'): string {
  const what = here?.exact ? describeValue(here.value) : undefined;
  const limit = /^Must be (\d+) or fewer in length/i.exec(error.message)?.[1] ?? /^Must be between \d+ and (\d+) in length/i.exec(error.message)?.[1];
  const length = here?.exact ? lengthOf(here.value) : undefined;
  const within = limit && length !== undefined && length <= Number(limit) ? `, within Discord's ${limit}` : '';
  const holds = what ? ` (it holds ${what}${within})` : '';
  if (source === 'log') {
    // The log printed the body that was sent: no file can have been edited since.
    return `The request body in the log does not show the problem at this place${holds}: cordlint checks it (${entry.rules.join(', ')}) and finds nothing here. If the log printed the whole body, cordlint is missing a check: please report it.`;
  }
  return (
    `This file does not show the problem at this place${holds}: cordlint checks it (${entry.rules.join(', ')}) and finds nothing here. ` +
    'The file was probably edited since the request, or another payload was sent; lint the payload your code actually sent.'
  );
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function describeValue(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const n = [...value].length;
    return `${n} character${n === 1 ? '' : 's'}`;
  }
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Without a payload: each error explained by its path alone, placed at its line in the answer. */
async function explainAlone(errors: AnswerError[], omitted: number, rest: LintMessage[], jsonAnswer: string | undefined, options: ExplainOptions): Promise<ExplainResult> {
  const filePath = options.answerPath ?? '<answer>';
  // A JSON answer: each error is shown at its place in the errors tree (all located in one pass); otherwise at the line the library printed.
  const inTree = errors.map((error) => (jsonAnswer !== undefined && error.form === 'json' && error.path && !error.pathDepth ? ['errors', ...error.path] : undefined));
  const treeRanges = jsonAnswer !== undefined ? locateInAnswer(jsonAnswer.replace(/^\uFEFF/, ''), inTree) : [];
  const explanations = errors.map((error, i) => {
    const entry = words(error);
    const range: Range = treeRanges[i] ?? { line: error.line, column: error.column, endLine: error.line, endColumn: error.column };
    const message: LintMessage = {
      ruleId: ruleIdOf(error),
      severity: 2,
      message: sentence(error, entry, undefined, undefined),
      ...range,
      path: error.path ? toPointer(error.path) : '',
    };
    return explanation(error, entry, error.path, undefined, undefined, [], message);
  });
  return { explanations: sortByPlace(explanations), result: summarise(filePath, [...explanations.map((e) => e.message), ...rest]), omitted };
}

/** 596019 as 596,019 (toLocaleString would load Intl for one number). */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** The errors past the limit, said once after the others (no message when there are none). */
function omittedMessage(omitted: number, exact: boolean): LintMessage[] {
  if (omitted === 0) return [];
  const limit = grouped(MAX_ANSWER_ERRORS);
  return [
    {
      ruleId: UNKNOWN_CODE_RULE_ID,
      severity: 2,
      message:
        `Discord's answer holds ${exact ? '' : 'at least '}${grouped(omitted)} more error${omitted === 1 ? '' : 's'}, not explained: cordlint reads the first ${limit} errors of an answer. ` +
        'No message, modal or interaction response comes near that many (one with every field wrong has under a thousand): check that this is the answer to one request, or fix these and send again.',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      path: '',
    },
  ];
}

/**
 * The ranges of the given paths in the answer's JSON text (undefined where no path is given), in one
 * scan of the text: no syntax tree is built for an answer of hundreds of thousands of keys.
 */
function locateInAnswer(text: string, paths: readonly (JsonPath | undefined)[]): (Range | undefined)[] {
  // Colours read through by the answer's reader are not JSON: such an answer is shown at its first line.
  let offsets: [number, number][];
  try {
    offsets = locateJsonPaths(text, paths.flatMap((path) => (path ? [{ path }] : [])));
  } catch {
    return [];
  }
  const lines = new LineIndex(text);
  let next = 0;
  return paths.map((path) => (path ? lines.range(...offsets[next++]!) : undefined));
}

/** In the file's order, as lint reports. */
function sortByPlace(explanations: Explanation[]): Explanation[] {
  return explanations.sort((a, b) => (a.message.document ?? 1) - (b.message.document ?? 1) || a.message.line - b.message.line || a.message.column - b.message.column);
}


