/**
 * Config files: finding the nearest one, reading it (JSON with comments, YAML, or the `cordlint`
 * key of package.json), checking it against the schema built from the rules, loading its plugins,
 * and turning it into lint options for one file.
 */
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import path from 'node:path';
import { builtinRules } from '../../rules/index.js';
import type { Rule } from '../engine/rule.js';
import type { LinterConfig } from '../linter/linter.js';
import { defaultSeverity, mergeRuleSettings, type RuleSetting } from '../linter/rule-settings.js';
import { isObject, type PayloadKind } from '../payload/detect.js';
import { DEFAULT_MAX_ATTACHMENT_SIZE, type Destination, type WebhookChannel } from '../payload/destination.js';
import type { Severity } from '../types.js';
import { matchesGlobs } from './globs.js';
import { readableJsonError } from '../load/json.js';
import { quoteSource } from '../util/escape-text.js';
import { readFileSafely } from '../util/safe-read.js';
import { loadPlugin, PluginError, type LoadedPlugin } from './plugins.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import type { PresetName } from './config-schema.js';
import { validateConfigData } from './schema.js';
import { normaliseLocales, normalisePlaceholders, type LocalesConfig, type RawLocales, type RawPlaceholders } from './templates.js';
import type { PlaceholderSettings } from '../templates/placeholders.js';

export { ConfigError, type ConfigProblem };

/** The largest config read: a payload's limit (a config is a few hundred bytes). */
export const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

/** Where a config's payloads are sent and what their requests add; at the top level and in overrides. */
export interface DeliverySettings {
  destination?: Destination;
  withComponents?: boolean;
  channel?: WebhookChannel;
  /** `false`: no file is looked for. A folder relative to the config's folder. */
  attachments?: false | { dir?: string; maxSize?: number };
}

/** A config as cordlint uses it, after checking (severities as words, lists as lists). */
export interface CordlintConfig extends DeliverySettings {
  extends: PresetName[];
  rules: Record<string, RuleSetting>;
  overrides: ({ files: string[]; rules: Record<string, RuleSetting>; kind?: PayloadKind; allowComments?: boolean } & DeliverySettings)[];
  ignores: string[];
  plugins: string[];
  /** Folders (relative to the config) whose configs may load plugins: a monorepo's root grants its sub-projects'. */
  allowPluginsIn: string[];
  kind?: PayloadKind;
  /** JSON payload files may hold comments (`.jsonc` files always may). */
  allowComments?: boolean;
  /** Run the preview rules. */
  preview?: boolean;
  reportUnusedDisableDirectives: Severity;
  placeholders?: PlaceholderSettings;
  locales?: LocalesConfig;
  /** The payloads of JavaScript and TypeScript code are linted in folders too (`--source`), and by the language server. */
  source?: boolean;
}

export interface LoadedConfig {
  /** Absolute path of the config file. */
  filePath: string;
  /** The folder `files` and `ignores` globs are relative to. */
  baseDirectory: string;
  config: CordlintConfig;
  plugins: LoadedPlugin[];
  /** Every plugin rule, with its `<plugin>/` prefix. */
  pluginRules: Rule[];
}

export interface LoadConfigOptions {
  /** Folder for `files` and `ignores` globs; default: the config file's folder. */
  baseDirectory?: string;
  /** False: a config that names plugins is refused instead of running them (see plugin-policy.ts). Default true. */
  allowPlugins?: boolean;
  /**
   * The folder the config file must stay in once its links are resolved (the MCP server's root): a
   * config that is a link to a file outside it is refused unread. Unset: links are followed (a
   * monorepo's package may link to a shared config).
   */
  within?: string;
  /**
   * The config is not the user's own (plugin-policy.ts would refuse its plugins: one found inside a
   * linted folder): the files it names must stay in its folder. An `attachments.dir` or a
   * `locales.files` that leads out of it (`../../home/me/.config/{locale}.yml`) is a config error,
   * so that a downloaded config cannot have cordlint read, quote or embed the user's other files.
   */
  confined?: boolean;
}

/** Reads, checks and prepares a config file (plugins included). Throws {@link ConfigError}. */
export async function loadConfig(filePath: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const absolute = path.resolve(filePath);
  const { data, plugins } = await readConfigAndPlugins(absolute, options.allowPlugins ?? true, options.within);
  const pluginRules = plugins.flatMap((p) => p.rules);
  const problems = await validateConfigData(data, [...builtinRules, ...pluginRules]);
  if (problems.length > 0) throw configError(absolute, problems);
  const config = normalise(data as RawConfig);
  if (options.confined) {
    const { pathsLeavingFolder } = await import('./confined-paths.js');
    const leaving = pathsLeavingFolder(config, path.dirname(absolute));
    if (leaving.length > 0) throw configError(absolute, leaving);
  }

  return {
    filePath: absolute,
    baseDirectory: path.resolve(options.baseDirectory ?? path.dirname(absolute)),
    config,
    plugins,
    pluginRules,
  };
}

