/**
 * Converting a file's text: parse (JSON, or YAML with every document), convert each payload, lint
 * every converted payload, and write the result in the input's format and style. Nothing here
 * touches the disk: the CLI reads and writes.
 */
import type { Document } from 'yaml';
import { terminalSafeJson, unsafeToPrint } from '../util/escape-text.js';
import { Linter, type LinterConfig } from '../linter/linter.js';
import { formatOf, loadYamlParser, parseSource, type PayloadDocument, type SourceFormat } from '../load/index.js';
import type { Rule } from '../engine/rule.js';
import type { LintMessage } from '../types.js';
import { convertTracked } from './index.js';
import type { Provenance } from './notes.js';
import type { ConvertNote, ConvertOptions, ConvertResult, LimitExcess } from './types.js';
import { appendAll } from '../util/append.js';

export interface ConvertTextOptions extends ConvertOptions {
  /** Names the input in messages and picks its format by extension. */
  filePath?: string;
  format?: SourceFormat;
  /** Write the output in another format than the input's (`-o new.json` for a YAML input). */
  outputFormat?: SourceFormat;
  /** Rules that also check the converted payloads, after the built-in ones (a plugin's). */
  extraRules?: readonly Rule[];
  /**
   * The configuration the converted payloads are checked with, as `cordlint lint` would lint the
   * file written: the project's for its path (`Cordlint.linterConfigFor`), its rules, destination,
   * placeholders and locales. Its baseline is not applied: the converted payload's paths are new.
   */
  config?: LinterConfig;
  /** The Linter of that check (a project's, `Cordlint.linter`). Default: one of its own. */
  linter?: Linter;
}

/** How the converted payloads are checked: a Linter and its config. */
interface Check {
  linter: Linter;
  config: LinterConfig;
}

/** The check of `options`: the project's config without its baseline, the extra rules after its plugins'. */
function checkOf(options: ConvertTextOptions): Check {
  const { baseline: _baseline, ...config } = options.config ?? {};
  const extraRules = [...(config.extraRules ?? []), ...(options.extraRules ?? [])];
  return { linter: options.linter ?? ownLinter, config: { ...config, ...(extraRules.length > 0 ? { extraRules } : {}) } };
}

/** A note, with the number of its YAML document in files that hold several. */
export interface FileNote extends ConvertNote {
  document?: number;
}

export interface ConvertTextResult {
  /** `refused`: nothing to write (unconvertible, unreadable, or the result would not lint clean). */
  status: 'converted' | 'unchanged' | 'refused';
  /** The output: the converted text, or the input as it was when unchanged. Undefined when refused. */
  text?: string;
  /** Why the file was refused, one line per cause. */
  reasons: string[];
  notes: FileNote[];
  /** How many payloads the output holds. */
  payloadCount: number;
  /**
   * For each input payload that was spread over several messages (`split`), how many it became.
   * Absent when nothing was split: a file of several documents, or a list, is not a split.
   */
  split?: number[];
  /** When refused because the converted payload would not lint clean: its findings (paths are the output's). */
  lintErrors?: LintMessage[];
  limits?: LimitExcess[];
}

interface DocumentOutcome {
  result: ConvertResult;
  provenance: Provenance;
}

