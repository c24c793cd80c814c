/**
 * The fast path's choice of rules (its check is src/fast-path/). The fast path is for clean files. Most payloads have no finding; for those in the conservative subset
 * that ../fast-path/clean-check.ts accepts, the rules listed here are known to report nothing and are skipped:
 * with the default rules, a clean payload runs no rule and is not even walked; one that is clean but
 * for a common mistake (a duplicate custom_id, an over-long text, an emoji shortcode, a misspelt
 * key...) runs only the rules of that defect (DEFECT_RULES).
 * Every other rule (a plugin's, a rule with options, a rule added later and not listed) still runs
 * on every payload.
 *
 * No rule consults the check itself: a payload it does not take whole runs every rule on every
 * component (schema's validators, unknown-field's field tables), so the check can skip work but never an error.
 *
 * A Linter made with `fastPath: false` never takes it (the CLI makes its Linters so for CORDLINT_FAST_PATH=0;
 * the differential test in test/fast-path/ compares both ways).
 */
import type { ActiveRule } from './lint-document.js';
import type { PayloadKind } from '../payload/detect.js';
import { isWebhookExecute, settableFlags, type Delivery, type Destination } from '../payload/destination.js';
import { cleanness, Defect, NOT_CLEAN, type CleanOptions } from '../fast-path/clean-check.js';
import { builtinRules } from '../../rules/index.js';

/**
 * Built-in rules that never report on a payload the fast path accepts. A rule belongs here only when
 * ../fast-path/clean-check.ts implies it; test/fast-path/differential.test.ts lints generated and mutated
 * payloads of every kind and destination with the fast path on and off, and fails on any difference.
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
  'text-display-bytes',
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
  // The check admits only number types (a string "2" makes a payload NOT_CLEAN), so it never reports.
  'component-type-string',
  // Rules whose fields, flags or kinds the subset admits only in forms they accept (or as a Defect).
  'emoji-shortcode',
  'button-label-or-emoji',
  'embed-url-scheme',
  // An embed URL that is "" is no http(s) URL: an embedUrl defect; avatar_url is not in the subset.
  'empty-url',
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
  'received-value-limits',
  // Rules of where a payload is sent: without a destination (with one the fast path is off) they read
  // only fields, flags and shapes the subset does not admit (username, avatar_url, thread_name, polls,
  // IS_VOICE_MESSAGE, attachment:// URLs, a response without data or a dataless type with it).
  'webhook-fields',
  'webhook-components',
  'edit-fields',
  'interaction-response-data',
  'voice-message',
  'poll-question-text',
  'attachment-file',
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

/**
 * The covered rules that may report on a payload that is in the subset but for a {@link Defect}:
 * those that read what the defect changes (the rest were ruled out by the checks it still passed).
 * Whoever changes one of them, or a rule that starts reading these fields, updates this.
 */
export const DEFECT_RULES: Readonly<Record<keyof typeof Defect, readonly string[]>> = {
  duplicateCustomId: ['custom-id-unique'],
  longText: ['schema'],
  longButtonLabel: ['schema', 'button-label-length'],
  longTextDisplay: ['schema', 'text-display-total', 'text-display-bytes'],
  // embed-total-length cannot fire while the check requires the untrimmed total within the limit; listed in case that changes.
  longEmbedText: ['schema', 'embed-total-length'],
  // Every placement rule returns early on a type it does not know; only the schema names it (a helper's audit and probe, 1,102 payloads).
  unknownComponent: ['schema'],
  // v2-legacy-fields says content is not read; the schema only for a content that is no string of at most 2000 (which the check refuses).
  contentInV2: ['v2-legacy-fields', 'schema'],
  // The modal schema leaves extra fields open; detection, message-flags and the other flag rules never see a modal's.
  messageFieldInModal: ['unknown-field'],
  // The common mistakes below change one field that only these rules read: every other check still holds.
  emojiShortcode: ['emoji-shortcode'],
  buttonStyleFields: ['button-style-fields'],
  selectValueRange: ['min-max-values', 'select-default-count'],
  textInputLength: ['text-input-length'],
  embedUrl: ['embed-url-scheme', 'empty-url'],
  allowedMentionsConflict: ['allowed-mentions-parse'],
  // Component schemas are open (unknown-field reports extra keys), and no rule reads a field that does not exist.
  unknownKey: ['unknown-field'],
  // Without the flag, v2-component-limit, v2-top-level, v2-legacy-fields and message-not-empty's V2 branch stay silent.
  v2WithoutFlag: ['v2-requires-flag', 'legacy-top-level'],
};

