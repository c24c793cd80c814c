/**
 * Payloads written by others (test/realworld/): Discord's documentation examples, current and
 * historical; request bodies that libraries send (JDA's snapshot tests); the community API docs; and
 * payloads quoted in public issue threads with Discord's 400 answer. manifest.json gives each file's
 * source (repository, path, commit, line) and its label with the evidence: a valid payload raises no
 * error; an invalid one is caught by an error at its path (or inside it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintOneFile } from './lint-file.js';

interface Entry {
  source: { repo?: string; path?: string; commit?: string; url: string };
  label: 'valid' | 'invalid';
  kind?: 'component';
  /** Where the payload was sent, when its verdict depends on it (a documentation example of a new message). */
  destination?: 'channel-message';
  at?: string;
  evidence: string;
}

const root = path.resolve(import.meta.dirname, 'realworld');
const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.json'), 'utf8')) as Record<string, Entry>;
const entries = Object.entries(manifest);

async function errorsOf(file: string, entry: Entry) {
  const result = await lintOneFile(path.join(root, file), { ...(entry.kind ? { kind: entry.kind } : {}), ...(entry.destination ? { destination: entry.destination } : {}) });
  return result.messages.filter((m) => m.severity === 2);
}

describe('the real-world corpus', () => {
  // Issue 9 asks for at least 150 payloads written by others; the corpus holds 154 (test/realworld/README.md).
  it('holds at least 150 payloads, each with its source and evidence', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const [file, entry] of entries) {
      expect(entry.source.url, file).toMatch(/^https:\/\//);
      expect(entry.evidence.length, file).toBeGreaterThan(20);
      if (entry.label === 'invalid') expect(entry.at, file).toBeDefined();
    }
  });

  it.each(entries.filter(([, e]) => e.label === 'valid'))('%s raises no error', async (file, entry) => {
    const errors = await errorsOf(file, entry);
    expect(errors, `${entry.source.url}\n${JSON.stringify(errors, null, 1)}`).toEqual([]);
  });

  it.each(entries.filter(([, e]) => e.label === 'invalid'))('%s is caught at its path', async (file, entry) => {
    const errors = await errorsOf(file, entry);
    const at = entry.at!;
    const hits = errors.filter((m) => m.path === at || m.path.startsWith(`${at}/`));
    expect(hits.length, `${entry.evidence}\n${JSON.stringify(errors, null, 1)}`).toBeGreaterThan(0);
  });
});
