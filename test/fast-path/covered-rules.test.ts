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
 * Re-recorded 2026-11-27 (issue 29) for unknown-field accepting `$schema` at a payload's top: it
 * reports less, never more, so what the fast path's check implies of it still holds.
 */
const CHECKED: Record<string, string> = {
  'schema': 'b3c73033a280d4cc',
  'custom-id-unique': 'c32a2398f1424c0d',
  'min-max-values': '549d637188c7a6fa',
  'v2-legacy-fields': '27b2e079e16b6d59',
  'v2-requires-flag': 'b6d49445019e7f5d',
  'v2-component-limit': 'cb0bb5c55651a669',
  'legacy-top-level': '25743ed71feddca2',
  'component-surface': '76351966a54af5b9',
  'v2-top-level': '62106d0354e7040f',
  'modal-top-level': '2c52b270d5ff66a5',
  'modal-action-row-deprecated': '54887d9521eeb957',
  'action-row-components': 'a18c01196b237fb8',
  'section-children': '0eb1955df5751455',
  'container-children': 'db0cb07e983d87a8',
  'label-component': 'ae8ab608456a8e5d',
  'button-style-fields': '07a2f8d13e20b5da',
  'emoji-name-or-id': '449550e150a55994',
  'button-label-length': 'a689c16682d583ba',
  'button-single-primary': 'd5273d4c8090840d',
  'select-type-fields': 'a3491ffd68ff1b80',
  'select-option-value-unique': '25f176445701a4db',
  'select-default-count': '04556e5ebcdc2ea1',
  'select-required-in-message': '96e73c5acdfbe22f',
  'select-disabled-in-modal': '01b9833eb61ce562',
  'text-input-length': '552bbd83f3e17b6e',
  'text-input-label': '9031e8993a6a9ee0',
  'id-unique': 'c0544262c617e6a7',
  'text-display-total': '5579acb6466fe964',
  'thumbnail-image-only': '818161d14e86c4a5',
  'file-attachment-url': 'd4501e3fb8a0a5af',
  'attachment-reference': 'eb061efa0afd9a01',
  'attachment-unused': '0c5ed4e423a79259',
  'url-format': '1c444a3a320c3f2e',
  'response-only-fields': '51c76229c11a8189',
  'radio-group-options': 'da875593264c733a',
  'checkbox-group-options': '248af45d68543dc4',
  'checkbox-no-required': 'd2aa71ebb948f2ee',
  'embed-total-length': 'bacffac43cf5d4e4',
  'message-flags': '698fa14c3e149417',
  'message-not-empty': '6abde254d3a4d855',
  'premium-required-deprecated': '9901313f6ba6388c',
  'unknown-field': '939ec3b09346fd28',
  'emoji-shortcode': 'b39d0afe62f508e9',
  'button-label-or-emoji': '6d6a76d5bc7d174f',
  'embed-url-scheme': '24bc45edb43593d7',
  'allowed-mentions-parse': '254489e52cb5629f',
  'message-reference-fields': '76838e46b846f07e',
  'ephemeral-destination': '5766709383053ff7',
  'deferred-flags-ignored': '7f39b52b9c7d1562',
  'received-interaction-fields': 'dae24348d587e081',
  'received-component-data': '84dabff243bcbdbd',
  'received-modal-data': '282426efb303c7e4',
  'received-resolved': 'c70dd28c7178c2fd',
  'received-resolved-values': 'b9cb942435619592',
  'received-missing-field': 'dc0142e0b6cfe3a7',
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
