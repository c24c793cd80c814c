/**
 * Where many paths of a JSON text are, in one pass of jsonc-parser's scanner and without its syntax
 * tree: a payload file with findings used to build the whole tree (an object per value: for a 3 MB
 * list of payloads, several times the text's size in memory) to locate a few paths. Answers as
 * findJsonNode in ./json.ts does over that tree: the node at the path, or its deepest existing
 * ancestor; with target 'key', the key of the last segment's property; of a key given twice, the last.
 */
import { visit } from 'jsonc-parser';
import type { JsonPath } from '../types.js';
import type { LocateTarget } from './document.js';

export interface LocateRequest {
  path: JsonPath;
  target?: LocateTarget;
}

/** A node of the requested paths' trie, with where its latest occurrence in the text is. */
interface Wanted {
  /** Children by property name (objects) and by index (arrays): a segment can lead to either. */
  byName?: Map<string, Wanted>;
  byIndex?: Map<number, Wanted>;
  /** Found in the latest occurrence of every ancestor: start and end are its value's. */
  seen: boolean;
  start: number;
  end: number;
  /** Its property's key was found (keyStart, keyEnd), likewise. */
  keySeen: boolean;
  keyStart: number;
  keyEnd: number;
}

interface Frame {
  wanted: Wanted | undefined;
  array: boolean;
  /** Arrays: the index of the next element. */
  next: number;
  /** Objects: the wanted node of the property whose value comes next. */
  property: Wanted | undefined;
}

const wanted = (): Wanted => ({ seen: false, start: 0, end: 0, keySeen: false, keyStart: 0, keyEnd: 0 });

/** [start, end) offsets of each request's node, in the order of `requests`. */
export function locateJsonPaths(text: string, requests: readonly LocateRequest[]): [number, number][] {
  const root = wanted();
  for (const { path } of requests) {
    let node = root;
    for (const segment of path) {
      const name = String(segment);
      let child = node.byName?.get(name);
      if (!child) {
        child = wanted();
        (node.byName ??= new Map()).set(name, child);
        const index = typeof segment === 'number' ? segment : /^(0|[1-9]\d*)$/.test(name) ? Number(name) : undefined;
        if (index !== undefined) (node.byIndex ??= new Map()).set(index, child);
      }
      node = child;
    }
  }

  const stack: Frame[] = [];
  /** The wanted node of the value starting now (undefined: off every requested path). */
  const enter = (): Wanted | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) return root;
    if (parent.array) {
      const index = parent.next++;
      return parent.wanted?.byIndex?.get(index);
    }
    const property = parent.property;
    parent.property = undefined;
    return property;
  };
  const begin = (node: Wanted | undefined, offset: number) => {
    if (!node) return;
    // A later occurrence (a key given twice) replaces the earlier one and whatever was found inside it.
    if (node.seen) forget(node, true);
    node.seen = true;
    node.start = offset;
  };

  visit(
    text,
    {
      onObjectBegin: (offset) => {
        const node = enter();
        begin(node, offset);
        stack.push({ wanted: node, array: false, next: 0, property: undefined });
      },
      onObjectProperty: (name, offset, length) => {
        const frame = stack[stack.length - 1]!;
        const node = frame.wanted?.byName?.get(name);
        frame.property = node;
        if (node) {
          // A key given again: its value (next) clears what the earlier one held.
          node.keySeen = true;
          node.keyStart = offset;
          node.keyEnd = offset + length;
        }
      },
      onObjectEnd: (offset, length) => {
        const node = stack.pop()!.wanted;
        if (node) node.end = offset + length;
      },
      onArrayBegin: (offset) => {
        const node = enter();
        begin(node, offset);
        stack.push({ wanted: node, array: true, next: 0, property: undefined });
      },
      onArrayEnd: (offset, length) => {
        const node = stack.pop()!.wanted;
        if (node) node.end = offset + length;
      },
      onLiteralValue: (_value, offset, length) => {
        const node = enter();
        begin(node, offset);
        if (node) node.end = offset + length;
      },
    },
    { allowTrailingComma: false, disallowComments: true },
  );

  return requests.map(({ path, target }) => {
    let node = root;
    for (let i = 0; i < path.length; i++) {
      const child = node.byName?.get(String(path[i]));
      if (!child?.seen) break;
      if (i === path.length - 1 && target === 'key' && child.keySeen) return [child.keyStart, child.keyEnd];
      node = child;
    }
    return [node.start, node.end];
  });
}

/** Clears what was found at and under `node`, which the text gives again; `keepKey`: its (new) key is already found. */
function forget(node: Wanted, keepKey = false): void {
  node.seen = false;
  if (!keepKey) node.keySeen = false;
  for (const child of node.byName?.values() ?? []) if (child.seen || child.keySeen) forget(child);
}
