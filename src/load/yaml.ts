import { isMap, isScalar, isSeq, Parser, parseAllDocuments, visit, type Document, type Node as YamlNode } from 'yaml';
import type { JsonPath } from '../types.js';
import type { PayloadDocument, SourceComment, SourceNode } from './document.js';
import { inspectValue } from './inspect-value.js';
import { LineIndex } from './line-index.js';
import { EMPTY_DOCUMENT, readYamlFast, type Declination, type YamlRead } from './yaml-events.js';
import { findDuplicatePairs, findInTree, locateInTree, toSourceNode, type YamlTreeNode } from './yaml-tree.js';
import { appendAll } from '../util/append.js';
import { MAX_FINDINGS_PER_PAYLOAD } from '../engine/rule.js';

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
  const source = withLineFeeds(text);
  // The event reader is several times faster; it declines what it does not read exactly as the `yaml` package does.
  const fast = readYamlFast(source);
  const documents = Array.isArray(fast) ? fast : source.length > FULL_READER_LIMIT ? [declined(fast, source.length)] : readWithYamlPackage(source);
  let comments: SourceComment[] | undefined;
  const sourceNodes = new Map<YamlTreeNode, SourceNode>();

  return documents.map((read, index) => {
    const document: PayloadDocument = {
      filePath,
      format: 'yaml',
      index,
      count: documents.length,
      value: undefined,
      problems: [],
      text,
      locate(path, target = 'value') {
        const [start, end] = locateInTree(read.tree(), path, target);
        return lineIndex().range(start, end);
      },
      source(path) {
        const node = findInTree(read.tree(), path);
        return node ? toSourceNode(node, text, sourceNodes) : undefined;
      },
      comments: () => (comments ??= findComments(source)),
    };
    // Past the findings a payload keeps, more duplicates would only be counted: one more says there are more.
    const duplicates = read.duplicateKeys.slice(0, MAX_FINDINGS_PER_PAYLOAD + 1);
    const pairs = duplicates.length > 0 ? findDuplicatePairs(read.tree(), duplicates.map(([start]) => start)) : undefined;
    for (const [start, end] of duplicates) {
      const where = pairs?.get(start);
      const first = where ? lineIndex().position(where.firstOffset) : undefined;
      document.problems.push({
        ruleId: 'duplicate-key',
        path: where?.path ?? [],
        range: lineIndex().range(start, end),
        message: `${where ? `The key ${JSON.stringify(String(where.path[where.path.length - 1]))}` : 'This key'} appears twice in the same mapping${first ? ` (first at line ${first.line}, column ${first.column})` : ''}; YAML readers keep only one of them. Remove one of them.`,
      });
    }
    if (read.fatal) {
      const { message, at } = read.fatal;
      document.problems.push({ ruleId: 'parse-error', fatal: true, path: [], message, ...(at ? { range: lineIndex().range(at[0], at[1]) } : {}) });
      return document;
    }
    document.value = read.value;
    const sourceOf = (path: JsonPath) => {
      const [start, end] = locateInTree(read.tree(), path, 'value');
      return text.slice(start, end);
    };
    appendAll(document.problems, inspectValue(document.value, sourceOf));
    return document;
  });
}

/**
 * The `yaml` package reads 512 KiB in about a second: larger files are read only by the event reader,
 * and what it declines there is refused (every input up to the 4 MiB limit is linted in under 2 s).
 */
export const FULL_READER_LIMIT = 512 * 1024;

function declined(why: Declination, length: number): YamlRead {
  const size = `${Math.round(length / 1024)} KiB`;
  const at: [number, number] | undefined = why.at !== undefined ? [why.at, why.at + 1] : undefined;
  return {
    tree: () => null,
    value: undefined,
    duplicateKeys: [],
    fatal: {
      ...(at ? { at } : {}),
      message: /maxDepth/.test(why.reason)
        ? 'The document is nested too deeply for a YAML reader to follow (no Discord payload is). It was not linted.'
        : why.syntax
          ? `${firstLine(why.reason)}. The document is not valid YAML and was not linted.`
          : `The file uses ${why.reason}, which cordlint reads only in YAML files up to 512 KiB (this one is ${size}); it was not linted. Rewrite that part, or split the file into smaller ones.`,
    },
  };
}

/** Aliases a document may hold: the `yaml` package resolves each one by walking the document, so many of them take minutes. */
const MAX_ALIASES = 500;

