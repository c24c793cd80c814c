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

/**
 * `value` with every array longer than `limit` cut to its first `limit` items, copied only along the
 * paths to such arrays (`value` itself when it has none). A hostile list of a million items would
 * make a validator build a million errors; their first `limit` are all a report keeps.
 */
export function withShortArrays(value: unknown, limit: number): unknown {
  // Looked for first, without allocating: nearly every value validated has no such array.
  return hasLongArray(value, limit) ? shortened(value, limit) : value;
}

function hasLongArray(value: unknown, limit: number): boolean {
  if (Array.isArray(value)) {
    if (value.length > limit) return true;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null && hasLongArray(item, limit)) return true;
    }
    return false;
  }
  if (typeof value !== 'object' || value === null) return false;
  // for...in: no array of keys is made (an inherited enumerable key, if any, only costs a look).
  for (const key in value) {
    const item: unknown = (value as Record<string, unknown>)[key];
    if (typeof item === 'object' && item !== null && hasLongArray(item, limit)) return true;
  }
  return false;
}

function shortened(value: unknown, limit: number): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined = value.length > limit ? value.slice(0, limit) : undefined;
    const items = copy ?? value;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      const short = typeof item === 'object' && item !== null ? shortened(item, limit) : item;
      if (short !== item) (copy ??= value.slice(0, limit))[i] = short;
    }
    return copy ?? value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const short = typeof item === 'object' && item !== null ? shortened(item, limit) : item;
    if (short === item) continue;
    // defineProperty: a `__proto__` key stays an own property of the copy, as in the value.
    copy ??= Object.defineProperties({}, Object.getOwnPropertyDescriptors(value));
    Object.defineProperty(copy, key, { value: short, writable: true, enumerable: true, configurable: true });
  }
  return copy ?? value;
}
