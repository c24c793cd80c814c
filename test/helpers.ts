import { expect } from 'vitest';
import { Linter, type LinterConfig, type LintMessage } from '../src/index.js';

const linter = new Linter();

/**
 * Lints a payload written inline with `new Linter().lintText`, as a user of the library would.
 * Objects are written as 2-space JSON; strings are taken as they are. `options` is the config,
 * with the text's format and file name.
 */
export async function lintInline(payload: unknown, options: LinterConfig & { format?: 'json' | 'yaml'; filePath?: string } = {}): Promise<LintMessage[]> {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
  const { format: given, filePath, ...config } = options;
  const format = given ?? (typeof payload === 'string' && !/^\s*[[{]/.test(payload) ? 'yaml' : 'json');
  return linter.lintText(text, config, { format, filePath: filePath ?? `test.${format}` }).messages;
}

export interface ExpectedFinding {
  ruleId: string;
  path: string;
  line?: number;
  column?: number;
  /** A piece of the message that must be there (the value, the limit...). */
  message?: string | RegExp;
  severity?: 1 | 2;
}

/** Asserts that the findings of `ruleId` are exactly `expected`, in order. */
export function expectFindings(messages: LintMessage[], ruleId: string, expected: Omit<ExpectedFinding, 'ruleId'>[]): void {
  const actual = messages.filter((m) => m.ruleId === ruleId);
  expect(
    actual.map((m) => ({ path: m.path, line: m.line, column: m.column })),
    `findings of ${ruleId}:\n${JSON.stringify(messages, null, 1)}`,
  ).toEqual(
    expected.map((e, i) => ({
      path: e.path,
      line: e.line ?? actual[i]?.line,
      column: e.column ?? actual[i]?.column,
    })),
  );
  expected.forEach((e, i) => {
    if (e.message instanceof RegExp) expect(actual[i]!.message).toMatch(e.message);
    else if (e.message) expect(actual[i]!.message).toContain(e.message);
    if (e.severity) expect(actual[i]!.severity).toBe(e.severity);
  });
}

/** Asserts that `ruleId` reports nothing. */
export function expectClean(messages: LintMessage[], ruleId?: string): void {
  const relevant = ruleId ? messages.filter((m) => m.ruleId === ruleId) : messages;
  expect(relevant, JSON.stringify(relevant, null, 1)).toEqual([]);
}

/** A tiny V2 message around the given components. */
export const v2 = (...components: unknown[]) => ({ flags: 32768, components });
/** A legacy message around the given components. */
export const legacy = (...components: unknown[]) => ({ components });
/** A modal around the given components. */
export const modal = (...components: unknown[]) => ({ custom_id: 'modal', title: 'Modal', components });
export const row = (...components: unknown[]) => ({ type: 1, components });
export const button = (customId: string, extra: Record<string, unknown> = {}) => ({ type: 2, style: 1, label: customId, custom_id: customId, ...extra });
export const text = (content: string) => ({ type: 10, content });
export const label = (labelText: string, component: unknown) => ({ type: 18, label: labelText, component });
