/**
 * THE consent rule: when a config's plugins may load. Every surface (each CLI command, the language
 * server, the MCP server, the library's Cordlint class) asks {@link mayLoadPlugins} and nothing else.
 *
 * A plugin is code, and a config file (YAML, JSON, a package.json key) looks like data: linting
 * someone else's payloads (a pull request, a download, a file an editor opened) must run no code of
 * theirs. Plugins load from
 *   - a config named with --config (the user named it),
 *   - a config found in the trusted folder or one of its parents: the working folder cordlint runs
 *     in (as ESLint loads eslint.config.js from there), or the workspace folder of the language
 *     server; there is no trusted folder for a file an editor opened outside every workspace
 *     folder, nor for the MCP server,
 *   - a config below the trusted folder whose folder the trusted config lists in `allowPluginsIn`,
 *   - any config when the user allows it: --allow-plugins, or CORDLINT_ALLOW_PLUGINS=1 (or true/yes/on;
 *     any other value allows nothing).
 * Any other config that names plugins stops with {@link pluginsRefusedMessage}; none of its code runs.
 * Where it lies grants nothing when any user may write there: a config in a folder anyone may
 * write to (/tmp, /var/tmp, /dev/shm), or a config file anyone may write to, is no one's own (another
 * user may have put it there: running in /tmp/work loaded the plugins of /tmp/cordlint.config.json).
 */
import { statSync } from 'node:fs';
import path from 'node:path';

export const ALLOW_PLUGINS_ENV = 'CORDLINT_ALLOW_PLUGINS';

/** What the user said, and where cordlint runs: everything the rule looks at. */
export interface PluginConsent {
  /**
   * The folder whose config (and those above it) are the user's own: the working folder, or the
   * language server's workspace folder. null: none (the MCP server; an editor's file outside every
   * workspace folder).
   */
  trustedFolder: string | null;
  /** The config was named on the command line (--config). */
  explicit?: boolean;
  /** --allow-plugins was given (the CLI's, or `cordlint lsp --allow-plugins`). */
  allowFlag?: boolean;
  /** The environment, for CORDLINT_ALLOW_PLUGINS; the MCP server passes none. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The trusted folder's own config and its `allowPluginsIn`, read only when the rule needs them. */
  grants?: () => Promise<{ configFile: string; allowPluginsIn: readonly string[] } | undefined>;
}

/** Consent for a server that never runs a folder's code (the MCP server): no config's plugins load. */
export const NO_PLUGIN_CONSENT: PluginConsent = { trustedFolder: null };

/** True when the plugins of `configFile` may be loaded. */
export async function mayLoadPlugins(configFile: string, consent: PluginConsent): Promise<boolean> {
  if (consent.explicit || consent.allowFlag || envAllows(consent.env)) return true;
  if (consent.trustedFolder === null) return false;
  if (anyoneMayWrite(configFile)) return false;
  const folder = path.dirname(path.resolve(configFile));
  const trusted = path.resolve(consent.trustedFolder);
  if (folder === trusted || isInside(trusted, folder)) return true;
  // A monorepo: the project's own config (in the trusted folder or above) may grant its sub-projects' plugins.
  const grant = await consent.grants?.();
  return grant !== undefined && path.resolve(grant.configFile) !== path.resolve(configFile) && grantedFolder(configFile, grant.configFile, grant.allowPluginsIn);
}

/** The config file, or the folder it is in, may be written by any user (its "others" write bit; not on Windows). */
function anyoneMayWrite(configFile: string): boolean {
  if (process.platform === 'win32') return false;
  const absolute = path.resolve(configFile);
  for (const target of [absolute, path.dirname(absolute)]) {
    const info = statSync(target, { throwIfNoEntry: false });
    // What cannot be looked at cannot be vouched for.
    if (!info || (info.mode & 0o002) !== 0) return true;
  }
  return false;
}

/**
 * Consent is a yes said plainly: "1", "true", "yes" or "on" (any case). Any other value ("off",
 * "never", "disabled", "null", a typo) allows nothing: a word that was meant as a no must not run code.
 */
const ENV_YES = new Set(['1', 'true', 'yes', 'on']);

function envAllows(env: Readonly<Record<string, string | undefined>> | undefined): boolean {
  const value = env?.[ALLOW_PLUGINS_ENV];
  return typeof value === 'string' && ENV_YES.has(value.trim().toLowerCase());
}

/** The config's folder is one that a trusted config's `allowPluginsIn` lists (relative to that config), or inside one. */
function grantedFolder(configFile: string, trustedConfig: string, allowPluginsIn: readonly string[]): boolean {
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
    `${count === 1 ? 'this plugin was' : `these ${count} plugins were`} not loaded: the config is not in the working folder (an editor's workspace folder) or above it, ` +
    `or it lies in a folder any user may write to (like /tmp), ` +
    `and cordlint runs no code from a folder it lints unless allowed. If you trust it, run with --allow-plugins ` +
    `(or ${ALLOW_PLUGINS_ENV}=1), name the config with --config, or (a monorepo) list its folder in "allowPluginsIn" ` +
    `of the config in the working folder`
  );
}
