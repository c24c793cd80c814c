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
 */
const CHECKED: Record<string, string> = {
  'schema': '8243d431186bf064',
  'custom-id-unique': '43f131f2c99cc262',
  'min-max-values': '8f8e92b91bbda2b4',
  'v2-legacy-fields': '16d77fa2df71860c',
  'v2-requires-flag': '70808398d64bdc37',
  'v2-component-limit': 'ff7935b80cb54ac2',
  'legacy-top-level': '32c5020b626e1e2f',
  'component-surface': '1f6fcf781d679e64',
  'v2-top-level': 'eca5d110dba8ac66',
  'modal-top-level': '5062dd76d6908f75',
  'modal-action-row-deprecated': '518275f617ea2f74',
  'action-row-components': '57d5389098b2090c',
  'section-children': 'f90f4018b46648f9',
  'container-children': 'b059906e7f62e66d',
  'label-component': '6d8fe60dcaf03746',
  'button-style-fields': '00d6318ae48eff24',
  'emoji-name-or-id': 'abbe2fb34399f0c9',
  'button-label-length': '9df9a8441c0323b5',
  'button-single-primary': 'd9df5d3ed9765373',
  'select-type-fields': 'f88e7a079c90af12',
  'select-option-value-unique': '933ffbf9f5645b06',
  'select-default-count': '22ab1c45ed022dfd',
  'select-required-in-message': '711d840a72bd29ff',
  'select-disabled-in-modal': '3ae120cbe86e58ae',
  'text-input-length': '059756b1b658b960',
  'text-input-label': '9e534a958c606bcf',
  'id-unique': '440c2d6dbb25e90c',
  'text-display-total': '5579acb6466fe964',
  'thumbnail-image-only': '49a519c92e4dcb0b',
  'file-attachment-url': '194d78f1f47f98d4',
  'attachment-reference': '2acf83af43c4f3e8',
  'attachment-unused': 'bcb7e87e7612750a',
  'url-format': '8952ccccd7ddfcfb',
  'response-only-fields': 'd8c36bce719f3fa6',
  'radio-group-options': '29d52cc7433ebfe5',
  'checkbox-group-options': '8130e43db31302f3',
  'checkbox-no-required': '40d867303c87bf0f',
  'embed-total-length': '318342df4445a031',
  'message-flags': 'af1629d98c8a72cb',
  'message-not-empty': 'a29712fb6e5a24ea',
  'premium-required-deprecated': '71a69a3fd83837a8',
  'unknown-field': 'a3c807d4c5c372bb',
  'component-type-string': '88d1120735b6639f',
  'emoji-shortcode': '95e3a24948b65c14',
  'button-label-or-emoji': '9a2353de9ff47468',
  'embed-url-scheme': 'c96c14bf1da399be',
  'allowed-mentions-parse': '0a7919c57df38cea',
  'message-reference-fields': 'b2111b4e751bebf1',
  'ephemeral-destination': '1cb557c19208c493',
  'deferred-flags-ignored': '424763a46cfebc45',
  'received-interaction-fields': 'f0deb0038138cfbb',
  'received-component-data': 'f92cf698d92e0c9a',
  'received-modal-data': '5c02270104863fd3',
  'received-resolved': 'a030d605ada7919a',
  'received-resolved-values': 'f11f9899d17a355d',
  'received-missing-field': '134ae27b6721a7fa',
  'received-value-limits': '16bc23b12454676f',
  'webhook-fields': '106fbeeb4a4dd6fe',
  'webhook-components': '1a74b05fe57991c9',
  'edit-fields': '416e227c833c1b27',
  'interaction-response-data': '7dff603955b82ce5',
  'voice-message': '2b7d53f0c9bb33d1',
  'poll-question-text': '028d99460d903840',
  'attachment-file': 'fc0f197627e37d30',
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
