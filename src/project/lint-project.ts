/** The project functions before the Cordlint class: thin wrappers over it, kept for one minor version (see the CHANGELOG). */
import path from 'node:path';
import { Linter } from '../linter/linter.js';
import { formatOf, loadYamlParser } from '../load/index.js';
import { Cordlint, linterOptionsOf, type CordlintOptions, type FileConfig, type ProjectLintOutcome } from './cordlint.js';
import type { LintResult } from '../types.js';

/** @deprecated Use {@link CordlintOptions}. */
export type ProjectOptions = CordlintOptions;
export type { FileConfig, ProjectLintOutcome };

/** @deprecated Use `new Cordlint(options).lintFiles(patterns)`. Lints files, folders and globs as `cordlint lint` does, and says what was left out. */
export async function lintProject(patterns: readonly string[], options: CordlintOptions = {}): Promise<ProjectLintOutcome> {
  return (await Cordlint.create(options)).lintFiles(patterns);
}

/**
 * @deprecated Use `new Cordlint(options).lintText(text, { filePath })`. Lints text as if it were the
 * file `filePath`, as its bytes: the size limit and the binary check of a file apply.
 */
export async function lintProjectText(text: string, options: CordlintOptions & { filePath: string }): Promise<LintResult | undefined> {
  const project = await Cordlint.create(options);
  const filePath = path.resolve(project.cwd, options.filePath);
  const { ignored, options: config } = await project.optionsFor(filePath);
  if (ignored) return undefined;
  if (formatOf(filePath, text.replace(/^\uFEFF/, '')) === 'yaml') await loadYamlParser();
  return new Linter(linterOptionsOf(options)).lintBytes(new TextEncoder().encode(text), config, { filePath, fix: project.fixing });
}

/** @deprecated Use `new Cordlint(options).calculateConfigForFile(filePath)`. The configuration that applies to `filePath`. */
export async function configForFile(filePath: string, options: CordlintOptions = {}): Promise<FileConfig> {
  return (await Cordlint.create(options)).calculateConfigForFile(filePath);
}
