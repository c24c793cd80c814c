/**
 * The fast path changes no finding (issue 36): a property-based differential test in place of the
 * rules' fingerprints. Payloads of every kind (./arbitraries.ts) linted as sent to every destination
 * (or none), valid ones and then changed anywhere by zero to three mutations (./mutations.ts) and
 * now and then a repeated key in the text, give the same findings (rule, path, severity, message,
 * position) with the fast path on and off. Deterministic: a fixed seed and number of runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanness, NOT_CLEAN } from '../../src/fast-path/clean-check.js';
import type { LinterConfig } from '../../src/linter/linter.js';
import { detectKind, isObject } from '../../src/payload/detect.js';
import type { LintResult } from '../../src/types.js';
import { builtinRules } from '../../rules/index.js';
import { config, payload } from './arbitraries.js';
import { fastLinter, fullLinter } from './both-ways.js';
import { applyMutation, MUTATION_OPS, type MutationSpec } from './mutations.js';

const SEED = 20261202;
const NUM_RUNS = Number(process.env.CORDLINT_DIFFERENTIAL_RUNS ?? 4000);
/** The second property's runs: one change each, at an edge. */
const EDGE_RUNS = NUM_RUNS;
const EVERY_RULE = Object.fromEntries(builtinRules.map((rule) => [rule.meta.id, 'error' as const]));

const mutation: fc.Arbitrary<MutationSpec> = fc.record({ op: fc.nat(MUTATION_OPS.length - 1), at: fc.nat(10_000), pick: fc.nat(1_000) });
const EDGE_OPS = ['limit', 'bound', 'duplicate'].map((name) => MUTATION_OPS.indexOf(name as (typeof MUTATION_OPS)[number]));
/** A change at an edge: a string at or past its limit, a number at or past its bound, a list item repeated past a count. */
const edge: fc.Arbitrary<MutationSpec> = fc.record({ op: fc.constantFrom(...EDGE_OPS), at: fc.nat(10_000), pick: fc.nat(1_000) });

interface Case {
  value: unknown;
  config: LinterConfig;
  mutations: MutationSpec[];
  /** A line of the JSON text written twice (a repeated key, or a list item), or none. */
  repeatLine: number | null;
}

const cases: fc.Arbitrary<Case> = fc.record({
  value: payload,
  config: config(EVERY_RULE),
  // Mostly one change: the rest of the payload then stays in the fast path's subset, where a change it misses would hide.
  mutations: fc.oneof(
    { weight: 2, arbitrary: fc.constant<MutationSpec[]>([]) },
    { weight: 5, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
  ),
  repeatLine: fc.option(fc.nat(500), { freq: 12 }),
});

/** The text a case lints: its payload, changed. */
function textOf(c: Case): { text: string; done: string[] } {
  let value = structuredClone(c.value);
  const done: string[] = [];
  for (const spec of c.mutations) {
    const outcome = applyMutation(value, spec);
    value = outcome.value;
    done.push(outcome.done);
  }
  let text = JSON.stringify(value, null, 2) ?? 'null';
  if (c.repeatLine !== null) {
    const lines = text.split('\n');
    const at = c.repeatLine % lines.length;
    const line = lines[at]!;
    // A property or item line that ends with a comma can be written twice and stay JSON.
    if (line.endsWith(',') && !/[[{],$/.test(line) && !/^\s*[\]}],$/.test(line)) {
      lines.splice(at, 0, line);
      done.push(`line ${at + 1} repeated`);
    }
    text = lines.join('\n');
  }
  return { text, done };
}

/** Lints a case both ways and compares; returns the full run's result. */
function compare(c: Case): { full: LintResult; text: string } {
  const { text, done } = textOf(c);
  const fast = fastLinter.lintText(text, c.config, { filePath: 'payload.json' });
  const full = fullLinter.lintText(text, c.config, { filePath: 'payload.json' });
  expect(findings(fast), `${JSON.stringify(c.config)} ${done.join('; ')}`).toEqual(findings(full));
  expect(fast.errorCount, 'errorCount').toBe(full.errorCount);
  expect(fast.warningCount, 'warningCount').toBe(full.warningCount);
  return { full, text };
}

/** What a finding says, for the comparison: everything but its fix. */
const findings = (result: LintResult) =>
  result.messages.map((m) => ({ ruleId: m.ruleId, path: m.path, severity: m.severity, message: m.message, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, related: m.related }));

describe('the fast path, differentially', () => {
  it(`gives the same findings on and off for ${NUM_RUNS} generated and mutated payloads of every kind and destination`, () => {
    let clean = 0;
    let defects = 0;
    let withFindings = 0;
    let mutatedIntoFindings = 0;
    fc.assert(
      fc.property(cases, (c) => {
        const { full, text } = compare(c);
        // What the run covered: payloads the check takes whole or but for defects, and findings.
        const parsed: unknown = JSON.parse(text);
        if (isObject(parsed) && !c.config.kind) {
          const kind = detectKind(parsed);
          const verdict = kind ? cleanness(parsed, kind) : NOT_CLEAN;
          if (verdict === 0) clean++;
          else if (verdict !== NOT_CLEAN) defects++;
        }
        if (full.messages.length > 0) {
          withFindings++;
          if (c.mutations.length > 0) mutatedIntoFindings++;
        }
      }),
      { seed: SEED, numRuns: NUM_RUNS, endOnFailure: false },
    );
    // The generators must feed the fast path both ways, or the comparison says nothing.
    expect(clean, 'payloads the check takes whole').toBeGreaterThan(NUM_RUNS / 20);
    expect(defects, 'payloads clean but for defects').toBeGreaterThan(NUM_RUNS / 50);
    expect(withFindings, 'payloads with findings').toBeGreaterThan(NUM_RUNS / 3);
    expect(mutatedIntoFindings).toBeGreaterThan(NUM_RUNS / 4);
  }, 120_000);

  it(`gives the same findings on and off for ${EDGE_RUNS} payloads changed once at an edge (a limit, a bound, a count)`, () => {
    let withFindings = 0;
    const edges = fc.record({ value: payload, config: config(EVERY_RULE), mutations: edge.map((m) => [m]), repeatLine: fc.constant(null) });
    fc.assert(
      fc.property(edges, (c) => {
        if (compare(c).full.messages.length > 0) withFindings++;
      }),
      { seed: SEED + 1, numRuns: EDGE_RUNS, endOnFailure: false },
    );
    expect(withFindings).toBeGreaterThan(EDGE_RUNS / 4);
  }, 120_000);
});
