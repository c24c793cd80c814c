import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { codegen, codegenPayloads, codegenTargets } from '../../src/codegen/index.js';
import { convertText } from '../../src/convert/text.js';
import { MORE_PAYLOADS } from './more-payloads.js';
import { Linter } from '../../src/linter/index.js';
import { comparableBody, comparablePayload, runDiscordJs, type Ran } from './run-discordjs.js';

const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'samples');
const linter = new Linter();

const payloadsOf = (text: string): unknown[] => parseAllDocuments(text).flatMap((d) => (d.toJS() as unknown[] | unknown) as never);

interface Case {
  name: string;
  payloads: unknown[];
}

/** Every sample message, modal and interaction response, and every legacy sample converted to Components V2. */
async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const folder of ['valid', 'legacy']) {
    for (const file of readdirSync(path.join(SAMPLES, folder)).filter((f) => /\.(json|ya?ml)$/.test(f))) {
      const payloads = payloadsOf(readFileSync(path.join(SAMPLES, folder, file), 'utf8'));
      const wanted = payloads.filter((p) => {
        try {
          codegenTargets([p]);
          return true;
        } catch {
          return false;
        }
      });
      if (wanted.length > 0) out.push({ name: `${folder}/${file}`, payloads: wanted });
      if (folder === 'legacy') {
        const converted = await convertText(readFileSync(path.join(SAMPLES, folder, file), 'utf8'), { filePath: file });
        if (converted.status === 'converted') out.push({ name: `converted/${file}`, payloads: payloadsOf(converted.text!) });
      }
    }
  }
  for (const [name, payloads] of Object.entries(MORE_PAYLOADS)) out.push({ name: `more/${name}`, payloads });
  return out;
}

const moduleName = (name: string, ts = false) => name.replace(/[^\w]+/g, '_') + (ts ? '.ts' : '.mjs');

describe('discord.js code, run with the real discord.js, gives back the payload', () => {
  let all: Case[] = [];
  let ran: Record<string, Record<string, Ran>> = {};
  let ranTs: Record<string, Record<string, Ran>> = {};
  let tsCode: Record<string, string> = {};

  beforeAll(async () => {
    all = await cases();
    const modules: Record<string, string> = {};
    const typed: Record<string, string> = {};
    for (const c of all) {
      modules[moduleName(c.name)] = codegen(c.payloads, 'discord.js');
      const code = codegen(c.payloads, 'discord.js', { typescript: true });
      tsCode[moduleName(c.name, true)] = code;
      typed[moduleName(c.name)] = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    }
    ran = runDiscordJs(modules);
    ranTs = runDiscordJs(typed);
  });

  it('covers the samples: messages, modals, interaction responses, converted legacy payloads', () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.filter((c) => c.name.startsWith('converted/')).length).toBeGreaterThanOrEqual(4);
  });

  it('each sample lints clean, and its code gives it back (JavaScript and TypeScript)', () => {
    for (const c of all) {
      expect(linter.lintValue(c.payloads.length === 1 ? c.payloads[0] : c.payloads).messages.filter((m) => m.severity === 2), c.name).toEqual([]);
      // What the code sends: the payload without nulls and without Discord's defaults (the code spells out neither).
      const targets = codegenPayloads(c.payloads);
      for (const outputs of [ran, ranTs]) {
        const exports = Object.values(outputs[moduleName(c.name)]!);
        expect(exports, c.name).toHaveLength(targets.length);
        targets.forEach((target, i) => {
          const got = exports[i]!;
          if (target.kind === 'modal') expect(got.modal, c.name).toEqual(target.value);
          else expect(comparableBody(got, target.value), c.name).toEqual(comparablePayload(target.value));
        });
      }
    }
  });

  it('the TypeScript code typechecks against discord.js', () => {
    const dir = path.resolve(import.meta.dirname, '..', '..');
    const host = ts.createCompilerHost({});
    const files = Object.fromEntries(Object.entries(tsCode).map(([name, code]) => [path.join(dir, '.codegen-check', name), code]));
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => files[file] ?? readFile(file);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => file in files || fileExists(file);
    const program = ts.createProgram(Object.keys(files), { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] }, host);
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file && d.file.fileName in files);
    expect(diagnostics.map((d) => `${d.file!.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)).toEqual([]);
  });
});
