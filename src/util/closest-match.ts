import { editDistance } from './did-you-mean.js';

/** The candidate closest to `word` (edit distance at most 2, or 1 for short words), if exactly one is. */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const limit = word.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > limit) continue; // too far apart to be close; long words cost nothing
    const d = editDistance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined;
}

/** `wran` -> `warn`, `warning` -> `warn`, `err` -> `error`. */
export function closestSeverity(word: string): string | undefined {
  const severities = ['off', 'warn', 'error'];
  const lower = word.toLowerCase();
  return closestMatch(lower, severities) ?? (lower.length >= 2 ? severities.find((s) => lower.startsWith(s) || s.startsWith(lower)) : undefined);
}
