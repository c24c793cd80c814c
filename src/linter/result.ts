import type { LintMessage, LintResult } from '../types.js';

/** A file's result: its messages and their counts. */
export function summarise(filePath: string, messages: LintMessage[]): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fatalErrorCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const m of messages) {
    if (m.severity === 2) errorCount++;
    else warningCount++;
    if (m.fatal) fatalErrorCount++;
    if (m.fix) {
      if (m.severity === 2) fixableErrorCount++;
      else fixableWarningCount++;
    }
  }
  return { filePath, messages, errorCount, warningCount, fatalErrorCount, fixableErrorCount, fixableWarningCount };
}

const skippedNonPayloads = new WeakSet<LintResult>();

/** The result of a file that is plainly not a payload, skipped (`skipNonPayloads`): no messages. */
export function skippedResult(filePath: string): LintResult {
  const skipped = summarise(filePath, []);
  skippedNonPayloads.add(skipped);
  return skipped;
}

/** Whether this result is of a file skipped by `skipNonPayloads`. */
export function isSkippedNonPayload(result: LintResult): boolean {
  return skippedNonPayloads.has(result);
}
