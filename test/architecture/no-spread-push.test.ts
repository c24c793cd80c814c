/**
 * `list.push(...items)` passes every item as an argument: past about 100,000 items (the errors of one
 * answer, the nodes or findings of a large file) it throws a RangeError that reached users as an
 * "internal error". src/util/append.ts's appendAll appends any number; this keeps the spread out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendAll } from '../../src/util/append.js';

const root = path.resolve(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

describe('appending arrays', () => {
  it('no source file spreads an array into push', () => {
    const spreads: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('rules')]) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // The comment of append.ts names what it replaces.
          if (/\.push\(\s*\.\.\./.test(line) && !/^\s*(?:\*|\/\/)/.test(line)) spreads.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(spreads).toEqual([]);
  });

  it('appendAll appends more items than push takes as arguments', () => {
    const many = Array.from({ length: 300_000 }, (_, i) => i);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const target = [-1];
    appendAll(target, many);
    expect(target.length).toBe(300_001);
    expect(target[300_000]).toBe(299_999);
  });
});
