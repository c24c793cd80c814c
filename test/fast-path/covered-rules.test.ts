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
 */
const CHECKED: Record<string, string> = {
  'component-type-string': '831b402965b13332',
  'schema': 'ee154faede2c54db',
  'custom-id-unique': 'c32a2398f1424c0d',
  'min-max-values': '549d637188c7a6fa',
  'v2-legacy-fields': '27b2e079e16b6d59',
  'v2-requires-flag': 'bd22d83fb73f0443',
  'v2-component-limit': '1d34208f132e9a1d',
  'legacy-top-level': '25743ed71feddca2',
  'component-surface': '76351966a54af5b9',
  'v2-top-level': '62106d0354e7040f',
  'modal-top-level': '2c52b270d5ff66a5',
  'modal-action-row-deprecated': '2337a7579f952e81',
  'action-row-components': 'aafc883c92d11332',
  'section-children': '0eb1955df5751455',
  'container-children': 'db0cb07e983d87a8',
  'label-component': 'ae8ab608456a8e5d',
  'button-style-fields': '07a2f8d13e20b5da',
  'emoji-name-or-id': 'f4d3a40ec55e71f0',
  'button-label-length': 'a689c16682d583ba',
  'button-single-primary': 'e0d094905cde8b69',
  'select-type-fields': '473a6b24a4d37708',
  'select-option-value-unique': '15a4468c87589f22',
  'select-default-count': 'a44ac81c97a762df',
  'select-required-in-message': '96e73c5acdfbe22f',
  'select-disabled-in-modal': 'f360fbd6681a8a42',
  'text-input-length': '552bbd83f3e17b6e',
  'text-input-label': 'f3bfe92107e668ae',
  'id-unique': 'c0544262c617e6a7',
  'text-display-total': '5579acb6466fe964',
  'thumbnail-image-only': '6c8a7d63c0302511',
  'file-attachment-url': '140e78b5c86238f9',
  'attachment-reference': 'b649a5569ed12fc8',
  'attachment-unused': 'baf53a908cb50d3b',
  'url-format': '253345d29d77e775',
  'response-only-fields': 'ba1d83d9b52f87dd',
  'radio-group-options': '7da828f39eb6b3d7',
  'checkbox-group-options': '1dac69ce0e80d660',
  'checkbox-no-required': 'd2aa71ebb948f2ee',
  'embed-total-length': '4f1b0317617dd379',
  'message-flags': '899343596856891e',
  'message-not-empty': '99bc4e15015772b6',
  'premium-required-deprecated': '53c33e997cea62e4',
  'unknown-field': '91047b32a9b7e002',
  'emoji-shortcode': '3d5bf6ebdbe9f5c4',
  'button-label-or-emoji': '6cd8b1032c999cec',
  'embed-url-scheme': '5842e0b47498b59b',
  'allowed-mentions-parse': '6284f02955021995',
  'message-reference-fields': 'b865adc4ca45c1d6',
  'ephemeral-destination': '3ea7c108c67bc8ac',
  'deferred-flags-ignored': '5f401d2f0a6977c9',
  'received-interaction-fields': '7f36394ed9eff626',
  'received-component-data': '0f6a3a0bd46550c1',
  'received-modal-data': '0a21755e18bfbaa5',
  'received-resolved': '31680301c6e70cfd',
  'received-resolved-values': 'a77d7bc3394cef27',
  'received-missing-field': '46011e5129c969be',
  'webhook-fields': '3927741e100fe2cc',
  'webhook-components': '1a74b05fe57991c9',
  'edit-fields': '416e227c833c1b27',
  'interaction-response-data': '7dff603955b82ce5',
  'voice-message': '2b7d53f0c9bb33d1',
  'poll-question-text': '028d99460d903840',
  'attachment-file': 'fc0f197627e37d30',
  'received-value-limits': '16bc23b12454676f',
  'parse-error': 'c0edc1b0223c4986',
  'duplicate-key': '9d6e78a5d3f9b3d2',
  'unsafe-integer': '25e9e64a8a26f0a1',
  'proto-key': '4b203d5f64854b89',
  'payload-kind': 'fae3f0b0685e1bd8',
  'fixture-custom-id': '002992374b62ef8d',
  'fixture-values': 'e6b9514d1ea4e1cf',
  'fixture-unanswered': 'e8bb3c9a0e8bd1e6',
  'fixture-never-sent': '52d47fba028201f8',
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
