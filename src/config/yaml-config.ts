import { parseAllDocuments } from 'yaml';

/** A YAML config's value, or where and why it cannot be read. */
export function readYamlConfig(text: string): { value: unknown } | { error: string; offset: number } {
  const parsed = parseAllDocuments(text, { prettyErrors: false, logLevel: 'error' });
  const documents = Array.isArray(parsed) ? parsed : [];
  if (documents.length > 1) return { error: 'it holds several YAML documents; a config is one', offset: documents[1]!.range[0] };
  const document = documents[0];
  if (!document) return { value: {} };
  const error = document.errors[0];
  if (error) return { error: error.message.split('\n')[0] ?? error.message, offset: error.pos[0] };
  try {
    return { value: document.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    return { error: (error as Error).message, offset: 0 };
  }
}
