/**
 * Plugins: local modules (`./rules/team.js`, resolved from the config file's folder) or npm packages
 * (`cordlint-plugin-team`, resolved from the config file's folder) that export rules in the shape
 * of the built-in ones. A plugin's rules are named `<plugin>/<id>`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from '../engine/rule.js';
import { isObject } from '../payload/detect.js';
import { importPlugin } from './plugin-import.js';

export interface LoadedPlugin {
  /** The prefix of its rule ids. */
  name: string;
  /** As written in the config. */
  specifier: string;
  /** The module file that was imported. */
  file: string;
  /** Its rules, with ids already prefixed (`team/custom-id-pattern`). */
  rules: Rule[];
}

export class PluginError extends Error {}

const RULE_ID = /^[a-z0-9][a-z0-9-]*$/;
const SEVERITIES = new Set(['error', 'warn', 'off']);

/** Loads one plugin named in a config in `configDirectory`. Throws {@link PluginError} with a readable reason. */
export async function loadPlugin(specifier: string, configDirectory: string): Promise<LoadedPlugin> {
  const file = resolvePlugin(specifier, configDirectory);
  let module: Record<string, unknown>;
  try {
    module = await importPlugin(file);
  } catch (error) {
    throw new PluginError(`it could not be loaded from ${file}: ${firstLine(error)}${whereItFailed(error, file)}${missingCordlintHint(error)}`);
  }
  const exported = (isObject(module.default) && 'rules' in module.default ? module.default : module) as Record<string, unknown>;
  const rules = exported.rules;
  if (!rules || typeof rules !== 'object') {
    throw new PluginError(`${file} exports no "rules": a plugin exports { name?, rules: [rule, ...] } (as its default export or as named exports)`);
  }
  const name = typeof exported.name === 'string' && exported.name !== '' ? exported.name : pluginNameOf(specifier);
  const list = Array.isArray(rules) ? (rules as unknown[]) : Object.values(rules);
  const checked = list.map((rule, i) => checkedRule(rule, i, name));
  const ids = checked.map((r) => r.meta.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new PluginError(`it has two rules with the id "${twice}"; give each rule its own meta.id`);
  return { name, specifier, file, rules: checked };
}

/** The plugin name users write before `/`: `cordlint-plugin-team` -> `team`, `@acme/cordlint-plugin` -> `@acme`, `./rules/team.js` -> `team`. */
export function pluginNameOf(specifier: string): string {
  if (isLocal(specifier)) {
    const base = path.basename(specifier).replace(/\.(m|c)?js$/, '').replace(/\.ts$/, '');
    const stripped = base.replace(/^cordlint-plugin-/, '');
    return stripped === 'index' ? path.basename(path.dirname(path.resolve(specifier))) : stripped;
  }
  const scoped = /^(@[^/]+)\/(.+)$/.exec(specifier);
  if (scoped) {
    const rest = scoped[2]!.replace(/^cordlint-plugin-?/, '');
    return rest === '' ? scoped[1]! : `${scoped[1]}/${rest}`;
  }
  return specifier.replace(/^cordlint-plugin-/, '');
}

function checkedRule(rule: unknown, index: number, pluginName: string): Rule {
  const where = `rules[${index}]`;
  if (!isObject(rule) || !isObject(rule.meta)) throw new PluginError(`${where} is not a rule: a rule is { meta: { id, description, severity, source }, create(context) { ... } }`);
  const meta = rule.meta;
  if (typeof meta.id !== 'string' || !RULE_ID.test(meta.id.replace(new RegExp(`^${escapeRegExp(pluginName)}/`), ''))) {
    throw new PluginError(`${where} has meta.id ${JSON.stringify(meta.id)}; a rule id is kebab-case, like "custom-id-pattern"`);
  }
  if (typeof meta.description !== 'string' || meta.description === '') throw new PluginError(`rule "${meta.id}" has no meta.description`);
  if (typeof meta.severity !== 'string' || !SEVERITIES.has(meta.severity)) {
    throw new PluginError(`rule "${meta.id}" has meta.severity ${JSON.stringify(meta.severity)}; use "error", "warn" or "off"`);
  }
  if (typeof rule.create !== 'function' && typeof rule.createOnce !== 'function') throw new PluginError(`rule "${meta.id}" has no create(context) function returning its visitors`);
  if (meta.schema !== undefined && !isObject(meta.schema)) throw new PluginError(`rule "${meta.id}" has a meta.schema that is not a JSON Schema object`);
  const id = meta.id.startsWith(`${pluginName}/`) ? meta.id : `${pluginName}/${meta.id}`;
  const source = typeof meta.source === 'string' ? meta.source : `plugin ${pluginName}`;
  return { ...(rule as unknown as Rule), meta: { ...(meta as unknown as Rule['meta']), id, source } };
}

function isLocal(specifier: string): boolean {
  return specifier.startsWith('.') || path.isAbsolute(specifier) || /^file:/.test(specifier);
}

/** The file to import: a path from the config's folder, or a package found in node_modules from there up. */
function resolvePlugin(specifier: string, configDirectory: string): string {
  if (specifier.startsWith('file:')) return fileURLToPath(specifier);
  if (isLocal(specifier)) {
    const file = path.resolve(configDirectory, specifier);
    if (!existsSync(file)) throw new PluginError(`no such file: ${file}`);
    return statSync(file).isDirectory() ? folderEntry(file) : file;
  }
  const require = createRequire(path.join(configDirectory, 'cordlint.config.js'));
  try {
    return require.resolve(specifier);
  } catch {
    // ESM-only packages export no "require" condition: read their package.json ourselves.
  }
  const packageFile = findPackageJson(specifier, configDirectory);
  if (!packageFile) throw new PluginError(`the package "${specifier}" is not installed where the config is (run "npm install --save-dev ${specifier}")`);
  const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as { exports?: unknown; main?: string };
  const entry = exportEntry(manifest.exports) ?? manifest.main ?? 'index.js';
  return path.resolve(path.dirname(packageFile), entry);
}

/** A folder given as a plugin: its package.json entry, or its index.js, as Node would find it for require(). */
function folderEntry(folder: string): string {
  const manifestFile = path.join(folder, 'package.json');
  let entry: string | undefined;
  if (existsSync(manifestFile)) {
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exports?: unknown; main?: unknown };
      entry = exportEntry(manifest.exports) ?? (typeof manifest.main === 'string' ? manifest.main : undefined);
    } catch {
      throw new PluginError(`${manifestFile} is not valid JSON`);
    }
  }
  for (const candidate of entry ? [entry] : ['index.js', 'index.mjs', 'index.cjs']) {
    const file = path.resolve(folder, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  throw new PluginError(`${folder} is a folder without ${entry ? `the module its package.json names (${entry})` : 'an index.js'}; name the plugin's module file in "plugins" (like "./${path.basename(folder)}/<file>.js")`);
}

function findPackageJson(name: string, from: string): string | undefined {
  let directory = path.resolve(from);
  for (;;) {
    const candidate = path.join(directory, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
}

function exportEntry(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (!isObject(exports)) return undefined;
  const root = '.' in exports ? exports['.'] : exports;
  if (typeof root === 'string') return root;
  if (!isObject(root)) return undefined;
  for (const condition of ['import', 'node', 'default']) {
    const target = root[condition];
    const found = typeof target === 'string' ? target : exportEntry(target);
    if (found) return found;
  }
  return undefined;
}

/** Where in the plugin's code loading failed: a syntax error's file and line, or the first frame outside Node and cordlint. */
function whereItFailed(error: unknown, file: string): string {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return '';
  const lines = error.stack.split('\n');
  if (error instanceof SyntaxError) {
    if (/^(?:file:\/\/|\/|[A-Za-z]:\\).*:\d+$/.test(lines[0] ?? '')) return ` (at ${lines[0]})`;
    // Node does not say where an ES module's syntax error is; node --check does (a second process, only on this failure path).
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8', timeout: 10_000 });
    const where = /^(.+:\d+)$/m.exec(check.stderr ?? '')?.[1];
    return where ? ` (at ${where})` : '';
  }
  const self = path.dirname(fileURLToPath(import.meta.url));
  for (const line of lines.slice(1)) {
    const match = /\((.+:\d+:\d+)\)$|at (.+:\d+:\d+)$/.exec(line.trim());
    const where = match?.[1] ?? match?.[2];
    if (!where || where.startsWith('node:') || where.includes(self)) continue;
    return ` (at ${where.startsWith('file://') ? fileURLToPath(where.replace(/:\d+:\d+$/, '')) + where.match(/:\d+:\d+$/)![0] : where})`;
  }
  return '';
}

/** A plugin imports cordlint (for defineRule) but the project has not installed it. */
function missingCordlintHint(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return '';
  return /['"]cordlint['"]/.test(firstLine(error)) ? '. The plugin imports cordlint: install it in the project (npm install --save-dev cordlint)' : '';
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
