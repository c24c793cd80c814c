/**
 * Fix safety (Ruff's --unsafe-fixes): --fix applies only the fixes that cannot change what users
 * see; --unsafe-fixes applies the others too. Every fixable built-in rule says which it has, on its
 * page too; the JSON format gives unsafe fixes as marked suggestions and counts the fixable findings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { scratch } from '../cli-helpers.js';
import { cordlint, repoRoot } from './run-cli.js';

/** A modal with one safe fix (a Text Input's own label inside a Label) and two unsafe ones (a row to convert, a disabled select). */
const MODAL = `custom_id: feedback
title: Feedback
components:
  - type: 1
    components:
      - type: 4
        custom_id: text
        label: Your feedback
        style: 2
  - type: 18
    label: Rating
    component:
      type: 3
      custom_id: rating
      disabled: true
      options: [{ label: Good, value: good }]
  - type: 18
    label: Name
    component:
      type: 4
      custom_id: name
      label: Name
      style: 1
`;

describe('--fix and --unsafe-fixes', () => {
  it('--fix applies the safe fix only, leaves visible text and structure alone, and says what --unsafe-fixes would do', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const run = cordlint(['lint', '--fix', 'modal.yaml'], { cwd: root });
    const fixed = readFileSync(path.join(root, 'modal.yaml'), 'utf8');
    expect(fixed).toBe(MODAL.replace('      custom_id: name\n      label: Name\n', '      custom_id: name\n'));
    expect(run.status).toBe(1); // the disabled select is still an error
    expect(run.stdout).toContain('select-disabled-in-modal');
    expect(run.stdout).toContain('modal-action-row-deprecated');
    expect(run.stdout).toContain('2 problems can be fixed with --fix --unsafe-fixes (unsafe fixes: they change what users see; check them).');
    expect(run.stdout).not.toContain('can be fixed with --fix.');
  });

  it('--fix --unsafe-fixes applies the rest', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const run = cordlint(['lint', '--fix', '--unsafe-fixes', 'modal.yaml'], { cwd: root });
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(readFileSync(path.join(root, 'modal.yaml'), 'utf8')).toBe(`custom_id: feedback
title: Feedback
components:
  - type: 18
    label: Your feedback
    component:
      type: 4
      custom_id: text
      style: 2
  - type: 18
    label: Rating
    component:
      type: 3
      custom_id: rating
      options: [{ label: Good, value: good }]
  - type: 18
    label: Name
    component:
      type: 4
      custom_id: name
      style: 1
`);
  });

  it('stylish counts each kind before fixing', () => {
    const root = scratch({ 'modal.yaml': MODAL });
    const run = cordlint(['lint', 'modal.yaml'], { cwd: root });
    expect(run.stdout).toContain('\n  1 problem can be fixed with --fix.\n  2 more problems can be fixed with --fix --unsafe-fixes (unsafe fixes: they change what users see; check them).\n');
    const all = cordlint(['lint', '--unsafe-fixes', 'modal.yaml'], { cwd: root });
    expect(all.stdout).toContain('\n  3 problems can be fixed with --fix --unsafe-fixes.\n');
  });
});

describe('--format json', () => {
  type Message = { ruleId: string; line: number; fix?: unknown; fixSafety?: string; suggestions?: { message: string; fix: unknown; unsafe?: boolean }[] };
  const lint = (args: string[]) => {
    const root = scratch({ 'modal.yaml': MODAL });
    const run = cordlint(['lint', '--format', 'json', ...args, 'modal.yaml'], { cwd: root });
    return JSON.parse(run.stdout)[0] as { messages: Message[]; fixableErrorCount: number; fixableWarningCount: number; source?: string };
  };

  it('gives a safe fix as `fix`, an unsafe one as a suggestion marked unsafe, and counts only what --fix fixes', () => {
    const result = lint([]);
    const byRule = Object.fromEntries(result.messages.map((m) => [m.ruleId, m]));
    expect(byRule['text-input-label']).toMatchObject({ line: 22, fixSafety: 'safe', fix: [{ range: expect.any(Array), text: '' }] });
    expect(byRule['text-input-label']!.suggestions).toBeUndefined();
    for (const id of ['modal-action-row-deprecated', 'select-disabled-in-modal']) {
      expect(byRule[id]!.fix).toBeUndefined();
      expect(byRule[id]!.fixSafety).toBe('unsafe');
      expect(byRule[id]!.suggestions).toEqual([{ message: expect.stringContaining('--unsafe-fixes'), fix: expect.any(Array), unsafe: true }]);
    }
    expect(result.fixableErrorCount).toBe(1); // text-input-label (an error); the disabled select's fix is unsafe
    expect(result.fixableWarningCount).toBe(0);
    expect(result.source).toBe(MODAL); // ESLint's `source`: what the edits' offsets refer to
  });

  it('with --unsafe-fixes, gives every fix as `fix` and counts them all', () => {
    const result = lint(['--unsafe-fixes']);
    expect(result.messages.every((m) => m.fix !== undefined && m.suggestions === undefined)).toBe(true);
    expect(result.messages.map((m) => m.fixSafety)).toEqual(['unsafe', 'unsafe', 'safe']);
    expect(result.fixableErrorCount).toBe(2);
    expect(result.fixableWarningCount).toBe(1);
  });
});

describe('every fixable rule says whether its fix is safe', () => {
  const fixable = builtinRules.filter((r) => r.meta.fixable);
  it.each(fixable.map((r) => [r.meta.id, r.meta.fixSafety] as const))('%s: %s, in its meta and on its page', (id, safety) => {
    expect(['safe', 'unsafe']).toContain(safety);
    const page = readFileSync(path.join(repoRoot, 'rules', `${id}.md`), 'utf8');
    expect(page).toMatch(new RegExp(`^- \\*\\*Fix safety:\\*\\* ${safety}\\b`, 'm'));
  });
  it('the safe ones are those the issue names as safe (a flag, a field Discord ignores), the conversions unsafe', () => {
    const safety = Object.fromEntries(fixable.map((r) => [r.meta.id, r.meta.fixSafety]));
    expect(safety).toEqual({
      // Writing "2" as 2 changes nothing Discord reads (it parses the digits already).
      'component-type-string': 'safe',
      'modal-action-row-deprecated': 'unsafe',
      'response-only-fields': 'safe',
      'select-disabled-in-modal': 'unsafe',
      'text-input-label': 'safe',
      'v2-requires-flag': 'safe',
    });
  });
});
