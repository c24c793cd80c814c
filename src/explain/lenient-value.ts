/**
 * Reads an object or array written the way logs print Discord's answer: JSON, a Python repr
 * (`{'code': 50035, 'errors': {...}}`, True/False/None) or Node's util.inspect (unquoted keys,
 * `[Array]` and `[Object]` where it stopped printing, which read as null).
 */
export interface ReadValue {
  value: unknown;
  /** Offset just after the value. */
  end: number;
}

const MAX_NESTING = 200;

/** Told each value's path and offsets as it is read (the path array is reused: copy it to keep it). */
export type ValueSeen = (path: readonly (string | number)[], start: number, end: number) => void;

export function readLenientValue(text: string, start: number, seen?: ValueSeen): ReadValue | undefined {
  let i = start;
  let depth = 0;
  const path: (string | number)[] = [];

  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };

  const string = (): string | undefined => {
    const quote = text[i];
    if (quote !== '"' && quote !== "'") return undefined;
    i++;
    let out = '';
    while (i < text.length) {
      const c = text[i]!;
      if (c === quote) {
        i++;
        return out;
      }
      if (c === '\n') return undefined;
      if (c === '\\') {
        const next = text[i + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
          continue;
        }
        out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[next ?? ''] ?? next ?? '';
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    return undefined;
  };

  const value = (): { ok: true; value: unknown } | undefined => {
    space();
    if (!seen) return bare();
    const from = i;
    const read = bare();
    if (read) seen(path, from, i);
    return read;
  };

  const bare = (): { ok: true; value: unknown } | undefined => {
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') {
      // util.inspect's placeholders for what it did not print.
      const placeholder = /^\[(?:Array|Object)\]/.exec(text.slice(i, i + 8));
      if (placeholder) {
        i += placeholder[0].length;
        return { ok: true, value: null };
      }
      return array();
    }
    if (c === '"' || c === "'") {
      const s = string();
      return s === undefined ? undefined : { ok: true, value: s };
    }
    const word = /^(?:-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|True|False|None|undefined)/.exec(text.slice(i, i + 40));
    if (!word) return undefined;
    i += word[0].length;
    const w = word[0];
    if (w === 'true' || w === 'True') return { ok: true, value: true };
    if (w === 'false' || w === 'False') return { ok: true, value: false };
    if (w === 'null' || w === 'None' || w === 'undefined') return { ok: true, value: null };
    return { ok: true, value: Number(w) };
  };

  const object = (): { ok: true; value: unknown } | undefined => {
    if (++depth > MAX_NESTING) return undefined;
    i++; // {
    const out: Record<string, unknown> = {};
    space();
    if (text[i] === '}') {
      i++;
      depth--;
      return { ok: true, value: out };
    }
    for (;;) {
      space();
      let key: string | undefined;
      if (text[i] === '"' || text[i] === "'") key = string();
      else {
        const bare = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 200));
        if (bare) {
          key = bare[0];
          i += key.length;
        }
      }
      if (key === undefined) return undefined;
      space();
      if (text[i] !== ':') return undefined;
      i++;
      path.push(key);
      const v = value();
      path.pop();
      if (!v) return undefined;
      if (key !== '__proto__') out[key] = v.value;
      space();
      if (text[i] === ',') {
        i++;
        space();
        if (text[i] === '}') break; // trailing comma (util.inspect never writes one, Python may)
        continue;
      }
      if (text[i] === '}') break;
      return undefined;
    }
    i++;
    depth--;
    return { ok: true, value: out };
  };

  const array = (): { ok: true; value: unknown } | undefined => {
    if (++depth > MAX_NESTING) return undefined;
    i++; // [
    const out: unknown[] = [];
    space();
    if (text[i] === ']') {
      i++;
      depth--;
      return { ok: true, value: out };
    }
    for (;;) {
      path.push(out.length);
      const v = value();
      path.pop();
      if (!v) return undefined;
      out.push(v.value);
      space();
      if (text[i] === ',') {
        i++;
        space();
        if (text[i] === ']') break;
        continue;
      }
      if (text[i] === ']') break;
      // util.inspect's "... 3 more items"
      const more = /^\.\.\. \d+ more items?/.exec(text.slice(i, i + 40));
      if (more) {
        i += more[0].length;
        space();
        if (text[i] === ']') break;
      }
      return undefined;
    }
    i++;
    depth--;
    return { ok: true, value: out };
  };

  const result = text[start] === '{' || text[start] === '[' ? value() : undefined;
  return result ? { value: result.value, end: i } : undefined;
}
