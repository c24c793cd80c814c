import { readFileSync } from 'node:fs';
import { Cordlint, lintTextAgainst, type CordlintOptions, type LinterConfig, type LintResult } from '../src/index.js';

/**
 * One file linted as `cordlint lint FILE --no-config-lookup` lints it: `new Cordlint(options).lintFiles([file])`,
 * with no config file or baseline looked up (the options are the whole configuration).
 */
export async function lintOneFile(file: string, options: CordlintOptions = {}): Promise<LintResult> {
  const { results } = await new Cordlint({ configLookup: false, baseline: false, ...options }).lintFiles([file]);
  if (results.length !== 1) throw new Error(`${file}: ${results.length} results`);
  return results[0]!;
}

/** `cordlint lint --against SENT FIXTURE` through the library: both files read, then `lintTextAgainst`. */
export async function lintFileAgainst(sent: string, fixture: string, config: LinterConfig = {}): Promise<LintResult> {
  return lintTextAgainst(readFileSync(sent, 'utf8'), readFileSync(fixture, 'utf8'), config, { filePath: fixture, sentPath: sent });
}
