/**
 * A payload value as a linter document without text positions (`lintValue(value, config, { positions: false })`):
 * for callers that place findings by their JSON paths themselves, as the source-code extractor maps
 * each path to the node that wrote it. The value is linted as JSON gives it back (undefined fields
 * dropped, toJSON applied), and the problems a JSON text of it would have are found on the value
 * (an object printed by JSON.stringify cannot repeat a key). Every finding is at 1:1; the text
 * (compact JSON) is parsed with positions only when a fix asks for its source nodes.
 */
import { START_RANGE, type PayloadDocument } from '../load/document.js';
import { inspectValue } from '../load/inspect-value.js';
import { parseDocuments } from '../load/index.js';
import { parseJson } from '../load/json.js';
import type { JsonPath } from '../types.js';

export function valueDocument(value: unknown, filePath: string): PayloadDocument {
  const text = JSON.stringify(value) ?? '';
  // Nothing JSON can print (undefined, a function): the empty file's finding.
  if (text === '') return parseDocuments(filePath, text, 'json')[0]!;
  const parsed: unknown = JSON.parse(text);
  let positioned: PayloadDocument | undefined;
  const withPositions = () => (positioned ??= parseJson(filePath, text)[0]!);
  return {
    filePath,
    format: 'json',
    index: 0,
    count: 1,
    value: parsed,
    // The text of a number is what JSON.stringify printed for it, as the text parser would slice it.
    problems: inspectValue(parsed, (path) => JSON.stringify(valueAt(parsed, path))),
    text,
    locate: () => START_RANGE,
    source: (path) => withPositions().source(path),
    keyRange: (path) => withPositions().keyRange?.(path),
    valueRange: (path) => withPositions().valueRange?.(path),
    comments: () => [],
  };
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}
