import { isMap, isScalar, isSeq, Parser, parseAllDocuments, type Document, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';
import type { JsonPath } from '../types.js';
import type { LocateTarget, PayloadDocument, SourceComment, SourceNode, SourceProblem } from './document.js';
import { inspectValue } from './inspect-value.js';
import { LineIndex } from './line-index.js';

/** Aliases a document may expand before it is treated as an alias bomb ("billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/**
 * How payloads are parsed (the converter parses them the same way). `<<` merge keys are expanded, as
 * js-yaml, PyYAML and Go's yaml do: YAML 1.2 dropped them, but the tools that turn a YAML payload into
 * the JSON sent to Discord keep them.
 */
// logLevel 'error': the parser's warnings ("Keys with collection values will be stringified") would reach stderr as Node warnings.
export const YAML_OPTIONS = { uniqueKeys: true, prettyErrors: false, strict: true, merge: true, logLevel: 'error' } as const;

/**
 * YAML 1.2 takes a lone carriage return (old Mac line ends) for a line break, the `yaml` parser does
 * not: it reads a CR-only file as one long line. A line feed in its place keeps every offset.
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** Parses a YAML file; each document of a multi-document file is its own payload. */
export function parseYaml(filePath: string, text: string): PayloadDocument[] {
  let lines: LineIndex | undefined;
  const lineIndex = () => (lines ??= new LineIndex(text));
  const parsed = parseAllDocuments(withLineFeeds(text), YAML_OPTIONS);
  const all = Array.isArray(parsed) ? parsed : [];
  // A stray `---` (or `...`) at the end makes a document with nothing in it: not a payload. Empty
  // documents before the last one with content stay, so that every document keeps its number.
  let end = all.length;
  while (end > 1 && isNothing(all[end - 1]!)) end--;
  const documents = all.slice(0, end);
  let comments: SourceComment[] | undefined;

  return documents.map((doc, index) => {
    const document: PayloadDocument = {
      filePath,
      format: 'yaml',
      index,
      count: documents.length,
      value: undefined,
      problems: [],
      text,
      locate(path, target = 'value') {
        const [start, end] = locateYaml(doc, path, target);
        return lineIndex().range(start, end);
      },
      source(path) {
        const node = findExactYamlNode(doc, path);
        return node ? toSourceNode(node, text) : undefined;
      },
      comments: () => (comments ??= findComments(withLineFeeds(text))),
    };
    const fatal = doc.errors.filter((e) => e.code !== 'DUPLICATE_KEY');
    for (const error of doc.errors.filter((e) => e.code === 'DUPLICATE_KEY')) {
      const where = findDuplicatePair(doc, error.pos[0]);
      const first = where ? lineIndex().position(where.firstOffset) : undefined;
      document.problems.push({
        ruleId: 'duplicate-key',
        path: where?.path ?? [],
        range: lineIndex().range(error.pos[0], error.pos[1]),
        message: `${where ? `The key ${JSON.stringify(String(where.path[where.path.length - 1]))}` : 'This key'} appears twice in the same mapping${first ? ` (first at line ${first.line}, column ${first.column})` : ''}; YAML readers keep only one of them. Remove one of them.`,
      });
    }
    if (fatal.length > 0) {
      const first = fatal[0]!;
      document.problems.push({
        ruleId: 'parse-error',
        fatal: true,
        path: [],
        range: lineIndex().range(first.pos[0], first.pos[1]),
        message: /maximum call stack/i.test(first.message)
          ? `The document is nested too deeply for a YAML reader to follow (no Discord payload is). It was not linted.`
          : `${firstLine(first.message)}. The document is not valid YAML and was not linted.`,
      });
      return document;
    }
    try {
      document.value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      document.problems.push(aliasProblem(error, doc, lineIndex()));
      return document;
    }
    if (document.value === null || document.value === undefined) {
      document.value = undefined;
      document.problems.push({
        ruleId: 'parse-error',
        fatal: true,
        path: [],
        message: 'The document is empty: there is no payload to lint.',
      });
      return document;
    }
    const sourceOf = (path: JsonPath) => {
      const [start, end] = locateYaml(doc, path, 'value');
      return text.slice(start, end);
    };
    document.problems.push(...inspectValue(document.value, sourceOf));
    return document;
  });
}

/** A document with no node at all (not even an explicit `null` or `~`), only markers or comments. */
function isNothing(doc: Document): boolean {
  const contents = doc.contents as YamlNode | null;
  return doc.errors.length === 0 && (contents === null || (isScalar(contents) && contents.value === null && contents.source === ''));
}

function aliasProblem(error: unknown, doc: Document, lines: LineIndex): SourceProblem {
  const start = doc.contents?.range?.[0] ?? 0;
  const isBomb = error instanceof Error && /alias/i.test(error.message);
  return {
    ruleId: 'parse-error',
    fatal: true,
    path: [],
    range: lines.range(start, start + 1),
    message: isBomb
      ? `The document's aliases expand to more than ${MAX_ALIAS_COUNT} copies (an "alias bomb"); it was not linted.`
      : `The document could not be read: ${error instanceof Error ? error.message : String(error)}.`,
  };
}

function firstLine(message: string): string {
  // Not /[.:]\s*$/: that pattern is quadratic on long runs of spaces.
  const line = message.split('\n')[0] ?? message;
  const trimmed = line.trimEnd();
  return trimmed.endsWith('.') || trimmed.endsWith(':') ? trimmed.slice(0, -1) : line;
}

/** Offsets of the node at `path`, or of the deepest existing ancestor. */
function locateYaml(doc: Document, path: JsonPath, target: LocateTarget): [number, number] {
  let node: YamlNode | null | undefined = doc.contents as YamlNode | null;
  let range: [number, number] = node?.range ? [node.range[0], node.range[1]] : [0, 0];
  for (let i = 0; i < path.length && node; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = lastPair(node, (p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment)) ?? mergePair(node);
      if (!pair) break;
      // A field that comes from a `<<` merge key is placed at that merge key's value.
      if (isMergeKey(pair.key) && String(segment) !== MERGE_KEY) {
        const value = pair.value as YamlNode | null;
        if (value?.range) range = [value.range[0], value.range[1]];
        break;
      }
      const key = pair.key as YamlNode | null;
      if (last && target === 'key' && key?.range) return [key.range[0], key.range[1]];
      const value = pair.value as YamlNode | null;
      if (!value?.range) {
        if (key?.range) range = [key.range[0], key.range[1]];
        break;
      }
      node = value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item?.range) break;
      node = item;
    } else {
      break;
    }
    range = [node.range![0], node.range![1]];
  }
  return range;
}

