import type { LintMessage, TextEdit } from '../types.js';
import { applyEdits, spanOf, spansMeet } from './edits.js';

/** At most this many rounds of fixes: a fix may make another one possible, but never endlessly. */
export const MAX_FIX_PASSES = 10;

export interface FixOutcome {
  /** The text after the last pass. */
  output: string;
  /** The findings of the last lint (of `output`), without fixes. */
  messages: LintMessage[];
  /** How many fixes were applied in all. */
  applied: number;
  passes: number;
  /** The array `lintWithFixes` returned for `output` (with fixes): the caller may have kept more about it. */
  lastLint: LintMessage[];
}

/**
 * Applies fixes in passes: each pass applies the fixes that do not meet one another (the others
 * wait for the next pass), then lints the new text. Stops when no fix is left, after
 * {@link MAX_FIX_PASSES} passes, or when a pass would make a readable document unreadable (that pass
 * is dropped). The check is per document: in a YAML file whose first document is broken, the others
 * are still protected.
 */
export function fixText(text: string, lintWithFixes: (text: string) => LintMessage[]): FixOutcome {
  let current = text;
  let messages = lintWithFixes(current);
  let applied = 0;
  let passes = 0;
  const unreadable = unreadableDocuments(messages);
  while (passes < MAX_FIX_PASSES) {
    const chosen = chooseFixes(messages);
    if (chosen.length === 0) break;
    const next = applyEdits(current, chosen.flat());
    if (next === current) break;
    const nextMessages = lintWithFixes(next);
    if ([...unreadableDocuments(nextMessages)].some((document) => !unreadable.has(document))) break;
    passes++;
    applied += chosen.length;
    current = next;
    messages = nextMessages;
  }
  return { output: current, messages: messages.map(withoutFix), applied, passes, lastLint: messages };
}

/** The fixes of one pass: in document order, leaving out those that meet a fix already chosen. */
export function chooseFixes(messages: readonly LintMessage[]): TextEdit[][] {
  const candidates = messages
    .filter((m): m is LintMessage & { fix: TextEdit[] } => Boolean(m.fix?.length))
    .map((m) => ({ edits: m.fix, span: spanOf(m.fix) }))
    .sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  const chosen: { edits: TextEdit[]; span: [number, number] }[] = [];
  // Sorted by start, a candidate meets a chosen fix only if it starts before the furthest end chosen so far.
  let furthest = -Infinity;
  for (const candidate of candidates) {
    if (chosen.length > 0 && spansMeet([chosen[chosen.length - 1]!.span[0], furthest], candidate.span)) continue;
    chosen.push(candidate);
    furthest = Math.max(furthest, candidate.span[1]);
  }
  return chosen.map((c) => c.edits);
}

/** The documents (1-based; 1 in a file of one document) with a fatal finding: those that could not be read. */
function unreadableDocuments(messages: readonly LintMessage[]): Set<number> {
  return new Set(messages.filter((m) => m.fatal).map((m) => m.document ?? 1));
}

function withoutFix(message: LintMessage): LintMessage {
  if (!message.fix) return message;
  const { fix: _fix, ...rest } = message;
  return rest;
}
