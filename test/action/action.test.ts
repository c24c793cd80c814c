/**
 * action.yml, the composite GitHub Action: its inputs parse and are documented, inputs reach the
 * scripts only as environment variables, and its steps run as a script here as the runner runs
 * them (each `run` in bash, `${{ inputs.* }}`, `${{ steps.*.outputs.* }}` and GITHUB_OUTPUT as
 * GitHub evaluates them): annotations, SARIF, outputs, exit codes, and bad inputs refused. The
 * README's workflow uses only inputs the action declares.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratch } from '../cli-helpers.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: { id?: string; name: string; shell?: string; run?: string; uses?: string; 'working-directory'?: string; env?: Record<string, string> }[] };
};

interface StepsRun {
  /** The exit code of the step that ended the job (or of the last one). */
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
}

/** Runs the action's steps as the runner does, with `inputs` (the defaults for the others), in `workspace`. */
function runAction(inputs: Record<string, string>, workspace: string): StepsRun {
  for (const name of Object.keys(inputs)) expect(action.inputs, `input ${name}`).toHaveProperty(name);
  const values = Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, inputs[name] ?? input.default ?? '']));
  const stepOutputs: Record<string, Record<string, string>> = {};
  const runnerTemp = mkdtempSync(path.join(tmpdir(), 'cordlint-runner-'));
  const evaluate = (text: string) =>
    text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expression: string) => {
      const [scope, ...rest] = expression.split('.');
      if (scope === 'inputs') return values[rest[0]!] ?? '';
      if (scope === 'steps' && rest[1] === 'outputs') return stepOutputs[rest[0]!]?.[rest[2]!] ?? '';
      if (expression === 'github.action_path') return repoRoot;
      throw new Error(`action.yml uses \${{ ${expression} }}, which this runner does not know`);
    });
  let stdout = '';
  let stderr = '';
  let code = 0;
  for (const step of action.runs.steps) {
    const outputFile = path.join(runnerTemp, `output-${step.id ?? step.name}`);
    writeFileSync(outputFile, '');
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, evaluate(v)]));
    const run = spawnSync('bash', ['-e', '-c', step.run!], {
      cwd: path.resolve(workspace, evaluate(step['working-directory'] ?? '.')),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_ACTION_PATH: repoRoot, GITHUB_OUTPUT: outputFile, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp, NO_COLOR: '1', ...env },
      encoding: 'utf8',
      timeout: HANG_GUARD_MS,
    });
    stdout += run.stdout;
    stderr += run.stderr;
    const outputs: Record<string, string> = {};
    for (const line of readFileSync(outputFile, 'utf8').split('\n').filter(Boolean)) outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    if (step.id) stepOutputs[step.id] = outputs;
    code = run.status ?? -1;
    if (code !== 0) break;
  }
  const outputs = Object.fromEntries(Object.entries(action.outputs).map(([name, output]) => [name, evaluate(output.value)]));
  return { code, stdout, stderr, outputs };
}

const sample = (name: string) => readFileSync(path.join(repoRoot, 'samples', name), 'utf8');
const BROKEN = sample('broken/custom-id-unique.json');
const DEPRECATED_ROW = sample('broken/modal-action-row-deprecated.json');

