/**
 * The one bound on how long a test, a child process or a wait may take: a guard against a hang,
 * never a verdict on speed. It is far beyond what any test needs on a loaded two-core machine
 * (the slowest, the pre-commit hooks' installation, takes minutes there), so a slow machine
 * changes no test's outcome; only a process that never answers is stopped. Figures about speed
 * come from `npm run bench`.
 */
export const HANG_GUARD_MS = 10 * 60_000;
