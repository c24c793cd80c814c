#!/usr/bin/env node
// Thin shim: the CLI returns an exit code; only this file ends the process.
import module from 'node:module';

// Node 22.1+ keeps the compiled code of cordlint's modules in a cache (in the system's temporary
// folder, never in the installed package, and checked against Node's version and each file's
// content), so later runs start faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.();
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (error) {
  // A clone that was never built has no dist/: say what to do instead of a stack trace.
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist')) throw error;
  process.stderr.write('cordlint: this copy of cordlint is not built (dist/cli.js is missing). Run npm ci (or npm run build) first.\n');
  process.exit(2);
}
process.exitCode = await cli.run(process.argv.slice(2));
