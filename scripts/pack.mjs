// npm's "prepack" and "postpack" (`npm pack`, `npm publish`): the build goes into the tarball, and
// the tarball's package.json has no "prepare" script (nor the workspaces, which are packed on their own).
//
// "prepare" stays in the repository's package.json for the installs that build from source: a git
// URL (`npm install github:...`, where npm runs only "prepare") and `npm install` in a clone. In the
// package it would do nothing (dist/ is shipped built) but make npm warn that cordlint has an install
// script not yet allowed. So "prepack" builds, then writes package.json without "prepare" (keeping
// the original beside it), and "postpack" puts the original back, as pinst does for husky's hook.
// A pack that failed between the two leaves the copy: the next pack restores it first.
//
// CORDLINT_PACK_BUILT=1 skips the build (the tests pack the build `npm test` made).
// Nothing may reach stdout: pre-commit reads `npm pack`'s stdout as the tarball's name.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifest = path.join(root, 'package.json');
const original = path.join(root, '.package.json.before-pack');

function restore() {
  if (existsSync(original)) renameSync(original, manifest);
}

const step = process.argv[2];
if (step === 'prepack') {
  restore();
  if (process.env.CORDLINT_PACK_BUILT !== '1') await import('./prepare.mjs');
  const text = readFileSync(manifest, 'utf8');
  const packed = JSON.parse(text);
  // The workspaces (packages/*) are not in the package either: they are packed on their own.
  if (packed.scripts?.prepare !== undefined || packed.workspaces !== undefined) {
    delete packed.scripts?.prepare;
    delete packed.workspaces;
    writeFileSync(original, text);
    writeFileSync(manifest, `${JSON.stringify(packed, null, 2)}\n`);
  }
} else if (step === 'postpack') {
  restore();
} else {
  process.stderr.write('scripts/pack.mjs: run as "prepack" or "postpack"\n');
  process.exit(2);
}
