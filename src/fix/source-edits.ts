/**
 * Edits on the source text of a JSON or YAML payload, computed from the document's source nodes.
 * Nothing here re-serialises a document: untouched text (key order, quoting, comments, blank lines)
 * stays as it was. A YAML comment is never deleted: comments on removed lines are written back as
 * comment lines; where that is not possible the builder returns undefined (no fix).
 */
import type { PayloadDocument, SourceComment, SourceNode, SourceProperty } from '../load/document.js';
import type { JsonPath } from '../types.js';
import { applyEdits, type TextEdit } from './edits.js';
import { appendAll } from '../util/append.js';

// ---------------------------------------------------------------------------------------------
// Lines and columns

export function lineStartOf(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

/** Offset of the line break that ends the line holding `offset` (or the end of the text). */
export function lineEndOf(text: string, offset: number): number {
  let i = offset;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

/** Offset just after the line break that ends the line holding `offset`. */
export function nextLineStart(text: string, offset: number): number {
  const end = lineEndOf(text, offset);
  if (text[end] === '\r' && text[end + 1] === '\n') return end + 2;
  return end < text.length ? end + 1 : end;
}

export function columnOf(text: string, offset: number): number {
  return offset - lineStartOf(text, offset);
}

/** Width of the leading whitespace of the line holding `offset`. */
export function lineIndentOf(text: string, offset: number): number {
  const start = lineStartOf(text, offset);
  let i = start;
  while (text[i] === ' ' || text[i] === '\t') i++;
  return i - start;
}

export function isFirstOnLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(lineStartOf(text, offset), offset));
}

/** Shifts every line after the first by `delta` columns (spaces added, or leading spaces taken away). */
export function reindent(text: string, delta: number): string {
  if (delta === 0) return text;
  return text.replace(/(\r?\n)([ ]*)(?=[^\r\n]|$)/g, (_all, eol: string, spaces: string) => {
    const width = Math.max(0, spaces.length + delta);
    return eol + ' '.repeat(width);
  });
}

// ---------------------------------------------------------------------------------------------
// Writing keys and values in the document's language

const PLAIN_YAML_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const YAML_RESERVED = /^(true|false|yes|no|on|off|null|~|y|n)$/i;

export function formatKey(document: PayloadDocument, key: string): string {
  if (document.format === 'yaml' && PLAIN_YAML_KEY.test(key) && !YAML_RESERVED.test(key)) return key;
  return JSON.stringify(key);
}

