/**
 * The pre-commit hooks with the real pre-commit (Debian's `pre-commit` package; .ci/run installs
 * it): a temporary clone of this repository, tagged, is the hook repository of a scratch project;
 * pre-commit installs the hooks from it (npm install, npm pack, npm install -g of the tarball) and
 * runs them on the project's files, then blocks or lets through a real `git commit`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fixture, root, sample, tempDir } from './support.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
}

const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version as string;
const gitIdentity = ['-c', 'user.name=cordlint test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false'];
let project: string;
let env: NodeJS.ProcessEnv;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...gitIdentity, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function preCommit(...args: string[]) {
  // Installing the hooks' environment runs npm install twice and the build twice: minutes on a busy machine.
  return spawnSync('pre-commit', args, { cwd: project, env, encoding: 'utf8', timeout: HANG_GUARD_MS });
}

/** This repository's files as they are now (tracked and new, not ignored), committed and tagged in a fresh repository. */
function cloneOfThisRepository(): string {
  const clone = tempDir('cordlint-hook-repo-');
  const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from) || !statSync(from).isFile()) continue; // deleted in the work tree
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    copyFileSync(from, path.join(clone, file));
  }
  git(clone, 'init', '-q');
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', 'cordlint');
  git(clone, 'tag', `v${version}`);
  return clone;
}

beforeAll(() => {
  const found = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error('pre-commit is not installed: apt-get install -y pre-commit (or pipx install pre-commit); .ci/run installs it.');
  const hookRepository = cloneOfThisRepository();
  project = tempDir('cordlint-pre-commit-project-');
  env = { ...process.env, PRE_COMMIT_HOME: tempDir('cordlint-pre-commit-home-'), npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  git(project, 'init', '-q');
  mkdirSync(path.join(project, 'payloads'));
  copyFileSync(sample('valid/message-release-notes.json'), path.join(project, 'payloads/release-notes.json'));
  copyFileSync(fixture('modal-feedback.yaml'), path.join(project, 'payloads/feedback.yaml'));
  copyFileSync(sample('broken/text-input-label.json'), path.join(project, 'payloads/bug-report.json'));
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'my-bot', version: '1.0.0', type: 'commonjs' }, null, 2));
  writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }, null, 2));
  writeFileSync(
    path.join(project, '.pre-commit-config.yaml'),
    ['repos:', `  - repo: ${hookRepository}`, `    rev: v${version}`, '    hooks:', '      - id: cordlint', '      - id: cordlint-fix', ''].join('\n'),
  );
  git(project, 'add', '-A');
  const install = preCommit('install-hooks');
  if (install.status !== 0) throw new Error(`pre-commit install-hooks failed:\n${install.stdout}\n${install.stderr}`);
});

describe('the pre-commit hooks, run by pre-commit', () => {
  it('declares the cordlint and cordlint-fix hooks as node hooks on JSON and YAML files', () => {
    const hooks = parse(readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
    expect(hooks.map((h) => [h.id, h.language])).toEqual([
      ['cordlint', 'node'],
      ['cordlint-fix', 'node'],
    ]);
    for (const h of hooks) {
      const files = new RegExp(h.files);
      expect(['a.json', 'dir/b.yaml', 'c.yml'].filter((f) => files.test(f))).toHaveLength(3);
      expect(['a.js', 'b.md', 'json', 'c.yaml.bak', 'package.jsonc'].filter((f) => files.test(f))).toEqual([]);
    }
  });

  it('cordlint reports the broken payloads and nothing else, and fails', () => {
    const run = preCommit('run', 'cordlint', '--all-files');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^cordlint\.+Failed$/m);
    expect(run.stdout).toContain('payloads/feedback.yaml\n  3:8    error    "title" of the modal is 52 characters long; the limit is 45. Shorten it by 7.  schema');
    expect(run.stdout).toContain('payloads/bug-report.json\n  9:73  error    A Text Input inside a Label cannot have its own label');
    // Not payloads: the project's manifests and pre-commit's own config are skipped.
    for (const other of ['release-notes.json', 'package.json', 'tsconfig.json', '.pre-commit-config.yaml']) expect(run.stdout).not.toContain(other);
  });

  it('cordlint-fix fixes what it can in the files, then reports what is left', () => {
    const run = preCommit('run', 'cordlint-fix', '--all-files');
    expect(run.status).toBe(1);
    const fixed = JSON.parse(readFileSync(path.join(project, 'payloads/bug-report.json'), 'utf8'));
    expect(fixed.components[0].component).toEqual({ type: 4, custom_id: 'bug_details', style: 2 });
    expect(run.stdout).not.toContain('bug-report.json');
    expect(run.stdout).toContain('payloads/feedback.yaml');
  });

  it('blocks a commit holding a broken payload and lets a clean one through', () => {
    expect(preCommit('install').status).toBe(0);
    git(project, 'add', '-A');
    const blocked = spawnSync('git', [...gitIdentity, 'commit', '-m', 'payloads'], { cwd: project, env, encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(blocked.status).toBe(1);
    expect(blocked.stdout + blocked.stderr).toContain('payloads/feedback.yaml');

    git(project, 'rm', '-q', '--cached', 'payloads/feedback.yaml');
    const passed = spawnSync('git', [...gitIdentity, 'commit', '-m', 'payloads'], { cwd: project, env, encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(passed.status).toBe(0);
    expect(passed.stdout + passed.stderr).toMatch(/^cordlint\.+Passed$/m);
    expect(git(project, 'log', '--oneline')).toContain('payloads');
  });
});
