// Builds the standalone binary: the CLI bundled into one CommonJS file and injected into a copy
// of this Node executable as a single executable application (Node's SEA, with postject).
// Run `npm run build` first (`npm run build:binary` does both): it writes the schemas/ the binary carries. The binary runs on machines of
// the same OS and CPU as this one, without Node installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmod, copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'standalone');
const work = path.join(outDir, '.build');
const binary = path.join(outDir, process.platform === 'win32' ? 'cordlint.exe' : 'cordlint');
const SENTINEL_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`build:binary needs Node 20.19 or later (this is ${process.versions.node}).`);
  process.exit(1);
}

await rm(outDir, { recursive: true, force: true });
await mkdir(work, { recursive: true });

// 1. One CommonJS file (SEA runs a CommonJS script, whose require() only reaches Node's built-ins).
const script = path.join(work, 'cordlint.cjs');
await esbuild.build({
  entryPoints: [path.join(root, 'src/cli/standalone.ts')],
  outfile: script,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: `node${major}`,
  packages: 'bundle',
  // No PNG preview in the binary: resvg is a native module; `preview -o x.png` says so (HTML works).
  external: ['cordlint-png', 'satori', '@resvg/resvg-js'],
  mainFields: ['module', 'main'],
  // Bundled ESM code (fdir's createRequire) reads import.meta.url: give it the binary's own path.
  banner: { js: 'const __cordlintMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: {
    'import.meta.url': '__cordlintMetaUrl',
    __CORDLINT_VERSION__: JSON.stringify(version),
    CORDLINT_STANDALONE: 'true',
  },
  legalComments: 'none',
  logLevel: 'warning',
});

// 2. The preparation blob.
const blob = path.join(work, 'sea-prep.blob');
const config = path.join(work, 'sea-config.json');
// The editor schemas travel as assets (`cordlint schema` reads them with node:sea's getAsset).
const assets = Object.fromEntries(
  ['message', 'modal', 'interaction-response', 'component'].map((kind) => [`schemas/${kind}.json`, path.join(root, 'schemas', `${kind}.json`)]),
);
await writeFile(config, JSON.stringify({ main: script, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets }));
execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });

// 3. A copy of this Node executable with the blob injected.
await copyFile(process.execPath, binary);
await chmod(binary, 0o755);
if (process.platform === 'darwin') execFileSync('codesign', ['--remove-signature', binary], { stdio: 'inherit' });
const postject = createRequire(import.meta.url).resolve('postject/dist/cli.js');
const injected = spawnSync(
  process.execPath,
  [postject, binary, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SENTINEL_FUSE, ...(process.platform === 'darwin' ? ['--macho-segment-name', 'NODE_SEA'] : [])],
  { encoding: 'utf8' },
);
// LIEF warns about ELF note sections it does not name; the injection is fine all the same.
const noise = /Can't find string offset for section name/;
process.stderr.write(injected.stderr.split('\n').filter((line) => line && !noise.test(line)).map((line) => `${line}\n`).join(''));
if (injected.status !== 0) {
  console.error(`postject failed (exit ${injected.status}).`);
  process.exit(1);
}
if (process.platform === 'darwin') execFileSync('codesign', ['--sign', '-', binary], { stdio: 'inherit' });

await rm(work, { recursive: true, force: true });
const size = (await stat(binary)).size;
console.log(`Built ${path.relative(process.cwd(), binary)} (${(size / 1024 / 1024).toFixed(1)} MiB, ${process.platform}-${process.arch}, Node ${process.versions.node}).`);
