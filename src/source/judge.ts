/**
 * The payloads of one source file judged by cordlint's own Linter: each sending call's payload is
 * linted as JSON with its destination, and each finding is brought back to the node that wrote the
 * value. What depends on an unknown is dropped: a finding at or under an unknown value or a value
 * that may hold more, and any finding that does not hold in both variants (see materialize.ts) and
 * for every destination the call may be.
 */
import type { Linter, LinterConfig } from '../linter/linter.js';
import type { LintMessage, TextEdit } from '../types.js';
import { MAX_FINDINGS_PER_PAYLOAD } from '../engine/rule.js';
import { rangeOf, type Node } from './ast.js';
import type { SendingCall, Target } from './calls.js';
import { mapFix } from './fix-map.js';
import { materialize, type Materialized, type PathEntry, type TranslationLookup, type Variant } from './materialize.js';
import type { Value } from './value.js';

export interface SourceFinding {
  ruleId: string;
  message: string;
  /** The Linter's severity under the config it was given (2 error, 1 warning). */
  severity: 1 | 2;
  /** The node the finding is reported at. */
  node: Node;
  /** The finding's JSON Pointer in the payload (of the interaction response, when the call answers one). */
  path: string;
  /** The locale, when the finding is about a translated text. */
  locale?: string;
  /** A related place (the first use of a duplicated custom_id), when the Linter names one. */
  related?: { path: string; node: Node };
  /** The rule's safe fix, as edits of the code (offsets into the text without its BOM), when it maps onto literals (see fix-map.ts). */
  fix?: TextEdit[];
  /** The safety of the rule's fix, when the finding carries one (as `fix`, or as the unsafe suggestion). */
  fixSafety?: 'safe' | 'unsafe';
  /** Changes offered, never applied by --fix: the unsafe fix first (marked), then the rule's suggestions. */
  suggestions?: { message: string; fix: TextEdit[]; unsafe?: true }[];
}

export interface JudgeOptions {
  /** The rules and their severities (the CLI's config); the ESLint plugin turns every rule on. */
  config: LinterConfig;
  /** Per locale, a lookup of translation keys: each locale is judged on its own. */
  locales?: { name: string; lookup: TranslationLookup }[];
  /** The file's text and AST: with them, fixes that map onto literals of the code are given (`SourceFinding.fix`). */
  source?: { text: string; program: Node };
}

/** Rules that judge files or fixtures, not a payload built in code. */
const NOT_FOR_SOURCE = new Set(['parse-error', 'duplicate-key', 'proto-key', 'attachment-file', 'placeholder-unknown', 'translation-missing', 'translation-missing-default']);

/** Findings about a whole message that are shown at one of its fields when the code writes it. */
const SHOWN_AT_FIELD: Readonly<Record<string, string>> = { 'message-not-empty': 'content' };

/**
 * Findings at a component that are fixed in a field of its message, shown at that field when the
 * code writes it: a V2 component sent with `flags: MessageFlags.Ephemeral` is fixed in the flags, not
 * where the Container is built. Without the field written (no flags, or only `ephemeral: true`), the
 * finding stays at the component.
 */
const SHOWN_AT_MESSAGE_FIELD: Readonly<Record<string, string>> = { 'v2-requires-flag': 'flags' };

/** At most this many statements that add elements sometimes are judged one by one; the elements of others are not judged. */
const MAX_GROUPS = 8;

/**
 * A sending call's findings. With alternatives (`worlds`), each combination is judged on its own and
 * a finding is kept only if every combination whose payload holds the node it is at reports it too:
 * what is written in one branch is judged as the code sends it when that branch runs, whatever the
 * other unknown conditions are; what a combination of branches makes (a flag from one ternary,
 * components from another) is reported only if it holds for all of them.
 */
