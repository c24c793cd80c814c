/**
 * Issue 36: the Linter holds no process-wide state. Linters with different configurations, fast
 * path switches and --stats maps in one process, their lints interleaved, and a plugin rule that
 * lints with another Linter (or its own) from inside a visitor: each gives what it gives alone.
 */
import { describe, expect, it } from 'vitest';
import { defineRule, Linter, type LinterConfig } from '../../src/index.js';
import type { LintResult } from '../../src/types.js';

const button = (customId: string, label = 'Go') => ({ type: 2, style: 1, label, custom_id: customId });

/** Errors a createOnce rule finds across components (custom-id-unique), a schema error, a misspelt key. */
const BROKEN = {
  content: 'hi',
  components: [
    { type: 1, components: [button('a'), button('b'), button('a')] },
    { type: 1, components: [button('b', 'x'.repeat(81)), { ...button('c'), lable: 'typo' }] },
  ],
};
/** Clean with no destination (the fast path takes it); with message-edit it reads differently. */
const CLEAN = { content: 'ok', components: [{ type: 1, components: [button('yes'), button('no')] }] };
/** A Components V2 body without the flag: an edit reads it as a V2 message's, a create as a legacy one. */
const FLAGLESS_V2 = { components: [{ type: 10, content: 'edited' }, { type: 1, components: [button('v'), button('v')] }] };
const PAYLOADS = { BROKEN, CLEAN, FLAGLESS_V2 };

const shape = (result: LintResult) => result.messages.map((m) => `${m.ruleId} ${m.severity} ${m.path} ${m.line}:${m.column} ${m.message}`);

/** One Linter and the configuration it is always called with. */
interface Subject {
  name: string;
  linter: Linter;
  config: LinterConfig;
}

function subjects(extraRules: LinterConfig['extraRules'] = undefined): Subject[] {
  const withExtra = (config: LinterConfig): LinterConfig => (extraRules ? { ...config, extraRules } : config);
  return [
    { name: 'default', linter: new Linter(), config: withExtra({}) },
    { name: 'custom-id-unique off', linter: new Linter(), config: withExtra({ rules: { 'custom-id-unique': 'off' } }) },
    { name: 'fast path off', linter: new Linter({ fastPath: false }), config: withExtra({}) },
    { name: 'message-edit', linter: new Linter(), config: withExtra({ destination: 'message-edit' }) },
    { name: 'strict, fast path off', linter: new Linter({ fastPath: false }), config: withExtra({ rules: { 'button-single-primary': 'error', 'unknown-field': 'error' } }) },
  ];
}

/** What each subject gives for each payload when it is the only Linter that ever ran (a fresh Linter per lint). */
function alone(list: Subject[], fresh: (s: Subject) => Linter): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  for (const s of list) for (const [name, payload] of Object.entries(PAYLOADS)) expected.set(`${s.name} ${name}`, shape(fresh(s).lintValue(payload, s.config)));
  return expected;
}

describe('Linters in one process', () => {
  it('give each its own results with their lints interleaved', () => {
    const list = subjects();
    const expected = alone(list, (s) => new Linter({ fastPath: s.linter.fastPath }));
    // The configurations do tell the subjects apart, or this would test nothing.
    expect(new Set([...expected.values()].map((v) => JSON.stringify(v))).size).toBeGreaterThan(6);
    const names = Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[];
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < list.length; i++) {
        const s = list[(i + round) % list.length]!;
        const name = names[(i * 7 + round) % names.length]!;
        expect(shape(s.linter.lintValue(PAYLOADS[name], s.config)), `${s.name} ${name}, round ${round}`).toEqual(expected.get(`${s.name} ${name}`));
      }
    }
  });

  it('give each its own results when a plugin rule lints with another Linter, or its own, from inside a visitor', () => {
    const inner = new Linter({ fastPath: false });
    let self: Linter | undefined;
    let depth = 0;
    // Lints other payloads in the middle of the walk, between two Buttons of the outer payload.
    const relint = defineRule({
      meta: { id: 'nested/relint', description: 'lints again from a visitor', severity: 'warn', source: 'test' },
      createOnce(context) {
        let buttons = 0;
        return {
          before() {
            buttons = 0;
          },
          Button(node) {
            if (depth > 0 || ++buttons !== 2) return;
            depth++;
            try {
              const other = inner.lintValue(BROKEN, { rules: { 'custom-id-unique': 'off' } }).messages.length;
              const again = self ? self.lintValue(BROKEN, {}).messages.length : 0;
              context.report({ path: node.path, message: `inner ${other > 0}, self ${again > 0}` });
            } finally {
              depth--;
            }
          },
        };
      },
    });
    const list = subjects([relint]);
    // Alone: a Linter the rule does not call back (the inner Linter's lints still happen).
    const expected = alone(list, (s) => new Linter({ fastPath: s.linter.fastPath }));
    for (let round = 0; round < 4; round++) {
      for (const s of list) {
        // The second half of the rounds: the rule lints again with the very Linter that runs it.
        self = round >= 2 ? s.linter : undefined;
        for (const [name, payload] of Object.entries(PAYLOADS)) {
          const got = shape(s.linter.lintValue(payload, s.config)).map((line) => line.replace(/self true/, 'self false'));
          expect(got, `${s.name} ${name}, round ${round}`).toEqual(expected.get(`${s.name} ${name}`));
        }
      }
    }
    // The outer payload's own findings after the nested lints: the duplicate custom_id found after the second Button is there.
    const messages = new Linter().lintValue(BROKEN, { extraRules: [relint] }).messages;
    expect(messages.filter((m) => m.ruleId === 'custom-id-unique').map((m) => m.path)).toEqual(['/components/0/components/2/custom_id', '/components/1/components/0/custom_id']);
    expect(messages.some((m) => m.ruleId === 'nested/relint')).toBe(true);
  });

  it('keep --stats times per Linter, and the fast path switch per Linter', () => {
    const fastTimes = new Map<string, number>();
    const fullTimes = new Map<string, number>();
    const fast = new Linter({ ruleTimes: fastTimes });
    const full = new Linter({ fastPath: false, ruleTimes: fullTimes });
    const plain = new Linter();
    for (let i = 0; i < 3; i++) {
      fast.lintValue(CLEAN);
      plain.lintValue(BROKEN);
      full.lintValue(CLEAN);
    }
    expect(fast.fastPath).toBe(true);
    expect(full.fastPath).toBe(false);
    // A clean payload on the fast path runs none of the rules it covers; with it off, every rule runs.
    expect(fastTimes.has('schema')).toBe(false);
    expect(fullTimes.has('schema')).toBe(true);
    expect(fullTimes.has('custom-id-unique')).toBe(true);
    // The broken payload was linted by a third Linter: neither map saw its rules.
    fast.lintValue(BROKEN);
    expect(fastTimes.has('schema')).toBe(true);
  });
});
