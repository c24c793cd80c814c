import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { run, type Io } from '../src/cli/main.js';

const created: string[] = [];
// Registered in each test file that imports this module: its scratch folders go when the file is done.
afterAll(() => {
  for (const folder of created.splice(0)) rmSync(folder, { recursive: true, force: true });
});

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process in `cwd`, as `cordlint <args>`. */
export async function runCli(args: string[], cwd: string, stdin = ''): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => Buffer.from(stdin),
    isTTY: false,
    env: {},
    cwd,
  };
  const code = await run(args, io);
  return { code, stdout, stderr };
}

/** A scratch folder holding `files` (path -> content). */
export function scratch(files: Record<string, string | Uint8Array> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cordlint-test-'));
  created.push(root);
  write(root, files);
  return root;
}

export function write(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export function read(root: string, name: string): string {
  return readFileSync(path.join(root, name), 'utf8');
}

/** The rule ids reported for `file` in `--format json` output. */
export function ruleIdsOf(stdout: string, file?: string): string[] {
  const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string }[] }[];
  return results.filter((r) => !file || r.filePath.endsWith(file)).flatMap((r) => r.messages.map((m) => m.ruleId));
}

/** `--format json`'s results as the library returns them: without the `ruleUrl` the JSON format adds to built-in rules' findings. */
export function jsonResults(stdout: string): unknown {
  const results = JSON.parse(stdout) as { messages: { ruleUrl?: string }[] }[];
  return results.map((r) => ({ ...r, messages: r.messages.map(({ ruleUrl: _url, ...m }) => m) }));
}
