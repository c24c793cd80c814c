/**
 * The JSON Schema of a cordlint config, built from the rules' metadata (each rule's id, and the
 * schema of its options), and the validation that turns schema errors into messages naming the key.
 * The structure is checked by a validator compiled at build time; ajv itself is loaded only when a
 * rule is given options to check against its own schema.
 */
import type { ErrorObject } from 'ajv';
import type { Rule } from '../engine/rule.js';
import { pathFromPointer, toDisplayPath } from '../util/pointer.js';
import { validateConfig } from '../schema/generated/config-validator.js';
import { CONFIG_SCHEMA, PRESETS, ruleSettingSchema, SEVERITY_VALUES } from './config-schema.js';
import type { JsonPath } from '../types.js';
import { closestMatch, closestSeverity } from '../util/closest-match.js';
import type { ConfigProblem } from './errors.js';
import { appendAll } from '../util/append.js';

export { PRESETS, type PresetName } from './config-schema.js';

export const CONFIG_KEYS = ['$schema', 'extends', 'rules', 'overrides', 'ignores', 'plugins', 'allowPluginsIn', 'kind', 'allowComments', 'destination', 'withComponents', 'channel', 'attachments', 'preview', 'reportUnusedDisableDirectives', 'placeholders', 'locales', 'source'] as const;

type Schema = Record<string, unknown>;

/**
 * The complete JSON Schema (2020-12) of a config that may use `rules`: the structure, with a
 * property per rule holding the rule's options schema. The schema to publish for editors.
 */
export function buildConfigSchema(rules: readonly Rule[]): Schema {
  const schema = structuredClone(CONFIG_SCHEMA);
  const defs = schema.$defs as Record<string, Schema>;
  defs.rules = {
    type: 'object',
    properties: Object.fromEntries(rules.map((r) => [r.meta.id, ruleSettingSchema(r.meta.schema, Boolean(r.meta.schema))])),
    additionalProperties: false,
  };
  return schema;
}

/**
 * Checks a config's data: its structure (a validator compiled at build time), the rule ids against
 * the rules loaded (built-in and plugins), and each rule's options against the rule's own schema
 * (compiled with ajv at run time, only for rules that are given options). Returns readable problems.
 */
export async function validateConfigData(data: unknown, rules: readonly Rule[]): Promise<ConfigProblem[]> {
  const problems: ConfigProblem[] = [];
  if (!validateConfig(data)) appendAll(problems, readableErrors((validateConfig.errors ?? []) as unknown as ErrorObject[]));

  // Rule ids and options, in every `rules` block that is an object (even when something else is wrong).
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const config = isRecord(data) ? data : {};
  const blocks: [JsonPath, Record<string, unknown>][] = [];
  if (isRecord(config.rules)) blocks.push([['rules'], config.rules]);
  if (Array.isArray(config.overrides)) {
    config.overrides.forEach((o: unknown, i) => {
      if (isRecord(o) && isRecord(o.rules)) blocks.push([['overrides', i, 'rules'], o.rules]);
    });
  }
  const severities: readonly unknown[] = SEVERITY_VALUES;
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  let ajv: InstanceType<AjvClass> | undefined;
  for (const [at, settings] of blocks) {
    for (const [id, setting] of Object.entries(settings)) {
      const key = toDisplayPath([...at, id]);
      const rule = byId.get(id);
      if (!rule) {
        problems.push(unknownRule(id, key, rules));
        continue;
      }
      if (!Array.isArray(setting) || setting.length !== 2 || !severities.includes(setting[0])) continue;
      const schema = rule.meta.schema;
      if (!schema) {
        problems.push({ key, message: `"${id}" takes no options; write just its severity ("off", "warn" or "error"); got ${JSON.stringify(setting)}` });
        continue;
      }
      ajv ??= new (await loadAjv())({ allErrors: true, verbose: true, strict: false });
      let check;
      try {
        check = ajv.compile(schema);
      } catch (error) {
        problems.push({ key, message: `the rule's options schema is invalid (${(error as Error).message}); this is a bug in the rule` });
        continue;
      }
      if (!check(setting[1])) appendAll(problems, readableErrors(check.errors ?? [], [...at, id, 1]));
    }
  }
  return problems;
}

