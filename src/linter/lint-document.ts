import { bareEmbeds, EMBED_SENT_AS, forcedEmbeds } from '../payload/embed-file.js';
import { escapeControls, shortenLongRuns } from '../util/escape-text.js';
import { ComponentType, type ComponentTypeName } from '../components.js';
import type { LocateTarget, PayloadDocument } from '../load/document.js';
import { detectKind, envelopeOf, isObject, LISTABLE_KINDS, modeOf, startsFollowUps, type Envelope, type PayloadKind } from '../payload/detect.js';
import { isEdit, type Delivery } from '../payload/destination.js';
import { editsAreValid, normaliseFix } from '../fix/edits.js';
import type { JsonPath, LintMessage, Range, Severity, TextEdit } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { MAX_FINDINGS_PER_PAYLOAD, type ComponentNode, type FixFunction, type FixSafety, type PayloadNode, type Report, type Rule, type RuleContext, type RuleVisitors } from '../engine/rule.js';
import { walkComponents } from '../engine/walk.js';
import { rulesToRun } from './rules-to-run.js';
import { closestMatch } from '../util/closest-match.js';
import { appendAll } from '../util/append.js';

/** A rule as configured for a run: severity `off` rules are left out before this point. */
export interface ActiveRule {
  rule: Rule;
  severity: Exclude<Severity, 'off'>;
  options?: unknown;
}

export interface DocumentLintOptions {
  rules: readonly ActiveRule[];
  /** Force the payload kind instead of detecting it. */
  kind?: PayloadKind;
  /** Compute the fixes and suggestions of the findings (`LintMessage.fix`, `.suggestions`). */
  fixes?: boolean;
  /** Unsafe fixes are `fix` too (--unsafe-fixes); otherwise they are offered as suggestions. */
  unsafeFixes?: boolean;
  /** The document follows an interaction response in the same file: a message in it is a follow-up. */
  followUp?: boolean;
  /** Where the payload is sent and what its request adds (a webhook's query, the attachments on disk). */
  delivery?: Delivery;
  /** Counts the findings left out past {@link MAX_FINDINGS_PER_PAYLOAD}. */
  omitted?: Omitted;
  /** What the file's documents may still describe (shared by them): past it, findings are only counted in `omitted`. */
  budget?: FindingBudget;
  /** The Linter's state between payloads (its fast path switch, its created rules, --stats' times); without it, a fresh one with the fast path on. */
  session?: LintSession;
}

/**
 * What one Linter keeps from one payload to the next: nothing in this module is shared between
 * Linters, so two of them in one process (with their own configs, fast path switch and --stats)
 * never see each other's payloads. A rule created once per run reads the payload being linted now
 * from its session; a rule that lints again from inside a visitor (with the same Linter) gets a
 * session of its own for that run, so the outer payload's state is left as it was.
 */
export class LintSession {
  /** Whether a payload of the fast path's clean subset may skip the rules it covers (src/linter/rules-to-run.ts). */
  readonly fastPath: boolean;
  /** With --stats: milliseconds spent in each rule's visitors, summed over the session's payloads. */
  readonly ruleTimes: Map<string, number> | undefined;
  /** The payload being linted now, which every `createOnce` rule's context reads and reports into. */
  readonly current: CurrentPayload = { envelope: undefined, findings: [], omitted: undefined, severityOf: new Map(), warningsFrom: 0 };
  /** The visitors of each configured `createOnce` rule, or the error it failed to start with: created once per session. */
  readonly createdOnce = new WeakMap<ActiveRule, { visitors: RuleVisitors } | { error: unknown }>();
  /** The visitor lists of each rule list's `createOnce` rules. */
  readonly plans = new WeakMap<readonly ActiveRule[], RunPlan>();
  /** A payload's rules are running: a nested run takes a session of its own. */
  running = false;

  constructor(options: { fastPath?: boolean; ruleTimes?: Map<string, number> } = {}) {
    this.fastPath = options.fastPath ?? true;
    this.ruleTimes = options.ruleTimes;
  }

  /** A session for a run that starts while this one's rules run (a rule that lints again): same switch and times, its own rules and payload. */
  nested(): LintSession {
    return new LintSession({ fastPath: this.fastPath, ...(this.ruleTimes ? { ruleTimes: this.ruleTimes } : {}) });
  }
}

