/**
 * A payload at its longest: every translation reference replaced by a locale's text (its longest
 * plural form or variant) and every placeholder by text of its declared length. The copy has the
 * same shape as the payload (only strings change), so findings on it have the payload's paths.
 */
import type { JsonPath } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { DEFAULT_PLACEHOLDER_SYNTAX, expandPlaceholders, type PlaceholderSettings, type PlaceholderUse } from './placeholders.js';
import { ownPlaceholderForms, referenceMatcher, type LocaleTable, type TranslationForm, type Translations } from './translations.js';

/** A translation reference met in a payload string, resolved in one locale. */
export interface ReferenceUse {
  key: string;
  locale: string;
  /** The locale's table the text came from (the default's when the key is missing in `locale`). */
  table?: LocaleTable;
  /** The form whose text was used (the longest); undefined when no locale has the key. */
  form?: TranslationForm;
  /** `default`: missing in `locale`, the default's text was used; `key`: missing in the default too, the key itself. */
  fallback?: 'default' | 'key';
}

/** One payload string that changed. */
export interface FieldExpansion {
  path: JsonPath;
  pointer: string;
  original: string;
  expanded: string;
  placeholders: PlaceholderUse[];
  references: ReferenceUse[];
}

export interface TemplateSettings {
  placeholders?: PlaceholderSettings | undefined;
  translations?: Translations | undefined;
}

export interface Expansion {
  value: unknown;
  fields: FieldExpansion[];
}

/** References inside translations are followed this deep (i18next's nesting); deeper ones stay as written. */
const MAX_NESTING = 5;

/** The payload `value` at its longest in `locale` (undefined: no translations). */
export function expandPayload(value: unknown, settings: TemplateSettings, locale: string | undefined): Expansion {
  const fields: FieldExpansion[] = [];
  const walk = (node: unknown, path: (string | number)[]): unknown => {
    if (typeof node === 'string') {
      const field = expandField(node, settings, locale, path);
      if (!field) return node;
      fields.push(field);
      return field.expanded;
    }
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        const next = walk(node[i], path);
        path.pop();
        if (next !== node[i]) (copy ??= [...node])[i] = next;
      }
      return copy ?? node;
    }
    if (node !== null && typeof node === 'object') {
      let copy: Record<string, unknown> | undefined;
      for (const key of Object.keys(node)) {
        const child = (node as Record<string, unknown>)[key];
        path.push(key);
        const next = walk(child, path);
        path.pop();
        if (next !== child) {
          // Spread copies own keys as data properties (a key named __proto__ too); only that key needs defineProperty to be set.
          copy ??= { ...(node as Record<string, unknown>) };
          if (key === '__proto__') Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
          else copy[key] = next;
        }
      }
      return copy ?? node;
    }
    return node;
  };
  return { value: walk(value, []), fields };
}

/** A quick test before the expressions: a string without these characters holds neither a placeholder nor a reference. */
const MAY_HOLD = /[{$%]/;

function expandField(text: string, settings: TemplateSettings, locale: string | undefined, path: JsonPath): FieldExpansion | undefined {
  if (!MAY_HOLD.test(text)) return undefined;
  const placeholders: PlaceholderUse[] = [];
  const references: ReferenceUse[] = [];
  const { translations } = settings;
  const matcher = translations && locale !== undefined ? referenceMatcher(translations.reference) : undefined;
  let expanded = '';
  let from = 0;
  if (matcher) {
    // matchAll works on a copy of the expression: the nested expansions below use it too.
    for (const match of text.matchAll(matcher)) {
      expanded += literal(text.slice(from, match.index), settings, placeholders);
      const resolved = resolveCached(match[1]!, translations!, locale!, settings, placeholders);
      references.push(resolved.use);
      expanded += resolved.text;
      from = match.index + match[0].length;
    }
  }
  expanded += literal(text.slice(from), settings, placeholders);
  if (placeholders.length === 0 && references.length === 0) return undefined;
  return { path: [...path], pointer: toPointer(path), original: text, expanded, placeholders, references };
}

function literal(text: string, settings: TemplateSettings, uses: PlaceholderUse[]): string {
  if (!settings.placeholders || text === '') return text;
  return expandPlaceholders(text, settings.placeholders, settings.placeholders.syntax, uses);
}

/** Characters as Discord counts them (code points). */
function characters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) count--;
  }
  return count;
}