/**
 * The plugins a config file names, loaded, without checking the rest of the config (`cordlint
 * rules` lists their rules even when a rule id in the config is misspelt). Throws {@link ConfigError}.
 */
export async function loadConfigPlugins(filePath: string, allowPlugins = true): Promise<LoadedPlugin[]> {
  return (await readConfigAndPlugins(path.resolve(filePath), allowPlugins)).plugins;
}

async function readConfigAndPlugins(absolute: string, allowPlugins: boolean, within?: string): Promise<{ data: unknown; plugins: LoadedPlugin[] }> {
  const data = withoutEmptyKeys(await readConfigData(absolute, within));
  const plugins: LoadedPlugin[] = [];
  const specifiers = isObject(data) && Array.isArray(data.plugins) ? data.plugins : [];
  if (!allowPlugins && specifiers.length > 0) {
    const { pluginsRefusedMessage } = await import('./plugin-policy.js');
    throw configError(absolute, [{ key: 'plugins', message: `${specifiers.map((s) => JSON.stringify(s)).join(', ')}: ${pluginsRefusedMessage(specifiers.length)}` }]);
  }
  for (const [index, specifier] of specifiers.entries()) {
    if (typeof specifier !== 'string' || specifier === '') continue; // the schema reports it
    try {
      const plugin = await loadPlugin(specifier, path.dirname(absolute));
      const clash = plugins.find((p) => p.name === plugin.name);
      if (clash) throw new PluginError(`its rules would be named "${plugin.name}/..." like those of "${clash.specifier}"; give one of them another "name"`);
      plugins.push(plugin);
    } catch (error) {
      if (!(error instanceof PluginError)) throw error;
      throw configError(absolute, [{ key: `plugins[${index}]`, message: `plugin ${JSON.stringify(specifier)}: ${error.message}` }]);
    }
  }
  return { data, plugins };
}

/** In package.json the settings are under "cordlint": keys are named from there. */
function configError(absolute: string, problems: ConfigProblem[]): ConfigError {
  if (path.basename(absolute) !== 'package.json') return new ConfigError(absolute, problems);
  return new ConfigError(absolute, problems.map((p) => ({ ...p, key: p.key.startsWith('(') ? p.key : `cordlint${p.key.startsWith('[') ? '' : '.'}${p.key}` })));
}

export interface FileOptions {
  /** The file matches the config's `ignores`. */
  ignored: boolean;
  options: LinterConfig;
  /** Where `attachment://` files are looked for; undefined when the config turns it off. */
  attachments?: AttachmentSettings;
}

/** Where a payload's `attachment://` files are, as the project layer looks them up. */
export interface AttachmentSettings {
  /** Absolute folder; undefined: beside the payload. */
  dir?: string;
  /** The config names the folder: a file missing there is an error. Beside the payload by default, only files found are checked. */
  configured: boolean;
  maxSize: number;
}

/**
 * The lint options a config gives one file: presets (`extends`), then `rules`, then every
 * override whose `files` match (later ones win).
 */
export function optionsForFile(loaded: LoadedConfig, filePath: string): FileOptions {
  const { config } = loaded;
  const relative = path.relative(loaded.baseDirectory, path.resolve(filePath)).split(path.sep).join('/');
  const allRules = [...builtinRules, ...loaded.pluginRules];
  const rules: Record<string, RuleSetting> = {};
  for (const preset of config.extends) Object.assign(rules, presetRules(preset, allRules));
  // `placeholders.unknown: error` is the severity of placeholder-unknown: above the presets (which set every rule), below the config's own `rules` and overrides.
  if (config.placeholders?.unknown === 'error') rules['placeholder-unknown'] = 'error';
  mergeRuleSettings(rules, config.rules);
  let kind = config.kind;
  let allowComments = config.allowComments;
  const delivery: DeliverySettings = pickDelivery(config);
  for (const override of config.overrides) {
    if (!matchesGlobs(override.files, relative)) continue;
    mergeRuleSettings(rules, override.rules);
    kind = override.kind ?? kind;
    allowComments = override.allowComments ?? allowComments;
    Object.assign(delivery, pickDelivery(override));
  }
  const options: LinterConfig = { rules, extraRules: loaded.pluginRules, reportUnusedDisableDirectives: config.reportUnusedDisableDirectives };
  if (kind) options.kind = kind;
  if (allowComments) options.allowComments = true;
  if (config.preview) options.preview = true;
  if (delivery.destination) options.destination = delivery.destination;
  if (delivery.withComponents !== undefined) options.withComponents = delivery.withComponents;
  if (delivery.channel) options.channel = delivery.channel;
  if (config.placeholders) options.placeholders = config.placeholders;
  const result: FileOptions = { ignored: matchesGlobs(config.ignores, relative), options };
  const attachments = attachmentSettings(delivery.attachments, path.dirname(loaded.filePath));
  if (attachments) result.attachments = attachments;
  return result;
}

