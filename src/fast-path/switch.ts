/**
 * Whether the fast path is on. The CLI turns it off for CORDLINT_FAST_PATH=0 (the linter reads no
 * environment: it runs in browsers too); the equivalence tests run both ways.
 */
let enabled = true;

export function fastPathEnabled(): boolean {
  return enabled;
}

/** Turns the fast path on or off for this process. */
export function setFastPath(on: boolean): void {
  enabled = on;
}
