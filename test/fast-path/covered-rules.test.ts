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
  'schema': '157ebfc6c646fa5d',
  'custom-id-unique': '53b535c7429a6001',
  'min-max-values': 'c6aae1da4646d5eb',
  'v2-legacy-fields': '13cf9e0e091ad5e1',
  'v2-requires-flag': '89b7800af4a25153',
  'v2-component-limit': '711714a059c0f647',
  'legacy-top-level': 'e92ecd65bd81e53a',
  'component-surface': 'a382bc3eee9cb883',
  'v2-top-level': '7aa6ca67c31f80e6',
  'modal-top-level': 'ff88b41cdae9831d',
  'modal-action-row-deprecated': 'c054c42fc409d96b',
  'action-row-components': 'b9d6f1fe4bcf8fca',
  'section-children': 'becd00794abfed88',
  'container-children': '12b5c52bdb233ec0',
  'label-component': '0777641f6bc5ec33',
  'button-style-fields': '5f8b575021e7c486',
  'emoji-name-or-id': '7d7636e3db4fce98',
  'button-label-length': 'e12471c0319dabe3',
  'button-single-primary': '1bb7a634b3911e67',
  'select-type-fields': '4a46cc078e4e10bc',
  'select-option-value-unique': '4a5a88adba95eec0',
  'select-default-count': 'cbb9d2dfd1d342a2',
  'select-required-in-message': '0baa6e190145662d',
  'select-disabled-in-modal': '5437c340e27e6d42',
  'text-input-length': 'e88bd117bf06b3e3',
  'text-input-label': '949128af242b3b02',
  'id-unique': 'ed6490d77bbe8b75',
  'text-display-total': '6e43745644e0de26',
  'thumbnail-image-only': '64aa0f4cf8edd1c0',
  'file-attachment-url': 'b200415e5cc6df6a',
  'attachment-reference': 'b2e087b77a9998bd',
  'attachment-unused': '0c6d802a65bb88a9',
  'url-format': '56ab26ab43ff8d0a',
  'response-only-fields': '4b6816198de82184',
  'radio-group-options': '6fa62e73e2349d4b',
  'checkbox-group-options': '1cb3637ebfe212aa',
  'checkbox-no-required': '5441b3081a3e272c',
  'embed-total-length': '373bc882d77af772',
  'message-flags': 'd869c8a2eb7183a5',
  'message-not-empty': '93ad2d566b687989',
  'premium-required-deprecated': 'dc469fdf03237ada',
  'unknown-field': 'a2e024bd09e41758',
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
