/**
 * The argument a lint worker thread is started with (its process.argv), so that the script it runs
 * (dist/lint-launcher.cjs) knows it is one without loading node:worker_threads on every lint (3 ms).
 */
export const LINT_WORKER_ARGUMENT = '--cordlint-lint-worker';
