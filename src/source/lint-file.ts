/**
 * `cordlint lint` on a JavaScript or TypeScript file: parsed by @babel/parser (its `estree` plugin,
 * the AST ESLint's parsers give; loaded on the first source file only), judged as the ESLint plugin
 * judges it (src/source/), and given back as a LintResult like any payload file's, so every output
 * format shows it.
 */
import type { Linter, LinterConfig } from '../linter/linter.js';
import type { LintMessage, LintResult } from '../types.js';
import type { Node } from './ast.js';
import { judgeSource, mayHoldPayloads, type SourceFinding } from './index.js';
import { leaveFixOff, summarise } from '../linter/result.js';
import type { EvaluateOptions } from './evaluate.js';
import type { TranslationLookup } from './materialize.js';
import { localeLookups } from './locale-lookups.js';

/** .js .mjs .cjs .jsx .ts .mts .cts .tsx (not .d.ts, which holds no code). */
export const SOURCE_NAME = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
export const SOURCE_EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx'];

export function isSourceFile(filePath: string): boolean {
  return SOURCE_NAME.test(filePath) && !/\.d\.[cm]?ts$/i.test(filePath);
}

type BabelParser = typeof import('@babel/parser');
let babel: BabelParser | undefined;

/** Loads @babel/parser, once: only a run that lints a source file pays for it. */
export async function loadSourceParser(): Promise<void> {
  babel ??= await import('@babel/parser');
}

export function sourceParserLoaded(): boolean {
  return babel !== undefined;
}

/** Parses a source file into ESTree, or returns the syntax error's message and place. */
export function parseSource(text: string, filePath: string): { program: Node } | { error: string; line: number; column: number } {
  if (!babel) throw new Error('loadSourceParser() first');
  const typescript = /\.[cm]?tsx?$/i.test(filePath);
  const jsx = /x$/i.test(filePath) || !typescript;
  try {
    const file = babel.parse(text, {
      sourceType: 'unambiguous',
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
      allowImportExportEverywhere: true,
      errorRecovery: false,
      ranges: true,
      plugins: [['estree', { classFeatures: true }], ...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : []), 'decorators-legacy'],
    });
    return { program: file.program as unknown as Node };
  } catch (error) {
    const e = error as { message?: string; loc?: { line: number; column: number } };
    return { error: (e.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, ''), line: e.loc?.line ?? 1, column: (e.loc?.column ?? 0) + 1 };
  }
}

export interface SourceLintOptions extends EvaluateOptions {
  locales?: { name: string; lookup: TranslationLookup }[];
  /** Attach each finding's fix edits on the code (`LintMessage.fix`), as `--fix` and editors use them; otherwise they are only counted. */
  fixEdits?: boolean;
  /** Unsafe fixes are given as `fix` too (--unsafe-fixes); otherwise they are the first suggestion. */
  unsafeFixes?: boolean;
}

/** The result of one source file, in the shape of every other file's. */
export function lintSourceText(linter: Linter, text: string, config: LinterConfig, filePath: string, options: SourceLintOptions = {}): LintResult {
  const messages: LintMessage[] = [];
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (mayHoldPayloads(clean)) {
    const parsed = parseSource(clean, filePath);
    if ('error' in parsed) {
      messages.push({ ruleId: 'parse-error', severity: 2, fatal: true, message: `Parsing error: ${parsed.error}`, path: '', line: parsed.line, column: parsed.column, endLine: parsed.line, endColumn: parsed.column });
    } else {
      // The payload's config minus what a file of payloads has alone: its kind, destination, templates and baseline come from the code.
      const { kind: _kind, destination: _destination, placeholders: _placeholders, locales: _locales, baseline: _baseline, ...rest } = config;
      const locales = options.locales ?? (config.locales && config.locales.locales.length > 0 ? localeLookups(config.locales) : undefined);
      const { fixEdits, unsafeFixes, ...judging } = options;
      const findings = judgeSource(linter, parsed.program, clean, { config: rest, ...judging, ...(locales ? { locales } : {}) });
      for (const finding of findings) {
        const loc = finding.node.loc!;
        const message: LintMessage = {
          ruleId: finding.ruleId,
          severity: finding.severity,
          message: finding.message,
          path: finding.path,
          line: loc.start.line,
          column: loc.start.column + 1,
          endLine: loc.end.line,
          endColumn: loc.end.column + 1,
          ...(finding.related?.node.loc ? { related: { path: finding.related.path, line: finding.related.node.loc.start.line, column: finding.related.node.loc.start.column + 1 } } : {}),
        };
        addSourceFixes(message, finding, unsafeFixes === true);
        if (fixEdits !== true) leaveFixOff(message);
        messages.push(message);
      }
    }
  }
  const result = summarise(filePath, messages);
  // ESLint's `source` of a file with problems: the text the fix edits' offsets refer to.
  if (options.fixEdits && messages.length > 0) result.source = clean;
  return result;
}

/** A finding's fix and suggestions on the code, as the Linter gives a payload file's: an unsafe fix is `fix` only with `unsafeFixes`. */
function addSourceFixes(message: LintMessage, finding: SourceFinding, unsafeFixes: boolean): void {
  if (finding.fixSafety) message.fixSafety = finding.fixSafety;
  if (finding.fix) message.fix = finding.fix;
  const suggestions = [...(finding.suggestions ?? [])];
  if (unsafeFixes && suggestions[0]?.unsafe) message.fix = suggestions.shift()!.fix;
  if (suggestions.length > 0) message.suggestions = suggestions;
}
