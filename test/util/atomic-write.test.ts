import { chmodSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/util/atomic-write.js';
import { scratch } from '../cli-helpers.js';

describe('writeFileAtomic', () => {
  it('replaces a file whole, keeps its mode and leaves no temporary file', async () => {
    const dir = scratch({ 'a.json': 'old' });
    chmodSync(path.join(dir, 'a.json'), 0o640);
    await writeFileAtomic(path.join(dir, 'a.json'), 'new');
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('new');
    expect(statSync(path.join(dir, 'a.json')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('writes through a symbolic link: the file it points at changes, the link stays a link', async () => {
    const dir = scratch({ 'real/payload.yaml': 'old' });
    symlinkSync(path.join('real', 'payload.yaml'), path.join(dir, 'link.yaml'));
    await writeFileAtomic(path.join(dir, 'link.yaml'), 'new');
    expect(lstatSync(path.join(dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'real/payload.yaml'), 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['link.yaml', 'real']);
    expect(readdirSync(path.join(dir, 'real'))).toEqual(['payload.yaml']);
  });

  it('creates a file that does not exist yet', async () => {
    const dir = scratch();
    await writeFileAtomic(path.join(dir, 'new.json'), '{}');
    expect(readFileSync(path.join(dir, 'new.json'), 'utf8')).toBe('{}');
  });
});