export function judgeSending(linter: Linter, sending: SendingCall, options: JudgeOptions): SourceFinding[] {
  if (!sending.worlds) return judgeCall(linter, sending, options);
  const worlds = sending.worlds.map((world) => ({ findings: judgeCall(linter, world, options), present: nodesOf(world) }));
  const keyOf = (f: SourceFinding) => `${f.ruleId}|${rangeOf(f.node).join(':')}|${f.message.replace(/\d+/g, '#')}`;
  const out: SourceFinding[] = [];
  const seen = new Set<string>();
  for (const { findings } of worlds) {
    for (const finding of findings) {
      const key = keyOf(finding);
      if (seen.has(key)) continue;
      seen.add(key);
      const same = worlds.filter((w) => w.present.has(finding.node)).map((w) => w.findings.find((f) => keyOf(f) === key));
      if (same.some((f) => f === undefined)) continue;
      // A fix is offered only when every combination maps it to the same edits.
      const fixes = new Set(same.map((f) => JSON.stringify([f!.fix, f!.suggestions])));
      if (fixes.size === 1) out.push(finding);
      else {
        const { fix: _fix, fixSafety: _safety, suggestions: _suggestions, ...bare } = finding;
        out.push(bare);
      }
    }
  }
  return out;
}

/** The nodes a combination's payload is made of: a finding at one of them is about this combination. */
function nodesOf(sending: SendingCall): Set<Node> {
  const out = new Set<Node>([sending.call, sending.argument]);
  const stack: Value[] = [sending.value];
  while (stack.length > 0) {
    const value = stack.pop()!;
    out.add(value.node);
    if (value.t === 'obj') for (const v of value.props.values()) stack.push(v);
    else if (value.t === 'arr') for (const v of value.items) stack.push(v);
  }
  return out;
}

