import { isMap, isScalar, isSeq, parseAllDocuments, type Document, type Node as YamlNode } from 'yaml';
import type { JsonPath } from '../types.js';
import type { LocateTarget, PayloadDocument, SourceProblem } from './document.js';
import { inspectValue } from './inspect-value.js';
import { LineIndex } from './line-index.js';

/** Aliases a document may expand before it is treated as an alias bomb ("billion laughs"). */
const MAX_ALIAS_COUNT = 100;

/** Parses a YAML file; each document of a multi-document file is its own payload. */
export function parseYaml(filePath: string, text: string): PayloadDocument[] {
  let lines: LineIndex | undefined;
  const lineIndex = () => (lines ??= new LineIndex(text));
  const parsed = parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false, strict: true });
  const all = Array.isArray(parsed) ? parsed : [];
  // A stray `---` at the end makes an empty document; only documents with content are payloads.
  const documents = all.filter((d, i) => d.contents !== null || d.errors.length > 0 || all.length === 1);

  return documents.map((doc, index) => {
    const document: PayloadDocument = {
      filePath,
      format: 'yaml',
      index,
      count: documents.length,
      value: undefined,
      problems: [],
      locate(path, target = 'value') {
        const [start, end] = locateYaml(doc, path, target);
        return lineIndex().range(start, end);
      },
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
        message: `${firstLine(first.message)}. The document is not valid YAML and was not linted.`,
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
  return (message.split('\n')[0] ?? message).replace(/[.:]\s*$/, '');
}

/** Offsets of the node at `path`, or of the deepest existing ancestor. */
function locateYaml(doc: Document, path: JsonPath, target: LocateTarget): [number, number] {
  let node: YamlNode | null | undefined = doc.contents as YamlNode | null;
  let range: [number, number] = node?.range ? [node.range[0], node.range[1]] : [0, 0];
  for (let i = 0; i < path.length && node; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment));
      if (!pair) break;
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