/** A JSON value written for the document: JSON text, or YAML flow text (JSON strings are valid YAML). */
export function formatValue(document: PayloadDocument, value: unknown): string {
  if (document.format === 'yaml' && typeof value === 'string' && /^[A-Za-z][\w .-]*$/.test(value) && !/\s$/.test(value) && !YAML_RESERVED.test(value)) {
    return value;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The parsed value at `path`, or undefined. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

export function commentsIn(document: PayloadDocument, start: number, end: number): SourceComment[] {
  return document.comments().filter((c) => c.start >= start && c.start < end);
}

function propertyIndex(node: SourceNode, key: string): number {
  for (let i = node.properties.length - 1; i >= 0; i--) if (node.properties[i]!.key === key) return i;
  return -1;
}

/** End of a property's text: its value's end, or its key's end for a YAML key without a value. */
function propertyEnd(property: SourceProperty): number {
  return property.value?.end ?? property.keyEnd;
}

// ---------------------------------------------------------------------------------------------
// Removing properties

export interface RemovalOptions {
  /**
   * What happens to YAML comments on removed lines: `keep` writes them back as comment lines where
   * the properties were; `collect` hands them to the caller (who puts them elsewhere).
   */
  comments?: 'keep' | 'collect';
  collected?: SourceComment[];
}

/** Removes the properties `keys` of the object at `objectPath`; undefined when there is nothing to remove or it cannot be done cleanly. */
export function removeProperties(document: PayloadDocument, objectPath: JsonPath, keys: readonly string[]): TextEdit[] | undefined {
  const node = document.source(objectPath);
  if (!node || node.kind !== 'object') return undefined;
  const indices = keys.map((k) => propertyIndex(node, k)).filter((i) => i >= 0);
  if (indices.length === 0) return undefined;
  return removePropertiesOf(document, node, indices);
}

/** Removes the property at `path` (its last segment is the key). */
export function removeProperty(document: PayloadDocument, path: JsonPath): TextEdit[] | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return undefined;
  return removeProperties(document, path.slice(0, -1), [key]);
}

/** Removal edits for the properties at `indices` of `node`. */
export function removePropertiesOf(
  document: PayloadDocument,
  node: SourceNode,
  indices: readonly number[],
  options: RemovalOptions = {},
): TextEdit[] | undefined {
  const wanted = new Set(indices);
  const properties = node.properties;
  if (wanted.size === 0) return undefined;
  const text = document.text;

  // Every property goes: the object becomes `{}`.
  if (wanted.size === properties.length) {
    if (node.flow) {
      if (commentsIn(document, node.start, node.end).length > 0) return undefined;
      return [{ range: [node.start + 1, node.end - 1], text: '' }];
    }
    return withComments(document, [node.start, node.end], '{}', options);
  }

  // Runs of neighbouring properties are removed together, so that their edits never overlap.
  const runs: [number, number][] = [];
  for (let i = 0; i < properties.length; i++) {
    if (!wanted.has(i)) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  }

  const edits: TextEdit[] = [];
  for (const [first, last] of runs) {
    const isLastRun = last === properties.length - 1;
    if (node.flow) {
      // `a, b` -> remove from this key to the next key; the last ones go with the comma before them.
      const range: [number, number] = isLastRun
        ? [propertyEnd(properties[first - 1]!), propertyEnd(properties[last]!)]
        : [properties[first]!.keyStart, properties[last + 1]!.keyStart];
      if (commentsIn(document, range[0], range[1]).length > 0) return undefined;
      edits.push({ range, text: '' });
      continue;
    }
    const keyStart = properties[first]!.keyStart;
    if (isFirstOnLine(text, keyStart)) {
      const range: [number, number] = [lineStartOf(text, keyStart), nextLineStart(text, propertyEnd(properties[last]!))];
      const edit = withComments(document, range, '', options, columnOf(text, keyStart));
      if (!edit) return undefined;
      appendAll(edits, edit);
    } else if (first === 0 && /^[ \t]*(-[ \t]+)+$/.test(text.slice(lineStartOf(text, keyStart), keyStart))) {
      // `- type: 4` starting a list item: the next key moves up behind the dash.
      const edit = withComments(document, [keyStart, properties[last + 1]!.keyStart], '', options);
      if (!edit) return undefined;
      appendAll(edits, edit);
    } else {
      return undefined;
    }
  }
  return edits;
}

/**
 * Replaces `range` by `replacement` in a YAML block, writing the comments found in the range back
 * as comment lines (before the range's line when it starts mid-line).
 */
function withComments(
  document: PayloadDocument,
  range: [number, number],
  replacement: string,
  options: RemovalOptions,
  indent?: number,
): TextEdit[] | undefined {
  const comments = commentsIn(document, range[0], range[1]);
  if (comments.length === 0) return [{ range, text: replacement }];
  if (options.comments === 'collect') {
    if (options.collected) appendAll(options.collected, comments);
    return [{ range, text: replacement }];
  }
  const text = document.text;
  const lineStart = lineStartOf(text, range[0]);
  const width = indent ?? lineIndentOf(text, range[0]);
  // Each comment as the file writes it (`# ...` in YAML; `// ...` or `/* ... */` in JSONC).
  const lines = comments.map((c) => ' '.repeat(width) + text.slice(c.start, c.end) + '\n').join('');
  if (lineStart === range[0]) return [{ range, text: lines + replacement }];
  return [
    { range: [lineStart, lineStart], text: lines },
    { range, text: replacement },
  ];
}

// ---------------------------------------------------------------------------------------------
// Changing and adding

/** Replaces the value at `path` with `source` (text written in the document's language). */
export function replaceValue(document: PayloadDocument, path: JsonPath, source: string): TextEdit[] | undefined {
  // A scalar of JSON that repeats no key: its place from a scan, without the syntax tree.
  const range = document.valueRange?.(path);
  if (range) return commentsIn(document, range[0], range[1]).length > 0 ? undefined : [{ range, text: source }];
  const node = document.source(path);
  if (!node) return undefined;
  if (commentsIn(document, node.start, node.end).length > 0) return undefined;
  return [{ range: [node.start, node.end], text: source }];
}

/** Sets the value at `path` to a JSON value (use for scalars; collections are written in flow style). */
export function setValue(document: PayloadDocument, path: JsonPath, value: unknown): TextEdit[] | undefined {
  return replaceValue(document, path, formatValue(document, value));
}

/** Renames the key at `path`, keeping its value and the key's quoting style where it can. */
export function renameKey(document: PayloadDocument, path: JsonPath, newKey: string): TextEdit[] | undefined {
  const key = path[path.length - 1];
  // JSON that repeats no key: the key's place from a scan and the sibling keys from the value, without the tree.
  const range = document.keyRange?.(path);
  if (range) {
    const parent = path.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], document.value);
    return Object.hasOwn(parent as object, newKey) ? undefined : [{ range, text: JSON.stringify(newKey) }];
  }
  const parent = document.source(path.slice(0, -1));
  if (typeof key !== 'string' || parent?.kind !== 'object') return undefined;
  const index = propertyIndex(parent, key);
  if (index < 0 || propertyIndex(parent, newKey) >= 0) return undefined;
  const property = parent.properties[index]!;
  const written = document.text.slice(property.keyStart, property.keyEnd);
  const text = written.startsWith('"') || document.format === 'json' ? JSON.stringify(newKey) : formatKey(document, newKey);
  return [{ range: [property.keyStart, property.keyEnd], text }];
}

