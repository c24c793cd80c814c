import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HANG_GUARD_MS } from '../hang-guard.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repoRoot, 'bin/cordlint.js');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a user would (`npm test` builds first). */
export function cordlint(args: string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): CliRun {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? repoRoot,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...options.env },
    timeout: HANG_GUARD_MS,
    // Large reports (explain's 10,000 lines) are read whole: spawnSync's 1 MiB default would cut them and kill the child.
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
