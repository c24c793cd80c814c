import { toPointer } from '../util/pointer.js';
import type { JsonPath } from '../types.js';
import type { ConvertNote, ConvertNoteKind, LimitExcess } from './types.js';

/** Collects what a conversion approximated or dropped, per path of the input. */
export class Notes {
  private readonly entries: { path: JsonPath; note: ConvertNote }[] = [];

  add(path: JsonPath, kind: ConvertNoteKind, message: string): void {
    this.entries.push({ path, note: { path: toPointer(path), kind, message } });
  }

  /**
   * The notes ordered by path: array indexes as numbers, keys in the order the mapping first met
   * them (so the notes of embeds[1] come after all those of embeds[0]).
   */
  get list(): ConvertNote[] {
    const rank = new Map<string, number>();
    for (const { path } of this.entries) for (const s of path) if (typeof s === 'string' && !rank.has(s)) rank.set(s, rank.size);
    const key = (s: string | number) => (typeof s === 'number' ? s : 1e9 + rank.get(s)!);
    const compare = (a: JsonPath, b: JsonPath) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const d = key(a[i]!) - key(b[i]!);
        if (d !== 0) return d;
      }
      return a.length - b.length;
    };
    return [...this.entries].sort((a, b) => compare(a.path, b.path)).map((e) => e.note);
  }
}

/** Thrown inside the conversion when a payload cannot be converted; `convert` turns it into a refused result. */
export class Refusal extends Error {
  constructor(
    readonly path: JsonPath,
    message: string,
    readonly limits?: LimitExcess[],
  ) {
    super(message);
  }
}

/**
 * Where a piece of the output comes from in the input: the YAML writer moves comments along it,
 * and reuses the input's own node for `verbatim` pieces (Action Rows kept as they were).
 * `keys` maps an output key to the input path (relative to `path`) its value comes from when the
 * names differ (`accent_color` <- `color`).
 */
export interface Origin {
  path: JsonPath;
  verbatim?: boolean;
  keys?: Record<string, JsonPath>;
  /**
   * Every part of the input the piece shows (a Text Display that joins a title, a description and
   * fields): the comments anywhere inside them come along, unless another piece took them.
   */
  sources?: JsonPath[];
}

export type Provenance = WeakMap<object, Origin>;

export function mark<T extends object>(provenance: Provenance, value: T, origin: Origin): T {
  provenance.set(value, origin);
  return value;
}
