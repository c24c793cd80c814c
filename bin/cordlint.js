#!/usr/bin/env node
// Thin shim: the CLI returns an exit code; only this file ends the process.
import module from 'node:module';

// Node 22.1+ keeps the compiled code of cordlint's modules in a cache (in the system's temporary
// folder, never in the installed package, and checked against Node's version and each file's
// content), so later runs start faster. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
module.enableCompileCache?.();
const { run } = await import('../dist/cli.js');

process.exitCode = await run(process.argv.slice(2));
