import type { LintResult } from '../types.js';
import { terminalSafeJson } from '../util/escape-text.js';

/** ESLint's JSON shape: one entry per file with its messages and counts. */
export function json(results: readonly LintResult[]): string {
  return terminalSafeJson(JSON.stringify(results));
}
