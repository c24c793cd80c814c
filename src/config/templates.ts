/** The config's `placeholders` and `locales` sections, normalised (defaults filled in). See docs/templates.md. */
import { DEFAULT_PLACEHOLDER_SYNTAX, type PlaceholderSettings } from '../templates/placeholders.js';
import { DEFAULT_REFERENCE } from '../templates/translations.js';

export interface RawPlaceholders {
  syntax?: string[];
  values?: Record<string, number>;
  unknown?: 'warn' | 'error' | number;
}

export interface RawLocales {
  files: string;
  default?: string;
  reference?: string;
}

/** `locales` as cordlint uses it: where the files are (relative to the config's folder), the default locale, the reference form. */
export interface LocalesConfig {
  files: string;
  default: string;
  reference: string;
}

export function normalisePlaceholders(raw: RawPlaceholders): PlaceholderSettings {
  return {
    syntax: raw.syntax && raw.syntax.length > 0 ? raw.syntax : [...DEFAULT_PLACEHOLDER_SYNTAX],
    values: raw.values ?? {},
    unknown: raw.unknown ?? 'warn',
  };
}

/** The default locale defaults to `en`, i18next's usual fallback language. */
export function normaliseLocales(raw: RawLocales): LocalesConfig {
  return { files: raw.files, default: raw.default ?? 'en', reference: raw.reference ?? DEFAULT_REFERENCE };
}
