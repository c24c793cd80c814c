import { stringify } from 'yaml';

/** A mock interaction as YAML: block style, no line folding (tokens and URLs stay on one line). */
export function toYaml(value: unknown): string {
  return stringify(value, { lineWidth: 0 });
}
