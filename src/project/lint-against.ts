/**
 * `lint --against SENT FIXTURE...` in its library form: each fixture is linted as a received
 * interaction with the options given (no config file is looked up) and checked against SENT.
 */
import { RECEIVED, withAgainstFindings } from '../against/lint-against.js';
import { Linter, unreadableResult } from '../linter/linter.js';
import { formatOf, loadYamlParser } from '../load/index.js';
import { sentFromText, SentError, type SentPayload } from '../received/sent.js';
import type { LintResult } from '../types.js';
import { expandOperands } from './files.js';
import { callOf, configOf, type LintOptions } from './lint-options.js';
import { readPayloadTextSync } from './read-file.js';
import { decodeSource, MAX_FILE_BYTES } from '../load/decode.js';
import { readFileSafely } from '../util/safe-read.js';

const linter = new Linter();

/** Reads and indexes SENT from a file: through the safe reader, so a FIFO, a device or a huge file is refused before a byte is read. */
export async function loadSent(filePath: string): Promise<SentPayload> {
  const read = readFileSafely(filePath, { maxBytes: MAX_FILE_BYTES });
  // The callers end the sentence: "cordlint: mock SENT: <why>."
  if (!read.ok) throw new SentError(read.reason);
  const decoded = decodeSource(read.bytes);
  if (!decoded.ok) throw new SentError(decoded.message.replace(/\.$/, ''));
  return sentFromText(filePath, decoded.text);
}

/** Lints fixtures (files, folders, globs) as received interactions and checks each against SENT (a file path or a loaded payload). */
export async function lintAgainst(sent: string | SentPayload, patterns: readonly string[], options: LintOptions = {}): Promise<LintResult[]> {
  const payload = typeof sent === 'string' ? await loadSent(sent) : sent;
  const fixtureOptions = { ...options, ...RECEIVED };
  const results: LintResult[] = [];
  for (const file of (await expandOperands(patterns)).filter((f) => f !== '-')) {
    const read = readPayloadTextSync(file);
    const result = read.ok ? await lintFixture(file, read.text, fixtureOptions) : unreadableResult(file, read.message);
    results.push(await withAgainstFindings(result, fixtureText(file), payload, configOf(file, fixtureOptions)));
  }
  return results;
}

/** A fixture checked against SENT, both given as JSON or YAML text. */
export async function lintTextAgainst(sentText: string, fixture: string, options: LintOptions & { filePath?: string; sentPath?: string } = {}): Promise<LintResult> {
  const payload = await sentFromText(options.sentPath ?? '<sent>', sentText);
  const { filePath = '<text>', sentPath: _sentPath, ...rest } = options;
  const fixtureOptions = { ...rest, ...RECEIVED };
  return withAgainstFindings(await lintFixture(filePath, fixture, fixtureOptions), fixture, payload, configOf(filePath, fixtureOptions));
}

async function lintFixture(filePath: string, text: string, options: LintOptions): Promise<LintResult> {
  if (formatOf(filePath, text.replace(/^\uFEFF/, '')) === 'yaml') await loadYamlParser();
  return linter.lintText(text, configOf(filePath, options), callOf(filePath, options));
}

/** A fixture file's text, or undefined when it cannot be read (its lint result already says why). */
export function fixtureText(file: string): string | undefined {
  const read = readPayloadTextSync(file);
  return read.ok ? read.text : undefined;
}
