/**
 * reviewdog's Diagnostic Format (rdjson): one DiagnosticResult whose diagnostics carry each fix as a
 * `suggestion`, so `reviewdog -f=rdjson -reporter=github-pr-review` posts it as a suggested change.
 * Columns count UTF-8 bytes, as reviewdog's Position says. A suggestion replaces whole lines (no
 * columns): reviewdog posts a diagnostic's suggestions only when they cover the same lines as its
 * comment, and GitHub's suggested changes replace lines, so each diagnostic gets one suggestion that
 * spans every line its fix touches, and its location is those lines too.
 */
import { applyEdits, detectEol } from '../fix/edits.js';
import { LineIndex } from '../load/line-index.js';
import { rulePageUrl } from '../package-files.js';
import type { LintMessage, LintResult, TextEdit } from '../types.js';
import { terminalSafeJson } from '../util/escape-text.js';
import type { FormatContext } from './index.js';
import { isPseudoPath, locateFile, repositoryRoot } from './repository.js';
import { utf8Length } from '../util/utf8-length.js';

interface Position {
  line: number;
  column?: number;
}
interface Range {
  start: Position;
  end?: Position;
}
interface Suggestion {
  range: Range;
  text: string;
}
interface Diagnostic {
  message: string;
  location: { path: string; range: Range };
  severity: 'ERROR' | 'WARNING';
  code: { value: string; url?: string };
  suggestions?: Suggestion[];
  related_locations?: { message: string; location: { path: string; range: Range } }[];
}

export function rdjson(results: readonly LintResult[], context: FormatContext): string {
  const root = repositoryRoot(context.cwd);
  const diagnostics: Diagnostic[] = [];
  for (const result of results) {
    if (result.messages.length === 0) continue;
    const file = isPseudoPath(result.filePath) ? result.filePath : reviewPath(result.filePath, root, context.cwd);
    // Lines and columns refer to the fixed text after --fix, else to the text read (`source`, which the formats with fixes get).
    const text = result.output ?? result.source;
    const lines = text === undefined ? undefined : new LineIndex(text);
    for (const m of result.messages) diagnostics.push(diagnosticOf(m, file, text, lines));
  }
  return terminalSafeJson(JSON.stringify({ source: { name: 'cordlint' }, severity: 'WARNING', diagnostics })) + '\n';
}

/** Repository-relative (reviewdog matches paths against the pull request's diff), else absolute. */
function reviewPath(filePath: string, root: string, cwd: string): string {
  const { absolute, relative } = locateFile(filePath, root, cwd);
  return relative ?? absolute;
}

function diagnosticOf(m: LintMessage, file: string, text: string | undefined, lines: LineIndex | undefined): Diagnostic {
  // A page on this machine (file:) means nothing to a reviewer on the web: only web addresses are linked.
  const page = rulePageUrl(m.ruleId);
  const url = page?.startsWith('http') ? page : undefined;
  const change = changeOf(m);
  const note = change?.kind === 'unsafe' ? ' (The suggested change is an unsafe fix: it changes what users see or what the bot receives; check it.)' : change?.kind === 'suggestion' ? ` (Suggested change: ${change.message}.)` : '';
  const diagnostic: Diagnostic = {
    message: (m.document ? `[document ${m.document}] ` : '') + m.message + note,
    location: {
      path: file,
      range: { start: bytePosition(text, lines, m.line, m.column), end: bytePosition(text, lines, m.endLine, m.endColumn) },
    },
    severity: m.severity === 2 ? 'ERROR' : 'WARNING',
    code: { value: m.ruleId, ...(url ? { url } : {}) },
  };
  const suggestion = change && text !== undefined && lines ? lineSuggestion(text, lines, change.edits) : undefined;
  if (suggestion) diagnostic.suggestions = [suggestion];
  if (m.related) {
    diagnostic.related_locations = [
      {
        message: `Related: ${m.related.path}`,
        location: { path: m.related.filePath ?? file, range: { start: bytePosition(m.related.filePath ? undefined : text, lines, m.related.line, m.related.column) } },
      },
    ];
  }
  return diagnostic;
}

/** The change to suggest: the fix --fix applies, else an unsafe fix, else the first of the rule's suggestions. */
function changeOf(m: LintMessage): { kind: 'fix' | 'unsafe' | 'suggestion'; edits: readonly TextEdit[]; message: string } | undefined {
  if (m.fix) return { kind: m.fixSafety === 'unsafe' ? 'unsafe' : 'fix', edits: m.fix, message: '' };
  const first = m.suggestions?.[0];
  if (!first) return undefined;
  return { kind: first.unsafe ? 'unsafe' : 'suggestion', edits: first.fix, message: first.message };
}

/** A line and column in UTF-16 code units as reviewdog counts columns: in UTF-8 bytes. */
function bytePosition(text: string | undefined, lines: LineIndex | undefined, line: number, column: number): Position {
  if (text === undefined || !lines || line > lines.lineCount) return { line, column };
  const start = lines.lineStart(line);
  return { line, column: utf8Length(text.slice(start, start + column - 1)) + 1 };
}

/**
 * The edits as one line-wise suggestion: the lines from the first edit's to the last edit's,
 * replaced by what they become (reviewdog adds the last line break back).
 */
function lineSuggestion(text: string, lines: LineIndex, edits: readonly TextEdit[]): Suggestion | undefined {
  if (edits.length === 0) return undefined;
  const first = lines.position(Math.min(...edits.map((e) => e.range[0]))).line;
  const last = lines.position(Math.max(...edits.map((e) => e.range[1]))).line;
  const from = lines.lineStart(first);
  const to = lineEnd(text, lines, last);
  if (edits.some((e) => e.range[0] < from || e.range[1] > to)) return undefined;
  const replaced = applyEdits(text.slice(from, to), edits.map((e) => ({ range: [e.range[0] - from, e.range[1] - from] as const, text: e.text })), detectEol(text));
  return { range: { start: { line: first }, end: { line: last } }, text: replaced.replace(/\r\n?/g, '\n').replace(/\n$/, '') };
}

/** Where a line's text ends, before its line break. */
function lineEnd(text: string, lines: LineIndex, line: number): number {
  let end = line >= lines.lineCount ? text.length : lines.lineStart(line + 1);
  if (end > lines.lineStart(line) && text[end - 1] === '\n') end--;
  if (end > lines.lineStart(line) && text[end - 1] === '\r') end--;
  return end;
}