function unknownRule(id: string, key: string, rules: readonly Rule[]): ConfigProblem {
  const suggestion = closestMatch(id, rules.map((r) => r.meta.id));
  const plugin = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : undefined;
  const ofPlugin = plugin === undefined ? [] : rules.map((r) => r.meta.id).filter((r) => r.startsWith(`${plugin}/`));
  const hint =
    plugin === undefined
      ? ' Run "cordlint rules" to list the rules.'
      : ofPlugin.length > 0
        ? ` The plugin "${plugin}" has ${ofPlugin.length === 1 ? 'one rule' : 'these rules'}: ${ofPlugin.join(', ')}.`
        : ` A plugin's rules exist only when the plugin is listed in "plugins".`;
  return { key, message: `unknown rule "${id}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}${hint}` };
}

type AjvClass = typeof import('ajv/dist/2020.js').default;

/** ajv 2020, loaded on first use. CommonJS interop differs between Node (default = module.exports) and bundles. */
async function loadAjv(): Promise<AjvClass> {
  const module = (await import('ajv/dist/2020.js')) as unknown as { default: AjvClass & { default?: AjvClass } };
  return module.default.default ?? module.default;
}

function readableErrors(errors: readonly ErrorObject[], base: JsonPath = []): ConfigProblem[] {
  // An anyOf error carries the message of the whole choice; its branches' own errors are noise.
  const choices = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const relevant = errors.filter(
    (e) =>
      e.keyword === 'anyOf' || !choices.some((at) => e.instancePath === at || e.instancePath.startsWith(at + '/')),
  );
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const error of relevant) {
    const path = [...base, ...pathFromPointer(error.instancePath)];
    const problem = describe(error, path);
    const id = `${problem.key}\u0000${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}

function describe(error: ErrorObject, path: JsonPath): ConfigProblem {
  const key = toDisplayPath(path);
  const got = (value: unknown) => `${JSON.stringify(value)}`;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String((error.params as { additionalProperty?: string }).additionalProperty);
      const declared = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const known = path.length === 0 ? CONFIG_KEYS.filter((k) => k !== '$schema') : declared;
      const suggestion = closestMatch(name, [...known]);
      return {
        key: toDisplayPath([...path, name]),
        message: `unknown key "${name}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}${known.length > 0 ? ` Known keys: ${known.join(', ')}.` : ''}`,
      };
    }
    case 'anyOf': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description ?? 'has the wrong form';
      const severity = path[path.length - 2] === 'rules' && typeof error.data === 'string' ? closestSeverity(error.data) : undefined;
      const preset = path.length === 1 && path[0] === 'extends' ? closestPreset(error.data) : undefined;
      const suggestion = severity ?? preset;
      return { key, message: `${description}; got ${got(error.data)}${suggestion ? `. Did you mean "${suggestion}"?` : ''}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ');
      return { key, message: `must be one of ${allowed}; got ${got(error.data)}` };
    }
    case 'type':
      return { key, message: `must be ${article((error.params as { type: string }).type)}; got ${got(error.data)}` };
    case 'required':
      return { key, message: `"${(error.params as { missingProperty: string }).missingProperty}" is missing` };
    default:
      return { key, message: `${error.message ?? 'is not valid'}; got ${got(error.data)}` };
  }
}

/** `strict` -> `cordlint:strict`; in a list, for its first entry that is no preset. */
function closestPreset(value: unknown): string | undefined {
  const wrong = Array.isArray(value) ? value.find((v) => !(PRESETS as readonly unknown[]).includes(v)) : value;
  if (typeof wrong !== 'string') return undefined;
  const bare = wrong.toLowerCase().replace(/^.*[:/]/, '');
  return PRESETS.find((p) => p === `cordlint:${bare}`) ?? closestMatch(wrong, [...PRESETS]);
}

function article(type: string): string {
  const types = type.split(',');
  return types.map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)).join(' or ');
}