export async function convertText(text: string, options: ConvertTextOptions = {}): Promise<ConvertTextResult> {
  const filePath = options.filePath ?? '<text>';
  const source = text.replace(/^\uFEFF/, '');
  const format = options.format ?? formatOf(filePath, source);
  const outputFormat = options.outputFormat ?? format;
  const parsed = await parseSource(filePath, source, format);
  const many = parsed.length > 1;
  const where = (doc: PayloadDocument) => (many ? `document ${doc.index + 1}: ` : '');

  const blocking = parsed.flatMap((doc) =>
    doc.problems.map((p) => {
      const at = p.range ?? doc.locate(p.path, p.target);
      return `${where(doc)}${at.line}:${at.column} ${p.message}`;
    }),
  );
  if (blocking.length > 0) {
    return refused(blocking.map((b) => `${b} Fix this before converting: cordlint does not convert what it cannot read exactly.`));
  }

  const outcomes: DocumentOutcome[] = parsed.map((doc) => convertTracked(doc.value, options));
  const notes: FileNote[] = outcomes.flatMap((o, i) => o.result.notes.map((n) => (many ? { ...n, document: i + 1 } : { ...n })));
  const refusals = outcomes.flatMap((o, i) => (o.result.status === 'refused' ? [{ doc: parsed[i]!, result: o.result }] : []));
  if (refusals.length > 0) {
    const result = refused(
      // The path of the whole payload is "" as a JSON Pointer, written "/" as the notes write it.
      refusals.map(({ doc, result }) => `${where(doc)}${result.status === 'refused' ? `${result.path || '/'}: ${result.reason}` : ''}`),
      notes,
    );
    const limits = refusals.flatMap(({ result }) => (result.status === 'refused' ? (result.limits ?? []) : []));
    if (limits.length > 0) result.limits = limits;
    return result;
  }

  const payloadCount = outcomes.reduce((n, o) => n + (o.result.status === 'refused' ? 0 : o.result.payloads.length), 0);
  // A file left as it was is given back as it was, unless it holds what must not be printed raw: then it is written out, escaped.
  if (outcomes.every((o) => o.result.status === 'unchanged') && outputFormat === format && !unsafeToPrint(text)) {
    return { status: 'unchanged', text, reasons: [], notes, payloadCount };
  }

  const check = checkOf(options);
  const lint = lintOutputs(outcomes, parsed, check);
  appendAll(notes, lint.warnings);
  if (lint.errors.length > 0) {
    const result = refused(lint.reasons, notes);
    result.lintErrors = lint.errors;
    return result;
  }

  const status = outcomes.some((o) => o.result.status === 'converted') ? 'converted' : 'unchanged';
  const lost = numbersJsonCannotKeep(outcomes, outputFormat, many);
  if (lost.length > 0) return refused(lost, notes);
  const output = outputFormat === 'json' ? writeJson(source, format, outcomes) : await writeYaml(source, format, outcomes, notes, many);
  // What is written is linted as written (YAML keeps -.inf where JSON.stringify wrote null; documents left as they were keep their errors).
  const written = await writtenTextErrors(output, outputFormat, check);
  if (written.length > 0) return refused(written, notes);
  const split = outcomes.flatMap(({ result }, i) => {
    const value = parsed[i]!.value;
    const before = Array.isArray(value) ? value.length : 1;
    return result.status === 'converted' && result.payloads.length > before ? [result.payloads.length - before + 1] : [];
  });
  return { status, text: output, reasons: [], notes, payloadCount, ...(split.length > 0 ? { split } : {}) };
}

