import { defineConfig } from 'vitest/config';

/** `npm run test:binary`: the standalone binary built by `npm run build:binary`. */
export default defineConfig({
  test: {
    include: ['test/binary/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
