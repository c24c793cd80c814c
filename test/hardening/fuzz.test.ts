/**
 * Issue 10, fuzzing: mutants of the samples (bytes cut, hostile text inserted, lines doubled, numbers
 * made huge) go through the CLI (in-process), --fix and convert. Seeded and bounded in runs and time,
 * so a failure reproduces with the seed and path fast-check prints.
 *
 * - lint: exit 0 or 1, `--format json` parses, nothing on stderr (no stack trace), every position
 *   inside the file;
 * - --fix: never makes a readable document unreadable, and a second --fix changes nothing;
 * - convert: the output lints clean, or the file is refused.
 * The per-test timeout is a hang guard, not a speed measurement.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertText } from '../../src/convert/text.js';
import { Linter } from '../../src/index.js';
import type { LintMessage } from '../../src/types.js';
import { repoRoot } from '../cli/run-cli.js';
import { runCli, scratch } from '../cli-helpers.js';

const linter = new Linter();

const SEED = Number(process.env.CORDLINT_FUZZ_SEED ?? 20261010);
const RUNS = Number(process.env.CORDLINT_FUZZ_RUNS ?? 150);
const TIME_LIMIT_MS = 90_000;

const SAMPLES = ['valid', 'legacy', 'broken'].flatMap((folder) =>
  readdirSync(path.join(repoRoot, 'samples', folder))
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .map((f) => ({ name: `${folder}-${f}`, text: readFileSync(path.join(repoRoot, 'samples', folder, f), 'utf8') })),
);

/** Text an attacker or a clumsy editor might put anywhere. */
const HOSTILE = [
  '\u001b[31m', '\u001b]0;x\u0007', '\n::error::forged\n', '\u009b2J', '\u202e', '\r', '\r\n', '\t', '\u0000',
  '{', '}', '[', ']', '"', "'", ',', ':', '- ', '? ', '---\n', '...\n', '&a ', '*a', '<<: *a\n', '#', '# cordlint-disable\n',
  '-.inf', '.nan', '1e309', '-1e309', '12345678901234567890', '__proto__', '"__proto__": 1,', '?'.repeat(2000), ' '.repeat(2000), 'k'.repeat(5000),
  'type: 1\n', '"type": 18,', 'components:\n  - type: 10\n    content: x\n', '\uFEFF', '😀', '\ud800',
];

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 })) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('double-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('number' as const), at: fc.nat(), text: fc.constantFrom('-.inf', '1e309', '-1e309', '12345678901234567890', '0.5', '-1', '99999') }),
);

type Mutation = { kind: 'insert' | 'delete' | 'double-line' | 'number'; at: number; text?: string; length?: number };

function mutate(text: string, m: Mutation): string {
  const at = text.length === 0 ? 0 : m.at % (text.length + 1);
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at) + m.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length!);
    case 'double-line': {
      const start = text.lastIndexOf('\n', at - 1) + 1;
      const end = text.indexOf('\n', at);
      const line = text.slice(start, end === -1 ? text.length : end + 1);
      return text.slice(0, start) + line + text.slice(start);
    }
    default: {
      // The number nearest to `at` becomes another one.
      const numbers = [...text.matchAll(/-?\d+(\.\d+)?/g)];
      if (numbers.length === 0) return text;
      const target = numbers[at % numbers.length]!;
      return text.slice(0, target.index) + m.text + text.slice(target.index! + target[0].length);
    }
  }
}

const mutant = fc.record({ sample: fc.constantFrom(...SAMPLES), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) }).map(({ sample, mutations }) => ({
  name: sample.name,
  text: mutations.reduce((t, m) => mutate(t, m), sample.text),
}));

function lineLengths(text: string): number[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.length);
}

function expectInside(messages: readonly Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>[], text: string): void {
  const lengths = lineLengths(text);
  for (const m of messages) {
    expect(m.line).toBeGreaterThanOrEqual(1);
    expect(m.endLine).toBeLessThanOrEqual(lengths.length);
    expect(m.column).toBeLessThanOrEqual(lengths[m.line - 1]! + 1);
    expect(m.endColumn).toBeLessThanOrEqual(lengths[m.endLine - 1]! + 1);
    expect(m.endLine > m.line || m.endColumn >= m.column).toBe(true);
  }
}

const unreadable = (messages: readonly LintMessage[]) => new Set(messages.filter((m) => m.fatal).map((m) => m.document ?? 1));
const extension = (name: string) => path.extname(name);
const settings = { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, endOnFailure: true };

describe('fuzzing mutated samples', () => {
  const folder = scratch();

  it('lint through the CLI: exit 0 or 1, JSON that parses, nothing on stderr, positions inside the file', async () => {
    await fc.assert(
      fc.asyncProperty(mutant, async ({ name, text }) => {
        const file = path.join(folder, `mutant${extension(name)}`);
        writeFileSync(file, text);
        const run = await runCli(['lint', '--format', 'json', file], folder);
        expect(run.stderr).toBe('');
        expect([0, 1]).toContain(run.code);
        const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
        expectInside(result!.messages, text);
      }),
      settings,
    );
  });

  it('--fix never breaks a readable document and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(mutant, async ({ name, text }) => {
        const filePath = `mutant${extension(name)}`;
        const before = linter.lintText(text, {}, { filePath });
        const fixed = linter.lintText(text, {}, { filePath, fix: true });
        if (fixed.output === undefined) return;
        const after = linter.lintText(fixed.output, {}, { filePath });
        for (const document of unreadable(after.messages)) expect(unreadable(before.messages).has(document)).toBe(true);
        const again = linter.lintText(fixed.output, {}, { filePath, fix: true });
        expect(again.output).toBeUndefined();
      }),
      settings,
    );
  });

  it('convert: the output lints clean, or the file is refused', async () => {
    await fc.assert(
      fc.asyncProperty(mutant, async ({ name, text }) => {
        const filePath = `mutant${extension(name)}`;
        const result = await convertText(text, { filePath });
        if (result.status !== 'converted') return;
        const linted = linter.lintText(result.text!, {}, { filePath });
        expect(linted.messages.filter((m) => m.severity === 2)).toEqual([]);
      }),
      settings,
    );
  });
});
