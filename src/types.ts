/** Shared shapes of cordlint's public results (the same shape as `--format json`). */

export type Severity = 'error' | 'warn' | 'off';

/** One step of a path into a document: an object key or an array index. */
export type PathSegment = string | number;
export type JsonPath = readonly PathSegment[];

export interface Range {
  /** 1-based line of the node's first character. */
  line: number;
  /** 1-based column, counted in UTF-16 code units (as editors and SARIF do). */
  column: number;
  endLine: number;
  endColumn: number;
}

/** One finding, as printed by `--format json` (ESLint's message shape plus `path`). */
export interface LintMessage extends Range {
  ruleId: string;
  /** 2 = error, 1 = warning (ESLint's numbers). */
  severity: 1 | 2;
  message: string;
  /** RFC 6901 JSON Pointer into the document, e.g. `/components/0/custom_id`. */
  path: string;
  /** 1-based number of the YAML document, present only in files with several documents. */
  document?: number;
  /** True for findings that stopped the file from being linted (parse errors). */
  fatal?: boolean;
  /** A related place, e.g. the first component that used a duplicated custom_id. */
  related?: { path: string; line: number; column: number };
}

export interface LintResult {
  filePath: string;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
  fatalErrorCount: number;
}
