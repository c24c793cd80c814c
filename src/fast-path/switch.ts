/** Whether the fast path is on: CORDLINT_FAST_PATH=0 turns it off; the equivalence tests run both ways. */
let enabled = process.env.CORDLINT_FAST_PATH !== '0';

export function fastPathEnabled(): boolean {
  return enabled;
}

/** Turns the fast path on or off for this process. */
export function setFastPath(on: boolean): void {
  enabled = on;
}
