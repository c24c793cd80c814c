#!/usr/bin/env node
// Thin shim: the CLI returns an exit code; only this file ends the process. CommonJS on purpose
// (bin/package.json): an ES module entry costs Node's module loader ~10 ms before any of cordlint runs.
'use strict';
const path = require('node:path');

// Node 22.1+ keeps the compiled code of cordlint's modules in a cache (in the system's temporary
// folder, never in the installed package, and checked against Node's version and each file's
// content), so later runs start faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
require('node:module').enableCompileCache?.();

const argv = process.argv.slice(2);
const dist = path.join(__dirname, '..', 'dist');

/**
 * `lint`, the command of pre-commit hooks and CI, runs from one CommonJS script through V8's code
 * cache on any Node (src/cli/lint-launcher.ts); the others from the ES modules of dist/cli.js. The
 * first word that is not an option names the command, as src/cli/main.ts reads it.
 */
function start() {
  if (argv.find((arg) => !arg.startsWith('-')) === 'lint') return Promise.resolve().then(() => require(path.join(dist, 'lint-launcher.cjs')).run(argv));
  return import(require('node:url').pathToFileURL(path.join(dist, 'cli.js')).href).then((cli) => cli.run(argv));
}

start().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    // A clone that was never built has no dist/: say what to do instead of a stack trace.
    const missing = (error?.code === 'MODULE_NOT_FOUND' || error?.code === 'ERR_MODULE_NOT_FOUND') && String(error.message).includes(dist);
    if (!missing) throw error;
    process.stderr.write('cordlint: this copy of cordlint is not built (dist/cli.js is missing). Run npm ci (or npm run build) first.\n');
    process.exitCode = 2;
  },
);
