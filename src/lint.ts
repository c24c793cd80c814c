/**
 * The library's functions before the Linter and Cordlint classes: each is now a thin wrapper over
 * one of them, kept for one minor version (see the CHANGELOG).
 */
import { Linter, unreadableResult } from './linter/linter.js';
import { decodeSource } from './load/decode.js';
import { formatOf, loadYamlParser, type SourceFormat } from './load/index.js';
import { callOf, configOf, type LintOptions } from './project/lint-options.js';
import { Cordlint, type CordlintOptions } from './project/cordlint.js';
import { readPayloadTextSync } from './project/read-file.js';
import type { LintResult } from './types.js';

export { resolveRules, UnknownRuleError, type RuleSetting } from './linter/rule-settings.js';
export { isSkippedNonPayload } from './linter/result.js';
export type { LintOptions } from './project/lint-options.js';

const linter = new Linter();

async function lintDecoded(filePath: string, text: string, options: LintOptions & { format?: SourceFormat }): Promise<LintResult> {
  const format = options.format ?? formatOf(filePath, text.replace(/^\uFEFF/, ''));
  if (format === 'yaml') await loadYamlParser();
  return linter.lintText(text, configOf(filePath, options), { ...callOf(filePath, options), format });
}

/** @deprecated Use `new Linter().lintText(text, config, { filePath })`. Lints a payload given as text (JSON or YAML). */
export async function lintText(text: string, options: LintOptions & { filePath?: string; format?: SourceFormat } = {}): Promise<LintResult> {
  return lintDecoded(options.filePath ?? '<text>', text, options);
}

/** @deprecated Use `new Cordlint(options).lintFiles([filePath])`. Lints one file from disk; an unreadable file is a result with one fatal finding. */
export async function lintFile(filePath: string, options: LintOptions = {}): Promise<LintResult> {
  const read = readPayloadTextSync(filePath);
  return read.ok ? lintDecoded(filePath, read.text, options) : unreadableResult(filePath, read.message);
}

/** @deprecated Use `new Linter().lintBytes(bytes, config, { filePath })`. Lints bytes read elsewhere (stdin, or a file the caller has read). */
export async function lintBytes(filePath: string, bytes: Uint8Array, options: LintOptions = {}): Promise<LintResult> {
  const decoded = decodeSource(bytes);
  return decoded.ok ? lintDecoded(filePath, decoded.text, options) : unreadableResult(filePath, decoded.message);
}

/** @deprecated Use `(await new Cordlint(options).lintFiles(patterns)).results`. Lints files, folders and globs exactly as `cordlint lint` does. */
export async function lint(patterns: readonly string[], options: CordlintOptions = {}): Promise<LintResult[]> {
  return (await new Cordlint(options).lintFiles(patterns)).results;
}
