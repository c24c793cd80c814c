/**
 * A new user's session with the built CLI on a scratch repository: a config turns a rule off and
 * another to a warning, an override applies to one folder, a YAML directive silences one line, a
 * plugin rule reports, --fix rewrites a deprecated modal into Labels keeping its comments (here
 * through a plugin rule that uses cordlint's exported fix builder) and is idempotent, and a bad
 * config is a clear exit 2.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { read, scratch, write } from '../cli-helpers.js';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/cordlint.js');

function cordlint(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const outcome = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: outcome.status, stdout: outcome.stdout, stderr: outcome.stderr };
}

const plugin = `import { defineRule, textInputRowToLabel } from 'cordlint';

export default {
  name: 'team',
  rules: [
    defineRule({
      meta: { id: 'custom-id-pattern', description: 'custom_ids are feature:action', severity: 'error', source: 'team' },
      create: (context) => ({
        component(node) {
          const id = node.value.custom_id;
          if (typeof id === 'string' && !id.includes(':')) context.report({ path: [...node.path, 'custom_id'], message: \`custom_id "\${id}" is not feature:action\` });
        },
      }),
    }),
    defineRule({
      meta: { id: 'modal-labels', description: 'Text Inputs sit in Labels', severity: 'warn', fixable: true, source: 'team' },
      create: (context) => ({
        TextInput(node) {
          if (node.surface !== 'modal' || node.parent?.type !== 1) return;
          const row = node.parent.path;
          context.report({ path: row, message: 'Text Input in an Action Row: use a Label', fix: (document) => textInputRowToLabel(document, row) });
        },
      }),
    }),
  ],
};
`;

const vote = JSON.stringify(
  { components: [{ type: 10, content: 'Vote' }, { type: 1, components: [{ type: 2, style: 1, label: 'Yes', custom_id: 'vote:yes' }, { type: 2, style: 2, label: 'No', custom_id: 'vote:yes' }] }] },
  null,
  2,
);

const modal = `# Feedback form, shown after /feedback
custom_id: feedback:submit
title: Feedback
components:
  # Who is writing
  - type: 1
    components:
      - type: 4 # one line
        custom_id: feedback:name
        label: Your name
        style: 1
  # What they think
  - type: 1
    components:
      - type: 4
        custom_id: feedback:text
        label: Feedback # long answer
        style: 2
`;

describe('a new user on a scratch repository', () => {
  let repo: string;
  beforeAll(() => {
    repo = scratch({
      'cordlint.config.yaml': `rules:
  v2-requires-flag: off
  custom-id-unique: warn
overrides:
  - files: ["legacy/**"]
    rules:
      custom-id-unique: off
plugins:
  - ./cordlint-rules.js
`,
      'cordlint-rules.js': plugin,
      'messages/vote.json': vote,
      'legacy/vote.json': vote,
      'messages/notes.yaml': `components:\n  # cordlint-disable-next-line team/custom-id-pattern -- kept for the old handler\n  - { type: 1, components: [{ type: 2, style: 1, label: Old, custom_id: old }] }\n  - { type: 1, components: [{ type: 2, style: 1, label: New, custom_id: new }] }\n`,
      'modals/feedback.yaml': modal,
    });
    mkdirSync(path.join(repo, 'node_modules'));
    symlinkSync(root, path.join(repo, 'node_modules/cordlint'), 'dir');
  });

  it('lints with the config: a rule off, a rule as a warning, an override, a directive and a plugin rule', () => {
    const outcome = cordlint(['lint', '--format', 'unix', 'messages', 'legacy'], repo);
    expect(outcome.stderr).toBe('');
    expect(outcome.stdout.trim().split('\n')).toEqual([
      'messages/notes.yaml:4:73: custom_id "new" is not feature:action [Error/team/custom-id-pattern]',
      'messages/vote.json:20:24: custom_id "vote:yes" is already used by components[1].components[0]; custom_ids must be unique within a message (disabled components count too). Give this one another custom_id. [Warning/custom-id-unique]',
    ]);
    expect(outcome.code).toBe(1);
  });

  it('--fix rewrites the deprecated modal into Labels, keeping its comments; a second --fix changes nothing', () => {
    const first = cordlint(['lint', '--fix', 'modals'], repo);
    expect(first).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(read(repo, 'modals/feedback.yaml')).toBe(`# Feedback form, shown after /feedback
custom_id: feedback:submit
title: Feedback
components:
  # Who is writing
  - type: 18
    label: Your name
    component:
      type: 4 # one line
      custom_id: feedback:name
      style: 1
  # What they think
  - type: 18
    label: Feedback # long answer
    component:
      type: 4
      custom_id: feedback:text
      style: 2
`);
    const second = cordlint(['lint', '--fix', '--fix-dry-run', '--format', 'diff', 'modals'], repo);
    expect(second).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('stops with exit 2 and names the file and the key when the config is wrong', () => {
    write(repo, { 'broken/cordlint.config.yaml': 'rules:\n  custom-id-unique: warning\n', 'broken/a.json': vote });
    const outcome = cordlint(['lint', 'broken'], repo);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toBe(
      'cordlint: invalid config broken/cordlint.config.yaml:\n  rules["custom-id-unique"]: must be "off", "warn" or "error", or [severity, options]; got "warning". Did you mean "warn"?\n',
    );
  });
});