function pickDelivery(from: DeliverySettings): DeliverySettings {
  const out: DeliverySettings = {};
  if (from.destination !== undefined) out.destination = from.destination;
  if (from.withComponents !== undefined) out.withComponents = from.withComponents;
  if (from.channel !== undefined) out.channel = from.channel;
  if (from.attachments !== undefined) out.attachments = from.attachments;
  return out;
}

/** The attachments folder a config gives (relative to the config's folder); beside the payload when it says nothing. */
export function attachmentSettings(setting: DeliverySettings['attachments'], configFolder: string | undefined): AttachmentSettings | undefined {
  if (setting === false) return undefined;
  const maxSize = (setting && setting.maxSize) || DEFAULT_MAX_ATTACHMENT_SIZE;
  if (!setting || setting.dir === undefined || configFolder === undefined) return { configured: setting !== undefined, maxSize };
  return { dir: path.resolve(configFolder, setting.dir), configured: true, maxSize };
}

/** `cordlint:recommended`: every rule at its default. `cordlint:strict`: design-guidance and style rules on too. */
export function presetRules(preset: PresetName, rules: readonly Rule[]): Record<string, RuleSetting> {
  const settings: Record<string, RuleSetting> = {};
  for (const rule of rules) {
    settings[rule.meta.id] = preset === 'cordlint:strict' ? (rule.meta.severity === 'off' ? 'warn' : rule.meta.severity) : defaultSeverity(rule);
  }
  return settings;
}

// ---------------------------------------------------------------------------------------------

type RawSeverity = Severity | 0 | 1 | 2;
type RawSetting = RawSeverity | [RawSeverity, unknown?];
interface RawConfig extends RawDelivery {
  extends?: PresetName | PresetName[];
  rules?: Record<string, RawSetting>;
  overrides?: ({ files: string | string[]; rules?: Record<string, RawSetting>; kind?: PayloadKind; allowComments?: boolean } & RawDelivery)[];
  ignores?: string | string[];
  plugins?: string[];
  allowPluginsIn?: string[];
  kind?: PayloadKind;
  allowComments?: boolean;
  preview?: boolean;
  reportUnusedDisableDirectives?: boolean | Severity;
  placeholders?: RawPlaceholders;
  locales?: RawLocales;
  source?: boolean;
}

type RawDelivery = Omit<DeliverySettings, 'attachments'> & { attachments?: boolean | { dir?: string; maxSize?: number } };

/** `attachments: true` is the default (beside the payload, and every reference checked). */
function normaliseDelivery(raw: RawDelivery): DeliverySettings {
  const { attachments, ...rest } = pickDelivery(raw as DeliverySettings) as RawDelivery;
  return { ...rest, ...(attachments === undefined ? {} : { attachments: attachments === true ? {} : attachments }) };
}

function normalise(raw: RawConfig): CordlintConfig {
  const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const unused = raw.reportUnusedDisableDirectives;
  const config: CordlintConfig = {
    extends: raw.extends === undefined ? ['cordlint:recommended'] : list(raw.extends),
    rules: normaliseRules(raw.rules),
    overrides: (raw.overrides ?? []).map((o) => ({
      files: list(o.files),
      rules: normaliseRules(o.rules),
      ...(o.kind ? { kind: o.kind } : {}),
      ...(o.allowComments !== undefined ? { allowComments: o.allowComments } : {}),
      ...normaliseDelivery(o),
    })),
    ignores: list(raw.ignores),
    plugins: raw.plugins ?? [],
    allowPluginsIn: raw.allowPluginsIn ?? [],
    reportUnusedDisableDirectives: unused === true ? 'error' : unused === false || unused === undefined ? 'off' : unused,
  };
  if (raw.kind) config.kind = raw.kind;
  if (raw.allowComments !== undefined) config.allowComments = raw.allowComments;
  if (raw.preview) config.preview = true;
  if (raw.source) config.source = true;
  Object.assign(config, normaliseDelivery(raw));
  if (raw.placeholders) config.placeholders = normalisePlaceholders(raw.placeholders);
  if (raw.locales) config.locales = normaliseLocales(raw.locales);
  return config;
}

