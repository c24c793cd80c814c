import type { JsonPath, Range } from '../types.js';

/** Which part of a property a position should point at. */
export type LocateTarget = 'value' | 'key';

/** A problem found while reading or parsing, before any rule runs. */
export interface SourceProblem {
  ruleId: string;
  message: string;
  /** Where it is; `path` is resolved through `locate` when no range is given. */
  path: JsonPath;
  range?: Range;
  target?: LocateTarget;
  /** The document could not be read at all: no rule runs on it. */
  fatal?: boolean;
}

/**
 * A node of the source text, for fixes: where it starts and ends (UTF-16 offsets into the file's
 * text, BOM excluded) and, for objects and arrays, where their parts are.
 */
export interface SourceNode {
  kind: 'object' | 'array' | 'scalar';
  /** Offset of the node's first character. */
  start: number;
  /** Offset just after the node's last character; comments and line breaks after it are not included. */
  end: number;
  /** Written with braces or brackets: every JSON node, YAML flow collections and YAML scalars. False for YAML block collections. */
  flow: boolean;
  /** An object's properties in source order (empty otherwise). */
  properties: SourceProperty[];
  /** An array's items in source order (empty otherwise). */
  items: SourceNode[];
}

export interface SourceProperty {
  key: string;
  keyStart: number;
  keyEnd: number;
  /** Undefined for a YAML key written without a value (`key:`). */
  value: SourceNode | undefined;
}

/** A comment of a YAML file, or of JSON with comments (JSONC). */
export interface SourceComment {
  /** Offset of the `#` (YAML), or of the `//` or `/*` (JSONC). */
  start: number;
  /** Offset just after the comment's last character (before the line break). */
  end: number;
  /** The text after `#` or `//`, or between `/*` and `*\/`. */
  text: string;
}

/** One payload as read from a file: a JSON file, or one document of a YAML file. */
export interface PayloadDocument {
  filePath: string;
  format: 'json' | 'yaml';
  /** 0-based index of the document in its file. */
  index: number;
  /** How many documents the file holds (1 for JSON). */
  count: number;
  /** The parsed value; undefined when a fatal problem stopped parsing. */
  value: unknown;
  problems: SourceProblem[];
  /** The whole file's text (without a byte order mark); offsets of {@link SourceNode}s point into it. */
  text: string;
  /**
   * Range of the node at `path` (the deepest existing ancestor when the path does not exist).
   * Computed on demand: files without findings never pay for positions.
   */
  locate(path: JsonPath, target?: LocateTarget): Range;
  /**
   * The ranges of many paths at once, as `locate` gives each: where a format can find them in one
   * pass (JSON), the engine asks for a payload's findings together.
   */
  locateAll?(requests: readonly { path: JsonPath; target?: LocateTarget }[]): Range[];
  /** The source node at exactly `path`, or undefined when there is none. Built on demand, for fixes. */
  source(path: JsonPath): SourceNode | undefined;
  /**
   * [start, end) of the key of the property at exactly `path`, where the format can tell without
   * building `source`'s tree (JSON that repeats no key); undefined when it cannot or there is none.
   */
  keyRange?(path: JsonPath): [number, number] | undefined;
  /** [start, end) of the scalar value at exactly `path`, where the format can tell as {@link keyRange} does; undefined when it cannot, or the value is an object or array. */
  valueRange?(path: JsonPath): [number, number] | undefined;
  /** The file's comments, in order (always empty for JSON read without comments). */
  comments(): readonly SourceComment[];
}

export const START_RANGE: Range = { line: 1, column: 1, endLine: 1, endColumn: 1 };
