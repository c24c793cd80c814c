/**
 * The fast path skips the rules of COVERED_RULE_IDS on payloads src/fast-path/clean-check.ts calls
 * clean. That is only right while the check implies each of those rules; this records what each rule
 * (with the modules it imports) was when that was last checked.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { COVERED_RULE_IDS } from '../../src/linter/rules-to-run.js';
import { fingerprint } from './closure.js';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Rule id -> fingerprint of rules/<id>.ts and its imports when the fast path was last checked against
 * it (all 64 built-in rules, 2026-11-24: each read against clean-check.ts, plus a differential fuzz of
 * 43,000 generated payloads with every rule on). Re-recorded later that day for changes that keep every
 * finding as it was: withShortArrays (src/util/values.ts) looks before it copies, and unknown-field
 * names a nested object and looks for a lookalike type only when it has an unknown key. Re-recorded
 * 2026-11-26 for unknown-field reading each schema's fields from a table made once and building
 * paths only to report (the same findings, suggestions included, on every payload file of the
 * repository, the bench corpus and 3,000 real-world payloads, with the fast path off). Re-recorded
 * 2026-11-26 for the 20 rules that moved from create to createOnce (per-payload state reset in
 * `before`) with identical output: the JSON reports of samples/, test/ and two generated corpora of
 * 1,500 files each (plain and varied), with default rules and with every rule on, fast path off, were
 * byte-identical before and after (and so were SARIF, --fix-dry-run diffs and fast-path-on reports).
 * Then schema and unknown-field skip a component that componentFitsSchema (./clean-check.ts) passes,
 * in a payload the fast path does not take whole: the same findings with the fast path on and off
 * (which turns the skip off too) on those files and the varied corpus, with every rule on as well.
 * They import clean-check.ts now, so a change to it asks for both to be checked again.
 * Re-recorded 2026-11-27 for the layers of the one core: the JSON Pointer and "did you mean" helpers
 * moved to src/util/ (engine/pointer.ts, config/closest-match.ts), so only import lines of the rules
 * and the paths in their closures changed, not a line of code; clean-check.ts's comments name
 * src/linter/rules-to-run.ts, where the lists they mention now are.
 * Re-recorded 2026-11-27 for destinations (issue 24): src/payload/detect.ts reads an interaction
 * response whose fields sit beside `type` as one (the subset admits only `type` and `data`), and an
 * edit's or UPDATE_MESSAGE's V2 components without the flag as a V2 message (edits need a
 * destination, which turns the fast path off; a type 7 response with that defect is now NOT_CLEAN);
 * src/payload/media.ts gained functions no covered rule calls. The seven new rules of where a
 * payload is sent read only fields the subset leaves out (username, avatar_url, thread_name, polls,
 * IS_VOICE_MESSAGE, attachment:// URLs, flat or dataless responses), or a destination.
 * Issue 24 (items 4 and 5, branch issue-24b): schema re-recorded for reading a component type written as digits ("2") as its number
 * (withNumericTypes, src/payload/component-type.ts) and for reporting a non-integer type on a
 * component linted alone; component-type-string added. The check admits number types only
 * (`c.type === N`, componentFitsSchema's typeof), so neither can report on a payload it takes,
 * and withNumericTypes returns a payload without string types unchanged. received-value-limits
 * added: it reads received interactions only, which the check never takes (cleanness: NOT_CLEAN).
 * v2-component-limit re-recorded for pointing its related place at the list its components are in
 * (the same place for every payload but a received interaction's quoted message);
 * response-only-fields, unknown-field and file-attachment-url re-recorded for skipping the components of a received
 * interaction's quoted message (node.quoted), which only received interactions have.
 * Re-recorded 2026-11-27 (issue 29) for unknown-field accepting `$schema` at a payload's top: it
 * reports less, never more, so what the fast path's check implies of it still holds.
 * Re-recorded 2026-11-27 after merging issues 23, 24, 25, 27 and 29 into one main: each rule's
 * fingerprint as its branch recorded it, and links to Discord's documentation moved to
 * docs.discord.com in every rule's `source` (metadata only).
 * Re-recorded 2026-11-27 (issue 28, branch issue-28b): src/payload/detect.ts exports modeOf (for
 * lintDocument's fastPathFits: with a destination the fast path now runs, except where an edit
 * makes a flagless body V2); not a line of a rule or of the check changed. The destination rules
 * (DESTINATION_RULE_IDS in src/linter/rules-to-run.ts) run whenever a destination is given;
 * test/fast-path/destination.test.ts compares fast and full with every destination.
 * Re-recorded 2026-11-27 (issue 29 item 11, branch issue-29b) for src/payload/detect.ts naming the
 * kind `embed` (PAYLOAD_KINDS, and an envelope case no rule meets: lint-document.ts lints an embed
 * file as a detected message `{"embeds": [...]}`, which the fast path does not take); no rule's
 * code changed.
 * Re-recorded 2026-11-27 after merging issues 28b and 29b (both changed src/payload/detect.ts only).
 * Re-recorded 2026-11-27 after merging issue 30e: rules import appendAll instead of spreading arrays into push (same behaviour).
 */