const MERGE_KEY = '<<';

/** The last entry that matches: of a key written twice, readers keep the last value, so findings go there. */
function lastPair(node: YAMLMap, matches: (pair: Pair) => boolean): Pair | undefined {
  for (let i = node.items.length - 1; i >= 0; i--) if (matches(node.items[i]!)) return node.items[i];
  return undefined;
}

/** The `<<` entry of a mapping, through which it takes the fields it does not write itself. */
function mergePair(node: YAMLMap): Pair | undefined {
  return node.items.find((p) => isMergeKey(p.key));
}

/** With merge keys on, the parser gives a `<<` key a symbol as its value; its source is still `<<`. */
function isMergeKey(key: unknown): boolean {
  return isScalar(key) && (key.value === MERGE_KEY || (typeof key.value === 'symbol' && key.source === MERGE_KEY));
}

/**
 * The path of the mapping entry whose key starts at `offset` (where the parser reported a
 * duplicate), and where the first entry with that key starts. Iterative: documents may be deep.
 */
function findDuplicatePair(doc: Document, offset: number): { path: JsonPath; firstOffset: number } | undefined {
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: doc.contents, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (isMap(node)) {
      const seen = new Map<string, number>();
      for (const pair of node.items) {
        const key = pair.key as YamlNode | null;
        const name = isScalar(key) ? String(key.value) : String(key);
        const start = key?.range?.[0] ?? -1;
        if (start === offset) return { path: [...path, name], firstOffset: seen.get(name) ?? start };
        if (!seen.has(name)) seen.set(name, start);
        stack.push({ node: pair.value, path: [...path, name] });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, path: [...path, i] }));
    }
  }
  return undefined;
}

/** The node at exactly `path`, or undefined. */
function findExactYamlNode(doc: Document, path: JsonPath): YamlNode | undefined {
  let node = doc.contents as YamlNode | null | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = lastPair(node, (p) => keyText(p.key) === String(segment));
      node = pair?.value as YamlNode | null | undefined;
    } else if (isSeq(node)) {
      node = typeof segment === 'number' ? (node.items[segment] as YamlNode | null | undefined) : undefined;
    } else {
      return undefined;
    }
  }
  return node ?? undefined;
}

function keyText(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

function toSourceNode(node: YamlNode, text: string): SourceNode {
  const start = node.range?.[0] ?? 0;
  const end = contentEnd(node, text);
  if (isMap(node)) {
    const result: SourceNode = { kind: 'object', start, end, flow: Boolean(node.flow), properties: [], items: [] };
    for (const pair of node.items) {
      const key = pair.key as YamlNode | null;
      if (!key?.range) continue;
      const value = pair.value as YamlNode | null;
      result.properties.push({
        key: keyText(key),
        keyStart: key.range[0],
        keyEnd: key.range[1],
        value: value?.range ? toSourceNode(value, text) : undefined,
      });
    }
    return result;
  }
  if (isSeq(node)) {
    const items = node.items.filter((i): i is YamlNode => Boolean((i as YamlNode | null)?.range)).map((i) => toSourceNode(i, text));
    return { kind: 'array', start, end, flow: Boolean(node.flow), properties: [], items };
  }
  return { kind: 'scalar', start, end, flow: true, properties: [], items: [] };
}

/** End of a node's own text: block collections' ranges run on over line breaks and comments. */
function contentEnd(node: YamlNode, text: string): number {
  if (isMap(node) && !node.flow) {
    const last = node.items[node.items.length - 1];
    const tail = (last?.value ?? last?.key) as YamlNode | null | undefined;
    if (tail?.range) return contentEnd(tail, text);
  } else if (isSeq(node) && !node.flow) {
    const last = node.items[node.items.length - 1] as YamlNode | null | undefined;
    if (last?.range) return contentEnd(last, text);
  }
  let end = node.range?.[1] ?? 0;
  // Block scalars end after their line break; the content ends before it.
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return Math.max(end, node.range?.[0] ?? 0);
}

/** Every comment of the file, from the YAML parser's concrete syntax tree (so `#` inside strings is not one). */
function findComments(text: string): SourceComment[] {
  const found: SourceComment[] = [];
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length > 0) {
    const token = stack.pop();
    if (Array.isArray(token)) {
      stack.push(...token);
    } else if (token && typeof token === 'object') {
      const t = token as { type?: string; offset?: number; source?: string };
      if (t.type === 'comment' && typeof t.offset === 'number' && typeof t.source === 'string') {
        found.push({ start: t.offset, end: t.offset + t.source.length, text: t.source.slice(1) });
      } else {
        for (const value of Object.values(token)) if (value && typeof value === 'object') stack.push(value);
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