/**
 * The errors and the warnings a whole file describes at most ({@link MAX_FINDINGS_PER_PAYLOAD} of
 * each, over all its documents); the others are only counted. A file shows 1,000 findings, errors
 * first: 2,000 of each are more than it needs, and 1,000 YAML documents of 2,000 findings each would
 * otherwise be two million messages, each located and given its fix. Errors have their own budget,
 * so that warnings in the first documents cannot hide an error in a later one.
 */
export interface FindingBudget {
  errors: number;
  warnings: number;
}

export function fileFindingBudget(): FindingBudget {
  return { errors: MAX_FINDINGS_PER_PAYLOAD, warnings: MAX_FINDINGS_PER_PAYLOAD };
}

/**
 * Findings a file's documents left out before they became messages (past
 * {@link MAX_FINDINGS_PER_PAYLOAD} in a payload), by rule id: a directive that silences a rule
 * silences its left-out findings too.
 */
export type Omitted = Map<string, { count: number; errors: boolean }>;

function addOmitted(omitted: Omitted | undefined, ruleId: string, error: boolean): void {
  if (!omitted) return;
  const entry = omitted.get(ruleId) ?? { count: 0, errors: false };
  entry.count++;
  if (error) entry.errors = true;
  omitted.set(ruleId, entry);
}

interface RawFinding extends Report {
  ruleId: string;
  range?: Range;
  fatal?: boolean;
}

const NUMBER_BY_TYPE_NAME = ComponentType as Record<ComponentTypeName, number>;

/**
 * Lints one document: its source problems, then every active rule over one walk of its
 * component tree. Positions are computed only for the findings that are reported.
 */