const CHECKED: Record<string, string> = {
  'schema': 'a27d146d0cf23090',
  'custom-id-unique': '43f131f2c99cc262',
  'min-max-values': '8f8e92b91bbda2b4',
  'v2-legacy-fields': '16d77fa2df71860c',
  'v2-requires-flag': '70808398d64bdc37',
  'v2-component-limit': 'ff7935b80cb54ac2',
  'legacy-top-level': '32c5020b626e1e2f',
  'component-surface': '1f6fcf781d679e64',
  'v2-top-level': 'eca5d110dba8ac66',
  'modal-top-level': '5062dd76d6908f75',
  'modal-action-row-deprecated': '12103ea57758f4cc',
  'action-row-components': '118adf417e27da01',
  'section-children': 'f90f4018b46648f9',
  'container-children': 'b059906e7f62e66d',
  'label-component': '6d8fe60dcaf03746',
  'button-style-fields': '00d6318ae48eff24',
  'emoji-name-or-id': 'd97642d6ee41f0c5',
  'button-label-length': '9df9a8441c0323b5',
  'button-single-primary': '625aa1ce9ad13c90',
  'select-type-fields': 'ce76d88cd71f6541',
  'select-option-value-unique': 'f897fd254a1ed369',
  'select-default-count': '3ea4e8f640ad645f',
  'select-required-in-message': '711d840a72bd29ff',
  'select-disabled-in-modal': '3ae120cbe86e58ae',
  'text-input-length': '059756b1b658b960',
  'text-input-label': '9e534a958c606bcf',
  'id-unique': '440c2d6dbb25e90c',
  'text-display-total': '5579acb6466fe964',
  'thumbnail-image-only': 'fba54e7e74ab4114',
  'file-attachment-url': 'a3a9a25efb165ff3',
  'attachment-reference': 'c41d0698bc42380d',
  'attachment-unused': 'df17dcc0dc19a9af',
  'url-format': 'e70dcedff101cbec',
  'response-only-fields': 'b253912a00221ecd',
  'radio-group-options': '4448b3ebe6357746',
  'checkbox-group-options': '6daae1e9ffd72cbb',
  'checkbox-no-required': '40d867303c87bf0f',
  'embed-total-length': '8dd65aa09e1a6132',
  'message-flags': '8c27d155a818d1e2',
  'message-not-empty': 'd0aeff2e76747128',
  'premium-required-deprecated': 'ff9444cd4eb950c0',
  'unknown-field': '2b13f5d3b37fd16f',
  'component-type-string': '88d1120735b6639f',
  'emoji-shortcode': 'ccd872e20743a72e',
  'button-label-or-emoji': '9eadcca58c86e16a',
  'embed-url-scheme': 'a46c4d0f0a947ee7',
  'allowed-mentions-parse': '178cc74cef51c27c',
  'message-reference-fields': 'b3a5700f0479c703',
  'ephemeral-destination': '1cb557c19208c493',
  'deferred-flags-ignored': '305a1bf2fe07997a',
  'received-interaction-fields': '02b0f5aa471e594c',
  'received-component-data': 'b25df41766779d32',
  'received-modal-data': 'f3809075d112bfbe',
  'received-resolved': 'da403f8fb2dcdfa7',
  'received-resolved-values': 'cb9c2eb13ec5c10d',
  'received-missing-field': '15531a6acde3017e',
  'received-value-limits': '02f3038b12839dfc',
  'webhook-fields': '106fbeeb4a4dd6fe',
  'webhook-components': '1a74b05fe57991c9',
  'edit-fields': '416e227c833c1b27',
  'interaction-response-data': '37d66a9f66400492',
  'voice-message': '0cde9f3d57c22fa3',
  'poll-question-text': '850e24cb84787876',
  'attachment-file': '7f660a681d454dcd',
  'parse-error': '372cceec51d8d241',
  'duplicate-key': '9d6e78a5d3f9b3d2',
  'unsafe-integer': 'c69554222a450a4f',
  'proto-key': '4b203d5f64854b89',
  'payload-kind': 'ec51c3f9a38793ed',
  'fixture-custom-id': '76a64475e3a92b2d',
  'fixture-values': '57e766455632d42e',
  'fixture-unanswered': '5f637fdfb600f608',
  'fixture-never-sent': '77fb23df6de42435',
};

describe('rules the fast path skips on clean payloads', () => {
  it('are built-in rules, each recorded here', () => {
    const builtin = new Set(builtinRules.map((r) => r.meta.id));
    expect([...COVERED_RULE_IDS].filter((id) => !builtin.has(id))).toEqual([]);
    expect([...COVERED_RULE_IDS].sort()).toEqual(Object.keys(CHECKED).sort());
  });

  it.each(Object.entries(CHECKED))('%s has not changed since the fast path was checked against it', (id, checked) => {
    const now = fingerprint(path.join(root, 'rules', `${id}.ts`), root);
    expect(
      now,
      `rules/${id}.ts or a module it imports changed. Check that src/fast-path/clean-check.ts still rejects every payload on which ${id} could report ` +
        `(or remove it from COVERED_RULE_IDS in src/linter/rules-to-run.ts), and that DEFECT_RULES there lists it for every defect whose fields it reads; ` +
        `then record its new fingerprint here: '${id}': '${now}'.`,
    ).toBe(checked);
  });
});
