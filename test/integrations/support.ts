/** Shared by the integration tests: running the CLI in-process, the samples, SARIF's own schema, XML well-formedness. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { run, type Io } from '../../src/cli/main.js';

export const root = path.resolve(import.meta.dirname, '../..');
export const sample = (name: string) => path.join(root, 'samples', name);
/** Broken payloads with several findings of several rules (samples/broken holds one rule per file). */
export const fixture = (name: string) => path.join(root, 'test', 'integrations', 'fixtures', name);

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `cordlint <argv>` would, with output captured. */
export async function runCli(argv: string[], options: { cwd?: string; stdin?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    readStdin: async () => Buffer.from(options.stdin ?? ''),
    isTTY: false,
    env: options.env ?? {},
    cwd: options.cwd ?? root,
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

export function tempDir(prefix = 'cordlint-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

let sarifValidator: ValidateFunction | undefined;

/**
 * The official SARIF 2.1.0 JSON Schema (as shipped by Microsoft's SARIF SDK). It is written as
 * draft-04; its only draft-04 feature is the root `id`, so it compiles as draft-07 once renamed.
 */
export function validateSarif(log: unknown): string[] {
  if (!sarifValidator) {
    const file = createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
    const { id, $schema: _draft04, ...schema } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    // The schema's language pattern has a stray "]", which only non-Unicode regular expressions accept.
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    ajv.addFormat('uri', (s: string) => URL.canParse(s));
    ajv.addFormat('uri-reference', (s: string) => !/[\s<>"{}|\\^`]/.test(s) && URL.canParse(s, 'file:///base/'));
    ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
    sarifValidator = ajv.compile({ ...schema, $id: id as string });
  }
  return sarifValidator(log) ? [] : (sarifValidator.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/**
 * A small strict XML 1.0 well-formedness check (elements nest and close, attributes are quoted
 * and unique, entities are the predefined or numeric ones), enough for the JUnit and Checkstyle reports.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  let roots = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text.replace(/&[^;]*;/g, ''))) problems.push(`raw < or > in text: ${text.slice(0, 40)}`);
    for (const entity of text.match(/&[^;\s]*;?/g) ?? []) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(entity)) problems.push(`bad entity ${entity}`);
    }
  };
  while (rest.length > 0) {
    const open = rest.indexOf('<');
    if (open === -1) {
      if (rest.trim()) problems.push('text after the root element');
      break;
    }
    checkText(rest.slice(0, open));
    const close = rest.indexOf('>', open);
    if (close === -1) {
      problems.push('unclosed tag');
      break;
    }
    const tag = rest.slice(open + 1, close);
    rest = rest.slice(close + 1);
    const end = /^\/([\w:.-]+)\s*$/.exec(tag);
    if (end) {
      if (stack.pop() !== end[1]) problems.push(`</${end[1]}> closes nothing open`);
      continue;
    }
    const start = /^([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)$/.exec(tag);
    if (!start) {
      problems.push(`malformed tag <${tag.slice(0, 60)}>`);
      continue;
    }
    if (stack.length === 0 && ++roots > 1) problems.push('more than one root element');
    const names = [...start[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((m) => {
      checkText(m[2]!);
      return m[1]!;
    });
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${start[1]}>`);
    if (!start[3]) stack.push(start[1]!);
  }
  if (stack.length > 0) problems.push(`unclosed elements: ${stack.join(', ')}`);
  return problems;
}

/** The attributes of every `<name ...>` element, decoded. */
export function xmlElements(xml: string, name: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${name}((?:\\s+[\\w:.-]+="[^"]*")*)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1]!, decodeXml(a[2]!)])),
  );
}

export function decodeXml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
