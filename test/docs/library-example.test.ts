/** The README's "Using cordlint from code" names only what the library has: its imports, and the methods it calls on the two classes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';

// The example lives in docs/integrations.md since the README was cut to what a user needs first (issue 29).
const readme = readFileSync(path.resolve(import.meta.dirname, '../../docs/integrations.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Using cordlint from code'), readme.indexOf('## The npm package'));
const code = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

describe("the README's library example", () => {
  it('imports names the package exports', () => {
    const imported = /import \{([^}]*)\} from 'cordlint';/.exec(code)?.[1]?.split(',').map((name) => name.trim()) ?? [];
    expect(imported).toContain('Cordlint');
    expect(imported).toContain('Linter');
    for (const name of imported) expect(library, name).toHaveProperty(name);
  });

  it('calls methods the classes have', () => {
    const receivers: Record<string, object> = {
      project: library.Cordlint.prototype,
      fixing: library.Cordlint.prototype,
      linter: library.Linter.prototype,
    };
    const calls = [...code.matchAll(/\b(project|fixing|linter)\.(\w+)\(/g)];
    expect(calls.length).toBeGreaterThan(5);
    for (const [, receiver, method] of calls) expect(typeof (receivers[receiver!] as Record<string, unknown>)[method!], `${receiver}.${method}`).toBe('function');
    for (const [, method] of code.matchAll(/new Cordlint\([^)]*\)\)?\.(\w+)\(/g)) expect(typeof (library.Cordlint.prototype as unknown as Record<string, unknown>)[method!], method).toBe('function');
  });
});