describe('action.yml', () => {
  it('is a composite action whose inputs and outputs are all described, and whose scripts get inputs only through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(action.name).toBe('cordlint');
    expect(Object.keys(action.inputs)).toEqual(['paths', 'format', 'sarif-file', 'config', 'max-warnings', 'fail-on-error', 'working-directory', 'cordlint-version']);
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(input.description, name).toMatch(/\w{3}/);
      expect(typeof input.default, name).toBe('string');
    }
    for (const step of action.runs.steps) {
      expect(step.shell).toBe('bash');
      // No expression inside a script: an input such as `paths: "$(curl ...)"` can never run.
      expect(step.run).not.toContain('${{');
      for (const value of Object.values(step.env ?? {})) expect(value).toMatch(/^\$\{\{ (inputs\.[\w-]+|steps\.\w+\.outputs\.\w+) \}\}$/);
      for (const [, name] of JSON.stringify(step).matchAll(/inputs\.([\w-]+)/g)) expect(action.inputs).toHaveProperty(name!);
    }
    for (const script of ['action/setup.sh', 'action/lint.sh']) expect(spawnSync('bash', ['-n', path.join(repoRoot, script)]).status).toBe(0);
  });

  it('reports findings as annotations by default, fails on errors, and sets its outputs', () => {
    const root = scratch({ 'payloads/vote.json': BROKEN, 'payloads/ok.json': '{ "content": "hi" }\n' });
    const run = runAction({ paths: 'payloads' }, root);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^::error file=payloads\/vote\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=custom-id-unique::custom_id "vote" is already used/m);
    expect(run.stdout).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(run.outputs).toEqual({ 'exit-code': '1', errors: '1', warnings: '0', 'sarif-file': '' });
    expect(existsSync(path.join(root, 'cordlint.sarif'))).toBe(false);
  });

  it('writes SARIF for code scanning, in the working directory, with paths on separate lines; fail-on-error false only reports', () => {
    const root = scratch({ 'bot/a b/vote.json': BROKEN, 'bot/modal.json': DEPRECATED_ROW });
    const run = runAction({ paths: 'a b/vote.json\n  modal.json\n', format: 'sarif', 'sarif-file': 'out/cordlint.sarif', 'working-directory': 'bot', 'fail-on-error': 'false' }, root);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('::error');
    const log = JSON.parse(readFileSync(path.join(root, 'bot/out/cordlint.sarif'), 'utf8'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId).sort()).toEqual(['custom-id-unique', 'modal-action-row-deprecated']);
    expect(run.outputs).toEqual({ 'exit-code': '1', errors: '1', warnings: '1', 'sarif-file': 'out/cordlint.sarif' });
  });

  it('both: annotations and SARIF; globs go to cordlint, not to bash; max-warnings counts', () => {
    const root = scratch({ 'p/one.json': DEPRECATED_ROW, 'p/two.json': '{ "content": "hi" }\n' });
    const run = runAction({ paths: 'p/*.json', format: 'both', 'max-warnings': '0' }, root);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^::warning file=p\/one\.json,.*title=modal-action-row-deprecated::/m);
    expect(run.stderr).toContain('cordlint found 1 warning, more than --max-warnings 0.');
    expect(existsSync(path.join(root, 'cordlint.sarif'))).toBe(true);
    expect(run.outputs).toMatchObject({ 'exit-code': '1', errors: '0', warnings: '1' });
    expect(runAction({ paths: 'p/two.json', format: 'both' }, root)).toMatchObject({ code: 0, outputs: { 'exit-code': '0', errors: '0', warnings: '0' } });
  });

  it('uses the given config, and fails with exit 2 and an annotation on a bad input or a broken config', () => {
    const root = scratch({ 'vote.json': BROKEN, 'strict.json': '{ "rules": { "custom-id-unique": "off" } }\n', 'broken.json': '{ "rules": { "no-such-rule": "error" } }\n' });
    expect(runAction({ paths: 'vote.json', config: 'strict.json' }, root)).toMatchObject({ code: 0, outputs: { errors: '0' } });
    const bad: [Record<string, string>, RegExp][] = [
      [{ format: 'xml' }, /^::error title=cordlint::format must be annotations, sarif or both \(got "xml"\)\.$/m],
      [{ 'max-warnings': 'lots' }, /^::error title=cordlint::max-warnings must be a whole number/m],
      [{ 'fail-on-error': 'yes' }, /^::error title=cordlint::fail-on-error must be true or false/m],
      [{ 'cordlint-version': '1.0; rm -rf ~' }, /^::error title=cordlint::cordlint-version "1.0; rm -rf ~" is not a version/m],
    ];
    for (const [inputs, message] of bad) {
      const run = runAction({ paths: 'vote.json', ...inputs }, root);
      expect(run.code, JSON.stringify(inputs)).toBe(2);
      expect(run.stdout).toMatch(message);
    }
    const broken = runAction({ paths: 'vote.json', config: 'broken.json' }, root);
    expect(broken).toMatchObject({ code: 2, outputs: { 'exit-code': '2' } });
    expect(broken.stderr).toContain('invalid config broken.json');
    // A path that looks like an option is a path.
    const dashed = runAction({ paths: '--version' }, root);
    expect(dashed.code).toBe(2);
    expect(dashed.stdout).not.toMatch(/^\d+\.\d+\.\d+$/m);
  });

  it('runs the project\'s own cordlint when its node_modules has one', () => {
    const root = scratch({ 'bot/vote.json': BROKEN });
    mkdirSync(path.join(root, 'bot/node_modules/.bin'), { recursive: true });
    symlinkSync(path.join(repoRoot, 'bin/cordlint.js'), path.join(root, 'bot/node_modules/.bin/cordlint'));
    const run = runAction({ 'working-directory': 'bot', paths: 'vote.json' }, root);
    expect(run.stdout).toContain(`cordlint: using ${path.join(realpathSync(root), 'bot/node_modules/.bin/cordlint')} (`);
    expect(run).toMatchObject({ code: 1, outputs: { errors: '1' } });
  });

  it('the workflow in docs/integrations.md, and the README\'s steps, use the action with inputs it declares', () => {
    type Step = { uses?: string; with?: Record<string, unknown> };
    const docs = readFileSync(path.join(repoRoot, 'docs/integrations.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## The cordlint action'));
    const workflow = parse(/```yaml\n([\s\S]*?)```/.exec(section)![1]!) as { jobs: Record<string, { steps: Step[] }> };
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const readmeSteps = parse(/```yaml\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('### The cordlint action')))![1]!) as Step[];
    const steps = [...Object.values(workflow.jobs).flatMap((job) => job.steps), ...readmeSteps].filter((s) => s.uses?.includes('cordlint'));
    expect(steps.length).toBe(2);
    for (const step of steps) for (const name of Object.keys(step.with ?? {})) expect(action.inputs).toHaveProperty(name);
  });
});
