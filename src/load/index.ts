import { START_RANGE, type PayloadDocument } from './document.js';
import { parseJson } from './json.js';

export type { PayloadDocument, SourceProblem, LocateTarget, SourceNode, SourceProperty, SourceComment } from './document.js';

export type SourceFormat = 'json' | 'yaml';

/** Format by file name (`.jsonc` is JSON, with comments); files with other names are sniffed (JSON starts with `{` or `[`). */
export function formatOf(filePath: string, text: string): SourceFormat {
  if (/\.ya?ml$/i.test(filePath)) return 'yaml';
  if (/\.jsonc?$/i.test(filePath)) return 'json';
  return /^\s*[[{]/.test(text) ? 'json' : 'yaml';
}

/** A `.jsonc` file: JSON whose comments are always read (elsewhere, the config's `allowComments` decides). */
export function isJsoncName(filePath: string): boolean {
  return /\.jsonc$/i.test(filePath);
}

/** How a file's text is parsed, besides its format. */
export interface ParseOptions {
  /** JSON may hold comments. Default: only a `.jsonc` file's. */
  jsonComments?: boolean;
}

/** A YAML file's text into its payload documents (./yaml.ts): passed in, since its module is the largest cordlint has. */
export type YamlParser = (filePath: string, text: string) => PayloadDocument[];

let loadedYamlParser: YamlParser | undefined;

/** The YAML parser, loaded on first need: JSON-only runs never pay for it. */
export async function loadYamlParser(): Promise<YamlParser> {
  return (loadedYamlParser ??= (await import('./yaml.js')).parseYaml);
}

/** The YAML parser if {@link loadYamlParser} has loaded it. */
export function yamlParserIfLoaded(): YamlParser | undefined {
  return loadedYamlParser;
}

/**
 * Parses a file's text into its payload documents (one for JSON, one per document for YAML).
 * YAML needs `yaml`, the parser: without it, a YAML text throws (a caller's mistake, not the file's).
 */
export function parseDocuments(filePath: string, text: string, format: SourceFormat, yaml?: YamlParser, options: ParseOptions = {}): PayloadDocument[] {
  // A test, not text.trim() === '': no copy of each file's text.
  if (!/\S/.test(text)) return [fatalDocument(filePath, format, 'The file is empty: there is no payload to lint.')];
  if (format === 'json') return parseJson(filePath, text, { comments: options.jsonComments ?? isJsoncName(filePath) });
  if (moreDocumentsThan(text, MAX_YAML_DOCUMENTS)) {
    return [fatalDocument(filePath, format, `The file holds more than ${MAX_YAML_DOCUMENTS} YAML documents (no set of payloads needs that many); it was not linted. Split it into several files.`)];
  }
  if (!yaml) throw new Error('parseDocuments: a YAML text needs the YAML parser (loadYamlParser)');
  return yaml(filePath, text);
}

/** parseDocuments with the YAML parser loaded when the text is YAML: for features that read a file or two. */
export async function parseSource(filePath: string, text: string, format = formatOf(filePath, text), options: ParseOptions = {}): Promise<PayloadDocument[]> {
  return parseDocuments(filePath, text, format, format === 'yaml' ? await loadYamlParser() : undefined, options);
}

/** More documents than this in one YAML file are refused: the parser's time and memory grow with each one, whatever it holds. */
export const MAX_YAML_DOCUMENTS = 1000;

/** True when `text` has more than `limit` YAML documents: counts `---` and `...` markers at the start of a line (linear). */
function moreDocumentsThan(text: string, limit: number): boolean {
  let markers = 0;
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf('\n', at);
    const end = next === -1 ? text.length : next;
    const head = text.slice(at, Math.min(end, at + 4));
    if ((head.startsWith('---') || head.startsWith('...')) && (head.length === 3 || /[ \t\r]/.test(head[3]!)) && ++markers > limit) return true;
    at = end + 1;
  }
  return false;
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
