/**
 * A request's body as a linter document, without the text round trip of `lintValue` (printing the
 * value as 2-space JSON and parsing it back with positions): a request has no lines to point at,
 * its findings name JSON paths. The value is the JSON discord.js sends (undefined fields dropped,
 * toJSON applied), and an object cannot repeat a key, so nothing the text parser checks is lost
 * but the nesting depth and unsafe integers, which inspectValue checks on the value as it does on a file.
 */
import { START_RANGE, type PayloadDocument } from '../load/document.js';
import { inspectValue } from '../load/inspect-value.js';

export function valueDocument(sent: string, filePath: string): PayloadDocument {
  const value: unknown = JSON.parse(sent);
  return {
    filePath,
    format: 'json',
    index: 0,
    count: 1,
    value,
    problems: inspectValue(value, () => undefined),
    text: sent,
    locate: () => START_RANGE,
    source: () => undefined,
    comments: () => [],
  };
}