const SEVERITY_WORDS: Record<string, Severity> = { '0': 'off', '1': 'warn', '2': 'error', off: 'off', warn: 'warn', error: 'error' };

function normaliseRules(rules: Record<string, RawSetting> | undefined): Record<string, RuleSetting> {
  const out: Record<string, RuleSetting> = {};
  for (const [id, setting] of Object.entries(rules ?? {})) {
    if (Array.isArray(setting)) out[id] = setting.length > 1 ? [SEVERITY_WORDS[String(setting[0])]!, setting[1]] : [SEVERITY_WORDS[String(setting[0])]!];
    else out[id] = SEVERITY_WORDS[String(setting)]!;
  }
  return out;
}

async function readConfigData(filePath: string, within?: string): Promise<unknown> {
  // The one safe reader: a config that is a FIFO, a device or a huge file is refused unread.
  const read = readFileSafely(filePath, { maxBytes: MAX_CONFIG_BYTES, ...(within !== undefined ? { within } : {}) });
  if (!read.ok) throw new ConfigError(filePath, [{ key: '(file)', message: `cannot be read: ${read.reason}` }]);
  const text = read.bytes.toString('utf8').replace(/^\uFEFF/, '');
  const name = path.basename(filePath);
  if (name === 'package.json') {
    let manifest: unknown;
    try {
      manifest = JSON.parse(text);
    } catch (error) {
      throw new ConfigError(filePath, [{ key: '(file)', message: `is not valid JSON: ${(error as Error).message}` }]);
    }
    if (!isObject(manifest) || !('cordlint' in manifest)) {
      throw new ConfigError(filePath, [{ key: 'cordlint', message: 'package.json has no "cordlint" key to read the config from' }]);
    }
    return checkTop(filePath, manifest.cordlint, 'cordlint');
  }
  const yaml = /\.ya?ml$/i.test(name) || (!/\.json$/i.test(name) && !/^\s*[{[]/.test(text));
  return checkTop(filePath, yaml ? await parseYamlConfig(filePath, text) : parseJsonConfig(filePath, text), '(top level)');
}

/**
 * Settings left empty count as not given: in YAML `rules:` with every entry commented out is null
 * (as in the starter config of `cordlint init`), at the top level and in an override.
 */
function withoutEmptyKeys(data: unknown): unknown {
  if (!isObject(data)) return data;
  const strip = (object: Record<string, unknown>) => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null));
  const out = strip(data);
  if (Array.isArray(out.overrides)) out.overrides = out.overrides.map((o: unknown) => (isObject(o) ? strip(o) : o));
  return out;
}

function checkTop(filePath: string, data: unknown, key: string): unknown {
  if (data === undefined || data === null) return {};
  if (!isObject(data)) throw new ConfigError(filePath, [{ key, message: `must be an object (a mapping of settings); got ${JSON.stringify(data)}` }]);
  return data;
}

/** JSON config files may have comments and trailing commas, as tsconfig.json may. */
function parseJsonConfig(filePath: string, text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first && stripJsonComments(text).trim() === '') {
    throw new ConfigError(filePath, [{ key: '(file)', message: 'is empty; a config is a JSON object such as { "rules": {} } (run "cordlint init --json" for a starter config)' }]);
  }
  if (first) {
    const { line, column } = position(text, first.offset);
    const found = text.slice(first.offset, first.offset + Math.max(first.length, 1)).split(/\r?\n/)[0]!.slice(0, 20).trim();
    const what = readableJsonError(printParseErrorCode(first.error));
    throw new ConfigError(filePath, [{ key: '(file)', message: `is not valid JSON at line ${line}, column ${column}: ${what}${found ? `, found ${quoteSource(found)}` : ' (the file ends there)'}` }]);
  }
  return value;
}

async function parseYamlConfig(filePath: string, text: string): Promise<unknown> {
  // The YAML parser is loaded through a module of ours: a bare dynamic import of 'yaml' meets CommonJS interop in the bundle.
  const { readYamlConfig } = await import('./yaml-config.js');
  const outcome = readYamlConfig(text);
  if ('error' in outcome) {
    const { line, column } = position(text, outcome.offset);
    throw new ConfigError(filePath, [{ key: '(file)', message: `is not valid YAML at line ${line}, column ${column}: ${outcome.error}` }]);
  }
  return outcome.value;
}

function stripJsonComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}
