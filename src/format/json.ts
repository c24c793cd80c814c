import type { LintResult } from '../types.js';
import { terminalSafeJson } from '../util/escape-text.js';
import { withRuleUrls } from './rule-links.js';

/** ESLint's JSON shape: one entry per file with its messages and counts; a built-in rule's finding carries its page's `ruleUrl`. */
export function json(results: readonly LintResult[]): string {
  return terminalSafeJson(JSON.stringify(withRuleUrls(results)));
}
