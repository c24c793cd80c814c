/**
 * The pre-commit hooks as pre-commit runs them: it matches staged files against `files` (a Python
 * regex, searched), then runs `entry` with the matching file names appended, and a non-zero exit
 * blocks the commit. Here `cordlint` is the built bin/cordlint.js, as pre-commit's node
 * environment installs it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fixture, root, sample } from './support.js';

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  files: string;
}

const hooks = parse(readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => hooks.find((h) => h.id === id)!;

function runHook(h: Hook, files: string[]) {
  const matched = files.filter((f) => new RegExp(h.files).test(f));
  const [executable, ...args] = h.entry.split(' ');
  expect(executable).toBe('cordlint');
  return spawnSync(process.execPath, [path.join(root, 'bin/cordlint.js'), ...args, ...matched], { cwd: root, encoding: 'utf8' });
}

describe('.pre-commit-hooks.yaml', () => {
  it('declares the cordlint and cordlint-fix hooks as node hooks on JSON and YAML files', () => {
    expect(hooks.map((h) => [h.id, h.entry, h.language])).toEqual([
      ['cordlint', 'cordlint lint', 'node'],
      ['cordlint-fix', 'cordlint lint --fix', 'node'],
    ]);
    for (const h of hooks) {
      const files = new RegExp(h.files);
      expect(['a.json', 'dir/b.yaml', 'c.yml'].filter((f) => files.test(f))).toHaveLength(3);
      expect(['a.js', 'b.md', 'json', 'c.yaml.bak', 'package.jsonc'].filter((f) => files.test(f))).toEqual([]);
    }
  });

  it('blocks a commit holding a broken payload and lets a valid one through', () => {
    const blocked = runHook(hook('cordlint'), [fixture('modal-feedback.yaml'), sample('valid/message-release-notes.json'), 'README.md']);
    expect(blocked.status).toBe(1);
    expect(blocked.stdout).toContain('test/integrations/fixtures/modal-feedback.yaml');
    expect(blocked.stdout).toContain('3:8    error    "title" of the modal is 52 characters long; the limit is 45. Shorten it by 7.  schema');
    expect(blocked.stdout).not.toContain('README.md');

    const passed = runHook(hook('cordlint'), [sample('valid/modal-feedback.yaml'), sample('valid/message-release-notes.json')]);
    expect([passed.status, passed.stdout, passed.stderr]).toEqual([0, '', '']);
  });
});
