/** Small readers of payload values that several rules share. */

/** Present means set to something other than null (Discord treats null as absent). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** Length in characters (code points), as the schema's length limits count. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The value when it is an integer; anything else (absent, null, wrong type) is the schema's business. */
export function integerOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