/** The built-in rule objects themselves: a plugin rule that reuses a built-in id is not covered. */
const COVERED_RULES: ReadonlySet<unknown> = new Set(builtinRules.filter((rule) => COVERED_RULE_IDS.has(rule.meta.id)));

/**
 * The covered rules that read where the payload is sent (the envelope's destination or delivery:
 * the flags an endpoint takes, an edit's fields, a webhook's fields and query, the files on disk).
 * With a destination, those that may report there (DELIVERED_RULES) run whatever the check says; every other covered rule reads neither,
 * so the check's verdict holds for them with a destination as without one (lintDocument leaves the
 * fast path off where a destination changes more: an edit that makes a body Components V2).
 * test/fast-path/destination.test.ts checks that every rule whose source reads them is listed.
 */
export const DESTINATION_RULE_IDS: ReadonlySet<string> = new Set([
  'attachment-file',
  'edit-fields',
  'ephemeral-destination',
  'message-flags',
  'message-not-empty',
  'v2-requires-flag',
  'webhook-components',
  'webhook-fields',
]);

/**
 * Of the destination rules, those that may still report on a payload the check accepts (with or
 * without defects) once the request is known, by its destination. The others read nothing there that
 * a destination makes them report: edit-fields reads null embeds or sticker_ids, a poll and
 * attachments, none of which the check admits; ephemeral-destination reports only where no
 * destination is named (the case without a delivery); message-not-empty and v2-requires-flag report
 * on the same payloads as without a destination (an edit only silences them, and lintDocument keeps
 * the fast path off where an edit changes the mode), in other words. attachment-file reads
 * attachment:// URLs, which an embed URL of a defect may be: it runs but on a payload with no defect (see Plan.clean), as message-flags does but on a message whose flags are all settable there. The webhook rules read
 * what only a webhook's request has. test/fast-path/destination.test.ts compares both ways for
 * every destination.
 */
const DELIVERED_RULES: Readonly<Record<string, (delivery: Delivery) => boolean>> = {
  'attachment-file': () => true,
  'message-flags': () => true,
  'webhook-components': (delivery) => delivery.destination === 'webhook',
  'webhook-fields': (delivery) => isWebhookExecute(delivery.destination),
};

interface Plan {
  /** The rules that must still run: those not covered, and covered ones given options (options may change what they check). */
  uncovered: readonly ActiveRule[];
  /**
   * With a destination, of {@link uncovered}, those that may report on a payload the check accepts
   * with no defect at all: attachment-file finds no attachment:// URL there (the subset admits web
   * URLs alone: one of an embed is an embedUrl defect), and message-flags reports only bits the
   * destination does not take, so a message whose flags are all settable there skips it too
   * (`settable`, when message-flags is among the rules).
   */
  clean?: { withFlags: readonly ActiveRule[]; settableOnly: readonly ActiveRule[]; settable: bigint };
  /** The rules to run on a payload with these defects (bits), made on first need. */
  byDefects: Map<number, readonly ActiveRule[]>;
  /** What the check must ask given the covered rules that run (a rule that does not run need not be implied). */
  check: CleanOptions;
}

/** Plans without a delivery, and with one by its destination (the destination rules that run then differ). */
const planCache = new WeakMap<readonly ActiveRule[], Plan>();
const deliveredPlanCache = new WeakMap<readonly ActiveRule[], Map<string, Plan>>();
const SINGLE_PRIMARY = builtinRules.find((rule) => rule.meta.id === 'button-single-primary');

