/** Lints with the fast path on and off: two Linters, one of each (the switch is a Linter's option, not the process's). */
import { Linter, unreadableResult, type LinterConfig } from '../../src/linter/linter.js';
import { formatOf, loadYamlParser } from '../../src/load/index.js';
import { readPayloadTextSync } from '../../src/project/read-file.js';
import type { LintResult } from '../../src/types.js';

export const fastLinter = new Linter();
export const fullLinter = new Linter({ fastPath: false });

/** A text as the library's lintText reads it (YAML's parser loaded first). */
export async function lintTextWith(linter: Linter, text: string, config: LinterConfig = {}, filePath = '<text>'): Promise<LintResult> {
  if (formatOf(filePath, text.replace(/^\uFEFF/, '')) === 'yaml') await loadYamlParser();
  return linter.lintText(text, config, { filePath });
}

/** A file as the library's lintFile reads it: an unreadable one is a result with one fatal finding. */
export async function lintFileWith(linter: Linter, filePath: string, config: LinterConfig = {}): Promise<LintResult> {
  const read = readPayloadTextSync(filePath);
  return read.ok ? lintTextWith(linter, read.text, config, filePath) : unreadableResult(filePath, read.message);
}

/** The same lint with the fast path on, then off. */
export async function bothWays<T>(lint: (linter: Linter) => T | Promise<T>): Promise<[T, T]> {
  return [await lint(fastLinter), await lint(fullLinter)];
}
