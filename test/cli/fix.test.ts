/** `cordlint lint --fix` and `--fix-dry-run` on files, through the CLI. */
import { lstatSync, readdirSync, readFileSync, statSync, symlinkSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, runCli, scratch } from '../cli-helpers.js';

const yamlMessage = `# Release announcement
components: # V2 layout
  - type: 10 # heading
    content: "# Version 2.0"
`;
// The file's leading comment stays first (issue 29).
const fixedYaml = yamlMessage.replace('# Release announcement\n', '# Release announcement\nflags: 32768\n');

describe('--fix', () => {
  it('rewrites the file, keeps its comments, reports what is left; a second --fix changes nothing', async () => {
    const folder = scratch({ 'release.yaml': yamlMessage });
    const first = await runCli(['lint', '--fix', 'release.yaml'], folder);
    expect(first).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(read(folder, 'release.yaml')).toBe(fixedYaml);
    expect(readdirSync(folder)).toEqual(['release.yaml']); // no temporary file left behind

    const before = statSync(path.join(folder, 'release.yaml'));
    expect(await runCli(['lint', '--fix', 'release.yaml'], folder)).toEqual({ code: 0, stdout: '', stderr: '' });
    const after = statSync(path.join(folder, 'release.yaml'));
    expect(after.mtimeMs).toBe(before.mtimeMs); // nothing changed: not written
    expect(after.ino).toBe(before.ino);
  });

  it('keeps the byte order mark, CRLF line endings and the file mode', async () => {
    const text = '\uFEFF{\r\n  "components": [{ "type": 10, "content": "x" }]\r\n}\r\n';
    const folder = scratch({ 'm.json': text });
    chmodSync(path.join(folder, 'm.json'), 0o640);
    expect((await runCli(['lint', '--fix', 'm.json'], folder)).code).toBe(0);
    expect(readFileSync(path.join(folder, 'm.json'), 'utf8')).toBe('\uFEFF{\r\n  "flags": 32768,\r\n  "components": [{ "type": 10, "content": "x" }]\r\n}\r\n');
    expect(statSync(path.join(folder, 'm.json')).mode & 0o777).toBe(0o640);
  });

  it('writes through a symlink to its target and keeps the link', async () => {
    const folder = scratch({ 'real/m.yaml': yamlMessage });
    symlinkSync(path.join(folder, 'real/m.yaml'), path.join(folder, 'link.yaml'));
    expect((await runCli(['lint', '--fix', 'link.yaml'], folder)).code).toBe(0);
    expect(lstatSync(path.join(folder, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(read(folder, 'real/m.yaml')).toBe(fixedYaml);
  });

  it('reports the findings it cannot fix, with exit 1', async () => {
    const folder = scratch({ 'm.json': '{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }' });
    const outcome = await runCli(['lint', '--fix', '--format', 'unix', 'm.json'], folder);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('m.json:1:35: Text Display (10) is a Components V2 component');
    expect(read(folder, 'm.json')).toBe('{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }');
  });

  it('refuses to write a file that changed on disk while it was being fixed (exit 2)', async () => {
    // The plugin's fix changes the file behind cordlint's back, as an editor saving meanwhile would.
    const plugin = `import { writeFileSync } from 'node:fs';
export default {
  name: 'meanwhile',
  rules: [{
    meta: { id: 'touch', description: 'Changes the file while fixing it', severity: 'error', fixable: true },
    create: (context) => ({
      payload: () => context.report({
        path: [],
        message: 'touch',
        fix: (document) => {
          writeFileSync(document.filePath, '{ "components": [], "username": "saved meanwhile" }\\n');
          return { range: [0, 0], text: ' ' };
        },
      }),
    }),
  }],
};
`;
    const folder = scratch({ 'plugin.js': plugin, 'cordlint.config.yaml': 'plugins: [./plugin.js]\n', 'm.json': '{ "components": [] }\n' });
    const outcome = await runCli(['lint', '--fix', 'm.json'], folder);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toBe('cordlint: m.json changed on disk while cordlint was fixing it; it was left as it is. Run cordlint --fix again.\n');
    expect(read(folder, 'm.json')).toBe('{ "components": [], "username": "saved meanwhile" }\n');
  });
});

describe('--fix-dry-run and stdin', () => {
  it('prints the fixed text, the report on stderr, and writes nothing', async () => {
    const folder = scratch({ 'release.yaml': yamlMessage, 'bad.json': '{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }' });
    const one = await runCli(['lint', '--fix-dry-run', 'release.yaml'], folder);
    expect(one).toEqual({ code: 0, stdout: fixedYaml, stderr: '' });
    expect(read(folder, 'release.yaml')).toBe(yamlMessage);

    const two = await runCli(['lint', '--fix-dry-run', 'release.yaml', 'bad.json'], folder);
    expect(two.stdout).toBe(`==> release.yaml <==\n${fixedYaml}`);
    expect(two.stderr).toContain('bad.json\n  1:35  error');
    expect(two.code).toBe(1);

    // A format asked for is the report, on stdout.
    const unix = await runCli(['lint', '--fix-dry-run', '--format', 'unix', 'release.yaml', 'bad.json'], folder);
    expect(unix.stdout).toMatch(/^bad\.json:1:35: Text Display/);
    expect(unix.stderr).toBe('');
  });

  it('sends the report to stderr when the fixed text takes stdout', async () => {
    const folder = scratch({ 'bad.json': '{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }' });
    const outcome = await runCli(['lint', '--fix-dry-run', 'bad.json'], folder);
    expect(outcome.stdout).toBe('{ "content": "Hi", "components": [{ "type": 10, "content": "x" }] }');
    expect(outcome.stderr).toContain('v2-requires-flag');
    expect(outcome.code).toBe(1);
  });

  it('prints a unified diff with --format diff', async () => {
    const folder = scratch({ 'release.yaml': yamlMessage });
    const outcome = await runCli(['lint', '--fix-dry-run', '--format', 'diff', 'release.yaml'], folder);
    expect(outcome.stdout).toBe('--- a/release.yaml\n+++ b/release.yaml\n@@ -1,4 +1,5 @@\n # Release announcement\n+flags: 32768\n components: # V2 layout\n   - type: 10 # heading\n     content: "# Version 2.0"\n');
    expect(read(folder, 'release.yaml')).toBe(yamlMessage);
  });

  it('carries output and source in --format json', async () => {
    const folder = scratch({ 'release.yaml': yamlMessage });
    const [result] = JSON.parse((await runCli(['lint', '--fix-dry-run', '--format', 'json', 'release.yaml'], folder)).stdout);
    expect(result).toMatchObject({ output: fixedYaml, source: yamlMessage, messages: [] });
  });

  it('with stdin, --fix prints the fixed payload on stdout', async () => {
    const folder = scratch();
    const outcome = await runCli(['lint', '--fix', '--stdin-filename', 'release.yaml', '-'], folder, yamlMessage);
    expect(outcome).toEqual({ code: 0, stdout: fixedYaml, stderr: '' });
    const unchanged = await runCli(['lint', '--fix', '-'], folder, '{"flags":32768,"components":[{"type":10,"content":"x"}]}');
    expect(unchanged).toEqual({ code: 0, stdout: '{"flags":32768,"components":[{"type":10,"content":"x"}]}', stderr: '' });
  });
});
