/**
 * Plugins: local modules (`./rules/team.js`, resolved from the config file's folder) or npm packages
 * (`cordlint-plugin-team`, resolved from the config file's folder) that export rules in the shape
 * of the built-in ones. A plugin's rules are named `<plugin>/<id>`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Rule } from '../engine/rule.js';

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
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new PluginError(`it could not be loaded from ${file}: ${firstLine(error)}`);
  }
  const exported = (isRecord(module.default) && 'rules' in module.default ? module.default : module) as Record<string, unknown>;
  const rules = exported.rules;
  if (!rules || typeof rules !== 'object') {
    throw new PluginError(`${file} exports no "rules": a plugin exports { name?, rules: [rule, ...] } (as its default export or as named exports)`);
  }
  const name = typeof exported.name === 'string' && exported.name !== '' ? exported.name : pluginNameOf(specifier);
  const list = Array.isArray(rules) ? (rules as unknown[]) : Object.values(rules);
  return { name, specifier, file, rules: list.map((rule, i) => checkedRule(rule, i, name)) };
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
  if (!isRecord(rule) || !isRecord(rule.meta)) throw new PluginError(`${where} is not a rule: a rule is { meta: { id, description, severity, source }, create(context) { ... } }`);
  const meta = rule.meta;
  if (typeof meta.id !== 'string' || !RULE_ID.test(meta.id.replace(new RegExp(`^${escapeRegExp(pluginName)}/`), ''))) {
    throw new PluginError(`${where} has meta.id ${JSON.stringify(meta.id)}; a rule id is kebab-case, like "custom-id-pattern"`);
  }
  if (typeof meta.description !== 'string' || meta.description === '') throw new PluginError(`rule "${meta.id}" has no meta.description`);
  if (typeof meta.severity !== 'string' || !SEVERITIES.has(meta.severity)) {
    throw new PluginError(`rule "${meta.id}" has meta.severity ${JSON.stringify(meta.severity)}; use "error", "warn" or "off"`);
  }
  if (rule.create !== undefined && typeof rule.create !== 'function') throw new PluginError(`rule "${meta.id}" has a create that is not a function`);
  if (meta.schema !== undefined && !isRecord(meta.schema)) throw new PluginError(`rule "${meta.id}" has a meta.schema that is not a JSON Schema object`);
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
    return file;
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
  if (!isRecord(exports)) return undefined;
  const root = '.' in exports ? exports['.'] : exports;
  if (typeof root === 'string') return root;
  if (!isRecord(root)) return undefined;
  for (const condition of ['import', 'node', 'default']) {
    const target = root[condition];
    const found = typeof target === 'string' ? target : exportEntry(target);
    if (found) return found;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
