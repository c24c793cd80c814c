import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The standalone binary's tests need `npm run build:binary` and run with `npm run test:binary`.
    exclude: ['test/binary/**', '**/node_modules/**'],
    // End-to-end tests spawn the built CLI; two cores are shared by everything.
    testTimeout: 20_000,
  },
});
