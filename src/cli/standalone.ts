/** Entry point of the standalone binary (a Node single executable application): the shim, without ESM's top-level await. */
import { run } from './main.js';

void run(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
