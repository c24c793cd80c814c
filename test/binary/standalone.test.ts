/**
 * The standalone binary (`npm run build:binary`), run as on a machine without Node: copied into
 * an empty folder far from any node_modules, started with an empty environment (no PATH, so no
 * `node` to fall back on).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorSchema } from '../../src/schema/editor.js';
import { fixture, root, sample, tempDir, validateSarif } from '../integrations/support.js';
import { HANG_GUARD_MS } from '../hang-guard.js';

const built = path.join(root, 'standalone', process.platform === 'win32' ? 'cordlint.exe' : 'cordlint');
let folder: string;
let binary: string;

const run = (args: string[], input?: string) =>
  spawnSync(binary, args, { cwd: folder, env: {}, encoding: 'utf8', timeout: HANG_GUARD_MS, ...(input === undefined ? {} : { input }) });

beforeAll(() => {
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build:binary" first (npm run test:binary does).`);
  folder = tempDir('cordlint-standalone-');
  binary = path.join(folder, path.basename(built));
  copyFileSync(built, binary);
  for (const name of ['broken/message-release-notes.json', 'broken/modal-feedback.yaml', 'valid/message-release-notes.json', 'valid/modal-feedback.yaml']) {
    mkdirSync(path.join(folder, path.dirname(name)), { recursive: true });
    copyFileSync(name.startsWith('broken/') ? fixture(name.slice('broken/'.length)) : sample(name), path.join(folder, name));
  }
});

describe('the standalone binary', () => {
  it('runs from a folder with no node_modules and no node on the PATH', () => {
    expect(existsSync(path.join(folder, 'node_modules'))).toBe(false);
    const version = run(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version);
  });

  it('lints a broken sample like the npm package does', () => {
    const { status, stdout, stderr } = run(['lint', 'broken/message-release-notes.json']);
    expect(stderr).toBe('');
    expect(status).toBe(1);
    expect(stdout).toContain('broken/message-release-notes.json\n  3:3    error    "content" cannot be used in a message with the Components V2 flag');
    expect(stdout).toContain('14:75  error    custom_id "release:subscribe" is already used by components[0].components[1].components[0]');
    expect(stdout).toContain('✖ 4 problems (4 errors, 0 warnings)');
  });

  it('reads YAML, folders, globs and stdin', () => {
    expect(run(['lint', 'valid'])).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const yaml = run(['lint', 'broken/*.yaml', '-f', 'unix']);
    expect(yaml.status).toBe(1);
    expect(yaml.stdout.split('\n')[0]).toBe('broken/modal-feedback.yaml:3:8: "title" of the modal is 52 characters long; the limit is 45. Shorten it by 7. [Error/schema]');
    const stdin = run(['lint', '-', '--stdin-filename', 'x.json', '-f', 'unix'], '{"type": 10, "id": 1}');
    expect(stdin.stdout).toBe('x.json:1:1: Text Display (10) is missing the required field "content". Add it: the text to show, 1 to 4000 characters. [Error/schema]\n');
  });

  it('writes SARIF and prints annotations', () => {
    const { status, stdout } = run(['lint', 'broken/modal-feedback.yaml', '-f', 'github', '-f', 'sarif:cordlint.sarif']);
    expect(status).toBe(1);
    expect(stdout.split('\n')[0]).toBe('::error file=broken/modal-feedback.yaml,line=3,col=8,endLine=3,endColumn=60,title=schema::"title" of the modal is 52 characters long; the limit is 45. Shorten it by 7.');
    const log = JSON.parse(readFileSync(path.join(folder, 'cordlint.sarif'), 'utf8'));
    expect(validateSarif(log)).toEqual([]);
    expect(log.runs[0].results.map((r: { ruleId: string; locations: [{ physicalLocation: { region: { startLine: number } } }] }) => [r.ruleId, r.locations[0].physicalLocation.region.startLine])).toEqual([
      ['schema', 3],
      ['schema', 10],
      ['schema', 16],
    ]);
  });

  it('prints the editor schemas', () => {
    const { status, stdout } = run(['schema', '--kind', 'interaction-response']);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(editorSchema('interaction-response'));
  });

  it('previews as HTML, and says plainly that PNG needs the npm package', () => {
    const html = run(['preview', 'valid/message-release-notes.json']);
    expect(html.status).toBe(0);
    expect(html.stdout).toMatch(/^<!DOCTYPE html>[\s\S]*class="cl-message"/);
    const png = run(['preview', 'valid/message-release-notes.json', '-o', 'x.png']);
    expect(png.status).toBe(2);
    expect(png.stderr).toBe('cordlint: PNG output needs satori and @resvg/resvg-js, which this build does not carry: install cordlint and cordlint-png with npm for PNG, or write HTML (-o preview.html).\n');
  });
});

describe('the standalone binary with plugins', () => {
  const rule = (message: string) =>
    `{ name: 'team', rules: [{ meta: { id: 'no-danger', description: 'd', severity: 'warn', source: 's' }, create: (c) => ({ Button(n) { if (n.value.style === 4) c.report({ path: [...n.path, 'style'], message: ${JSON.stringify(message)} }); } }) }] }`;

  it('runs ES module and CommonJS plugins, in a CommonJS project too', () => {
    const project = path.join(folder, 'plugin-project');
    mkdirSync(path.join(project, 'rules'), { recursive: true });
    writeFileSync(path.join(project, 'package.json'), '{ "name": "bot", "type": "commonjs" }\n');
    writeFileSync(path.join(project, 'rules/esm.mjs'), `export default ${rule('from an .mjs plugin')};\n`);
    writeFileSync(path.join(project, 'rules/cjs.js'), `module.exports = ${rule('from a CommonJS plugin').replace("name: 'team'", "name: 'old'")};\n`);
    writeFileSync(path.join(project, 'rules/es.js'), `import { m } from './message.js';\nexport default ${rule('').replace("name: 'team'", "name: 'es'").replace('message: ""', 'message: m')};\n`);
    writeFileSync(path.join(project, 'rules/message.js'), "export const m = 'from a .js ES module';\n");
    writeFileSync(path.join(project, 'cordlint.config.yaml'), 'plugins: ["./rules/esm.mjs", "./rules/cjs.js", "./rules/es.js"]\n');
    copyFileSync(path.join(root, 'samples/broken/custom-id-unique.json'), path.join(project, 'vote.json'));
    const { status, stdout, stderr } = spawnSync(binary, ['lint', 'vote.json', '-f', 'unix'], { cwd: project, env: {}, encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(stderr).toBe('');
    expect(status).toBe(1);
    expect(stdout.split('\n').filter((l) => l.includes('no-danger'))).toEqual([
      'vote.json:8:31: from a .js ES module [Warning/es/no-danger]',
      'vote.json:8:31: from a CommonJS plugin [Warning/old/no-danger]',
      'vote.json:8:31: from an .mjs plugin [Warning/team/no-danger]',
    ]);
  });
});
