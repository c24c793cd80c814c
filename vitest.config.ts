import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The standalone binary's tests need `npm run build:binary` and run with `npm run test:binary`.
    exclude: ['test/binary/**', '**/node_modules/**'],
    // A guard against a hang, never a verdict on speed (test/hang-guard.ts): end-to-end tests spawn
    // the built CLI, pre-commit installs its hooks, and two cores are shared by everything, so a
    // test that passes in 4 s alone may take minutes under load and must pass all the same.
    testTimeout: 15 * 60_000,
    hookTimeout: 15 * 60_000,
  },
});
