/**
 * `--format rdjson` through the built CLI: valid against reviewdog's published JSON Schema for
 * DiagnosticResult (a copy in test/format/reviewdog/, its source named there), with each fix as a
 * line-wise suggestion that turns the file's lines into what --fix writes, and columns in UTF-8 bytes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from '../cli/run-cli.js';

// The schema says draft-04; the keywords it uses (type, properties, items, enum, oneOf, $ref,
// definitions) mean the same in ajv's default draft, which has no draft-04 meta-schema built in.
const { $schema: _draft04, ...schema } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'reviewdog/DiagnosticResult.json'), 'utf8'));
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

interface Position { line: number; column?: number }
interface Diagnostic {
  message: string;
  location: { path: string; range: { start: Position; end?: Position } };
  severity: string;
  code: { value: string };
  suggestions?: { range: { start: Position; end?: Position }; text: string }[];
}

function rdjson(args: string[], cwd: string): { status: number | null; report: { diagnostics: Diagnostic[] } } {
  const run = cordlint(['lint', '--format', 'rdjson', ...args], { cwd });
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout);
  expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  return { status: run.status, report };
}

/** The text after a line-wise suggestion: lines start..end replaced by its text (reviewdog adds the last line break). */
function applySuggestion(text: string, suggestion: NonNullable<Diagnostic['suggestions']>[number]): string {
  const lines = text.split('\n');
  const start = suggestion.range.start.line;
  const end = suggestion.range.end?.line ?? start;
  return [...lines.slice(0, start - 1), ...suggestion.text.split('\n'), ...lines.slice(end)].join('\n');
}

const MODAL = `# «Feedback» modal
custom_id: feedback
title: Feedback ✨
components:
  - type: 1 # deprecated row
    components:
      - type: 4
        custom_id: text
        label: Your feedback
        style: 2
`;
const MESSAGE = '{ "components": [ { "type": 10, "content": "héllo 👋" } ] }\n';
const UNKNOWN_FIELD = '{ "flags": 32768, "components": [ { "type": 10, "contnet": "hi" } ] }\n';

describe('--format rdjson', () => {
  it('is valid against reviewdog\'s schema for every held-out broken payload, and names each finding\'s rule', () => {
    for (const folder of ['test/heldout/broken', 'test/heldout2/broken']) {
      const files = readdirSync(path.join(repoRoot, folder));
      const { status, report } = rdjson(files, path.join(repoRoot, folder));
      expect(status).toBe(1);
      expect(report.diagnostics.length).toBeGreaterThanOrEqual(files.length);
      const json = JSON.parse(cordlint(['lint', '--format', 'json', ...files], { cwd: path.join(repoRoot, folder) }).stdout) as { messages: { ruleId: string; fix?: unknown; suggestions?: unknown[] }[] }[];
      const messages = json.flatMap((r) => r.messages);
      expect(report.diagnostics.map((d) => d.code.value)).toEqual(messages.map((m) => m.ruleId));
      // A suggestion wherever the rule has a fix or a suggestion.
      expect(report.diagnostics.map((d) => d.suggestions !== undefined)).toEqual(messages.map((m) => m.fix !== undefined || (m.suggestions?.length ?? 0) > 0));
    }
  });

  it('rejects what is not rdjson (the validator can fail)', () => {
    expect(validate({ diagnostics: [{ message: 1 }] })).toBe(false);
    expect(validate({ diagnostics: [{ message: 'x', severity: 'FATAL' }] })).toBe(false);
  });

  it('gives a safe fix as a suggestion that makes the lines what --fix writes, columns in UTF-8 bytes', () => {
    const root = scratch({ 'reply.json': MESSAGE });
    const { status, report } = rdjson(['reply.json'], root);
    expect(status).toBe(1);
    expect(report.diagnostics).toHaveLength(1);
    const [d] = report.diagnostics;
    expect(d!.code.value).toBe('v2-requires-flag');
    expect(d!.severity).toBe('ERROR');
    // The Text Display's object begins at UTF-16 column 19 and ends after "👋" (2 units, 4 bytes) and "é" (1 unit, 2 bytes).
    expect(d!.location).toEqual({ path: 'reply.json', range: { start: { line: 1, column: 19 }, end: { line: 1, column: 19 + Buffer.byteLength('{ "type": 10, "content": "héllo 👋" }') } } });
    expect(d!.suggestions).toHaveLength(1);
    const fixed = cordlint(['lint', '--fix-dry-run', 'reply.json'], { cwd: root }).stdout;
    expect(applySuggestion(MESSAGE, d!.suggestions![0]!)).toBe(fixed);
    expect(fixed).toContain('"flags": 32768');
  });

  it('gives an unsafe fix as a suggestion too, and says in the message that it is unsafe', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const { report } = rdjson(['modal.yaml'], root);
    const [d] = report.diagnostics;
    expect(d!.code.value).toBe('modal-action-row-deprecated');
    expect(d!.location.range.start).toEqual({ line: 5, column: 5 });
    expect(d!.message).toMatch(/unsafe fix/);
    expect(d!.suggestions![0]!.range).toEqual({ start: { line: 5 }, end: { line: 10 } });
    const fixed = cordlint(['lint', '--fix-dry-run', '--unsafe-fixes', 'modal.yaml'], { cwd: root }).stdout;
    expect(applySuggestion(MODAL, d!.suggestions![0]!)).toBe(fixed);
    expect(fixed).toContain('  - type: 18 # deprecated row\n    label: Your feedback\n    component:\n');
  });

  it('gives a rule\'s suggestion (a misspelt field) when it has no fix, and names it', () => {
    const root = scratch({ 'reply.json': UNKNOWN_FIELD });
    const { report } = rdjson(['reply.json'], root);
    const d = report.diagnostics.find((x) => x.code.value === 'unknown-field')!;
    expect(d.message).toContain('(Suggested change: Rename "contnet" to "content".)');
    expect(applySuggestion(UNKNOWN_FIELD, d.suggestions![0]!)).toBe(UNKNOWN_FIELD.replace('contnet', 'content'));
  });

  it('prints an empty list for clean files', () => {
    const root = scratch({ 'ok.json': '{ "content": "hi" }\n' });
    const run = cordlint(['lint', '--format', 'rdjson', 'ok.json'], { cwd: root });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ source: { name: 'cordlint' }, severity: 'WARNING', diagnostics: [] });
  });
});
