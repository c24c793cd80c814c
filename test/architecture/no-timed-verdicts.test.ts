/**
 * Issue 40, item 7: no test's verdict depends on the machine's speed. A test that passes in 4 s
 * alone must pass when the machine is loaded and it takes 22: every bound on time in the tests is
 * the hang guard (test/hang-guard.ts, vitest.config.ts), and no test asserts how long something took.
 * test/fast-path/ is left to its rewrite (its 180 s bounds are the next to go).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANG_GUARD_MS } from '../hang-guard.js';
import config from '../../vitest.config.js';

const testRoot = path.resolve(import.meta.dirname, '..');
const files = (readdirSync(testRoot, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.startsWith(`fast-path${path.sep}`))
  .map((f) => path.join(testRoot, f));

const TIMED = [
  { what: 'a per-test or per-hook timeout (vitest fails the test when it is passed)', pattern: /^\s*\}, [0-9_]+\);/m },
  { what: 'a time bound written as a number (a child process killed, a wait given up)', pattern: /\btimeout(?:: | = )[0-9_]{3,}\b|\bwaited < [0-9_]+|Date\.now\(\) \+ [0-9_]+|\.kill\(\), [0-9_]+\)/ },
  { what: 'an assertion on elapsed time', pattern: /expect\((?:Date\.now\(\)|performance\.now\(\)) - / },
];

describe('no timed verdicts', () => {
  it('the tests bound time only by the hang guard', () => {
    const found: string[] = [];
    for (const file of files) {
      if (file.endsWith('no-timed-verdicts.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const { what, pattern } of TIMED) if (pattern.test(text)) found.push(`${path.relative(testRoot, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('the guard is minutes, far beyond any test on a loaded machine, and vitest uses at least it', () => {
    expect(HANG_GUARD_MS).toBeGreaterThanOrEqual(5 * 60_000);
    expect(config.test?.testTimeout).toBeGreaterThanOrEqual(HANG_GUARD_MS);
    expect(config.test?.hookTimeout).toBeGreaterThanOrEqual(HANG_GUARD_MS);
  });
});
