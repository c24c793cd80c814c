import type { JsonPath } from '../types.js';
import type { LocateTarget, SourceNode } from './document.js';

/**
 * The positions of a YAML document, as both readers give them (the fast event reader and the `yaml`
 * package's Document): locating findings, fixes and duplicate keys work on this one shape.
 */
export interface YamlTreeNode {
  kind: 'map' | 'seq' | 'scalar';
  /**
   * Offsets as the `yaml` package gives them: where the node starts, where its value ends, and where
   * the node ends (for a scalar in a block, after its trailing comment and line break). A block
   * collection's value ends where its last item's node ends.
   */
  range: [number, number, number];
  /** Written with braces or brackets (scalars count as flow). */
  flow: boolean;
  pairs: YamlTreePair[];
  items: (YamlTreeNode | null)[];
}

export interface YamlTreePair {
  key: YamlTreeNode | null;
  /** The key as a property name. */
  keyText: string;
  /** A `<<` merge key: the mapping takes the fields of its value that it does not write itself. */
  merge: boolean;
  value: YamlTreeNode | null;
}

/** Offsets of the node at `path`, or of the deepest existing ancestor. */
export function locateInTree(root: YamlTreeNode | null, path: JsonPath, target: LocateTarget): [number, number] {
  let node = root;
  let range: [number, number] = node ? [node.range[0], node.range[1]] : [0, 0];
  for (let i = 0; i < path.length && node; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (node.kind === 'map') {
      const name = String(segment);
      const pair = lastPair(node, name) ?? node.pairs.find((p) => p.merge);
      if (!pair) break;
      // A field that comes from a `<<` merge key is placed at that merge key's value.
      if (pair.merge && name !== '<<') {
        if (pair.value) range = [pair.value.range[0], pair.value.range[1]];
        break;
      }
      if (last && target === 'key' && pair.key) return [pair.key.range[0], pair.key.range[1]];
      if (!pair.value) {
        if (pair.key) range = [pair.key.range[0], pair.key.range[1]];
        break;
      }
      node = pair.value;
    } else if (node.kind === 'seq') {
      const item = node.items[Number(segment)];
      if (!item) break;
      node = item;
    } else {
      break;
    }
    range = [node.range[0], node.range[1]];
  }
  return range;
}

/** The node at exactly `path`, or undefined. */
export function findInTree(root: YamlTreeNode | null, path: JsonPath): YamlTreeNode | undefined {
  let node: YamlTreeNode | null | undefined = root;
  for (const segment of path) {
    if (node?.kind === 'map') node = lastPair(node, String(segment))?.value;
    else if (node?.kind === 'seq') node = typeof segment === 'number' ? node.items[segment] : undefined;
    else return undefined;
  }
  return node ?? undefined;
}

/** The last entry with this key: of a key written twice, readers keep the last value, so findings go there. */
function lastPair(node: YamlTreeNode, name: string): YamlTreePair | undefined {
  if (node.pairs.length > 32) return pairIndex(node).get(name);
  for (let i = node.pairs.length - 1; i >= 0; i--) if (node.pairs[i]!.keyText === name) return node.pairs[i];
  return undefined;
}

/** A big mapping's pairs by key (the last one wins), built on first look-up: explain and the rules locate thousands of its keys. */
const pairIndexes = new WeakMap<YamlTreeNode, Map<string, YamlTreePair>>();
function pairIndex(node: YamlTreeNode): Map<string, YamlTreePair> {
  let index = pairIndexes.get(node);
  if (!index) {
    index = new Map();
    for (const pair of node.pairs) index.set(pair.keyText, pair);
    pairIndexes.set(node, index);
  }
  return index;
}

/**
 * For each offset where a later key of a mapping starts (where a duplicate was found): the entry's
 * path, and where the first entry with that key starts. One walk for all of them, iterative:
 * documents may be deep, and a hostile mapping may repeat one key 800,000 times.
 */
export function findDuplicatePairs(root: YamlTreeNode | null, offsets: readonly number[]): Map<number, { path: JsonPath; firstOffset: number }> {
  const wanted = new Set(offsets);
  const found = new Map<number, { path: JsonPath; firstOffset: number }>();
  const stack: { node: YamlTreeNode | null; path: (string | number)[] }[] = [{ node: root, path: [] }];
  while (stack.length > 0 && found.size < wanted.size) {
    const { node, path } = stack.pop()!;
    if (node?.kind === 'map') {
      const seen = new Map<string, number>();
      for (const pair of node.pairs) {
        const start = pair.key?.range[0] ?? -1;
        if (wanted.has(start)) found.set(start, { path: [...path, pair.keyText], firstOffset: seen.get(pair.keyText) ?? start });
        if (!seen.has(pair.keyText)) seen.set(pair.keyText, start);
        stack.push({ node: pair.value, path: [...path, pair.keyText] });
      }
    } else if (node?.kind === 'seq') {
      node.items.forEach((item, i) => stack.push({ node: item, path: [...path, i] }));
    }
  }
  return found;
}

/**
 * The node's text positions, for fixes, built once per node of the document (`built`): every finding
 * of a rule may ask for its whole message (2,000 Text Displays without the flag ask 2,000 times).
 */
export function toSourceNode(node: YamlTreeNode, text: string, built: Map<YamlTreeNode, SourceNode> = new Map()): SourceNode {
  const known = built.get(node);
  if (known) return known;
  const result = buildSourceNode(node, text, built);
  built.set(node, result);
  return result;
}

/** A node's own places, its children built only when a fix reads them (a fix that adds `flags` reads the message's keys alone). */
function buildSourceNode(node: YamlTreeNode, text: string, built: Map<YamlTreeNode, SourceNode>): SourceNode {
  const start = node.range[0];
  const end = contentEnd(node, text);
  if (node.kind === 'map') {
    const result: SourceNode = { kind: 'object', start, end, flow: node.flow, properties: [], items: [] };
    for (const pair of node.pairs) {
      if (!pair.key) continue;
      result.properties.push({
        key: pair.keyText,
        keyStart: pair.key.range[0],
        keyEnd: pair.key.range[1],
        get value() {
          return pair.value ? toSourceNode(pair.value, text, built) : undefined;
        },
      });
    }
    return result;
  }
  if (node.kind === 'seq') {
    let items: SourceNode[] | undefined;
    return {
      kind: 'array',
      start,
      end,
      flow: node.flow,
      properties: [],
      get items() {
        return (items ??= node.items.filter((i): i is YamlTreeNode => i !== null).map((i) => toSourceNode(i, text, built)));
      },
    };
  }
  return { kind: 'scalar', start, end, flow: true, properties: [], items: [] };
}

/** End of a node's own text: block collections' ranges run on over line breaks and comments. */
function contentEnd(node: YamlTreeNode, text: string): number {
  if (node.kind === 'map' && !node.flow) {
    const last = node.pairs[node.pairs.length - 1];
    const tail = last?.value ?? last?.key;
    if (tail) return contentEnd(tail, text);
  } else if (node.kind === 'seq' && !node.flow) {
    const last = node.items[node.items.length - 1];
    if (last) return contentEnd(last, text);
  }
  let end = node.range[1];
  // Block scalars end after their line break; the content ends before it.
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return Math.max(end, node.range[0]);
}
