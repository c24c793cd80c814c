import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFormatOption, planReports } from '../../src/cli/report-output.js';
import { formatters } from '../../src/format/index.js';
import { fixture, runCli, tempDir } from './support.js';

const broken = fixture('component-button.json');

describe('several --format options', () => {
  it('prints the first and writes the one -o names: --format stylish --format sarif -o cordlint.sarif', async () => {
    const dir = tempDir();
    const { code, stdout, stderr } = await runCli(['lint', broken, '--format', 'stylish', '--format', 'sarif', '-o', 'cordlint.sarif'], { cwd: dir });
    expect([code, stderr]).toEqual([1, '']);
    expect(stdout).toContain('1:64  error    "custom_id" of Button (2) is empty');
    expect(stdout).not.toContain('"version": "2.1.0"');
    const log = JSON.parse(readFileSync(path.join(dir, 'cordlint.sarif'), 'utf8'));
    expect(log.runs[0].results[0].ruleId).toBe('schema');
  });

  it('writes "name:file" targets to their files and prints the others in order', async () => {
    const dir = tempDir();
    // A file named out is in the way: the SARIF report cannot be written (exit 2), the printed ones are still printed.
    writeFileSync(path.join(dir, 'out'), '');
    const { code, stdout } = await runCli(['lint', broken, '-f', 'sarif:out/cordlint.sarif', '-f', 'github', '-f', 'junit:junit.xml', '-f', 'unix'], { cwd: dir });
    expect(code).toBe(2);
    expect(stdout).toContain('::error');
    // Without it, the missing folder is created, as ESLint does.
    rmSync(path.join(dir, 'out'));
    const again = await runCli(['lint', broken, '-f', 'sarif:out/cordlint.sarif', '-f', 'github', '-f', 'junit:junit.xml', '-f', 'unix'], { cwd: dir });
    expect(again.code).toBe(1);
    const [githubLine, unixLine] = again.stdout.trimEnd().split('\n');
    expect(githubLine).toMatch(/^::error file=.*component-button\.json,line=1,col=64,/);
    expect(unixLine).toMatch(/component-button\.json:1:64: "custom_id" of Button \(2\) is empty.* \[Error\/schema\]$/);
    expect(JSON.parse(readFileSync(path.join(dir, 'out/cordlint.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(readFileSync(path.join(dir, 'junit.xml'), 'utf8')).toContain('<testsuite ');
  });

  it('keeps the one-format forms: -f json -o report.json, and stylish by default', async () => {
    const dir = tempDir();
    const single = await runCli(['lint', broken, '-f', 'json', '-o', 'report.json'], { cwd: dir });
    expect([single.code, single.stdout]).toEqual([1, '']);
    expect(JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'))[0].messages[0].line).toBe(1);
    const plain = await runCli(['lint', broken], { cwd: dir });
    expect(plain.stdout).toContain('✖ 1 problem (1 error, 0 warnings)');
  });

  it('never colours a report written to a file', async () => {
    const dir = tempDir();
    const { stdout } = await runCli(['lint', broken, '--color', '-f', 'stylish', '-f', 'stylish:plain.txt'], { cwd: dir });
    expect(stdout).toContain('\u001b[');
    expect(readFileSync(path.join(dir, 'plain.txt'), 'utf8')).not.toContain('\u001b[');
  });

  it('rejects unknown formats, empty targets and two reports into one file with exit 2', async () => {
    const dir = tempDir();
    const unknown = await runCli(['lint', broken, '-f', 'xml'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`unknown format "xml"; formats: ${Object.keys(formatters).join(', ')}.`);
    expect(Object.keys(formatters)).toEqual(expect.arrayContaining(['stylish', 'json', 'unix', 'sarif', 'github', 'junit', 'checkstyle']));
    const empty = await runCli(['lint', broken, '-f', 'sarif:'], { cwd: dir });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('"sarif:" names no file after the colon.');
    const twice = await runCli(['lint', broken, '-f', 'sarif:a.out', '-f', 'json', '-o', './a.out'], { cwd: dir });
    expect(twice).toMatchObject({ code: 2, stderr: 'cordlint: Two reports would be written to ./a.out; give each format its own file.\n' });
    const orphan = await runCli(['lint', broken, '-f', 'sarif:a.sarif', '-o', 'b.out'], { cwd: dir });
    expect(orphan).toMatchObject({ code: 2, stderr: 'cordlint: --output-file b.out has no format to take: every --format already names its file.\n' });
    expect(existsSync(path.join(dir, 'a.out')) || existsSync(path.join(dir, 'a.sarif'))).toBe(false);
  });

  it('still writes the other reports when one file cannot be written, and exits 2', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'locked'), ''); // a file, so locked/x.json cannot be created
    const { code, stderr } = await runCli(['lint', broken, '-f', 'json:locked/x.json', '-f', 'checkstyle:ok.xml'], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^cordlint: cannot write the json report to locked\/x\.json: /);
    expect(readFileSync(path.join(dir, 'ok.xml'), 'utf8')).toContain('<checkstyle');
  });

  it('splits a target at the first colon only, so Windows paths work', () => {
    const targets = parseFormatOption('junit', parseFormatOption('sarif:C:\\ci\\out.sarif'));
    expect(planReports(targets, undefined, '/')).toEqual([{ format: 'sarif', file: 'C:\\ci\\out.sarif' }, { format: 'junit' }]);
  });
});
