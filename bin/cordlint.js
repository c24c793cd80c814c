#!/usr/bin/env node
// Thin shim: the CLI returns an exit code; only this file ends the process.
import { run } from '../dist/cli.js';

process.exitCode = await run(process.argv.slice(2));
