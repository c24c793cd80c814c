/** Findings to the protocol's diagnostics. */
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { LintMessage } from '../types.js';
import type { EditorLint } from './project.js';
import { rangeOf } from './positions.js';
import { rulePageAddress } from './rules.js';

export const SOURCE = 'cordlint';

export function toDiagnostics(lint: EditorLint, text: string, uri: string): Diagnostic[] {
  const diagnostics = lint.messages.map((m) => toDiagnostic(m, text, uri));
  if (lint.problem) {
    diagnostics.unshift({
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Error,
      source: SOURCE,
      message: `cordlint could not lint this file: ${lint.problem}`,
    });
  }
  return diagnostics;
}

export function toDiagnostic(message: LintMessage, text: string, uri: string): Diagnostic {
  const diagnostic: Diagnostic = {
    range: rangeOf(message, text),
    severity: message.severity === 2 ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: message.ruleId,
    source: SOURCE,
    message: message.message,
  };
  const href = rulePageAddress(message.ruleId);
  if (href) diagnostic.codeDescription = { href };
  if (message.related) {
    const { path, line, column } = message.related;
    diagnostic.relatedInformation = [
      { location: { uri, range: rangeOf({ line, column, endLine: line, endColumn: column }, text) }, message: `Related place: ${path || "/"}` },
    ];
  }
  return diagnostic;
}
