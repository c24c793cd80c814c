/** Message flag names by bit, for messages that name the offending bits. */
export const FLAG_NAMES: ReadonlyMap<number, string> = new Map([
  [0, 'CROSSPOSTED'],
  [1, 'IS_CROSSPOST'],
  [2, 'SUPPRESS_EMBEDS'],
  [3, 'SOURCE_MESSAGE_DELETED'],
  [4, 'URGENT'],
  [5, 'HAS_THREAD'],
  [6, 'EPHEMERAL'],
  [7, 'LOADING'],
  [8, 'FAILED_TO_MENTION_SOME_ROLES_IN_THREAD'],
  [12, 'SUPPRESS_NOTIFICATIONS'],
  [13, 'IS_VOICE_MESSAGE'],
  [14, 'HAS_SNAPSHOT'],
  [15, 'IS_COMPONENTS_V2'],
]);

/** The set bits of a flags value, lowest first (exact beyond 32 bits). */
export function bitsOf(value: bigint): number[] {
  const bits: number[] = [];
  for (let bit = 0; value >> BigInt(bit) > 0n; bit++) if ((value >> BigInt(bit)) & 1n) bits.push(bit);
  return bits;
}

/** `2 (1 << 1, IS_CROSSPOST)` for each bit. */
export function describeBits(bits: readonly number[]): string[] {
  return bits.map((bit) => `${2 ** bit} (1 << ${bit}${FLAG_NAMES.has(bit) ? `, ${FLAG_NAMES.get(bit)}` : ''})`);
}

/** A flags value the flag rules can read: a non-negative safe integer (anything else is the schema's finding). */
export function readableFlags(flags: unknown): flags is number {
  return typeof flags === 'number' && Number.isSafeInteger(flags) && flags >= 0;
}
