/** `import -o FOLDER/` never replaces a file unasked (issue 41): a taken name gets the next free number, and the run says so. */
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/util/atomic-write.js';
import { runCli, scratch } from '../cli-helpers.js';
import { discohookLinkOf } from './designer-formats.js';

const MESSAGE = { content: 'Hello' };
const link = (...names: string[]) => discohookLinkOf({ messages: names.map((name) => ({ name, data: MESSAGE })) });

describe('import into a folder that holds files', () => {
  it('leaves package.json and tsconfig.json as they are, writing package-2.json and tsconfig-2.json, and says so (-o ./)', async () => {
    const root = scratch({ 'package.json': '{ "name": "bot" }\n', 'tsconfig.json': '{}\n' });
    const out = await runCli(['import', link('package', 'tsconfig'), '-o', './'], root);
    expect(out.code).toBe(0);
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{ "name": "bot" }\n');
    expect(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')).toBe('{}\n');
    expect(JSON.parse(readFileSync(path.join(root, 'package-2.json'), 'utf8'))).toEqual(MESSAGE);
    expect(out.stderr).toContain('wrote package-2.json (package.json exists and was left as it is; --overwrite replaces it)');
    expect(out.stderr).toContain('wrote tsconfig-2.json (tsconfig.json exists');
  });

  it('keeps a hand-edited welcome.json from a backup\'s "Welcome", whatever the case on disk, and numbers past taken numbers (YAML too)', async () => {
    const root = scratch({ 'out/Welcome.yaml': 'hand: edited\n', 'out/welcome-2.yaml': 'also: mine\n' });
    const out = await runCli(['import', link('Welcome', 'welcome'), '-o', 'out', '--format', 'yaml'], root);
    expect(out.code).toBe(0);
    expect(readdirSync(path.join(root, 'out')).sort()).toEqual(['Welcome.yaml', 'welcome-2.yaml', 'welcome-3.yaml', 'welcome-4.yaml']);
    expect(readFileSync(path.join(root, 'out/Welcome.yaml'), 'utf8')).toBe('hand: edited\n');
    expect(readFileSync(path.join(root, 'out/welcome-2.yaml'), 'utf8')).toBe('also: mine\n');
  });

  it('never writes through a link standing at the name, even a dangling one', async () => {
    const root = scratch({ 'elsewhere/.keep': '' });
    symlinkSync(path.join(root, 'elsewhere/target.json'), path.join(root, 'hi.json'));
    const out = await runCli(['import', link('Hi'), '-o', './'], root);
    expect(out.code).toBe(0);
    expect(readdirSync(path.join(root, 'elsewhere'))).toEqual(['.keep']);
    expect(out.stderr).toContain('wrote hi-2.json');
  });

  it('replaces files of the same names with --overwrite, and only then', async () => {
    const root = scratch({ 'welcome.json': 'old\n' });
    const out = await runCli(['import', link('Welcome'), '-o', './', '--overwrite'], root);
    expect(out.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'welcome.json'), 'utf8'))).toEqual(MESSAGE);
    expect(readdirSync(root)).toEqual(['welcome.json']);
  });

  it('a file that appears at the name while it is written is not replaced (createOnly)', async () => {
    const root = scratch();
    const file = path.join(root, 'late.json');
    writeFileSync(file, 'first\n');
    await expect(writeFileAtomic(file, 'second\n', { createOnly: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    await writeFileAtomic(path.join(root, 'new/fresh.json'), 'new\n', { createOnly: true });
    expect(readdirSync(path.join(root, 'new'))).toEqual(['fresh.json']);
  });
});
