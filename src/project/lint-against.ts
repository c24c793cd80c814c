/**
 * `lint --against SENT FIXTURE...` in its library form: each fixture file is linted as a received
 * interaction by the project (configs, ignores, the baseline) and checked against SENT.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RECEIVED, withAgainstFindings } from '../against/lint-against.js';
import type { LinterConfig } from '../linter/linter.js';
import { decodeSource } from '../load/decode.js';
import { sentFromText, SentError, type SentPayload } from '../received/sent.js';
import type { LintResult } from '../types.js';
import { Cordlint, type CordlintOptions } from './cordlint.js';

/** Reads and indexes SENT from a file. */
export async function loadSent(filePath: string): Promise<SentPayload> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SentError(code === 'ENOENT' ? 'no such file' : `it cannot be read (${(error as Error).message})`);
  }
  const decoded = decodeSource(bytes);
  if (!decoded.ok) throw new SentError(decoded.message);
  return sentFromText(filePath, decoded.text);
}

/** Lints fixtures (files, folders, globs) as received interactions and checks each against SENT (a file path or a loaded payload). */
export async function lintAgainst(sent: string | SentPayload, patterns: readonly string[], options: LinterConfig & Pick<CordlintOptions, 'cwd'> = {}): Promise<LintResult[]> {
  const payload = typeof sent === 'string' ? await loadSent(sent) : sent;
  const { cwd, rules, extraRules } = options;
  // The options given are the whole configuration: no config file, no baseline, as before the project class.
  const project = new Cordlint({ ...(cwd ? { cwd } : {}), ...(rules ? { rules } : {}), ...(extraRules ? { extraRules } : {}), kind: 'received-interaction', configLookup: false, baseline: false });
  const fixtureConfig = { ...options, ...RECEIVED };
  const results: LintResult[] = [];
  // SENT in a folder of fixtures is not one of them, as with `cordlint lint --against`.
  const exclude = typeof sent === 'string' ? [path.resolve(project.cwd, sent)] : [];
  for (const result of (await project.lintFiles(patterns, { exclude })).results) {
    results.push(await withAgainstFindings(result, fixtureText(result.filePath), payload, fixtureConfig));
  }
  return results;
}

/** A fixture file's text, or undefined when it cannot be read (its lint result already says why). */
export function fixtureText(file: string): string | undefined {
  try {
    const decoded = decodeSource(readFileSync(file));
    return decoded.ok ? decoded.text : undefined;
  } catch {
    return undefined;
  }
}
