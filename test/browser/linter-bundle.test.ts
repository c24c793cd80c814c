/**
 * The linter without Node: src/linter/index.ts bundled by esbuild for browsers pulls in no Node
 * built-in, and the bundle, run in a real headless Chromium, reports for each payload exactly what the
 * CLI reports for the same file. Debian's chromium is driven through puppeteer-core (which downloads no
 * browser); .ci/run installs chromium where it is missing, CHROMIUM_PATH (or CHROMIUM) names another binary.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cordlint, repoRoot } from '../cli/run-cli.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const entry = path.join(repoRoot, 'src/linter/index.ts');
/** A command's file: a name is looked up in PATH, as a shell would (Debian's is /usr/bin/chromium). */
const which = (command: string) =>
  command.includes('/') ? command : ((process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command)).find((file) => existsSync(file)) ?? `/usr/bin/${command}`);
const chromium = which(process.env.CHROMIUM_PATH ?? process.env.CHROMIUM ?? 'chromium');

const isNodeBuiltin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);
const builtinNames = builtinModules.map((m) => m.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&')).join('|');
/** `require("fs")`, `require('node:fs')`, `import("fs")` left in the bundle's text (esbuild keeps an unresolved require() inside try). */
const builtinUse = new RegExp(String.raw`\b(?:require|import)\s*\(\s*(["'\`])(?:node:[\w/]+|(?:${builtinNames}))\1\s*\)`, 'g');

/** Every payload under test/heldout/valid and test/heldout/broken, and a few samples (JSON, YAML, several documents, a parse error). */
const heldout = ['valid', 'broken'].flatMap((folder) =>
  readdirSync(path.join(repoRoot, 'test/heldout', folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .map((name) => `test/heldout/${folder}/${name.split(path.sep).join('/')}`),
);
const samples = [
  'samples/valid/replies.yaml',
  'samples/valid/v2-sections-buttons-selects.json',
  'samples/legacy/ticket-reply.yaml',
  'samples/broken/unknown-field.yaml',
  'samples/broken/embed-total-length.yaml',
  'samples/broken/duplicate-key.json',
  'samples/broken/parse-error.json',
  'samples/broken/received-modal-data.yaml',
];
const files = [...heldout.sort(), ...samples];

interface Finding {
  ruleId: string;
  severity: number;
  path: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}
/** The part of a message compared: the rule, its severity and its place. */
const findingOf = (m: Finding & { document?: number; fatal?: boolean }) => ({
  ruleId: m.ruleId, severity: m.severity, path: m.path, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, document: m.document, fatal: m.fatal,
});

/** The bundle's modules at the places of a stack, `:22772:17` read as `src/fast-path/switch.ts`: esbuild heads each module with a `// path` comment. */
function modulesAt(stack: string, code: string): string[] {
  const lines = code.split('\n');
  return [...stack.matchAll(/:(\d+):\d+\)?$/gm)].map(([, line]) => {
    for (let i = Number(line) - 1; i >= 0; i--) {
      const heading = /^\s*\/\/ ((?:src|rules|node_modules)\/\S+)$/.exec(lines[i] ?? '');
      if (heading) return `${heading[1]} (bundle line ${line})`;
    }
    return `bundle line ${line}`;
  });
}

type Bundle = { code: string; metafile: esbuild.Metafile };
/** The linter's source entry, and the package export that users import (dist/linter.js, which `npm run build` writes). */
type EntryName = 'src/linter/index.ts' | 'cordlint/linter';
const ENTRIES: Record<EntryName, esbuild.BuildOptions> = {
  'src/linter/index.ts': { entryPoints: [entry] },
  'cordlint/linter': { stdin: { contents: "export * from 'cordlint/linter';", resolveDir: repoRoot } },
};
const bundles: Partial<Record<EntryName, Bundle>> = {};
const bundleErrors: Record<EntryName, string[]> = { 'src/linter/index.ts': [], 'cordlint/linter': [] };

beforeAll(async () => {
  for (const name of Object.keys(ENTRIES) as EntryName[]) await buildBundle(name);
});

async function buildBundle(name: EntryName): Promise<void> {
  try {
    const result = await esbuild.build({
      ...ENTRIES[name],
      absWorkingDir: repoRoot,
      bundle: true,
      platform: 'browser',
      format: 'iife',
      globalName: 'cordlintLinter',
      target: 'es2022',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    bundles[name] = { code: result.outputFiles![0]!.text, metafile: result.metafile! };
  } catch (error) {
    const errors = (error as Partial<esbuild.BuildFailure>).errors;
    bundleErrors[name] = errors?.length
      ? errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}: ${e.text}` : e.text))
      : [String(error)];
  }
}

describe.each([
  ['src/linter/index.ts', 'src/linter/index.ts'],
  ['cordlint/linter', 'dist/linter.js'],
] as const)('%s bundled for browsers', (name, input) => {
  it('builds with no Node built-in among its inputs and imports, and no require() of one', () => {
    expect(bundleErrors[name], 'esbuild (platform browser) failed').toEqual([]);
    const { code, metafile } = bundles[name]!;
    expect(Object.keys(metafile.inputs)).toContain(input);
    const builtins = Object.entries(metafile.inputs).flatMap(([input, { imports }]) => [
      ...(isNodeBuiltin(input) ? [input] : []),
      ...imports.filter((i) => isNodeBuiltin(i.path)).map((i) => `${input} imports ${i.path}`),
    ]);
    expect(builtins, 'Node built-ins in the bundle').toEqual([]);
    expect([...code.matchAll(builtinUse)].map((m) => m[0]), 'Node built-ins required or imported by the bundle').toEqual([]);
  });
});

describe('the bundled linter in Chromium', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    try {
      browser = await puppeteer.launch({
        executablePath: chromium,
        headless: true,
        // Chromium's sandbox refuses to start as root (CI runs as root).
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--no-first-run'],
        timeout: HANG_GUARD_MS,
      });
    } catch (error) {
      throw new Error(`${chromium} could not be started (${(error as Error).message}): install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(ENTRIES) as EntryName[])('%s reports for every held-out payload and a few samples what the CLI reports, synchronously', async (name) => {
    expect(bundleErrors[name].length, 'the bundle was not built (see the test above)').toBe(0);
    const bundle = bundles[name];
    expect(files.filter((f) => /\.ya?ml$/.test(f)).length, 'YAML payloads are among the files').toBeGreaterThan(2);

    const cli = cordlint(['lint', '--format', 'json', '--no-config-lookup', ...files]);
    expect(cli.status, cli.stderr).toBe(1);
    const byCli = Object.fromEntries(
      (JSON.parse(cli.stdout) as { filePath: string; messages: Finding[] }[]).map((r) => [path.relative(repoRoot, r.filePath).split(path.sep).join('/'), r.messages.map(findingOf)]),
    );
    expect(Object.keys(byCli).sort(), 'the CLI linted every file').toEqual([...files].sort());
    expect(files.filter((f) => byCli[f]!.length > 0).length, 'files with findings').toBeGreaterThan(10);

    const page = await browser!.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${String(error)}, in ${modulesAt((error as Error).stack ?? '', bundle!.code).join(' < ')}`));
    await page.setContent('<!doctype html><meta charset="utf-8"><title>cordlint</title>');
    await page.addScriptTag({ content: bundle!.code });
    expect(pageErrors, 'errors while the bundle loaded').toEqual([]);
    expect(await page.evaluate(() => typeof (globalThis as { cordlintLinter?: { Linter?: unknown } }).cordlintLinter?.Linter)).toBe('function');

    const payloads = files.map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
    const inBrowser = await page.evaluate(async (payloads) => {
      type Linter = { lintText(text: string, config: undefined, options: { filePath: string }): unknown };
      const { Linter } = (globalThis as unknown as { cordlintLinter: { Linter: new () => Linter } }).cordlintLinter;
      const linter = new Linter();
      const results: Record<string, { messages: unknown[] } | string> = {};
      for (const { file, text } of payloads) {
        try {
          const result = linter.lintText(text, undefined, { filePath: file });
          results[file] = result instanceof Promise ? `lintText returned a Promise: ${JSON.stringify(await result)}` : (result as { messages: unknown[] });
        } catch (error) {
          results[file] = `lintText threw ${String(error)}`;
        }
      }
      return results;
    }, payloads);
    await page.close();

    const byBrowser = Object.fromEntries(
      Object.entries(inBrowser).map(([file, result]) => [file, typeof result === 'string' ? result : (result.messages as Finding[]).map(findingOf)]),
    );
    const differing = files.filter((f) => JSON.stringify(byBrowser[f]) !== JSON.stringify(byCli[f]));
    const only = (results: Record<string, unknown>) => Object.fromEntries(differing.map((f) => [f, results[f]]));
    expect(only(byBrowser), `${differing.length} of ${files.length} files are linted differently in the browser (received) than by the CLI (expected)`).toEqual(only(byCli));
  });
});
