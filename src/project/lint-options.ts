/** The options of the functions before the two classes, and how they become a LinterConfig and a call's options. */
import path from 'node:path';
import type { LinterConfig, LintTextOptions } from '../linter/linter.js';
import { baselineEntriesOf, type LoadedBaseline } from '../suppress/baseline.js';
import { baselineFileKey } from './baseline-file.js';

/** @deprecated The options of the deprecated functions: a {@link LinterConfig} and the options of `Linter.lintText` in one. */
export interface LintOptions extends Omit<LinterConfig, 'baseline'>, Pick<LintTextOptions, 'fix' | 'fixEdits' | 'unsafeFixes' | 'skipNonPayloads'> {
  /** A loaded baseline file: the entries of the file linted apply. */
  baseline?: LoadedBaseline;
}

/** The configuration in `options` for the file `filePath`: a loaded baseline becomes that file's entries (none for `<text>`). */
export function configOf(filePath: string, options: LintOptions): LinterConfig {
  const { fix: _fix, fixEdits: _fixEdits, unsafeFixes: _unsafe, skipNonPayloads: _skip, baseline, ...config } = options;
  if (!baseline || filePath.startsWith('<')) return config;
  const entries = baselineEntriesOf(baseline.baseline, baselineFileKey(baseline.filePath, path.resolve(filePath)));
  return { ...config, baseline: { name: path.basename(baseline.filePath), entries } };
}

/** What `options` says of one call: fixes, fix edits, skipping what is not a payload. */
export function callOf(filePath: string, options: LintOptions): LintTextOptions {
  return { filePath, fix: options.fix === true, fixEdits: options.fixEdits === true, unsafeFixes: options.unsafeFixes === true, skipNonPayloads: options.skipNonPayloads === true };
}
