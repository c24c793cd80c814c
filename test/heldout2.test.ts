/**
 * The second held-out set (test/heldout2/): written from the spec alone by a second reviewer, in
 * unusual but valid formatting (YAML flow style, anchors, block scalars, one-line JSON, CRLF, tabs, a
 * BOM), with astral characters near limits, deep nesting, interaction responses, single components
 * and multi-document YAML. Every valid one raises no error; every broken one is caught at the path of
 * the offending component or field (for a missing field, the object that lacks it), on the line of
 * that path and in its document; and every reported line is the line of its path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintOneFile } from './lint-file.js';
import type { LintMessage } from '../src/types.js';
import { linesOf } from './heldout/locate.mjs';

interface Place {
  path: string;
  /** Its line; a block collection under a key may be placed on the key's line or on its first item's. */
  line: number | number[];
}
interface BrokenCase {
  note: string;
  severity: 'error' | 'warning';
  /** Accepted places, the preferred first. */
  at: Place[];
  /** Accepted related paths (the other component of a conflict). */
  related?: string[];
  kind?: 'component';
  document?: number;
  extraOk?: string[];
}
interface Manifest {
  valid: Record<string, { note: string; kind?: 'component' }>;
  broken: Record<string, BrokenCase>;
}

const root = path.resolve(import.meta.dirname, 'heldout2');
const manifest = JSON.parse(readFileSync(path.join(root, 'expected.json'), 'utf8')) as Manifest;
const formatOf = (file: string) => (file.endsWith('.json') ? 'json' : 'yaml');
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/^\uFEFF/, '');
const show = (messages: LintMessage[]) =>
  JSON.stringify(
    messages.map((m) => ({ ruleId: m.ruleId, severity: m.severity, path: m.path, line: m.line, document: m.document, message: m.message })),
    null,
    1,
  );

async function lintCase(file: string, kind: 'component' | undefined) {
  return (await lintOneFile(path.join(root, file), kind ? { kind } : {})).messages;
}

/** Each message's line is the line of its path (the key's line or the value's), in its document. */
function expectLinesMatchPaths(file: string, messages: LintMessage[]) {
  const text = textOf(file);
  for (const m of messages) {
    const lines = linesOf(text, formatOf(file), m.path, m.document ?? 1);
    expect(lines, `${m.ruleId} reports ${m.path}, which is not in ${file}`).toBeDefined();
    expect([lines!.value, lines!.key], `${m.ruleId} at ${m.path}: line ${m.line}\n${show([m])}`).toContain(m.line);
    if (m.related) {
      const related = linesOf(text, formatOf(file), m.related.path, m.document ?? 1);
      expect(related, `${m.ruleId} relates to ${m.related.path}, which is not in ${file}`).toBeDefined();
      expect([related!.value, related!.key]).toContain(m.related.line);
    }
  }
}

const isUnder = (p: string, base: string) => base === '' || p === base || p.startsWith(`${base}/`);

describe('second held-out set: valid payloads', () => {
  it.each(Object.entries(manifest.valid))('%s raises no error', async (file, entry) => {
    const messages = await lintCase(file, entry.kind);
    expect(messages.filter((m) => m.severity === 2), `${entry.note}\n${show(messages)}`).toEqual([]);
    expectLinesMatchPaths(file, messages);
  });
});

describe('second held-out set: broken payloads', () => {
  it.each(Object.entries(manifest.broken))('%s is caught at its path, line and document', async (file, entry) => {
    const messages = await lintCase(file, entry.kind);
    const severity = entry.severity === 'error' ? 2 : 1;
    const hits = messages.filter(
      (m) => m.severity === severity && (m.document ?? 1) === (entry.document ?? 1) && entry.at.some((a) => a.path === m.path),
    );
    expect(hits.length, `${entry.note}: nothing at ${entry.at.map((a) => a.path).join(' or ')}\n${show(messages)}`).toBeGreaterThan(0);
    for (const hit of hits) {
      const place = entry.at.find((a) => a.path === hit.path)!;
      expect([place.line].flat(), `${entry.note}: ${hit.ruleId} at ${hit.path}\n${show(messages)}`).toContain(hit.line);
      if (entry.document) expect(hit.document, `${entry.note}: says its document`).toBe(entry.document);
    }
    if (entry.related) {
      expect(
        hits.some((h) => h.related && entry.related!.includes(h.related.path)),
        `${entry.note}: names the other component (${entry.related.join(' or ')})\n${show(hits)}`,
      ).toBe(true);
    }
    if (entry.severity === 'warning') expect(messages.filter((m) => m.severity === 2), `accepted by Discord: no error\n${show(messages)}`).toEqual([]);
    expectLinesMatchPaths(file, messages);
  });

  it.each(Object.entries(manifest.broken))('%s raises no error away from the mistake', async (file, entry) => {
    const messages = await lintCase(file, entry.kind);
    const allowed = [...entry.at.map((a) => a.path), ...(entry.extraOk ?? [])];
    const elsewhere = messages.filter(
      (m) => m.severity === 2 && ((m.document ?? 1) !== (entry.document ?? 1) || !allowed.some((p) => isUnder(m.path, p))),
    );
    expect(elsewhere, `${entry.note}\n${show(messages)}`).toEqual([]);
  });
});
