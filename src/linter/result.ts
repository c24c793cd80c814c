import type { LintMessage, LintResult } from '../types.js';

/** Findings whose fix was computed and then left off (no --fix, no fix edits asked): they still count as fixable. */
const fixLeftOff = new WeakSet<LintMessage>();

/** Drops the message's fix edits, remembering that it had one (for the fixable counts). */
export function leaveFixOff(message: LintMessage): void {
  if (!message.fix) return;
  fixLeftOff.add(message);
  delete message.fix;
}

/** Whether --fix would change something for this finding. */
export function carriesFix(message: LintMessage): boolean {
  return (message.fix !== undefined && message.fix.length > 0) || fixLeftOff.has(message);
}

/** A file's result: its messages and their counts. */
export function summarise(filePath: string, messages: LintMessage[]): LintResult {
  let errorCount = 0;
  let warningCount = 0;
  let fatalErrorCount = 0;
  // ESLint's fixable counts: findings that carry a fix, not findings of rules that sometimes have one.
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const m of messages) {
    if (m.severity === 2) errorCount++;
    else warningCount++;
    if (m.fatal) fatalErrorCount++;
    if (carriesFix(m)) {
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
