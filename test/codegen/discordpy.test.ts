import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codegen, codegenTargets, type CodegenTarget } from '../../src/codegen/index.js';
import { convertText } from '../../src/convert/text.js';
import { MORE_PAYLOADS } from './more-payloads.js';

const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'samples');
/** Debian's python3-discord (2.2.2) lives in the system Python's packages. */
const SYSTEM_PYTHON = '/usr/bin/python3';
const payloadsOf = (text: string): unknown[] => parseAllDocuments(text).flatMap((d) => d.toJS() as never);

interface Case {
  name: string;
  targets: CodegenTarget[];
  payloads: unknown[];
}

async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const folder of ['valid', 'legacy']) {
    for (const file of readdirSync(path.join(SAMPLES, folder)).filter((f) => /\.(json|ya?ml)$/.test(f))) {
      const text = readFileSync(path.join(SAMPLES, folder, file), 'utf8');
      const payloads = payloadsOf(text).filter((p) => {
        try {
          codegenTargets([p]);
          return true;
        } catch {
          return false;
        }
      });
      if (payloads.length > 0) out.push({ name: `${folder}/${file}`, payloads, targets: codegenTargets(payloads) });
      if (folder === 'legacy') {
        const converted = await convertText(text, { filePath: file });
        if (converted.status === 'converted') {
          const p = payloadsOf(converted.text!);
          out.push({ name: `converted/${file}`, payloads: p, targets: codegenTargets(p) });
        }
      }
    }
  }
  for (const [name, payloads] of Object.entries(MORE_PAYLOADS)) out.push({ name: `more/${name}`, payloads, targets: codegenTargets(payloads) });
  return out;
}

/** What discord.py 2.2.2 can build: Action Rows of buttons, selects and text inputs, embeds; no Components V2, Labels or polls. */
function legacyOnly(target: CodegenTarget): boolean {
  const value = target.value;
  if (typeof value.flags === 'number' && value.flags & 32768) return false;
  if ('poll' in value) return false;
  const types = new Set<number>();
  const visit = (c: unknown) => {
    if (typeof c !== 'object' || c === null) return;
    const r = c as Record<string, unknown>;
    if (typeof r.type === 'number') types.add(r.type);
    for (const child of Array.isArray(r.components) ? r.components : []) visit(child);
  };
  for (const c of Array.isArray(value.components) ? value.components : []) visit(c);
  return [...types].every((t) => t >= 1 && t <= 8);
}

/** discord.py writes its own defaults into what it sends; those the payload does not hold are taken out to compare. */
function withoutPyDefaults(sent: unknown, payload: unknown): unknown {
  if (Array.isArray(sent)) return sent.map((s, i) => withoutPyDefaults(s, Array.isArray(payload) ? payload[i] : undefined));
  if (typeof sent !== 'object' || sent === null) return sent;
  const given = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent as Record<string, unknown>)) {
    if (!(key in given)) {
      // Defaults discord.py always sends: select bounds, disabled, required, options' default, an embed's type, empty lists, field inline false.
      if (value === false || value === null || (Array.isArray(value) && value.length === 0)) continue;
      if ((key === 'min_values' || key === 'max_values') && value === 1) continue;
      if (key === 'type' && value === 'rich') continue;
      if (key === 'required' && value === true) continue;
    }
    out[key] = withoutPyDefaults(value, given[key]);
  }
  return out;
}

describe('discord.py code', () => {
  let all: Case[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-codegen-py-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (c: Case) => path.join(dir, c.name.replace(/[^\w]+/g, '_') + '.py');

  const refused: string[] = [];
  beforeAll(async () => {
    for (const c of await cases()) {
      try {
        writeFileSync(fileOf(c), codegen(c.payloads, 'discord.py'));
        all.push(c);
      } catch (error) {
        refused.push(`${c.name}: ${(error as Error).message}`);
      }
    }
  });

  it('refuses only the modals with components it has no discord.py 2.6 form for (radio groups, checkboxes, file uploads)', () => {
    for (const r of refused) expect(r).toMatch(/component type (19|21|22|23)/);
  });

  it('compiles for every sample and converted sample (python3 -m py_compile)', () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    // py_compile exits non-zero and names the file and line of a syntax error.
    execFileSync('python3', ['-m', 'py_compile', ...all.map(fileOf)], { encoding: 'utf8' });
  });

  it("runs with Debian's discord.py 2.2.2 for the legacy payloads and sends them back", () => {
    expect(existsSync(SYSTEM_PYTHON), 'apt-get install python3-discord (.ci/run does)').toBe(true);
    const runnable = all.filter((c) => c.targets.every(legacyOnly));
    expect(runnable.length).toBeGreaterThanOrEqual(6);
    // discord.File opens the file it is given: the attachments' files exist (empty) where the code runs.
    for (const c of runnable) for (const t of c.targets) for (const a of (t.value.attachments ?? []) as { filename: string }[]) writeFileSync(path.join(dir, a.filename), '');
    const out = JSON.parse(
      execFileSync(SYSTEM_PYTHON, [path.resolve(import.meta.dirname, 'run-discordpy.py'), ...runnable.map(fileOf)], { encoding: 'utf8', cwd: dir }),
    ) as Record<string, { message?: Record<string, unknown>; modal?: Record<string, unknown> }[]>;
    for (const c of runnable) {
      const sent = out[fileOf(c)]!;
      expect(sent, c.name).toHaveLength(c.targets.length);
      c.targets.forEach((target, i) => {
        const expected = { ...target.value };
        delete expected.flags; // the keyword arguments carry them (ephemeral=True...), checked below
        const got = sent[i]![target.kind]!;
        if (target.kind === 'message') {
          for (const [bit, kw] of [[64, 'ephemeral'], [4, 'suppress_embeds'], [4096, 'silent']] as const) {
            expect(got[kw] === true, `${c.name} ${kw}`).toBe(((target.value.flags as number) & bit) !== 0);
            delete got[kw];
          }
          // Timestamps as instants: discord.py writes datetime.isoformat() (microseconds, +00:00).
          const instants = (embeds: unknown) =>
            Array.isArray(embeds) ? (embeds as Record<string, unknown>[]).map((e) => (typeof e.timestamp === 'string' ? { ...e, timestamp: new Date(e.timestamp).toISOString() } : e)) : embeds;
          if (Array.isArray(expected.embeds)) expected.embeds = instants(expected.embeds);
          if (Array.isArray(got.embeds)) got.embeds = instants(got.embeds);
          if (Array.isArray(expected.attachments)) expected.attachments = (expected.attachments as Record<string, unknown>[]).map((a) => ({ ...a, id: String(a.id) }));
        }
        expect(withoutPyDefaults(got, expected), c.name).toEqual(expected);
      });
    }
  });
});
