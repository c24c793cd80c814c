/**
 * i18next keys that name themselves through `$t()` nesting (`a` -> `b` -> `a`). i18next warns
 * ("It seems you are nesting recursively key") and puts nothing where the cycle closes; the
 * expansion does the same (src/templates/expand.ts), and the project reports each cycle once,
 * under the locale file, at the key it starts from. Pure: a table in, cycles out.
 */
import { referenceMatcher, type LocaleTable, type TranslationForm } from './translations.js';

export interface ReferenceCycle {
  /** The keys in the order they name each other; the last names the first. */
  keys: string[];
  /** Where the first key's text stands. */
  at: TranslationForm;
}

/** At most this many cycles of one file are reported: a file of a thousand cycles says so with the first ones. */
export const MAX_CYCLES = 20;

/** The cycles of `table`'s references (in the reference form `reference`), each once, at most {@link MAX_CYCLES}. */
export function referenceCycles(table: LocaleTable, reference: string): ReferenceCycle[] {
  const matcher = referenceMatcher(reference);
  if (!matcher || table.syntax !== 'i18next') return [];
  const opening = reference.slice(0, reference.indexOf('key'));
  const edges = new Map<string, string[]>();
  const named = (key: string): string[] => {
    let list = edges.get(key);
    if (!list) {
      const seen = new Set<string>();
      for (const form of table.entries.get(key) ?? []) {
        if (opening && !form.text.includes(opening.trim())) continue;
        for (const match of form.text.matchAll(matcher)) if (table.entries.has(match[1]!)) seen.add(match[1]!);
      }
      edges.set(key, (list = [...seen]));
    }
    return list;
  };
  const cycles: ReferenceCycle[] = [];
  const said = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  // Depth-first without recursion: a chain of 100,000 keys must not exhaust the stack.
  for (const root of table.entries.keys()) {
    if (state.has(root) || cycles.length >= MAX_CYCLES) continue;
    const path: string[] = [root];
    const next: number[] = [0];
    state.set(root, 'open');
    while (path.length > 0) {
      const key = path[path.length - 1]!;
      const targets = named(key);
      const i = next[next.length - 1]!;
      if (i >= targets.length) {
        state.set(key, 'done');
        path.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = i + 1;
      const target = targets[i]!;
      const seen = state.get(target);
      if (seen === 'open') {
        const keys = path.slice(path.indexOf(target));
        const id = [...keys].sort().join('\u0000');
        if (!said.has(id) && cycles.length < MAX_CYCLES) {
          said.add(id);
          cycles.push({ keys, at: table.entries.get(keys[0]!)![0]! });
        }
      } else if (seen === undefined) {
        state.set(target, 'open');
        path.push(target);
        next.push(0);
      }
    }
  }
  return cycles;
}

/** `The key "a" names itself: a -> b -> a ...` */
export function cycleMessage(cycle: ReferenceCycle, reference: string): string {
  const written = (key: string) => reference.replace('key', key);
  const chain = [...cycle.keys, cycle.keys[0]!].map((k) => `"${k}"`).join(' -> ');
  const self = cycle.keys.length === 1;
  const closing = `${written(cycle.keys[0]!)} in "${cycle.keys[cycle.keys.length - 1]}"`;
  return `The key "${cycle.keys[0]}" names ${self ? 'itself' : 'itself again through other keys'} (${chain}): i18next warns that it is nesting recursively and puts nothing where the cycle closes (${closing}), so that part of the text is lost. Remove the reference that closes the cycle.`;
}
