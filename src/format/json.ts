import type { LintResult } from '../types.js';

/** ESLint's JSON shape: one entry per file with its messages and counts. */
export function json(results: readonly LintResult[]): string {
  return JSON.stringify(results);
}
