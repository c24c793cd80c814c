// npm's "prepare": the build. npm installs devDependencies before it runs, except when a git
// dependency is installed globally (npm/cli#8440) — which is how pre-commit installs a
// `language: node` hook. Then the build tools are missing: install them here first.
// Nothing may reach stdout: pre-commit runs `npm pack` and reads its stdout as the tarball's name
// (.npmrc keeps npm's own banner off it), so the install's output goes to stderr.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const canBuild = () => ['esbuild', 'typescript', 'ajv'].every((name) => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
});

const toStderr = ['ignore', 2, 2];
if (!canBuild()) {
  const npm = process.env.npm_execpath;
  const args = ['install', '--global=false', '--include=dev', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund'];
  const result = npm ? spawnSync(process.execPath, [npm, ...args], { stdio: toStderr }) : spawnSync('npm', args, { stdio: toStderr, shell: true });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./build.mjs');