function planFor(rules: readonly ActiveRule[], delivery: Delivery | undefined): Plan {
  let byDestination: Map<string, Plan> | undefined;
  const key = delivery?.destination ?? '';
  if (delivery) {
    byDestination = deliveredPlanCache.get(rules);
    if (!byDestination) deliveredPlanCache.set(rules, (byDestination = new Map()));
  }
  let plan = byDestination ? byDestination.get(key) : planCache.get(rules);
  if (!plan) {
    // A rule with no visitors (the template rules, which lintTemplated reports) reports nothing in a
    // walk: were it left in, every clean payload would be walked for nothing.
    const delivered = (active: ActiveRule) => delivery !== undefined && DESTINATION_RULE_IDS.has(active.rule.meta.id) && DELIVERED_RULES[active.rule.meta.id]?.(delivery) === true;
    const mustRun = (active: ActiveRule) => hasVisitors(active) && (!COVERED_RULES.has(active.rule) || active.options !== undefined || delivered(active));
    const uncovered = rules.filter(mustRun);
    plan = {
      uncovered,
      byDefects: new Map(),
      check: { onePrimaryPerRow: rules.some((active) => active.rule === SINGLE_PRIMARY) },
      ...(delivery?.destination ? { clean: cleanPlan(uncovered, delivery.destination) } : {}),
    };
    if (byDestination) byDestination.set(key, plan);
    else planCache.set(rules, plan);
  }
  return plan;
}

/** The built-in rules (not a plugin's of the same id, not one given options) that a clean payload may skip. */
const SKIPPABLE_WHEN_CLEAN = new Set(builtinRules.filter((rule) => rule.meta.id === 'attachment-file' || rule.meta.id === 'message-flags'));

function cleanPlan(uncovered: readonly ActiveRule[], destination: Destination): Plan['clean'] {
  const skippable = (active: ActiveRule) => active.options === undefined && SKIPPABLE_WHEN_CLEAN.has(active.rule);
  const withFlags = uncovered.filter((active) => !(skippable(active) && active.rule.meta.id === 'attachment-file'));
  return {
    withFlags,
    settableOnly: uncovered.filter((active) => !skippable(active)),
    settable: settableFlags(destination).reduce((sum, bit) => sum | BigInt(bit), 0n),
  };
}

/** A message's `flags` that message-flags lets pass at this destination: none, or a whole number of settable bits alone. */
function flagsSettable(value: Record<string, unknown>, kind: PayloadKind, settable: bigint): boolean {
  if (kind !== 'message' || !Object.hasOwn(value, 'flags')) return kind === 'message';
  const flags = value.flags;
  return typeof flags === 'number' && Number.isSafeInteger(flags) && flags >= 0 && (BigInt(flags) & ~settable) === 0n;
}

function hasVisitors(active: ActiveRule): boolean {
  return typeof active.rule.createOnce === 'function' || typeof active.rule.create === 'function';
}

/**
 * The rules to run on a payload: all of them; when the payload is certainly clean, only the
 * uncovered ones; when it is clean but for defects, those and the defects' rules (each time the
 * same list object for the same defects, so per-list caches keep working). `delivery`: the payload
 * has a destination (or other request settings), so the destination rules that may report there run too. The caller
 * asks only when its Linter's fast path is on.
 */
export function rulesToRun(rules: readonly ActiveRule[], value: Record<string, unknown>, kind: PayloadKind, delivery?: Delivery): readonly ActiveRule[] {
  const plan = planFor(rules, delivery);
  if (plan.uncovered.length === rules.length) return rules;
  const defects = cleanness(value, kind, plan.check);
  if (defects === 0) return plan.clean ? (flagsSettable(value, kind, plan.clean.settable) ? plan.clean.settableOnly : plan.clean.withFlags) : plan.uncovered;
  if (defects === NOT_CLEAN) return rules;
  let list = plan.byDefects.get(defects);
  if (!list) {
    const ids = new Set<string>();
    for (const [name, bit] of Object.entries(Defect)) if (defects & bit) for (const id of DEFECT_RULES[name as keyof typeof Defect]) ids.add(id);
    const uncovered = new Set(plan.uncovered);
    list = rules.filter((active) => uncovered.has(active) || ids.has(active.rule.meta.id));
    plan.byDefects.set(defects, list);
  }
  return list;
}