/**
 * Adds `key: valueSource` to the object at `objectPath`, before the property `before` when it
 * exists (the new line goes above that property's own comment lines), otherwise at the end.
 */
export function insertProperty(
  document: PayloadDocument,
  objectPath: JsonPath,
  key: string,
  valueSource: string,
  before?: string,
): TextEdit[] | undefined {
  const node = document.source(objectPath);
  if (!node || node.kind !== 'object' || propertyIndex(node, key) >= 0) return undefined;
  const text = document.text;
  const properties = node.properties;
  // Written like its neighbours: `"key": value` or, in compact JSON, `"key":value`.
  const sample = properties.find((p) => p.value);
  const colon = node.flow && sample?.value && !/[\r\n]/.test(text.slice(sample.keyEnd, sample.value.start)) ? text.slice(sample.keyEnd, sample.value.start) : ': ';
  const compact = !/\s/.test(colon);
  const entry = `${formatKey(document, key)}${colon}${valueSource}`;
  if (properties.length === 0) {
    if (!node.flow) return undefined;
    return [{ range: [node.start + 1, node.end - 1], text: ` ${entry} ` }];
  }
  const at = before === undefined ? -1 : propertyIndex(node, before);
  if (node.flow) {
    if (at >= 0) {
      const target = properties[at]!;
      const separator = isFirstOnLine(text, target.keyStart) ? '\n' + ' '.repeat(lineIndentOf(text, target.keyStart)) : compact ? '' : ' ';
      return [{ range: [target.keyStart, target.keyStart], text: `${entry},${separator}` }];
    }
    const last = properties[properties.length - 1]!;
    const separator = isFirstOnLine(text, last.keyStart) ? '\n' + ' '.repeat(lineIndentOf(text, last.keyStart)) : compact ? '' : ' ';
    const end = propertyEnd(last);
    return [{ range: [end, end], text: `,${separator}${entry}` }];
  }
  const column = columnOf(text, properties[0]!.keyStart);
  if (at >= 0) {
    const target = properties[at]!;
    if (!isFirstOnLine(text, target.keyStart)) {
      // `- components:` -> `- flags: 32768\n  components:`
      return [{ range: [target.keyStart, target.keyStart], text: `${entry}\n${' '.repeat(columnOf(text, target.keyStart))}` }];
    }
    const keyLine = lineStartOf(text, target.keyStart);
    const comments = leadingCommentsStart(document, keyLine);
    // The comments above the key go with it, but not the file's (or the document's) leading comment: that stays first.
    const insertAt = comments < keyLine && startsDocument(text, comments) ? keyLine : comments;
    return [{ range: [insertAt, insertAt], text: `${' '.repeat(column)}${entry}\n` }];
  }
  const end = propertyEnd(properties[properties.length - 1]!);
  const insertAt = nextLineStart(text, end);
  const needsBreak = insertAt === lineEndOf(text, end);
  return [{ range: [insertAt, insertAt], text: `${needsBreak ? '\n' : ''}${' '.repeat(column)}${entry}${needsBreak ? '' : '\n'}` }];
}

/** Whether only blank lines, directives or a `---` marker stand between the document's start and `offset`. */
function startsDocument(text: string, offset: number): boolean {
  // Line by line backwards from `offset`: it stops at the first line with text, not at the file's start.
  let end = offset;
  for (;;) {
    const start = end === 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end); // a line's closing \r changes neither test below
    if (/^---(?:\s|$)/.test(line)) return true;
    if (line.trim() !== '' && !/^%/.test(line)) return false;
    if (start === 0) return true;
    end = start - 1;
  }
}

/** Start of the block of comment-only lines right above the line starting at `lineStart`. */
function leadingCommentsStart(document: PayloadDocument, lineStart: number): number {
  const text = document.text;
  let start = lineStart;
  while (start > 0) {
    const previous = lineStartOf(text, start - 1 - (text[start - 2] === '\r' ? 1 : 0));
    if (!/^[ \t]*#/.test(text.slice(previous, lineEndOf(text, previous)))) break;
    start = previous;
  }
  return start;
}

/**
 * The text of `node` with `edits` applied (edits must lie in or just after the node), with trailing
 * line breaks dropped: the piece of source a fix moves elsewhere.
 */
export function editedText(document: PayloadDocument, node: SourceNode, edits: readonly TextEdit[]): string {
  let end = node.end;
  for (const e of edits) end = Math.max(end, e.range[1]);
  const shifted = edits.map((e) => ({ range: [e.range[0] - node.start, e.range[1] - node.start] as const, text: e.text }));
  return applyEdits(document.text.slice(node.start, end), shifted).trimEnd(); // not /\s+$/, quadratic on long runs of spaces
}