/** Reads the documents with the `yaml` package: every YAML feature, and its error messages. */
export function readWithYamlPackage(source: string): YamlRead[] {
  // Duplicate keys are found on the tree below: the package's own check compares each key with every
  // other key of its mapping, which takes minutes on a mapping of 100,000 keys.
  const parsed = parseAllDocuments(source, { ...YAML_OPTIONS, uniqueKeys: false });
  const all = Array.isArray(parsed) ? parsed : [];
  // A stray `---` (or `...`) at the end makes a document with nothing in it: not a payload. Empty
  // documents before the last one with content stay, so that every document keeps its number.
  let end = all.length;
  while (end > 1 && isNothing(all[end - 1]!)) end--;
  return all.slice(0, end).map((doc) => {
    let tree: YamlTreeNode | null | undefined;
    const read: YamlRead = {
      tree: () => (tree === undefined ? (tree = treeOf(doc.contents)) : tree),
      value: undefined,
      duplicateKeys: [],
    };
    const fatal = doc.errors;
    if (fatal.length === 0) read.duplicateKeys = duplicateKeysIn(read.tree());
    if (fatal.length > 0) {
      const first = fatal[0]!;
      read.fatal = {
        at: first.pos,
        message: /maximum call stack/i.test(first.message)
          ? `The document is nested too deeply for a YAML reader to follow (no Discord payload is). It was not linted.`
          : `${firstLine(first.message)}. The document is not valid YAML and was not linted.`,
      };
      return read;
    }
    if (aliasesIn(doc) > MAX_ALIASES) {
      const start = doc.contents?.range?.[0] ?? 0;
      read.fatal = { at: [start, start + 1], message: `The document has more than ${MAX_ALIASES} aliases (*name); no payload needs that many and reading them would take minutes. It was not linted.` };
      return read;
    }
    try {
      read.value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      const start = doc.contents?.range?.[0] ?? 0;
      read.fatal = {
        at: [start, start + 1],
        message:
          error instanceof Error && /alias/i.test(error.message)
            ? `The document's aliases expand to more than ${MAX_ALIAS_COUNT} copies (an "alias bomb"); it was not linted.`
            : `The document could not be read: ${error instanceof Error ? error.message : String(error)}.`,
      };
      return read;
    }
    if (read.value === null || read.value === undefined) {
      read.value = undefined;
      read.fatal = EMPTY_DOCUMENT;
    }
    return read;
  });
}

/** Where keys written twice in one mapping are: the first character of each later key, in file order. */
function duplicateKeysIn(root: YamlTreeNode | null): [number, number][] {
  const found: [number, number][] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.kind === 'map') {
      const seen = new Set<string>();
      for (const pair of node.pairs) {
        if (!pair.merge && pair.key) {
          if (seen.has(pair.keyText)) found.push([pair.key.range[0], pair.key.range[0] + 1]);
          seen.add(pair.keyText);
        }
        stack.push(pair.value);
      }
    } else if (node?.kind === 'seq') {
      appendAll(stack, node.items);
    }
  }
  return found.sort((a, b) => a[0] - b[0]);
}

function aliasesIn(doc: Document): number {
  let count = 0;
  visit(doc, { Alias: () => void count++ });
  return count;
}

/** A document with no node at all (not even an explicit `null` or `~`), only markers or comments. */
function isNothing(doc: Document): boolean {
  const contents = doc.contents as YamlNode | null;
  return doc.errors.length === 0 && (contents === null || (isScalar(contents) && contents.value === null && contents.source === ''));
}

function firstLine(message: string): string {
  // Not /[.:]\s*$/: that pattern is quadratic on long runs of spaces.
  const line = message.split('\n')[0] ?? message;
  const trimmed = line.trimEnd();
  return trimmed.endsWith('.') || trimmed.endsWith(':') ? trimmed.slice(0, -1) : line;
}

/** The positions of a `yaml` Document's contents, in the shape both readers share. */
function treeOf(node: unknown): YamlTreeNode | null {
  const yamlNode = node as YamlNode | null | undefined;
  if (!yamlNode?.range) return null;
  const range: [number, number, number] = [yamlNode.range[0], yamlNode.range[1], yamlNode.range[2]];
  if (isMap(yamlNode)) {
    const pairs = yamlNode.items.map((pair) => ({ key: treeOf(pair.key), keyText: keyText(pair.key), merge: isMergeKey(pair.key), value: treeOf(pair.value) }));
    return { kind: 'map', range, flow: Boolean(yamlNode.flow), pairs, items: [] };
  }
  if (isSeq(yamlNode)) return { kind: 'seq', range, flow: Boolean(yamlNode.flow), pairs: [], items: yamlNode.items.map(treeOf) };
  return { kind: 'scalar', range, flow: true, pairs: [], items: [] };
}

const MERGE_KEY = '<<';

/** With merge keys on, the parser gives a `<<` key a symbol as its value; its source is still `<<`. */
function isMergeKey(key: unknown): boolean {
  return isScalar(key) && (key.value === MERGE_KEY || (typeof key.value === 'symbol' && key.source === MERGE_KEY));
}

function keyText(key: unknown): string {
  if (isMergeKey(key)) return MERGE_KEY;
  return isScalar(key) ? String(key.value) : String(key);
}

/** Every comment of the file, from the YAML parser's concrete syntax tree (so `#` inside strings is not one). */
function findComments(text: string): SourceComment[] {
  const found: SourceComment[] = [];
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length > 0) {
    const token = stack.pop();
    if (Array.isArray(token)) {
      appendAll(stack, token);
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
