import type { LintResult } from '../types.js';
import { diff } from './diff.js';
import { json } from './json.js';
import { stylish } from './stylish.js';
import { unix } from './unix.js';

export interface FormatContext {
  color: boolean;
  /** Paths are shown relative to this folder. */
  cwd: string;
}

export type Formatter = (results: readonly LintResult[], context: FormatContext) => string;

export const formatters: Record<string, Formatter> = { stylish, json, unix, diff };