type Resolved = { text: string; use: ReferenceUse; uses: PlaceholderUse[] };

/**
 * Resolved keys by translations, placeholder settings and `locale\0key`: a project's payloads use
 * the same keys again and again, once per locale each (the objects are a run's, so the cache goes with them).
 */
const resolvedCache = new WeakMap<Translations, WeakMap<object, Map<string, Resolved>>>();
const NO_PLACEHOLDERS = {};

function resolveCached(key: string, translations: Translations, locale: string, settings: TemplateSettings, placeholders: PlaceholderUse[]): { text: string; use: ReferenceUse } {
  let bySettings = resolvedCache.get(translations);
  if (!bySettings) resolvedCache.set(translations, (bySettings = new WeakMap()));
  const settingsKey = settings.placeholders ?? NO_PLACEHOLDERS;
  let byKey = bySettings.get(settingsKey);
  if (!byKey) bySettings.set(settingsKey, (byKey = new Map()));
  const cacheKey = `${locale}\u0000${key}`;
  let resolved = byKey.get(cacheKey);
  if (!resolved) {
    const uses: PlaceholderUse[] = [];
    const { text, use } = resolveReference(key, translations, locale, settings, uses, 0);
    byKey.set(cacheKey, (resolved = { text, use, uses }));
  }
  for (const use of resolved.uses) placeholders.push(use);
  return resolved;
}

/** A key's text in `locale`: its longest form, expanded; the default's when the locale lacks it; the key itself when no locale has it. */
function resolveReference(
  key: string,
  translations: Translations,
  locale: string,
  settings: TemplateSettings,
  placeholders: PlaceholderUse[],
  depth: number,
): { text: string; use: ReferenceUse } {
  const own = translations.locales.find((t) => t.locale === locale);
  let table = own;
  let forms = own?.entries.get(key);
  let fallback: ReferenceUse['fallback'];
  if (!forms || forms.length === 0) {
    table = translations.locales.find((t) => t.locale === translations.default);
    forms = locale === translations.default ? undefined : table?.entries.get(key);
    fallback = forms && forms.length > 0 ? 'default' : 'key';
  }
  if (!forms || forms.length === 0 || !table) return { text: key, use: { key, locale, fallback: 'key', ...(own ? { table: own } : {}) } };
  let best: { text: string; form: TranslationForm; uses: PlaceholderUse[]; length: number } | undefined;
  for (const form of forms) {
    const uses: PlaceholderUse[] = [];
    const text = expandTranslation(form.text, table, translations, locale, settings, uses, depth);
    const length = characters(text);
    if (!best || length > best.length) best = { text, form, uses, length };
  }
  for (const use of best!.uses) placeholders.push(use);
  return { text: best!.text, use: { key, locale, table, form: best!.form, ...(fallback ? { fallback } : {}) } };
}

/** A translation's text with its own references followed (to a depth) and its placeholders expanded. */
function expandTranslation(
  text: string,
  table: LocaleTable,
  translations: Translations,
  locale: string,
  settings: TemplateSettings,
  uses: PlaceholderUse[],
  depth: number,
): string {
  let out = text;
  const matcher = referenceMatcher(translations.reference);
  if (matcher && depth < MAX_NESTING && out.includes(translations.reference.slice(0, 2))) {
    out = out.replace(matcher, (_whole, key: string) => resolveReference(key, translations, locale, settings, uses, depth + 1).text);
  }
  if (!settings.placeholders) return out;
  return expandPlaceholders(out, settings.placeholders, translationForms(settings.placeholders, table), uses);
}

/** The config's forms and the locale file's own (`{{x}}`, `{ $x }`), one array per settings and syntax. */
const formsCache = new WeakMap<PlaceholderSettings, Map<LocaleTable['syntax'], readonly string[]>>();

function translationForms(settings: PlaceholderSettings, table: LocaleTable): readonly string[] {
  let bySyntax = formsCache.get(settings);
  if (!bySyntax) formsCache.set(settings, (bySyntax = new Map()));
  let forms = bySyntax.get(table.syntax);
  if (!forms) bySyntax.set(table.syntax, (forms = [...(settings.syntax.length ? settings.syntax : DEFAULT_PLACEHOLDER_SYNTAX), ...ownPlaceholderForms(table)]));
  return forms;
}
