/**
 * The findings a payload's result carries for locale files (src/linter/lint-templated.ts), beside
 * the result rather than in it: a result's shape, and every output format, stay as they are for
 * projects without translations. The project layer takes them out and reports them under each
 * locale file.
 */
import type { LintResult } from '../types.js';
import type { LocaleFileMessage } from './lint-templated.js';

const byResult = new WeakMap<LintResult, LocaleFileMessage[]>();

export function setLocaleMessages(result: LintResult, messages: LocaleFileMessage[]): LintResult {
  byResult.set(result, messages);
  return result;
}

/** The findings for locale files that linting this payload made (empty for most results). */
export function localeMessagesOf(result: LintResult): readonly LocaleFileMessage[] {
  return byResult.get(result) ?? [];
}
