/**
 * A payload at its longest: every translation reference replaced by a locale's text (its longest
 * plural form or variant) and every placeholder by text of its declared length. The copy has the
 * same shape as the payload (only strings change), so findings on it have the payload's paths.
 */
import type { JsonPath } from '../types.js';
import { toPointer } from '../util/pointer.js';
import { characters, TextBuilder, type BoundedText } from './bounded-text.js';
import { DEFAULT_PLACEHOLDER_SYNTAX, expandPlaceholdersInto, type PlaceholderSettings, type PlaceholderUse } from './placeholders.js';
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
  /** The text at its longest, cut at TEXT_CAP units (src/templates/bounded-text.ts): past every Discord limit. */
  expanded: string;
  /** The text's length at its longest, in characters (it may be far more than `expanded` holds). */
  length: number;
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
  const references: ReferenceUse[] = [];
  const { translations } = settings;
  const matcher = translations && locale !== undefined ? referenceMatcher(translations.reference) : undefined;
  const out = new TextBuilder();
  let from = 0;
  if (matcher) {
    for (const match of text.matchAll(matcher)) {
      literal(text.slice(from, match.index), settings, out);
      const resolved = resolveKey(match[1]!, contextFor(translations!, locale!, settings), 0);
      references.push(resolved.use);
      out.addBounded(resolved);
      from = match.index + match[0].length;
    }
  }
  literal(text.slice(from), settings, out);
  const built = out.result();
  if (built.uses.length === 0 && references.length === 0) return undefined;
  return { path: [...path], pointer: toPointer(path), original: text, expanded: built.text, length: built.length, placeholders: [...built.uses], references };
}

function literal(text: string, settings: TemplateSettings, out: TextBuilder): void {
  if (!settings.placeholders || text === '') return out.add(text);
  expandPlaceholdersInto(text, settings.placeholders, settings.placeholders.syntax, out);
}

type Resolved = BoundedText & { use: ReferenceUse };

/** What resolving keys in one locale needs, with the keys already resolved (by depth and key). */
interface Context {
  translations: Translations;
  locale: string;
  settings: TemplateSettings;
  own: LocaleTable | undefined;
  fallback: LocaleTable | undefined;
  resolved: Map<string, Resolved>;
  /** The keys being resolved, outermost first: a key met again closes a cycle. */
  open: Set<string>;
}

/**
 * Contexts by translations, placeholder settings and locale: a project's payloads use the same keys
 * again and again, once per locale each; and a key that 30 others name is resolved once, not 30^5
 * times (the objects are a run's, so the cache goes with them).
 */
const contexts = new WeakMap<Translations, WeakMap<object, Map<string, Context>>>();
const NO_PLACEHOLDERS = {};

function contextFor(translations: Translations, locale: string, settings: TemplateSettings): Context {
  let bySettings = contexts.get(translations);
  if (!bySettings) contexts.set(translations, (bySettings = new WeakMap()));
  const settingsKey = settings.placeholders ?? NO_PLACEHOLDERS;
  let byLocale = bySettings.get(settingsKey);
  if (!byLocale) bySettings.set(settingsKey, (byLocale = new Map()));
  let context = byLocale.get(locale);
  if (!context) {
    const own = translations.locales.find((t) => t.locale === locale);
    const fallback = translations.locales.find((t) => t.locale === translations.default);
    byLocale.set(locale, (context = { translations, locale, settings, own, fallback, resolved: new Map(), open: new Set() }));
  }
  return context;
}

/**
 * A key's text in the context's locale: its longest form, expanded; the default's when the locale
 * lacks it; the key itself when no locale has it. A reference to a key that is being resolved (a
 * cycle: i18next warns "nesting recursively" and puts nothing there) adds nothing.
 */
function resolveKey(key: string, context: Context, depth: number): Resolved {
  const memo = `${depth}\u0000${key}`;
  const known = context.resolved.get(memo);
  if (known) return known;
  const { translations, locale, own } = context;
  let table = own;
  let forms = own?.entries.get(key);
  let fallback: ReferenceUse['fallback'];
  if (!forms || forms.length === 0) {
    table = context.fallback;
    forms = locale === translations.default ? undefined : table?.entries.get(key);
    fallback = forms && forms.length > 0 ? 'default' : 'key';
  }
  let resolved: Resolved;
  if (!forms || forms.length === 0 || !table) {
    resolved = { text: key, length: characters(key), uses: [], use: { key, locale, fallback: 'key', ...(own ? { table: own } : {}) } };
  } else {
    context.open.add(key);
    let best: { built: BoundedText; form: TranslationForm } | undefined;
    try {
      for (const form of forms) {
        const built = expandTranslation(form.text, table, context, depth);
        if (!best || built.length > best.built.length) best = { built, form };
      }
    } finally {
      context.open.delete(key);
    }
    resolved = { ...best!.built, use: { key, locale, table, form: best!.form, ...(fallback ? { fallback } : {}) } };
  }
  context.resolved.set(memo, resolved);
  return resolved;
}

/** A translation's text with its own references followed (to a depth) and its placeholders expanded. */
function expandTranslation(text: string, table: LocaleTable, context: Context, depth: number): BoundedText {
  const { translations, settings } = context;
  const out = new TextBuilder();
  const matcher = referenceMatcher(translations.reference);
  const forms = settings.placeholders ? translationForms(settings.placeholders, table) : undefined;
  const plain = (piece: string) => {
    if (forms) expandPlaceholdersInto(piece, settings.placeholders!, forms, out);
    else out.add(piece);
  };
  if (!matcher || depth >= MAX_NESTING || !text.includes(translations.reference.slice(0, 2))) {
    plain(text);
    return out.result();
  }
  let from = 0;
  for (const match of text.matchAll(matcher)) {
    plain(text.slice(from, match.index));
    from = match.index + match[0].length;
    const key = match[1]!;
    if (context.open.has(key)) continue;
    // The nested text's placeholders were expanded in its own table's forms: it is added as it is.
    out.addBounded(resolveKey(key, context, depth + 1));
  }
  plain(text.slice(from));
  return out.result();
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
