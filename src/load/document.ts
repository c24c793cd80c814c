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
  /**
   * Range of the node at `path` (the deepest existing ancestor when the path does not exist).
   * Computed on demand: files without findings never pay for positions.
   */
  locate(path: JsonPath, target?: LocateTarget): Range;
}

export const START_RANGE: Range = { line: 1, column: 1, endLine: 1, endColumn: 1 };