export function lintDocument(document: PayloadDocument, options: DocumentLintOptions): LintMessage[] {
  if (!options.session) options = { ...options, session: new LintSession() };
  const severityOf = severities(options.rules);
  const findings: RawFinding[] = [];

  for (const problem of document.problems) {
    if (!problem.fatal && !severityOf.has(problem.ruleId)) continue;
    findings.push({ ...problem });
  }

  const value = document.value;
  const list = payloadList(value, options.kind);
  if (list && !findings.some((f) => f.fatal)) {
    const followUps = startsFollowUps(list[0]);
    const fastPath = findings.length === 0;
    list.forEach((element, i) => {
      const own: RawFinding[] = [];
      const followUp = i > 0 && followUps;
      lintPayloadValue(element, options.kind ?? detectKind(element)!, options, own, followUp, fastPath && !followUp && fastPathFits(element, options));
      appendAll(findings, own.map((f) => inList(f, i)));
    });
  } else if (value !== undefined && !findings.some((f) => f.fatal) && (options.kind === 'embed' || (!options.kind && bareEmbeds(value)))) {
    // A bare embed (or a list of them): linted as the embeds of a message, its findings placed in the file.
    const embeds = options.kind === 'embed' ? forcedEmbeds(value) : bareEmbeds(value);
    if (!embeds) {
      findings.push({
        ruleId: 'payload-kind',
        path: [],
        message: `The top level is ${describeJsonType(value)}; with the kind "embed" it must be an embed object or a non-empty list of them (${EMBED_SENT_AS}).`,
      });
    } else {
      const own: RawFinding[] = [];
      // The message around them is implied, not forced: rules see it as they see any message.
      const { kind: _embed, ...asMessage } = options;
      lintPayloadValue({ embeds: embeds.items }, 'message', asMessage, own, false, false);
      appendAll(findings, own.map((f) => fromEmbedsOfMessage(f, embeds.single)));
    }
  } else if (value !== undefined && !findings.some((f) => f.fatal)) {
    if (!isObject(value)) {
      findings.push({
        ruleId: 'payload-kind',
        path: [],
        message: `The top level is ${describeJsonType(value)}; a payload is an object (a message, a modal, an interaction response or one component).${arrayHint(value)}`,
      });
    } else {
      const kind = options.kind ?? detectKind(value);
      if (!kind) {
        findings.push(unrecognised(value));
      } else {
        const followUp = options.followUp === true;
        lintPayloadValue(value, kind, options, findings, followUp, findings.length === 0 && !followUp && fastPathFits(value, options));
      }
    }
  }

  // Most payloads have nothing to report: nothing more to make for them.
  if (findings.length === 0) return [];
  const fixable = new Set(options.fixes ? options.rules.filter((r) => r.rule.meta.fixable).map((r) => r.rule.meta.id) : []);
  let reported = findings.filter((f) => f.fatal || severityOf.has(f.ruleId));
  if (reported.length > MAX_FINDINGS_PER_PAYLOAD) {
    // Errors first, so that a flood of warnings cannot hide the error that matters.
    const isError = (f: RawFinding) => f.fatal || severityOf.get(f.ruleId) === 'error';
    reported = [...reported.filter(isError), ...reported.filter((f) => !isError(f))];
  }
  for (const f of reported.slice(MAX_FINDINGS_PER_PAYLOAD)) addOmitted(options.omitted, f.ruleId, f.fatal === true || severityOf.get(f.ruleId) === 'error');
  const severityOfFinding = (f: RawFinding): 1 | 2 => (f.fatal ? 2 : severityOf.get(f.ruleId) === 'warn' || f.atMostWarning ? 1 : 2);
  const kept = spend(reported.slice(0, MAX_FINDINGS_PER_PAYLOAD), options.budget, severityOfFinding, options.omitted, fixable);
  const located = locateTogether(kept, document);
  return kept
    .map((f, i) => {
      const message = toMessage(f, document, severityOfFinding(f), located?.[i]);
      if (!f.fatal) addFixes(message, f, document, fixable.has(f.ruleId), fixSafetyOf(options.rules, f.ruleId), options.unsafeFixes === true);
      return message;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
}

/**
 * The findings the file's budget still describes (a fatal one always: one per document at most); the
 * others are counted in `omitted`. Past the budget, the first finding of each fixable rule in the
 * document is still described, with its fix: --fix then mends every document in one pass (999
 * documents each missing the flag), instead of the few the budget reaches per pass.
 */
function spend(findings: RawFinding[], budget: FindingBudget | undefined, severity: (f: RawFinding) => 1 | 2, omitted: Omitted | undefined, fixable: ReadonlySet<string>): RawFinding[] {
  if (!budget) return findings;
  const kept: RawFinding[] = [];
  let fixCarriers: Set<string> | undefined;
  for (const f of findings) {
    const error = severity(f) === 2;
    const left = error ? budget.errors : budget.warnings;
    if (left > 0 || f.fatal) kept.push(f);
    else if (f.fix && fixable.has(f.ruleId) && !(fixCarriers ??= new Set()).has(f.ruleId)) {
      fixCarriers.add(f.ruleId);
      kept.push(f);
    } else addOmitted(omitted, f.ruleId, error);
    if (error) budget.errors = left - 1;
    else budget.warnings = left - 1;
  }
  return kept;
}

/**
 * Whether the fast path's verdict, judged on the payload with its kind detected and no destination,
 * holds for how these options lint it. A forced kind other than the detected one changes every rule's
 * view. A destination changes only what the destination rules read (they then run: rulesToRun's
 * `delivered`), except where an edit makes a body Components V2 without the flag (it edits a V2
 * message): that changes the mode every V2 rule reads.
 */
function fastPathFits(value: Record<string, unknown>, options: DocumentLintOptions): boolean {
  const kind = detectKind(value);
  if (options.kind && options.kind !== kind) return false;
  const destination = options.delivery?.destination;
  return !(kind === 'message' && isEdit(destination) && modeOf(value, true) !== modeOf(value, false));
}

/**
 * Runs the rules on one payload; with `fastPath`, a payload of the fast path's clean subset runs
 * only the rules it does not cover (none, by default; the destination rules with a destination).
 * The fast path is not for a follow-up, a file with problems of its own, or options it does not fit
 * (fastPathFits).
 */
function lintPayloadValue(value: Record<string, unknown>, kind: PayloadKind, options: DocumentLintOptions, findings: RawFinding[], followUp: boolean, fastPath: boolean): void {
  const rules = fastPath && options.session!.fastPath ? rulesToRun(options.rules, value, kind, options.delivery) : options.rules;
  if (rules.length > 0) runRules(value, kind, rules === options.rules ? options : { ...options, rules }, findings, followUp);
}

/** The finding for an object of no known kind: at its `type` when that is what does not fit. */
function unrecognised(value: Record<string, unknown>): RawFinding {
  const type = value.type;
  if (typeof type === 'number' && Object.hasOwn(value, 'data')) {
    const received = type === 3 || type === 5 ? `; a received interaction of type ${type} also has data.custom_id, which this one lacks` : '';
    return {
      ruleId: 'payload-kind',
      path: ['type'],
      message: `With "data", this object reads as an interaction response, but "type" is ${type}, which is no interaction callback type (1, 4, 5, 6, 7, 8, 9, 10 or 12)${received}. Use type 4 to answer with a message, 7 to update one or 9 to open a modal; or pass --kind to say what it is.`,
    };
  }
  if (isObject(value.data) && !Object.hasOwn(value, 'type')) {
    return {
      ruleId: 'payload-kind',
      path: [],
      message:
        'This object has "data" but no "type": an interaction response names its callback type. Add "type": 4 to answer with a message, 7 to update the message, or 9 to open a modal.',
    };
  }
  return {
    ruleId: 'payload-kind',
    path: [],
    message:
      'This object is not a recognisable payload: it has none of the fields of a message (content, embeds, components, flags...), a modal (custom_id, title, components), an interaction response (type, data) or a component (type). Pass --kind to say what it is.',
  };
}

const severityCache = new WeakMap<readonly ActiveRule[], Map<string, ActiveRule['severity']>>();

/** Severity by rule id, built once per rule list (a run lints thousands of documents with one list). */
function severities(rules: readonly ActiveRule[]): Map<string, ActiveRule['severity']> {
  let map = severityCache.get(rules);
  if (!map) severityCache.set(rules, (map = new Map(rules.map((r) => [r.rule.meta.id, r.severity]))));
  return map;
}

/**
 * A list of payloads (messages, modals, interaction responses), as `cordlint convert --split` writes
 * them: each element is linted as a payload of its own. A list of anything else is no payload.
 */
function payloadList(value: unknown, kind: PayloadKind | undefined): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const all = value.every((element) => {
    if (!isObject(element)) return false;
    const elementKind = kind ?? detectKind(element);
    return elementKind !== undefined && LISTABLE_KINDS.has(elementKind);
  });
  return all ? (value as Record<string, unknown>[]) : undefined;
}

/** A finding on the message made of a file's bare embeds, placed in the file: `embeds/i/...` is `i/...` (or `...` for one embed). No fix: its edits would be the message's. */
function fromEmbedsOfMessage(finding: RawFinding, single: boolean): RawFinding {
  const inEmbed = (path: JsonPath) => path[0] === 'embeds' && typeof path[1] === 'number';
  const place = (path: JsonPath): JsonPath => (inEmbed(path) ? (single ? path.slice(2) : path.slice(1)) : []);
  const { fix: _fix, suggestions: _suggestions, ...rest } = finding;
  // A finding on the message or its whole list (too many embeds, the embeds' total) says how the file is sent.
  const message = inEmbed(finding.path) && finding.ruleId !== 'embed-total-length' ? embedWords(finding.message, single) : `${finding.message} (${EMBED_SENT_AS}.)`;
  return { ...rest, message, path: place(finding.path), ...(finding.related ? { related: place(finding.related) } : {}) };
}

/** A message about the implied message's embeds, in the file's words: `embeds[0].title` of the message is `title` of the embed (`[1].title` of the embeds, for a list). */
function embedWords(message: string, single: boolean): string {
  if (single) {
    return message
      .replace(/\bembeds\[0\]\./g, '')
      .replace(/\bthe embed embeds\[0\]/g, 'the embed')
      .replace(/\bembeds\[0\]/g, 'the embed')
      .replace(/ of the message\b/g, ' of the embed');
  }
  return message.replace(/\bthe embed embeds\[(\d+)\]/g, 'the embed [$1]').replace(/\bembeds\[(\d+)\]/g, '[$1]').replace(/ of the message\b/g, ' of the embeds');
}

/** A finding on the `index`-th payload of a list, with paths (and fixes) that start at the list. */
function inList(finding: RawFinding, index: number): RawFinding {
  const out: RawFinding = { ...finding, path: [index, ...finding.path] };
  if (finding.related) out.related = [index, ...finding.related];
  const { fix, suggestions } = finding;
  if (fix) out.fix = (document) => fix(elementOf(document, index));
  if (suggestions) out.suggestions = suggestions.map((s) => ({ ...s, fix: (document: PayloadDocument) => s.fix(elementOf(document, index)) }));
  return out;
}

/** The `index`-th payload of a list, as a document of its own whose paths start at the element. */
function elementOf(document: PayloadDocument, index: number): PayloadDocument {
  return {
    filePath: document.filePath,
    format: document.format,
    index: document.index,
    count: document.count,
    value: Array.isArray(document.value) ? document.value[index] : undefined,
    problems: [],
    text: document.text,
    locate: (path, target) => document.locate([index, ...path], target),
    source: (path) => document.source([index, ...path]),
    comments: () => document.comments(),
  };
}

/** Visitor lists by what they visit; filled once per run for `createOnce` rules, per payload for `create` ones. */
interface VisitorLists {
  before: Visitor<PayloadNode>[];
  onPayload: Visitor<PayloadNode>[];
  onExit: Visitor<PayloadNode>[];
  onComponent: Visitor<ComponentNode>[];
  byType: (Visitor<ComponentNode>[] | undefined)[]; // indexed by component type value
}

/** What a `createOnce` rule's context reads and reports on: the payload being linted now. */
interface CurrentPayload {
  envelope: Envelope | undefined;
  findings: RawFinding[];
  /** Where reports past {@link MAX_FINDINGS_PER_PAYLOAD} are counted. */
  omitted: Omitted | undefined;
  severityOf: Map<string, ActiveRule['severity']>;
  /** Kept findings before this index are errors: where the search for a warning to replace goes on. */
  warningsFrom: number;
}

/**
 * Keeps a rule's report, or only counts it once the payload has its fill of findings. An error
 * takes the place of a kept warning, so that a flood of warnings cannot hide it.
 */
function keep(current: CurrentPayload, report: Report, ruleId: string): void {
  const { findings, severityOf } = current;
  if (findings.length < MAX_FINDINGS_PER_PAYLOAD) {
    findings.push(checkedReport(report, ruleId));
    return;
  }
  const isError = severityOf.get(ruleId) === 'error';
  let warning = current.warningsFrom;
  if (isError) while (warning < findings.length && (findings[warning]!.fatal || severityOf.get(findings[warning]!.ruleId) === 'error')) warning++;
  if (!isError || warning >= findings.length) {
    if (isError) current.warningsFrom = findings.length;
    addOmitted(current.omitted, ruleId, isError);
    return;
  }
  current.warningsFrom = warning + 1;
  addOmitted(current.omitted, findings[warning]!.ruleId, false);
  findings[warning] = checkedReport(report, ruleId);
}

/** The per-run part of running a rule list: the `createOnce` rules' visitors, and the `create` rules to call per payload. */
interface RunPlan {
  severityOf: Map<string, ActiveRule['severity']>;
  once: VisitorLists;
  /** Findings every payload gets (a `createOnce` rule that failed to start, an unknown visitor key). */
  onceFindings: RawFinding[];
  perPayload: readonly ActiveRule[];
}

function emptyLists(): VisitorLists {
  return { before: [], onPayload: [], onExit: [], onComponent: [], byType: [] };
}

function copyLists(lists: VisitorLists): VisitorLists {
  return {
    before: [...lists.before],
    onPayload: [...lists.onPayload],
    onExit: [...lists.onExit],
    onComponent: [...lists.onComponent],
    byType: lists.byType.map((list) => list && [...list]),
  };
}

/** Adds a rule's visitors to the lists; visitor keys that name nothing become findings. */
function addVisitors(lists: VisitorLists, ruleId: string, visitors: RuleVisitors & { before?: unknown }, findings: RawFinding[]): void {
  for (const key in visitors) {
    // Every visitor takes the node its key names; the key decides which list it joins.
    const fn = visitors[key as keyof RuleVisitors] as ((arg: PayloadNode & ComponentNode) => void) | undefined;
    if (typeof fn !== 'function') continue;
    const visitor: Visitor<PayloadNode & ComponentNode> = { ruleId, fn };
    if (key === 'payload') lists.onPayload.push(visitor);
    else if (key === 'payloadExit') lists.onExit.push(visitor);
    else if (key === 'component') lists.onComponent.push(visitor);
    else if (key === 'before') lists.before.push(visitor);
    else {
      const type = NUMBER_BY_TYPE_NAME[key as ComponentTypeName];
      if (type === undefined) {
        findings.push({ ruleId, path: [], message: unknownVisitorMessage(ruleId, key) });
        continue;
      }
      (lists.byType[type] ??= []).push(visitor);
    }
  }
}

function failedToStart(ruleId: string, error: unknown): RawFinding {
  // A crashing rule must not take the run down: it becomes a finding that names the rule.
  return { ruleId, path: [], message: `Rule ${ruleId} failed to start (${errorText(error)}). ${whomToTell(ruleId)}` };
}

/**
 * A `createOnce` rule's visitors, made once per session: its context reads the session's current
 * payload, one for all rule lists, since a rule is created once per configured rule and serves
 * every list that holds it (the fast path's shorter list too). Linting is synchronous: runRules
 * sets the current payload before any visitor runs.
 */
function createOnce(active: ActiveRule, session: LintSession): { visitors: RuleVisitors } | { error: unknown } {
  const { createdOnce, current } = session;
  let created = createdOnce.get(active);
  if (!created) {
    const ruleId = active.rule.meta.id;
    const context: RuleContext = {
      options: active.options,
      get envelope() {
        return current.envelope!;
      },
      report: (report) => keep(current, report, ruleId),
    };
    try {
      created = { visitors: active.rule.createOnce!(context) ?? {} };
    } catch (error) {
      created = { error };
    }
    createdOnce.set(active, created);
  }
  return created;
}

/** The visitor lists of a rule list's `createOnce` rules, made once per list (a run lints thousands of payloads with one list). */
function runPlan(rules: readonly ActiveRule[], session: LintSession): RunPlan {
  let plan = session.plans.get(rules);
  if (plan) return plan;
  const once = emptyLists();
  const onceFindings: RawFinding[] = [];
  const perPayload: ActiveRule[] = [];
  for (const active of rules) {
    const { rule } = active;
    if (typeof rule.createOnce !== 'function') {
      if (rule.create) perPayload.push(active);
      continue;
    }
    const created = createOnce(active, session);
    if ('error' in created) onceFindings.push(failedToStart(rule.meta.id, created.error));
    else addVisitors(once, rule.meta.id, created.visitors, onceFindings);
  }
  plan = { severityOf: severities(rules), once, onceFindings, perPayload };
  session.plans.set(rules, plan);
  return plan;
}

/** dispatch, timing each visitor: only with --stats, so that the usual loop pays nothing. */
function timedDispatch<T>(visitors: readonly Visitor<T>[], arg: T, node: ComponentNode | undefined, findings: RawFinding[], times: Map<string, number>): void {
  for (const visitor of visitors) {
    const start = performance.now();
    try {
      visitor.fn(arg);
    } catch (error) {
      findings.push({ ruleId: visitor.ruleId, path: node ? node.path : [], message: `Rule ${visitor.ruleId} failed on this node (${errorText(error)}). ${whomToTell(visitor.ruleId)}` });
    }
    times.set(visitor.ruleId, (times.get(visitor.ruleId) ?? 0) + performance.now() - start);
  }
}

function runRules(value: Record<string, unknown>, kind: PayloadKind, options: DocumentLintOptions, findings: RawFinding[], followUp: boolean): void {
  const session = options.session!.running ? options.session!.nested() : options.session!;
  session.running = true;
  try {
    runRulesIn(session, value, kind, options, findings, followUp);
  } finally {
    session.running = false;
  }
}

function runRulesIn(session: LintSession, value: Record<string, unknown>, kind: PayloadKind, options: DocumentLintOptions, findings: RawFinding[], followUp: boolean): void {
  const { current, ruleTimes } = session;
  const envelope = envelopeOf(value, kind, options.kind ? 'forced' : 'detected', options.delivery, followUp);
  const payload: PayloadNode = { value, envelope, body: envelope.body, bodyPath: envelope.bodyPath };

  const plan = runPlan(options.rules, session);
  current.severityOf = plan.severityOf;
  current.envelope = envelope;
  current.findings = findings;
  current.omitted = options.omitted;
  current.warningsFrom = 0;
  appendAll(findings, plan.onceFindings);

  let lists = plan.once;
  if (plan.perPayload.length > 0) {
    lists = copyLists(plan.once);
    for (const { rule, options: ruleOptions } of plan.perPayload) {
      const ruleId = rule.meta.id;
      let visitors: RuleVisitors;
      try {
        visitors = rule.create!({ options: ruleOptions, envelope, report: (report) => keep(current, report, ruleId) }) ?? {};
      } catch (error) {
        findings.push(failedToStart(ruleId, error));
        continue;
      }
      addVisitors(lists, ruleId, visitors, findings);
    }
  }

  /** Calls every visitor of a list; one that throws becomes a finding naming its rule, and the others still run. */
  const dispatch = <T>(visitors: readonly Visitor<T>[], arg: T, node: ComponentNode | undefined) => {
    if (ruleTimes) return timedDispatch(visitors, arg, node, findings, ruleTimes);
    let i = 0;
    while (i < visitors.length) {
      // One try around the loop, not one per call: this runs for every node and every rule.
      try {
        for (; i < visitors.length; i++) visitors[i]!.fn(arg);
      } catch (error) {
        const ruleId = visitors[i]!.ruleId;
        findings.push({ ruleId, path: node ? node.path : [], message: `Rule ${ruleId} failed on this node (${errorText(error)}). ${whomToTell(ruleId)}` });
        i++;
      }
    }
  };

  const { byType, onComponent } = lists;
  dispatch(lists.before, payload, undefined);
  dispatch(lists.onPayload, payload, undefined);
  // Rules that read only the payload (the destination rules on a clean body) need no walk of its tree.
  if (onComponent.length > 0 || byType.some((list) => list !== undefined && list.length > 0)) {
    walkComponents(value, envelope, (node) => {
      dispatch(onComponent, node, node);
      const specific = typeof node.type === 'number' ? byType[node.type] : undefined;
      if (specific) dispatch(specific, node, node);
    });
  }
  dispatch(lists.onExit, payload, undefined);
}

/** Plugin rules are named `<plugin>/<id>`: their failures are for the plugin's authors, not cordlint's. */
function whomToTell(ruleId: string): string {
  const slash = ruleId.lastIndexOf('/');
  return slash === -1 ? 'Please report this as a cordlint bug.' : `Please report this to the authors of the plugin "${ruleId.slice(0, slash)}".`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function unknownVisitorMessage(ruleId: string, key: string): string {
  const close = closestMatch(key, ['before', 'payload', 'component', 'payloadExit', ...Object.keys(NUMBER_BY_TYPE_NAME)]);
  return (
    `Rule ${ruleId} has a visitor "${key}", which is neither a component type nor payload, component or payloadExit, so it is never called.` +
    `${close ? ` Did you mean "${close}"?` : ''} ${whomToTell(ruleId)}`
  );
}

/** A report as rules should give it; a malformed one (from a plugin) becomes a finding that says what is wrong with it. */
function checkedReport(report: Report, ruleId: string): RawFinding {
  const path = (report as Partial<Report> | undefined)?.path;
  const validPath = Array.isArray(path) && path.every((s) => typeof s === 'string' || (typeof s === 'number' && Number.isInteger(s)));
  const text = (report as Partial<Report> | undefined)?.message;
  if (validPath && typeof text === 'string' && text !== '') return { ...report, ruleId };
  const what = !validPath
    ? `without a valid "path" (a list of keys and indexes, like ["components", 0, "custom_id"]; got ${describeValue(path)})`
    : `without a "message" (got ${describeValue(text)})`;
  const quoted = typeof text === 'string' && text !== '' ? ` (${JSON.stringify(text)})` : '';
  return { ruleId, path: validPath ? (path as JsonPath) : [], message: `Rule ${ruleId} reported a problem${quoted} ${what}. ${whomToTell(ruleId)}` };
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

interface Visitor<T> {
  ruleId: string;
  // Method syntax on purpose (bivariant parameter): one visitor object serves the list its key chose.
  fn(arg: T): void;
}

interface Located {
  range?: Range;
  related?: Range;
}

/**
 * The findings' ranges (and related places), by index, found in one pass where the document can
 * (`locateAll`: JSON is scanned once instead of built into a syntax tree to locate each path).
 * Findings are not changed: some are shared between payloads (a rule that failed to start).
 */
function locateTogether(findings: readonly RawFinding[], document: PayloadDocument): Located[] | undefined {
  if (!document.locateAll) return undefined;
  const requests: { path: JsonPath; target?: LocateTarget }[] = [];
  for (const f of findings) {
    if (!f.range) requests.push(f.target ? { path: f.path, target: f.target } : { path: f.path });
    if (f.related) requests.push({ path: f.related });
  }
  if (requests.length === 0) return undefined;
  const ranges = document.locateAll(requests);
  let next = 0;
  return findings.map((f) => ({ ...(f.range ? {} : { range: ranges[next++] }), ...(f.related ? { related: ranges[next++] } : {}) }));
}

function toMessage(finding: RawFinding, document: PayloadDocument, severity: 1 | 2, located?: Located): LintMessage {
  const range = finding.range ?? located?.range ?? document.locate(finding.path, finding.target);
  const message: LintMessage = {
    ruleId: finding.ruleId,
    severity,
    // Messages quote keys and values from the file: nothing in them may reach a terminal or a log raw.
    message: escapeControls(shortenLongRuns(finding.message)),
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
    path: toPointer(finding.path),
  };
  if (document.count > 1) message.document = document.index + 1;
  if (finding.fatal) message.fatal = true;
  if (finding.related) {
    const at = located?.related ?? document.locate(finding.related);
    message.related = { path: toPointer(finding.related), line: at.line, column: at.column };
  }
  return message;
}

const fixSafetyCache = new WeakMap<readonly ActiveRule[], Map<string, FixSafety>>();

/** A rule's fix safety (`safe` unless its meta says `unsafe`), by rule id, built once per rule list. */
function fixSafetyOf(rules: readonly ActiveRule[], ruleId: string): FixSafety {
  let map = fixSafetyCache.get(rules);
  if (!map) fixSafetyCache.set(rules, (map = new Map(rules.map((r) => [r.rule.meta.id, r.rule.meta.fixSafety === 'unsafe' ? 'unsafe' : 'safe']))));
  return map.get(ruleId) ?? 'safe';
}

/**
 * The fix (only when fixes are asked for: `fixable` is then true for the rule) and the suggestions
 * (always: they are few). An unsafe fix is `fix` only with `unsafeFixes`; otherwise it is the first
 * suggestion, marked `unsafe`, as ESLint offers changes that must not be applied unseen.
 */
function addFixes(message: LintMessage, finding: RawFinding, document: PayloadDocument, fixable: boolean, safety: FixSafety, unsafeFixes: boolean): void {
  if (finding.fix && fixable) {
    const edits = computeFix(finding.fix, document);
    if (edits) {
      message.fixSafety = safety;
      if (safety === 'safe' || unsafeFixes) message.fix = edits;
      else message.suggestions = [{ message: `Apply the unsafe fix of ${finding.ruleId} (it changes what users see or what the bot receives; cordlint lint --fix --unsafe-fixes applies it)`, fix: edits, unsafe: true }];
    }
  }
  for (const suggestion of finding.suggestions ?? []) {
    const edits = computeFix(suggestion.fix, document);
    if (edits) (message.suggestions ??= []).push({ message: escapeControls(suggestion.message), fix: edits });
  }
}

/** A fix's edits, or undefined when it offers none, throws or returns edits that do not fit the text. */
function computeFix(fix: FixFunction, document: PayloadDocument): TextEdit[] | undefined {
  try {
    const edits = normaliseFix(fix(document));
    return edits.length > 0 && editsAreValid(edits, document.text.length) ? edits : undefined;
  } catch {
    return undefined;
  }
}

/** What to do with a list that holds components: put them in a message. */
function arrayHint(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => isObject(v) && typeof v.type === 'number' && !('data' in v))) return '';
  return ' This list holds components: put it in a message, { "flags": 32768, "components": [...] } (without flags for Action Rows alone), or in a modal.';
}

function describeJsonType(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}
