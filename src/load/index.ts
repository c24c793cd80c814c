import { START_RANGE, type PayloadDocument } from './document.js';
import { parseJson } from './json.js';

export type { PayloadDocument, SourceProblem, LocateTarget, SourceNode, SourceProperty, SourceComment } from './document.js';

export type SourceFormat = 'json' | 'yaml';

/** Format by file name; files with other names are sniffed (JSON starts with `{` or `[`). */
export function formatOf(filePath: string, text: string): SourceFormat {
  if (/\.ya?ml$/i.test(filePath)) return 'yaml';
  if (/\.json$/i.test(filePath)) return 'json';
  return /^\s*[[{]/.test(text) ? 'json' : 'yaml';
}

/** Parses a file's text into its payload documents (one for JSON, one per document for YAML). */
export async function parseSource(filePath: string, text: string, format = formatOf(filePath, text)): Promise<PayloadDocument[]> {
  if (text.trim() === '') return [fatalDocument(filePath, format, 'The file is empty: there is no payload to lint.')];
  if (format === 'json') return parseJson(filePath, text);
  // The YAML parser is the largest module cordlint loads: JSON-only runs never pay for it.
  const { parseYaml } = await import('./yaml.js');
  return parseYaml(filePath, text);
}

export function fatalDocument(filePath: string, format: SourceFormat, message: string): PayloadDocument {
  return {
    filePath,
    format,
    index: 0,
    count: 1,
    value: undefined,
    problems: [{ ruleId: 'parse-error', fatal: true, path: [], range: START_RANGE, message }],
    text: '',
    locate: () => START_RANGE,
    source: () => undefined,
    comments: () => [],
  };
}
