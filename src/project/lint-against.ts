/**
 * The files of `lint --against SENT FIXTURE...`: SENT read from disk and indexed, and each fixture's
 * text. The check itself is src/against/lint-against.ts.
 */
import { sentFromText, SentError, type SentPayload } from '../received/sent.js';
import { readPayloadTextSync } from './read-file.js';
import { decodeSource, MAX_FILE_BYTES } from '../load/decode.js';
import { readFileSafely } from '../util/safe-read.js';

/** Reads and indexes SENT from a file: through the safe reader, so a FIFO, a device or a huge file is refused before a byte is read. */
export async function loadSent(filePath: string): Promise<SentPayload> {
  const read = readFileSafely(filePath, { maxBytes: MAX_FILE_BYTES });
  // The callers end the sentence: "cordlint: mock SENT: <why>."
  if (!read.ok) throw new SentError(read.reason);
  const decoded = decodeSource(read.bytes);
  if (!decoded.ok) throw new SentError(decoded.message.replace(/\.$/, ''));
  return sentFromText(filePath, decoded.text);
}

/** A fixture file's text, or undefined when it cannot be read (its lint result already says why). */
export function fixtureText(file: string): string | undefined {
  const read = readPayloadTextSync(file);
  return read.ok ? read.text : undefined;
}
