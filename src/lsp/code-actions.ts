/**
 * Code actions on a document's findings: each fix as a preferred quick fix, each suggestion as a
 * quick fix that is not preferred, an unsafe fix as one marked "(unsafe)" that is never preferred
 * and never part of "fix all", "Disable <rule> for this line" in YAML, "Fix all cordlint
 * problems" (the safe fixes, as `cordlint lint --fix` applies them) as `source.fixAll.cordlint`,
 * and "Copy as discord.js/discord.py" (copy-as.ts) on a clean payload.
 */
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { applyEdits } from '../fix/edits.js';
import type { LintMessage, TextEdit } from '../types.js';
import { toDiagnostic } from './diagnostics.js';
import { editTo, lintedText, overlaps } from './positions.js';
import type { EditorLint } from './project.js';
import { innermostFirst } from './under-cursor.js';
import { copyAsActions, COPY_AS_KIND } from './copy-as.js';
import { appendAll } from '../util/append.js';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.cordlint`;

/** Which kinds the client asked for (`only`); everything when it did not say. */
function wants(params: CodeActionParams, kind: string): boolean {
  const only = params.context.only;
  return !only || only.some((asked) => kind === asked || kind.startsWith(`${asked}.`));
}

export async function codeActions(
  document: TextDocument,
  lint: EditorLint,
  params: CodeActionParams,
  fixAll: () => Promise<string>,
  filePath?: string,
): Promise<CodeAction[]> {
  const actions: CodeAction[] = [];
  const text = document.getText();
  const uri = document.uri;
  if (wants(params, CodeActionKind.QuickFix)) {
    const here = lint.messages.map((message) => ({ message, diagnostic: toDiagnostic(message, text, uri) })).map((f) => ({ ...f, range: f.diagnostic.range }));
    // The finding most precisely under the cursor first: its fix is the preferred one.
    let preferred = true;
    for (const { message, diagnostic } of innermostFirst(here.filter((f) => overlaps(f.range, params.range)))) {
      if (message.fix) {
        const action = editAction(document, `Fix this ${message.ruleId} problem`, message.fix, diagnostic, preferred);
        if (action) {
          actions.push(action);
          preferred = false;
        }
      }
      for (const suggestion of message.suggestions ?? []) {
        const title = suggestion.unsafe ? `Fix this ${message.ruleId} problem (unsafe: it changes what users see or what the bot receives)` : suggestion.message;
        const action = editAction(document, title, suggestion.fix, diagnostic, false);
        if (action) actions.push(action);
      }
      // Files with comments: YAML, and JSONC (a .json file read with comments is the config's to say, which the editor's file name cannot).
      if (!message.fatal && /\.(?:ya?ml|jsonc)$/i.test(uri)) actions.push(disableAction(document, message, diagnostic, params.range.start.line, /\.jsonc$/i.test(uri) ? '//' : '#'));
    }
  }
  const fixable = lint.messages.some((m) => m.fix);
  if (fixable && lint.options && wants(params, FIX_ALL_KIND)) {
    const edit = editTo(document, await fixAll());
    if (edit) actions.push({ title: 'Fix all cordlint problems', kind: FIX_ALL_KIND, edit: { changes: { [uri]: [edit] } } });
  }
  if (filePath && wants(params, COPY_AS_KIND)) appendAll(actions, (await copyAsActions(document, filePath, lint)));
  return actions;
}

function editAction(document: TextDocument, title: string, edits: readonly TextEdit[], diagnostic: Diagnostic, isPreferred: boolean): CodeAction | undefined {
  const edit = editTo(document, applyEdits(lintedText(document), edits));
  if (!edit) return undefined;
  return { title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred, edit: { changes: { [document.uri]: [edit] } } };
}

const NEXT_LINE_DIRECTIVE = /^(\s*(?:#|\/\/)\s*cordlint-disable-next-line\s+\S.*?)\s*$/;

/** Adds the rule to a `# cordlint-disable-next-line` comment (`//` in JSONC) just above the finding, or writes one there. */
function disableAction(document: TextDocument, message: LintMessage, diagnostic: Diagnostic, cursorLine: number, marker: '#' | '//'): CodeAction {
  const text = lintedText(document);
  const starts = [0];
  for (const match of text.matchAll(/\r?\n/g)) starts.push(match.index + match[0].length);
  const index = Math.min(message.line - 1, starts.length - 1);
  const lineAt = (i: number) => text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : text.length).replace(/\r?\n$/, '');
  const above = index > 0 ? NEXT_LINE_DIRECTIVE.exec(lineAt(index - 1)) : null;
  let edit: TextEdit;
  if (above && !/(^|\s)--(\s|$)/.test(above[1]!)) {
    // Before a `-- reason` there is nothing to extend safely; a directive without one takes another id.
    edit = { range: [starts[index - 1]!, starts[index - 1]! + lineAt(index - 1).length], text: `${above[1]}, ${message.ruleId}` };
  } else {
    const indent = /^[ \t]*/.exec(lineAt(index))![0];
    edit = { range: [starts[index]!, starts[index]!], text: `${indent}${marker} cordlint-disable-next-line ${message.ruleId}\n` };
  }
  const change = editTo(document, applyEdits(text, [edit]))!;
  // The directive silences the finding on the line where it starts: name that line when the cursor is on another.
  const where = cursorLine === message.line - 1 ? 'this line' : `line ${message.line}, where the finding starts`;
  return { title: `Disable ${message.ruleId} for ${where}`, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: { changes: { [document.uri]: [change] } } };
}
