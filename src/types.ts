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

/** A replacement of the text between two offsets (UTF-16 code units into the file's text, without its BOM). */
export interface TextEdit {
  /** `[start, end)`; equal offsets insert. */
  range: readonly [number, number];
  text: string;
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
  related?: { path: string; line: number; column: number; /** Set when the place is in another file (the SENT payload of `--against`). */ filePath?: string };
  /**
   * The edits of the rule's fix that --fix applies: a safe fix, or an unsafe one with
   * `unsafeFixes` (--unsafe-fixes). Present only when fixes were asked for (`fix` option, --fix).
   */
  fix?: TextEdit[];
  /** The safety of the rule's fix, when this message carries it (as `fix`, or as an `unsafe` suggestion). */
  fixSafety?: 'safe' | 'unsafe';
  /**
   * Changes offered but never applied by --fix (a misspelt field's likely name...). An unsafe fix
   * that --fix leaves (without --unsafe-fixes) is here too, first, marked `unsafe: true`.
   */
  suggestions?: { message: string; fix: TextEdit[]; unsafe?: true }[];
}

export interface LintResult {
  filePath: string;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
  fatalErrorCount: number;
  /** The findings that carry a fix --fix would apply (ESLint's counts); absent on results made elsewhere. */
  fixableErrorCount?: number;
  fixableWarningCount?: number;
  /** The fixed text, when fixes were applied and changed something (ESLint's `output`). */
  output?: string;
  /** The text before fixing, alongside `output`; or, when fix edits were asked for (`--format json`, `rdjson`), the text of a file with problems (ESLint's `source`). */
  source?: string;
}
