/**
 * When a config's plugins may load. A plugin is code, and a config file (YAML, JSON, a package.json
 * key) looks like data: linting someone else's payloads (a pull request, a download) must run no
 * code of theirs. Plugins load from
 *   - a config named with --config,
 *   - a config found in the working folder or one of its parents (the project cordlint runs in,
 *     as ESLint loads eslint.config.js from there),
 *   - any config when the user allows it: --allow-plugins, or CORDLINT_ALLOW_PLUGINS=1.
 * A config found below the working folder (inside a linted folder) that names plugins stops the
 * run with an error that says how to allow them; none of its code runs.
 */
import path from 'node:path';

export const ALLOW_PLUGINS_ENV = 'CORDLINT_ALLOW_PLUGINS';

export interface PluginPolicyInput {
  /** The working folder cordlint runs in. */
  cwd: string;
  /** The config was named on the command line (--config). */
  explicit?: boolean;
  /** --allow-plugins was given. */
  allowFlag?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** True when the plugins of `configFile` may be loaded. */
export function pluginsAllowed(configFile: string, input: PluginPolicyInput): boolean {
  if (input.explicit || input.allowFlag) return true;
  if (envAllows(input.env)) return true;
  const folder = path.dirname(path.resolve(configFile));
  const cwd = path.resolve(input.cwd);
  return folder === cwd || isInside(cwd, folder);
}

function envAllows(env: NodeJS.ProcessEnv | undefined): boolean {
  const value = env?.[ALLOW_PLUGINS_ENV]?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false' && value !== 'no';
}

/** The config's folder is one that a trusted config's `allowPluginsIn` lists (relative to that config), or inside one. */
export function grantedFolder(configFile: string, trustedConfig: string, allowPluginsIn: readonly string[]): boolean {
  const folder = path.dirname(path.resolve(configFile));
  const base = path.dirname(path.resolve(trustedConfig));
  return allowPluginsIn.some((entry) => {
    const granted = path.resolve(base, entry);
    return folder === granted || isInside(folder, granted);
  });
}

/** `child` is inside `parent` (a strict descendant). */
function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Why a config's plugins were not loaded, and how to allow them. */
export function pluginsRefusedMessage(count: number): string {
  return (
    `${count === 1 ? 'this plugin was' : `these ${count} plugins were`} not loaded: the config is not in the working folder or above it, ` +
    `and cordlint runs no code from a folder it lints unless allowed. If you trust it, run with --allow-plugins ` +
    `(or ${ALLOW_PLUGINS_ENV}=1), name the config with --config, or (a monorepo) list its folder in "allowPluginsIn" ` +
    `of the config in the working folder`
  );
}