export function judgeCall(linter: Linter, sending: SendingCall, options: JudgeOptions): SourceFinding[] {
  const locales: ({ name: string; lookup: TranslationLookup } | undefined)[] = options.locales && options.locales.length > 0 ? options.locales : [undefined];
  const out: SourceFinding[] = [];
  const seen = new Set<string>();
  for (const locale of locales) {
    const extra = locale ? { locale: locale.name, lookup: locale.lookup } : {};
    // The runs of one world (the elements added sometimes by `present`, or none): every destination, both variants.
    const world = (present: Node | undefined): { results: ReturnType<typeof lintRun>[]; complete: boolean } => {
      const results: ReturnType<typeof lintRun>[] = [];
      // A finding must hold in every run: once one run has none, the others cannot add any.
      for (const target of sending.targets) {
        const result = lintRun(linter, sending, { variant: 'least', target, present, ...extra }, options.config);
        results.push(result);
        if (result.findings.length === 0) return { results, complete: false };
      }
      // The `other` variant only where something is not known.
      if (results.some((r) => r.materialized.uncertain)) {
        for (const target of sending.targets) {
          const result = lintRun(linter, sending, { variant: 'other', target, present, ...extra }, options.config);
          results.push(result);
          if (result.findings.length === 0) return { results, complete: false };
        }
      }
      return { results, complete: true };
    };
    const held = (results: ReturnType<typeof lintRun>[], key: string) => results.every((r) => r.findings.some((f) => f.key === key));
    const base = world(undefined);
    const groups = [...new Set(base.results.flatMap((r) => [...r.materialized.groups]))].slice(0, MAX_GROUPS);
    const worlds = groups.map((group) => ({ group, ...world(group) }));
    const kept: { finding: RunFinding; results: ReturnType<typeof lintRun>[] }[] = [];
    // What is not about an element added sometimes holds with and without each of them.
    if (base.complete) for (const finding of base.results[0]!.findings) if (worlds.every((w) => w.complete && held(w.results, finding.key)) && held(base.results, finding.key)) kept.push({ finding, results: [...base.results, ...worlds.flatMap((w) => w.results)] });
    // What is about such an element holds whenever its statement runs.
    for (const w of worlds) if (w.complete) for (const finding of w.results[0]!.findings) if (finding.maybe === w.group && held(w.results, finding.key)) kept.push({ finding, results: w.results });
    for (const { finding, results } of kept) {
      const dedupe = `${finding.ruleId}|${rangeOf(finding.node).join(':')}|${finding.message}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      const translated = finding.entry.translation !== undefined && locale !== undefined;
      out.push({
        ruleId: finding.ruleId,
        message: translated ? `${finding.message} (locale ${locale!.name}, key ${finding.entry.translation})` : finding.entry.partial ? `${finding.message} (counting only the parts of the text known in the source)` : finding.message,
        severity: finding.severity,
        node: finding.node,
        path: finding.path,
        ...(translated ? { locale: locale!.name } : {}),
        ...(finding.related ? { related: finding.related } : {}),
        ...(options.source ? fixesOf(results.map((r) => r.findings.find((f) => f.key === finding.key)!), sending, options.source) : {}),
      });
    }
  }
  return out;
}

interface RunFinding {
  key: string;
  /**
   * The Linter's message with its fix edits, and the JSON they are edits of. Made on first use, by
   * linting the run's payload again with fix edits: a fix is mapped only for a finding that is kept,
   * and most runs keep none (printing the JSON and making every finding's fix cost a sixth of a run).
   */
  withFix(): { raw: LintMessage; json: string };
  materialized: Materialized;
  ruleId: string;
  message: string;
  severity: 1 | 2;
  node: Node;
  path: string;
  entry: PathEntry;
  related?: { path: string; node: Node };
  /** The statement of the sometimes-added element the finding is at or under. */
  maybe?: Node;
}

function lintRun(linter: Linter, sending: SendingCall, run: { variant: Variant; target: Target; lookup?: TranslationLookup; present?: Node | undefined }, config: LinterConfig): { materialized: Materialized; findings: RunFinding[] } {
  const ephemeral = run.target.responseType === 4 || run.target.responseType === 5 || run.target.destination === 'follow-up';
  const materialized = materialize(sending.value, sending.call, { variant: run.variant, discordJs: sending.discordJs, responseType: run.target.responseType, modal: sending.modal, translate: run.lookup, ephemeral, present: run.present });
  const envelope = run.target.destination === 'interaction-response';
  const kind = envelope ? 'interaction-response' : sending.modal ? 'modal' : 'message';
  // By path alone: each finding is placed at the node its path maps to, so no text is printed and located;
  // fix edits, where asked, refer to the text the Linter printed (result.source).
  const lintConfig: LinterConfig = { ...config, kind, destination: run.target.destination };
  const result = linter.lintValue(materialized.value, lintConfig, { filePath: 'payload.json', positions: false });
  // The same messages in the same order, with their fix edits (the rules and the value are the same; only
  // past the file's budget would the kept findings differ, and there the edits are made at once).
  let fixed: { messages: LintMessage[]; json: string } | undefined;
  const withFixes = (): { messages: LintMessage[]; json: string } => {
    if (fixed) return fixed;
    const again = linter.lintValue(materialized.value, lintConfig, { filePath: 'payload.json', positions: false, fixEdits: true });
    return (fixed = { messages: again.messages, json: again.source ?? JSON.stringify(materialized.value) });
  };
  if (result.messages.length >= MAX_FINDINGS_PER_PAYLOAD) withFixes();
  const findings: RunFinding[] = [];
  for (const [index, message] of result.messages.entries()) {
    if (NOT_FOR_SOURCE.has(message.ruleId) || message.fatal) continue;
    const place = locate(message.path, materialized.paths);
    if (!place) continue;
    const { suffix, uncertain, maybe } = place;
    let { entry } = place;
    if (uncertain || (entry.synthesized && suffix === '')) continue;
    // In code a message's object often spans lines: an empty one is shown at the content written for it, where it is fixed.
    const field = SHOWN_AT_FIELD[message.ruleId];
    const written = field && suffix === '' ? materialized.paths.get(`${message.path}/${field}`) : undefined;
    if (written && !written.unknown) entry = written;
    const messageField = SHOWN_AT_MESSAGE_FIELD[message.ruleId];
    if (messageField && suffix === '') {
      const fieldEntry = writtenMessageField(message.path, messageField, materialized.paths, sending.value);
      if (fieldEntry) entry = fieldEntry;
    }
    const relatedPlace = message.related && !message.related.filePath ? locate(message.related.path, materialized.paths) : undefined;
    findings.push({
      ...(relatedPlace ? { related: { path: message.related!.path, node: relatedPlace.entry.node } } : {}),
      key: `${message.ruleId}|${rangeOf(entry.node).join(':')}|${suffix}|${normalise(message, envelope)}`,
      withFix: () => {
        const { messages, json } = withFixes();
        const again = messages[index];
        // The edits' run lists the same messages; should it not, this finding offers no fix.
        const same = again !== undefined && again.ruleId === message.ruleId && again.path === message.path && again.message === message.message;
        return { raw: same ? again : message, json };
      },
      materialized,
      ruleId: message.ruleId,
      message: message.message,
      severity: message.severity,
      node: entry.node,
      path: message.path,
      entry,
      ...(maybe ? { maybe } : {}),
    });
  }
  return { materialized, findings };
}

/**
 * The entry of a field of the message a component path is in (`/data/components/0` is in `/data`),
 * when the code wrote that field itself, with a known value: not one cordlint made (`ephemeral: true`
 * becomes flags 64), not an unknown.
 */
function writtenMessageField(componentPath: string, field: string, paths: Map<string, PathEntry>, sent: Value): PathEntry | undefined {
  const at = componentPath.indexOf('/components/');
  if (at < 0) return undefined;
  const entry = paths.get(`${componentPath.slice(0, at)}/${field}`);
  if (!entry || entry.unknown || entry.synthesized) return undefined;
  const written = sent.t === 'obj' ? sent.props.get(field) : undefined;
  return written && written.node === entry.node ? entry : undefined;
}

/** A message compared across variants: its numbers and quoted values may differ, its words not. */
function normalise(message: LintMessage, envelope: boolean): string {
  let text = message.message.replace(/\d+/g, '#').replace(/"[^"]*"/g, '"…"');
  if (envelope) text = text.replace(/\bdata\./g, '');
  return text;
}

/** The deepest written place of a path, and whether an unknown or open value is on its way (at it, or above it). */
function locate(pointer: string, paths: Map<string, PathEntry>): { entry: PathEntry; suffix: string; uncertain: boolean; maybe?: Node } | undefined {
  const segments = pointer === '' ? [] : pointer.split('/').slice(1);
  let best: { entry: PathEntry; length: number } | undefined;
  let uncertain = false;
  let maybe: Node | undefined;
  for (let length = 0; length <= segments.length; length++) {
    const prefix = length === 0 ? '' : `/${segments.slice(0, length).join('/')}`;
    const entry = paths.get(prefix);
    if (!entry) continue;
    if (entry.unknown || entry.open) uncertain = true;
    if (entry.maybe) maybe = entry.maybe;
    best = { entry, length };
  }
  if (!best) return undefined;
  return { entry: best.entry, suffix: segments.slice(best.length).join('/'), uncertain, ...(maybe ? { maybe } : {}) };
}

/**
 * The finding's fix and suggestions as edits of the code: each mapped in every run that kept the
 * finding, and offered only when all runs map it to the same edits (what an unknown could change is
 * no fix).
 */
function fixesOf(runs: RunFinding[], sending: SendingCall, source: { text: string; program: Node }): Pick<SourceFinding, 'fix' | 'fixSafety' | 'suggestions'> {
  const mapped = (pick: (m: LintMessage) => TextEdit[] | undefined): TextEdit[] | undefined => {
    let agreed: TextEdit[] | undefined;
    for (const run of runs) {
      const { raw, json } = run.withFix();
      const edits = pick(raw);
      if (!edits) return undefined;
      const code = mapFix(edits, { text: source.text, program: source.program, call: sending.call, json, paths: run.materialized.paths });
      if (!code) return undefined;
      if (agreed && JSON.stringify(agreed) !== JSON.stringify(code)) return undefined;
      agreed = code;
    }
    return agreed;
  };
  const first = runs[0]!.withFix().raw;
  const out: Pick<SourceFinding, 'fix' | 'fixSafety' | 'suggestions'> = {};
  if (first.fix) {
    const fix = mapped((m) => m.fix);
    if (fix) {
      out.fix = fix;
      out.fixSafety = first.fixSafety ?? 'safe';
    }
  }
  (first.suggestions ?? []).forEach((suggestion, i) => {
    const fix = mapped((m) => (m.suggestions?.[i]?.message === suggestion.message ? m.suggestions[i]!.fix : undefined));
    if (!fix) return;
    if (suggestion.unsafe) out.fixSafety = 'unsafe';
    (out.suggestions ??= []).push({ message: suggestion.message, fix, ...(suggestion.unsafe ? { unsafe: true as const } : {}) });
  });
  return out;
}
