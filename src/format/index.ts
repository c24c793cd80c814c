import type { RuleMeta } from '../engine/rule.js';
import type { LintResult } from '../types.js';
import { diff } from './diff.js';
import { checkstyle } from './checkstyle.js';
import { github } from './github.js';
import { json } from './json.js';
import { rdjson } from './rdjson.js';
import { junit } from './junit.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import { unix } from './unix.js';

export interface FormatContext {
  color: boolean;
  /** Paths are shown relative to this folder. */
  cwd: string;
  /** The rules of the run, described in SARIF's rule list; the built-in rules when absent. */
  rules?: readonly RuleMeta[];
  /** The terminal's width: stylish wraps messages at word boundaries to fit it. Absent or 0: no wrapping. */
  width?: number;
  /** The run applied fixes (--fix): what is left was not fixable, so stylish does not offer --fix. */
  fixing?: boolean;
  /** Unsafe fixes count as fixes (--unsafe-fixes). */
  unsafeFixes?: boolean;
}

export type Formatter = (results: readonly LintResult[], context: FormatContext) => string;

export const formatters: Record<string, Formatter> = { stylish, json, unix, sarif, github, junit, checkstyle, diff, rdjson };