/** Numbers the output format cannot hold: JSON has no Infinity or NaN (JSON.stringify would write null). */
function numbersJsonCannotKeep(outcomes: readonly DocumentOutcome[], outputFormat: SourceFormat, many: boolean): string[] {
  if (outputFormat !== 'json') return [];
  const reasons: string[] = [];
  const visit = (value: unknown, path: string, document: number) => {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      reasons.push(`${many ? `document ${document}: ` : ''}${path || '/'}: the number ${value} cannot be written as JSON (it would become null). Write a finite number instead. Nothing was written.`);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}/${i}`, document));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, document);
  };
  outcomes.forEach(({ result }, i) => {
    if (result.status !== 'refused') for (const payload of result.payloads) visit(payload, '', i + 1);
  });
  return reasons;
}

const ownLinter = new Linter();

/** Errors of the text about to be written, linted as `cordlint lint` would lint that file. */
async function writtenTextErrors(output: string, format: SourceFormat, { linter, config }: Check): Promise<string[]> {
  if (format === 'yaml') await loadYamlParser();
  const result = linter.lintText(output, config, { filePath: format === 'json' ? '<converted>.json' : '<converted>.yaml' });
  const errors = result.messages.filter((m) => m.severity === 2);
  if (errors.length === 0) return [];
  return [
    ...errors.map((m) => `${m.document ? `document ${m.document}, ` : ''}line ${m.line}, column ${m.column} of the output: ${m.message} (${m.ruleId})`),
    'The file as it would be written does not lint clean (a document convert left as it was keeps its errors, or a value the output cannot keep): fix the input (run "cordlint lint" on it), then convert again. Nothing was written.',
  ];
}

function refused(reasons: string[], notes: FileNote[] = []): ConvertTextResult {
  return { status: 'refused', reasons, notes, payloadCount: 0 };
}

/**
 * Lints every converted payload. An error is a converter bug when the input lints clean; when the
 * input has errors of its own, they are the likelier cause, and the message says so.
 */
function lintOutputs(
  outcomes: readonly DocumentOutcome[],
  inputs: readonly PayloadDocument[],
  check: Check,
): { errors: LintMessage[]; warnings: FileNote[]; reasons: string[] } {
  const errors: LintMessage[] = [];
  const warnings: FileNote[] = [];
  const reasons: string[] = [];
  outcomes.forEach(({ result }, i) => {
    if (result.status !== 'converted') return;
    const reasonsBefore = reasons.length;
    const input = inputs[i]!;
    const inputErrors = check.linter.lintDocument(input, check.config).filter((m) => m.severity === 2);
    const linted = lintPayloads(result.payloads, check);
    result.payloads.forEach((_, k) => {
      const messages = linted[k]!;
      const label = `${inputs.length > 1 ? `document ${i + 1}, ` : ''}${result.payloads.length > 1 ? `message ${k + 1}, ` : ''}`;
      for (const m of messages) {
        if (m.severity === 1) {
          warnings.push({ path: '', kind: 'info', message: `The converted payload has a warning at ${label}${m.path || '/'} (${m.ruleId}): ${m.message}`, ...(inputs.length > 1 ? { document: i + 1 } : {}) });
          continue;
        }
        errors.push(m);
        reasons.push(`${label}${m.path || '/'}: ${m.message} (${m.ruleId})`);
      }
    });
    if (reasons.length > reasonsBefore) {
      reasons.push(
        inputErrors.length > 0
          ? `The converted payload would not lint clean, and the input itself has ${inputErrors.length} error${inputErrors.length === 1 ? '' : 's'} (run "cordlint lint" on it): fix the input, then convert again. Nothing was written.`
          : 'The converted payload would not lint clean although the input does: this is a bug in cordlint convert. Please report it with the input. Nothing was written.',
      );
    }
  });
  return { errors, warnings, reasons };
}

/**
 * What a payload is linted as. The follow-up messages of a split interaction response are bodies
 * sent to the interaction's webhook, which take what a response's `data` takes (EPHEMERAL
 * included): they are linted inside a type 4 response, and findings keep the body's paths.
 */
function asLinted(payloads: readonly unknown[], index: number): { value: unknown; bodyPath: string } {
  const first = payloads[0] as Record<string, unknown> | undefined;
  const isFollowUp = index > 0 && typeof first?.type === 'number' && first.data !== undefined;
  return isFollowUp ? { value: { type: 4, data: payloads[index] }, bodyPath: '/data' } : { value: payloads[index], bodyPath: '' };
}

/**
 * The findings of each converted payload. A list of payloads (10,000 legacy messages in one file) is
 * linted as one list, as `cordlint lint` reads it, not as 10,000 texts of their own (3 s for 2,048):
 * a list's findings are capped like a file's (1,000, then one that counts the rest), which a refusal
 * needs no more of. A split interaction response is linted payload by payload (its follow-ups as
 * bodies of a type 4 response).
 */
function lintPayloads(payloads: readonly unknown[], check: Check): LintMessage[][] {
  const each = () => payloads.map((_, k) => lintPayloadValue(asLinted(payloads, k), check));
  const first = payloads[0] as Record<string, unknown> | undefined;
  if (payloads.length <= 1 || (typeof first?.type === 'number' && first.data !== undefined)) return each();
  const { messages } = check.linter.lintValue(payloads, check.config, { filePath: '<converted>' });
  // Not read as a list of payloads (an element of no payload kind): each on its own, as before.
  if (messages.some((m) => m.ruleId === 'payload-kind' && m.path === '')) return each();
  const byPayload: LintMessage[][] = payloads.map(() => []);
  for (const m of messages) {
    const match = /^\/(0|[1-9]\d*)(\/.*)?$/.exec(m.path);
    // A finding on the list as a whole (the count of findings left out) goes with the first payload.
    if (match) byPayload[Number(match[1])]!.push({ ...m, path: match[2] ?? '' });
    else byPayload[0]!.push(m);
  }
  return byPayload;
}

function lintPayloadValue({ value, bodyPath }: { value: unknown; bodyPath: string }, { linter, config }: Check): LintMessage[] {
  const { messages } = linter.lintValue(value, config, { filePath: '<converted>' });
  if (bodyPath === '') return messages;
  return messages.map((m) => ({ ...m, path: m.path.startsWith(bodyPath) ? m.path.slice(bodyPath.length) : m.path }));
}

function outputsOf(outcomes: readonly DocumentOutcome[]): unknown[][] {
  return outcomes.map(({ result }) => (result.status === 'refused' ? [] : result.payloads));
}

/** JSON in the input's indentation (tabs, 2 or 4 spaces, or none), line endings and final newline. */
function writeJson(source: string, format: SourceFormat, outcomes: readonly DocumentOutcome[]): string {
  const payloads = outputsOf(outcomes).flat();
  const indent = format === 'json' ? jsonIndent(source) : 2;
  const value = payloads.length === 1 ? payloads[0] : payloads;
  // The same value, with no raw control or bidirectional character to reach a terminal it is printed on.
  const text = terminalSafeJson(JSON.stringify(value, null, indent));
  const newline = format === 'json' && !source.endsWith('\n') ? '' : '\n';
  return withLineEndings(source, text + newline);
}

export function jsonIndent(text: string): string | number {
  const match = /\n([ \t]+)\S/.exec(text);
  if (match) return match[1]!;
  return text.trim().includes('\n') ? 2 : 0;
}

async function writeYaml(source: string, format: SourceFormat, outcomes: readonly DocumentOutcome[], notes: FileNote[], many: boolean): Promise<string> {
  // Like the loader, only YAML files pay for loading the YAML library.
  const { detectYamlStyle, plainYaml, safeYamlDocument, writeYamlPayloads, yamlDocuments } = await import('./yaml-writer.js');
  if (format !== 'yaml') {
    return plainYaml(outputsOf(outcomes).flat(), { indent: 2, indentSeq: true, flowPadding: true });
  }
  const style = detectYamlStyle(source);
  const all: Document[] = yamlDocuments(source);
  // The same documents the loader treats as payloads (a stray `---` at the end is no payload).
  const payloadDocs = all.filter((d) => d.contents !== null || d.errors.length > 0 || all.length === 1);
  let out = '';
  all.forEach((doc, i) => {
    const start = i === 0 ? 0 : (doc.range?.[0] ?? 0);
    const end = i + 1 < all.length ? (all[i + 1]!.range?.[0] ?? source.length) : source.length;
    const original = source.slice(start, end);
    const k = payloadDocs.indexOf(doc);
    const outcome = k >= 0 ? outcomes[k] : undefined;
    if (!outcome || outcome.result.status !== 'converted') {
      // A document left as it is, written again (escaped) only when its text must not be printed raw.
      out += unsafeToPrint(original) ? safeYamlDocument(doc, style) : original;
      if (i + 1 < all.length && !out.endsWith('\n')) out += '\n';
      return;
    }
    // The document's leading comment and directives are part of the Document and written with it.
    try {
      out += writeYamlPayloads(doc, outcome.result.payloads, outcome.provenance, style);
    } catch (error) {
      if (!(error instanceof Error && /alias/i.test(error.message))) throw error;
      // An alias whose anchor was on a part the conversion rewrote: the document is written with its aliases expanded.
      out += plainYaml(outcome.result.payloads, style);
      notes.push({ path: '', kind: 'info', message: 'The document used YAML anchors and aliases that the conversion could not keep; it was written with the aliases expanded (and without its comments).', ...(many ? { document: k + 1 } : {}) });
    }
    if (i + 1 < all.length && !out.endsWith('\n')) out += '\n';
  });
  return withLineEndings(source, out);
}

function withLineEndings(source: string, text: string): string {
  return source.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}
