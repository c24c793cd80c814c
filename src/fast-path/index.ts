/**
 * The fast path for clean files. Most payloads have no finding; for those in the conservative subset
 * that ./clean-check.ts accepts, the rules listed here are known to report nothing and are skipped:
 * with the default rules, a clean payload runs no rule and is not even walked. Every other rule (a
 * plugin's, a rule with options, a rule added later and not listed) still runs on every payload.
 *
 * Turn it off with CORDLINT_FAST_PATH=0 (the equivalence test compares both ways).
 */
import type { ActiveRule } from '../engine/lint-document.js';
import type { PayloadKind } from '../payload/detect.js';
import { isCertainlyClean, type CleanOptions } from './clean-check.js';
import { builtinRules } from '../../rules/index.js';

/**
 * Built-in rules that never report on a payload the fast path accepts. A rule belongs here only when
 * ./clean-schema.ts and ./clean-check.ts imply it; test/fast-path/ records each one's fingerprint, so
 * a change to one of them fails until someone has checked that again.
 */
export const COVERED_RULE_IDS: ReadonlySet<string> = new Set([
  'schema',
  'custom-id-unique',
  'min-max-values',
  'v2-legacy-fields',
  'v2-requires-flag',
  'v2-component-limit',
  'legacy-top-level',
  'component-surface',
  'v2-top-level',
  'modal-top-level',
  'modal-action-row-deprecated',
  'action-row-components',
  'section-children',
  'container-children',
  'label-component',
  'button-style-fields',
  'emoji-name-or-id',
  'button-label-length',
  'button-single-primary',
  'select-type-fields',
  'select-option-value-unique',
  'select-default-count',
  'select-required-in-message',
  'select-disabled-in-modal',
  'text-input-length',
  'text-input-label',
  'id-unique',
  'text-display-total',
  'thumbnail-image-only',
  'file-attachment-url',
  'attachment-reference',
  'attachment-unused',
  'url-format',
  'response-only-fields',
  'radio-group-options',
  'checkbox-group-options',
  'checkbox-no-required',
  'embed-total-length',
  'message-flags',
  'message-not-empty',
  'premium-required-deprecated',
  'unknown-field',
  // Rules whose fields, flags or kinds the subset never admits.
  'emoji-shortcode',
  'button-label-or-emoji',
  'embed-url-scheme',
  'allowed-mentions-parse',
  'message-reference-fields',
  'ephemeral-destination',
  'deferred-flags-ignored',
  'received-interaction-fields',
  'received-component-data',
  'received-modal-data',
  'received-resolved',
  'received-resolved-values',
  'received-missing-field',
  // Rules that no visitor runs (the loader's, lintDocument's and lintAgainst's findings): listed so
  // that nothing is left to run on a clean payload.
  'parse-error',
  'duplicate-key',
  'unsafe-integer',
  'proto-key',
  'payload-kind',
  'fixture-custom-id',
  'fixture-values',
  'fixture-unanswered',
  'fixture-never-sent',
]);

/** The built-in rule objects themselves: a plugin rule that reuses a built-in id is not covered. */
const COVERED_RULES: ReadonlySet<unknown> = new Set(builtinRules.filter((rule) => COVERED_RULE_IDS.has(rule.meta.id)));

let enabled = process.env.CORDLINT_FAST_PATH !== '0';

/** Turns the fast path on or off for this process (the equivalence test runs both ways). */
export function setFastPath(on: boolean): void {
  enabled = on;
}

interface Plan {
  /** The rules that must still run: those not covered, and covered ones given options (options may change what they check). */
  uncovered: readonly ActiveRule[];
  /** What the check must ask given the covered rules that run (a rule that does not run need not be implied). */
  check: CleanOptions;
}

const planCache = new WeakMap<readonly ActiveRule[], Plan>();
const SINGLE_PRIMARY = builtinRules.find((rule) => rule.meta.id === 'button-single-primary');

function planFor(rules: readonly ActiveRule[]): Plan {
  let plan = planCache.get(rules);
  if (!plan) {
    plan = {
      uncovered: rules.filter((active) => !COVERED_RULES.has(active.rule) || active.options !== undefined),
      check: { onePrimaryPerRow: rules.some((active) => active.rule === SINGLE_PRIMARY) },
    };
    planCache.set(rules, plan);
  }
  return plan;
}

/**
 * The rules to run on a payload: all of them, or, when the payload is certainly clean, only the
 * uncovered ones (the same list object each time, so per-list caches keep working).
 */
export function rulesToRun(rules: readonly ActiveRule[], value: Record<string, unknown>, kind: PayloadKind): readonly ActiveRule[] {
  if (!enabled) return rules;
  const { uncovered, check } = planFor(rules);
  if (uncovered.length === rules.length) return rules;
  return isCertainlyClean(value, kind, check) ? uncovered : rules;
}
