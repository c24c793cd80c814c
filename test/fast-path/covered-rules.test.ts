/**
 * The fast path skips the rules of COVERED_RULE_IDS on payloads src/fast-path/clean-check.ts calls
 * clean. That is only right while the check implies each of those rules; this records what each rule
 * (with the modules it imports) was when that was last checked.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { COVERED_RULE_IDS } from '../../src/fast-path/index.js';
import { fingerprint } from './closure.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Rule id -> fingerprint of rules/<id>.ts and its imports when the fast path was last checked against it. */
const CHECKED: Record<string, string> = {
  'schema': '63001ad81e1957be',
  'custom-id-unique': 'bb58e8abf1312909',
  'min-max-values': '3a18184e437212c6',
  'v2-legacy-fields': 'de2857cf56507865',
  'v2-requires-flag': '02bfdf826da6b64e',
  'v2-component-limit': '0aae5bbfef8726b3',
  'legacy-top-level': 'f182390e3729d651',
  'component-surface': 'e8e5930259d5bac6',
  'v2-top-level': '1a15a617cf717ea3',
  'modal-top-level': '6760a2bd5f0d2912',
  'modal-action-row-deprecated': 'b23f0fb215d8ad4a',
  'action-row-components': 'e0e22f63e49e144e',
  'section-children': '0e704e1432e6cf4f',
  'container-children': '6e8741861cda36f5',
  'label-component': '91f4d48c69c21e27',
  'button-style-fields': '7542f58f022547bc',
  'emoji-name-or-id': '579e2b00292339be',
  'button-label-length': '18b40512b4af1d12',
  'button-single-primary': 'd7a0f49942a3f6a0',
  'select-type-fields': '66e543df90897967',
  'select-option-value-unique': 'aadddc20ecd9b61e',
  'select-default-count': 'e8288d31a4913b9b',
  'select-required-in-message': '6286333f868d3b00',
  'select-disabled-in-modal': 'b8def49ed5ad89df',
  'text-input-length': 'e31f4cf6e989e013',
  'text-input-label': '14f3bb17732915c2',
  'id-unique': '50c25fc7edd0ac39',
  'text-display-total': 'c82b428a85d443b7',
  'thumbnail-image-only': 'a348b47be927c71d',
  'file-attachment-url': 'b0ca54abaac0dbd9',
  'attachment-reference': 'e2cfe4b361b40817',
  'attachment-unused': '4c15265b2cae4d08',
  'url-format': 'b2c4347c4e595048',
  'response-only-fields': '34fdc3602f8790e3',
  'radio-group-options': '1e1d7e69d20ef386',
  'checkbox-group-options': '1b657d03c6ba6499',
  'checkbox-no-required': 'dd3d3a1107801631',
  'embed-total-length': 'c638a03a0d701aab',
  'message-flags': 'daef75e2b9c238bc',
  'message-not-empty': 'd53ea0a121968762',
  'premium-required-deprecated': '95b70819722aaeaa',
  'unknown-field': '87c799ee61a326de',
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
        `(or remove it from COVERED_RULE_IDS in src/fast-path/index.ts), then record its new fingerprint here: '${id}': '${now}'.`,
    ).toBe(checked);
  });
});
