/** Hover on a finding: what its rule checks, and a link to the rule's page. */
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import { contains, rangeOf } from './positions.js';
import type { EditorLint } from './project.js';
import { innermostFirst } from './under-cursor.js';
import { ruleMeta, rulePageAddress } from './rules.js';

export function hoverAt(lint: EditorLint, text: string, position: Position): Hover | null {
  const parts: string[] = [];
  const seen = new Set<string>();
  const here = lint.messages.map((message) => ({ message, range: rangeOf(message, text) })).filter((f) => contains(f.range, position));
  for (const { message } of innermostFirst(here)) {
    if (seen.has(message.ruleId)) continue;
    seen.add(message.ruleId);
    const meta = ruleMeta(message.ruleId, lint.options);
    const href = rulePageAddress(message.ruleId);
    const title = href ? `[${message.ruleId}](${href})` : `\`${message.ruleId}\``;
    parts.push(`**cordlint** ${title}: ${meta?.description ?? message.message}${href ? `\n\n[Read the rule's page](${href})` : ''}`);
  }
  return parts.length === 0 ? null : { contents: { kind: MarkupKind.Markdown, value: parts.join('\n\n---\n\n') } };
}
