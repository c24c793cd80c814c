/**
 * One lookup per locale of a config's translations: what the CLI's source-code lint needs of them,
 * apart from reading locale files (`translations.ts`), so that linting loads no YAML parser.
 */
import type { LocaleTable, Translations } from '../templates/translations.js';
import { concatParts } from './value.js';
import type { TranslationLookup } from './materialize.js';

export interface LocaleLookup {
  name: string;
  lookup: TranslationLookup;
}

const cache = new WeakMap<Translations, LocaleLookup[]>();

/** One lookup per locale of the translations (the default locale first). */
export function localeLookups(translations: Translations): LocaleLookup[] {
  const cached = cache.get(translations);
  if (cached) return cached;
  const fallback = translations.locales.find((t) => t.locale === translations.default);
  const ordered = [...translations.locales].sort((a, b) => (a === fallback ? -1 : b === fallback ? 1 : a.locale.localeCompare(b.locale)));
  const lookups = ordered.map((table) => ({ name: table.locale, lookup: lookupIn(table, fallback) }));
  cache.set(translations, lookups);
  return lookups;
}

function lookupIn(table: LocaleTable, fallback: LocaleTable | undefined): TranslationLookup {
  return (key) => {
    const forms = formsOf(table, key) ?? (fallback ? formsOf(fallback, key) : undefined);
    if (!forms || forms.length === 0) return undefined;
    const longest = forms.reduce((a, b) => (b.length > a.length ? b : a));
    return interpolated(longest, table.syntax);
  };
}

function formsOf(table: LocaleTable, key: string): string[] | undefined {
  // i18next's namespaces: `common:buttons.vote` is `buttons.vote` in the namespace's file.
  const forms = table.entries.get(key) ?? (key.includes(':') ? table.entries.get(key.slice(key.indexOf(':') + 1)) : undefined);
  return forms?.map((f) => f.text);
}

/** A text with its interpolations as unknown parts. */
function interpolated(text: string, syntax: LocaleTable['syntax']): (string | null)[] {
  const pattern = syntax === 'fluent' ? /\{\s*\$?[\w-]+\s*\}/g : /\{\{-?\s*[^}]+\}\}|\$t\([^)]*\)/g;
  const parts: (string | null)[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), null);
    last = match.index! + match[0].length;
  }
  parts.push(text.slice(last));
  return concatParts(parts);
}
