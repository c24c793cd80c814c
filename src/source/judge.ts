/**
 * The payloads of one source file judged by cordlint's own Linter: each sending call's payload is
 * linted as JSON with its destination, and each finding is brought back to the node that wrote the
 * value. What depends on an unknown is dropped: a finding at or under an unknown value or a value
 * that may hold more, and any finding that does not hold in both variants (see materialize.ts) and
 * for every destination the call may be.
 */
import type { Linter, LinterConfig } from '../linter/linter.js';
import type { LintMessage } from '../types.js';
import { rangeOf, type Node } from './ast.js';
import type { SendingCall, Target } from './calls.js';
import { materialize, type Materialized, type PathEntry, type TranslationLookup, type Variant } from './materialize.js';

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
}

export interface JudgeOptions {
  /** The rules and their severities (the CLI's config); the ESLint plugin turns every rule on. */
  config: LinterConfig;
  /** Per locale, a lookup of translation keys: each locale is judged on its own. */
  locales?: { name: string; lookup: TranslationLookup }[];
}

/** Rules that judge files or fixtures, not a payload built in code. */
const NOT_FOR_SOURCE = new Set(['parse-error', 'duplicate-key', 'proto-key', 'attachment-file', 'placeholder-unknown', 'translation-missing', 'translation-missing-default']);

/** At most this many statements that add elements sometimes are judged one by one; the elements of others are not judged. */
const MAX_GROUPS = 8;

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
    const kept: RunFinding[] = [];
    // What is not about an element added sometimes holds with and without each of them.
    if (base.complete) for (const finding of base.results[0]!.findings) if (worlds.every((w) => w.complete && held(w.results, finding.key)) && held(base.results, finding.key)) kept.push(finding);
    // What is about such an element holds whenever its statement runs.
    for (const w of worlds) if (w.complete) for (const finding of w.results[0]!.findings) if (finding.maybe === w.group && held(w.results, finding.key)) kept.push(finding);
    for (const finding of kept) {
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
      });
    }
  }
  return out;
}

interface RunFinding {
  key: string;
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
  const result = linter.lintText(JSON.stringify(materialized.value), { ...config, kind, destination: run.target.destination }, { filePath: 'payload.json', format: 'json' });
  const findings: RunFinding[] = [];
  for (const message of result.messages) {
    if (NOT_FOR_SOURCE.has(message.ruleId) || message.fatal) continue;
    const place = locate(message.path, materialized.paths);
    if (!place) continue;
    const { entry, suffix, uncertain, maybe } = place;
    if (uncertain || (entry.synthesized && suffix === '')) continue;
    const relatedPlace = message.related && !message.related.filePath ? locate(message.related.path, materialized.paths) : undefined;
    findings.push({
      ...(relatedPlace ? { related: { path: message.related!.path, node: relatedPlace.entry.node } } : {}),
      key: `${message.ruleId}|${rangeOf(entry.node).join(':')}|${suffix}|${normalise(message, envelope)}`,
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
