import { quoteSource } from '../util/escape-text.js';
import { parseTree, visit, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import type { JsonPath } from '../types.js';
import { type LocateTarget, type PayloadDocument, type SourceNode, type SourceProblem } from './document.js';
import { inspectValue, MAX_DEPTH, mayHoldLoneSurrogate } from './inspect-value.js';
import { scanJson } from './json-scan.js';
import { PARSE_FIRST_LIMIT, risksOfParsed } from './json-parsed-risks.js';
import { isJsonSpace } from './json-chars.js';
import { locateJsonPaths } from './json-locate.js';
import { blankComments } from './json-comments.js';
import { LineIndex } from './line-index.js';
import { appendAll } from '../util/append.js';
import { MAX_FINDINGS_PER_PAYLOAD } from '../engine/rule.js';

/** How a JSON text is read. */
export interface JsonParseOptions {
  /** `//` and `/* *\/` comments are allowed (JSONC): they carry `cordlint-disable` directives. */
  comments?: boolean;
}

/**
 * Parses a JSON file into one document. The value comes from `JSON.parse` (fast, exact); positions
 * come from jsonc-parser's syntax tree, built only when a finding needs one. With `comments`, the
 * comments are blanked first (./json-comments.ts): everything below reads plain JSON of the same
 * length, and the document keeps the file's own text.
 */
export function parseJson(filePath: string, source: string, options: JsonParseOptions = {}): PayloadDocument[] {
  const blanked = options.comments ? blankComments(source) : undefined;
  // The JSON that is parsed and scanned: the file's text, or that text with its comments blanked.
  const text = blanked ? blanked.json : source;
  let lines: LineIndex | undefined;
  let tree: JsonNode | undefined;
  let sourceNodes: Map<JsonNode, SourceNode> | undefined;
  const lineIndex = () => (lines ??= new LineIndex(text));
  const syntaxTree = () => (tree ??= parseTree(text, [], { allowTrailingComma: false, disallowComments: true }));

  const document: PayloadDocument = {
    filePath,
    format: 'json',
    index: 0,
    count: 1,
    value: undefined,
    problems: [],
    text: source,
    locate(path, target = 'value') {
      // The whole value needs no syntax tree (a file that is not a payload at all is reported there).
      if (path.length === 0) return lineIndex().range(...valueBounds(text));
      const root = syntaxTree();
      if (!root) return lineIndex().range(0, 0);
      const node = findJsonNode(root, path, target);
      return lineIndex().range(node.offset, node.offset + node.length);
    },
    locateAll(requests) {
      // Without the syntax tree when there is none yet: one scan finds every path.
      if (tree === undefined && document.value !== undefined) {
        try {
          // Without repeated keys the scan stops once it has read every requested path.
          return locateJsonPaths(text, requests, { noDuplicateKeys: risks?.duplicateKeys === false }).map(([start, end]) => lineIndex().range(start, end));
        } catch {
          // Only valid JSON is scanned; anything else is located through the syntax tree.
        }
      }
      return requests.map(({ path, target }) => document.locate(path, target));
    },
    keyRange(path) {
      // Without repeated keys the key of an existing property is where the scan finds it; else the tree decides.
      if (tree !== undefined || risks?.duplicateKeys !== false || typeof path[path.length - 1] !== 'string' || !hasPath(document.value, path)) return undefined;
      return locateJsonPaths(text, [{ path, target: 'key' }], { noDuplicateKeys: true })[0];
    },
    valueRange(path) {
      // A fix that replaces a scalar (v2-requires-flag's flags) finds it by the scan, without the tree.
      if (tree !== undefined || risks?.duplicateKeys !== false || !hasPath(document.value, path)) return undefined;
      const value = valueAt(document.value, path);
      if (typeof value === 'object' && value !== null) return undefined;
      return locateJsonPaths(text, [{ path, target: 'value' }], { noDuplicateKeys: true })[0];
    },
    source(path) {
      const root = syntaxTree();
      const node = root && findExactJsonNode(root, path);
      return node && toSourceNode(node, (sourceNodes ??= new Map()));
    },
    comments: () => blanked?.comments ?? [],
  };
  if (blanked?.unterminatedAt !== undefined) {
    const at = blanked.unterminatedAt;
    document.problems.push({
      ruleId: 'parse-error',
      fatal: true,
      path: [],
      range: lineIndex().range(at, at + 2),
      message: 'Unterminated comment: this "/*" has no "*/" after it. The file was not linted.',
    });
    return [document];
  }

  // A large text is scanned first: a hostile file nested a million levels deep is refused before
  // JSON.parse spends time on it (no payload is deeper than MAX_DEPTH). A smaller one is parsed
  // first and its risks are mostly read from the value, which is cheaper.
  let risks = text.length > PARSE_FIRST_LIMIT ? scanJson(text) : undefined;
  if (risks?.tooDeep && refusedForDepth(document, text, lineIndex)) return [document];
  try {
    document.value = JSON.parse(text);
  } catch {
    // As when scanned first: text nested too deep is refused for that, whether or not it parses.
    if (!risks && scanJson(text).tooDeep && refusedForDepth(document, text, lineIndex)) return [document];
    document.problems.push(syntaxProblem(text, lineIndex()));
    return [document];
  }
  risks ??= risksOfParsed(text, document.value);
  if (risks.tooDeep && refusedForDepth(document, text, lineIndex)) return [document];

  // The text of a value inspectValue reports (an unsafe integer), from the position scan (as the tree would place it).
  const sourceOf = (path: JsonPath) => {
    const [[start, end]] = locateJsonPaths(text, [{ path }], { noDuplicateKeys: risks?.duplicateKeys === false }) as [[number, number]];
    return text.slice(start, end);
  };
  const valueProblems = risks.needsValueCheck || mayHoldLoneSurrogate(text) ? inspectValue(document.value, sourceOf) : [];
  appendAll(document.problems, valueProblems);
  const tooDeep = valueProblems.find((p) => p.fatal);
  if (tooDeep) {
    // The recursive tree parser cannot be asked where: find the first bracket past the limit by scanning.
    const offset = offsetOfDepth(text, MAX_DEPTH + 1);
    tooDeep.range = lineIndex().range(offset, offset + 1);
    return [document];
  }

  if (risks.duplicateKeys) appendAll(document.problems, findDuplicateKeys(text, lineIndex));
  return [document];
}

/** Whether the parsed value holds a property or item at exactly `path`. */
function valueAt(value: unknown, path: JsonPath): unknown {
  let node = value;
  for (const segment of path) node = (node as Record<string | number, unknown>)[segment];
  return node;
}

function hasPath(value: unknown, path: JsonPath): boolean {
  let node = value;
  for (const segment of path) {
    if (Array.isArray(node) ? typeof segment !== 'number' || segment >= node.length : typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return true;
}

/** Refuses a text nested deeper than MAX_DEPTH, at the first bracket past it; false when there is none (the scan read an invalid text). */
function refusedForDepth(document: PayloadDocument, text: string, lineIndex: () => LineIndex): boolean {
  const offset = offsetOfDepth(text, MAX_DEPTH + 1);
  if (offset <= 0) return false;
  document.problems.push({
    ruleId: 'parse-error',
    fatal: true,
    path: [],
    range: lineIndex().range(offset, offset + 1),
    message: `The document is nested more than ${MAX_DEPTH} levels deep; no Discord payload is. It was not linted.`,
  });
  return true;
}

/** Where the JSON value starts and ends: the text without the white space around it. */
function valueBounds(text: string): [number, number] {
  let start = 0;
  let end = text.length;
  while (start < end && isJsonSpace(text.charCodeAt(start))) start++;
  while (end > start && isJsonSpace(text.charCodeAt(end - 1))) end--;
  return [start, end];
}

/** What a comment in a file read as plain JSON can do instead. */
const COMMENTS_HINT = ' To keep comments (and their cordlint-disable directives), name the file .jsonc, or set "allowComments": true in the config (in an override for these files).';

function syntaxProblem(text: string, lines: LineIndex): SourceProblem {
  // jsonc-parser recurses once per nesting level: a hostile file is refused for its depth first.
  const tooDeep = offsetOfDepth(text, MAX_DEPTH + 1);
  if (tooDeep > 0) {
    return {
      ruleId: 'parse-error',
      fatal: true,
      path: [],
      range: lines.range(tooDeep, tooDeep + 1),
      message: `The file is not valid JSON, and it is nested more than ${MAX_DEPTH} levels deep (no Discord payload is). It was not linted.`,
    };
  }
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  const offset = first?.offset ?? 0;
  const found = text.slice(offset, offset + Math.min(Math.max(first?.length ?? 0, 1), 20)).split(/\r?\n/)[0] ?? '';
  const what = first ? readableJsonError(printParseErrorCode(first.error)) : 'Invalid JSON';
  return {
    ruleId: 'parse-error',
    fatal: true,
    path: [],
    range: lines.range(offset, offset + Math.max(1, first?.length ?? 1)),
    message: `${what}${found.trim() ? `, found ${quoteSource(found)}` : ''}. The file is not valid JSON and was not linted.${first && printParseErrorCode(first.error) === 'InvalidCommentToken' ? COMMENTS_HINT : ''}`,
  };
}

/** jsonc-parser's error code in words (shared with the config loader). */
export function readableJsonError(code: string): string {
  const readable: Record<string, string> = {
    InvalidSymbol: 'Unexpected character',
    InvalidNumberFormat: 'Invalid number',
    PropertyNameExpected: 'Expected a property name in double quotes',
    ValueExpected: 'Expected a value',
    ColonExpected: 'Expected ":" after the property name',
    CommaExpected: 'Expected "," between items',
    CloseBraceExpected: 'Expected "}"',
    CloseBracketExpected: 'Expected "]"',
    EndOfFileExpected: 'Unexpected text after the end of the JSON value',
    InvalidCommentToken: 'Comments are not allowed in JSON',
    UnexpectedEndOfComment: 'Unterminated comment',
    UnexpectedEndOfString: 'Unterminated string',
    UnexpectedEndOfNumber: 'Unterminated number',
    InvalidUnicode: 'Invalid unicode escape',
    InvalidEscapeCharacter: 'Invalid escape character in a string',
    InvalidCharacter: 'Invalid character in a string (control characters must be escaped)',
  };
  return readable[code] ?? code;
}

/** JSON.parse keeps the last of two equal keys silently; Discord would see only that one. Where they are: */
function findDuplicateKeys(text: string, lineIndex: () => LineIndex): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const open: Map<string, number>[] = [];
  // visit() recurses once per nesting level; inspectValue has already refused documents deeper than MAX_DEPTH.
  visit(
    text,
    {
      onObjectBegin: () => void open.push(new Map()),
      onObjectEnd: () => void open.pop(),
      onObjectProperty: (name, offset, length, _line, _char, pathSupplier) => {
        const keys = open[open.length - 1]!;
        const first = keys.get(name);
        if (first === undefined) {
          keys.set(name, offset);
          return;
        }
        // Past the findings a payload keeps, more would only be counted: one more says there are more.
        if (problems.length > MAX_FINDINGS_PER_PAYLOAD) return;
        const where = lineIndex().position(first);
        problems.push({
          ruleId: 'duplicate-key',
          path: [...pathSupplier(), name],
          range: lineIndex().range(offset, offset + length),
          message: `The key ${JSON.stringify(name)} appears twice in the same object (first at line ${where.line}, column ${where.column}); JSON parsers keep only the last one. Remove one of them.`,
        });
      },
    },
    { disallowComments: true },
  );
  return problems;
}

/** The deepest node on `path` (so a missing field points at the object that lacks it). */
function findJsonNode(root: JsonNode, path: JsonPath, target: LocateTarget): JsonNode {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    if (node.type === 'object' && node.children) {
      const property = findLast(node.children, (p) => p.children?.[0]?.value === String(segment));
      if (!property?.children) return node;
      if (last && target === 'key') return property.children[0]!;
      const value = property.children[1];
      if (!value) return property;
      node = value;
    } else if (node.type === 'array' && node.children) {
      const child = node.children[Number(segment)];
      if (!child) return node;
      node = child;
    } else {
      return node;
    }
  }
  return node;
}

/** The node at exactly `path`, or undefined. */
function findExactJsonNode(root: JsonNode, path: JsonPath): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const segment of path) {
    if (node?.type === 'object') {
      node = findLast(node.children ?? [], (p) => p.children?.[0]?.value === String(segment))?.children?.[1];
    } else if (node?.type === 'array') {
      node = typeof segment === 'number' ? node.children?.[segment] : undefined;
    } else {
      return undefined;
    }
  }
  return node;
}

/**
 * The node's text positions, for fixes, built once per node of the document (`built`): every finding
 * of a rule may ask for its whole message (2,000 Text Displays without the flag ask 2,000 times).
 */
function toSourceNode(node: JsonNode, built: Map<JsonNode, SourceNode>): SourceNode {
  const known = built.get(node);
  if (known) return known;
  const kind = node.type === 'object' ? 'object' : node.type === 'array' ? 'array' : 'scalar';
  const result: SourceNode = { kind, start: node.offset, end: node.offset + node.length, flow: true, properties: [], items: [] };
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key) continue;
      result.properties.push({ key: String(key.value), keyStart: key.offset, keyEnd: key.offset + key.length, value: value && toSourceNode(value, built) });
    }
  } else if (node.type === 'array') {
    for (const item of node.children ?? []) result.items.push(toSourceNode(item, built));
  }
  built.set(node, result);
  return result;
}

function findLast<T>(items: T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return items[i];
  return undefined;
}

/** Offset of the bracket that opens nesting level `depth` (strings skipped), or 0. */
function offsetOfDepth(text: string, depth: number): number {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++level === depth) return i;
    } else if (c === '}' || c === ']') level--;
  }
  return 0;
}
