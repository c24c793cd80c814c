import { Document, visit } from 'yaml';
import { hasUnsafe, terminalSafeJson } from '../util/escape-text.js';

/**
 * A mock interaction as YAML: block style, no line folding (tokens and URLs stay on one line).
 * The fixture is read by more than cordlint: a string that a YAML 1.1 reader (PyYAML, go-yaml v2,
 * SnakeYAML) would read as another type is quoted, so that `joined_at` stays a string and the
 * fixture written back still passes received-interaction-fields.
 */
export function toYaml(value: unknown): string {
  const document = new Document(value);
  visit(document, {
    Scalar(_key, node) {
      // Double quotes also for text with control or bidirectional characters: YAML escapes C0 there, and terminalSafeJson's \u escapes are YAML's too.
      if (typeof node.value === 'string' && (retypedByYaml11(node.value) || hasUnsafe(node.value))) node.type = 'QUOTE_DOUBLE';
    },
  });
  // JSON-style double quotes: a line break is written \n, never a folded line that could begin with `::error`.
  return terminalSafeJson(document.toString({ lineWidth: 0, doubleQuotedAsJSON: true }));
}

/** YAML 1.1's implicit types, as PyYAML's resolver reads them (and the 1.1 spec's y/n booleans). */
const YAML_11_TYPES: readonly RegExp[] = [
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
  /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+]?[0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  /^(?:~|null|Null|NULL|)$/,
  /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
  // The merge key and the value key: PyYAML cannot construct them at all.
  /^(?:<<|=)$/,
];

/** Whether a YAML 1.1 reader would read this string, written plain, as something other than a string. */
export function retypedByYaml11(text: string): boolean {
  return YAML_11_TYPES.some((pattern) => pattern.test(text));
}
