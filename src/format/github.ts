import type { LintMessage, LintResult } from '../types.js';
import type { FormatContext } from './index.js';
import { isPseudoPath, locateFile, repositoryRoot } from './repository.js';
import { escapeControls, escapeWorkflowData, escapeWorkflowProperty } from '../util/escape-text.js';

/**
 * GitHub Actions workflow commands: one `::error` or `::warning` line per finding, which the
 * runner turns into an annotation on the file's line in the pull request.
 */
export function github(results: readonly LintResult[], context: FormatContext): string {
  const root = repositoryRoot(context.cwd);
  const lines: string[] = [];
  for (const result of results) {
    const file = escapeControls(isPseudoPath(result.filePath) ? result.filePath : annotationPath(result.filePath, root, context.cwd));
    for (const m of result.messages) {
      // The rule id too: explain's is Discord's code, read from a log.
      const properties = [`file=${escapeProperty(file)}`, ...position(m), `title=${escapeProperty(m.ruleId)}`].join(',');
      // A plugin's message too: control characters shown as escapes, line breaks left to escapeData (%0A, shown as a break).
      const text = (m.document ? `[document ${m.document}] ` : '') + m.message;
      lines.push(`::${m.severity === 2 ? 'error' : 'warning'} ${properties}::${escapeData(text)}`);
    }
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

/** Repository-relative, as GitHub resolves annotations from the workspace root. */
function annotationPath(filePath: string, root: string, cwd: string): string {
  const { absolute, relative } = locateFile(filePath, root, cwd);
  return relative ?? absolute;
}

/**
 * GitHub accepts columns only on a one-line range. A range over several lines (a whole component)
 * is given as its first line and column, so that the annotation sits where the component starts.
 */
function position(m: LintMessage): string[] {
  if (m.endLine === m.line) return [`line=${m.line}`, `col=${m.column}`, `endLine=${m.endLine}`, `endColumn=${m.endColumn}`];
  return [`line=${m.line}`, `col=${m.column}`];
}

/** Escaping of a workflow command's message (what @actions/core does), unsafe characters escaped first (src/util/escape-text.ts). */
export const escapeData = escapeWorkflowData;

/** Escaping of a workflow command's property values: the message's, plus `:` and `,`. */
export const escapeProperty = escapeWorkflowProperty;
