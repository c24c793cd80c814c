/** Rule settings (severity and options per rule id) and the list of rules they make active. */
import { builtinRules } from '../../rules/index.js';
import type { Rule } from '../engine/rule.js';
import type { Severity } from '../types.js';
import { closestMatch } from '../util/closest-match.js';
import type { ActiveRule } from './lint-document.js';

export type RuleSetting = Severity | [Severity, unknown?];

/** What the rules of a run are made from: the built-in rules, extra ones (a plugin's), and settings over their defaults. */
export interface RuleConfig {
  /** Severity (and options) per rule id, over the rules' defaults. */
  rules?: Record<string, RuleSetting>;
  /** Extra rules, such as a plugin's, run after the built-in ones. */
  extraRules?: readonly Rule[];
  /** Preview mode: rules marked `preview` run too (they never do without it, whatever their setting). */
  preview?: boolean;
}

export class UnknownRuleError extends Error {}

function unknownRuleMessage(id: string, known: string[]): string {
  const close = closestMatch(id, known);
  const hint = id.includes('/') ? ` A plugin's rules exist only where a config lists the plugin in "plugins".` : ' Run "cordlint rules" to list them.';
  return `Unknown rule "${id}".${close ? ` Did you mean "${close}"?` : ''}${hint}`;
}

/** The rules that run, with their severities: defaults from each rule's meta, then `config.rules`. Throws UnknownRuleError. */
export function resolveRules(config: RuleConfig = {}): ActiveRule[] {
  const all = [...builtinRules, ...(config.extraRules ?? [])];
  const known = new Set(all.map((r) => r.meta.id));
  for (const id of Object.keys(config.rules ?? {})) {
    if (!known.has(id)) throw new UnknownRuleError(unknownRuleMessage(id, [...known]));
  }
  const active: ActiveRule[] = [];
  for (const rule of all) {
    if (rule.meta.preview && !config.preview) continue;
    const setting = config.rules?.[rule.meta.id];
    const [severity, ruleOptions] = Array.isArray(setting) ? setting : [setting ?? defaultSeverity(rule), undefined];
    if (severity === 'off') continue;
    active.push(ruleOptions === undefined ? { rule, severity } : { rule, severity, options: ruleOptions });
  }
  return active;
}

/** Adds `settings` over `into`: later settings win; a bare severity keeps the options set earlier (`"warn"` after `["error", {...}]`). */
export function mergeRuleSettings(into: Record<string, RuleSetting>, settings: Readonly<Record<string, RuleSetting>>): Record<string, RuleSetting> {
  for (const [id, setting] of Object.entries(settings)) {
    const before = into[id];
    into[id] = !Array.isArray(setting) && Array.isArray(before) && before.length > 1 ? [setting, before[1]] : setting;
  }
  return into;
}

/** A rule's severity when nothing configures it: design-guidance rules (`recommended: false`) are off. */
export function defaultSeverity(rule: Rule): Severity {
  return rule.meta.recommended === false ? 'off' : rule.meta.severity;
}

/**
 * Resolved rule lists by their settings: thousands of files share a handful of settings, and the
 * engine caches per rule list (by identity), so each distinct setting is resolved once. Settings
 * are told apart by their JSON text, so only settings that JSON says whole are kept (a RegExp or a
 * function among a rule's options is resolved on every call); lists made for a given array of extra
 * rules go with that array, and a few hundred distinct settings at most are kept.
 */
export class RuleListCache {
  private readonly withExtra = new WeakMap<readonly Rule[], Map<string, ActiveRule[]>>();
  private readonly withoutExtra = new Map<string, ActiveRule[]>();
  /** Lists made for frozen settings, by the settings object: they cannot change, so no JSON text is made per call. */
  private readonly byFrozen = new WeakMap<object, { plain?: ActiveRule[]; preview?: ActiveRule[] }>();

  get(config: RuleConfig): ActiveRule[] {
    // The ESLint plugin lints thousands of payloads with one frozen settings object: found by identity.
    if (config.rules && !config.extraRules) {
      let lists = this.byFrozen.get(config.rules);
      if (!lists && isFrozenSettings(config.rules)) this.byFrozen.set(config.rules, (lists = {}));
      if (lists) return config.preview ? (lists.preview ??= resolveRules(config)) : (lists.plain ??= resolveRules(config));
    }
    const settings = config.rules ? settingsKey(config.rules) : '';
    if (settings === undefined) return resolveRules(config);
    const key = config.preview ? `preview ${settings}` : settings;
    let bySettings = config.extraRules ? this.withExtra.get(config.extraRules) : this.withoutExtra;
    if (!bySettings) this.withExtra.set(config.extraRules!, (bySettings = new Map()));
    let rules = bySettings.get(key);
    if (!rules) {
      if (bySettings.size >= MAX_CACHED_SETTINGS) bySettings.clear();
      bySettings.set(key, (rules = resolveRules(config)));
    }
    return rules;
  }
}

const MAX_CACHED_SETTINGS = 256;

/** Settings that can never change: a frozen object whose every setting is a severity (options could be changed in place). */
function isFrozenSettings(rules: Record<string, RuleSetting>): boolean {
  if (!Object.isFrozen(rules)) return false;
  for (const id in rules) if (typeof rules[id] !== 'string') return false;
  return true;
}

/** The settings' JSON text, or undefined when JSON would not say them whole (a RegExp, a function, a class instance...). */
function settingsKey(rules: Record<string, RuleSetting>): string | undefined {
  return isPlainData(rules, 0) ? JSON.stringify(rules) : undefined;
}

function isPlainData(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depth > 20) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item !== undefined && isPlainData(item, depth + 1));
}
