/**
 * Translations as the Linter takes them: each locale's strings already read (by the project layer,
 * src/project/locale-files.ts), by key, each form with its place in the locale file. Pure: the
 * Linter never reads a locale file itself.
 */
import type { Range } from '../types.js';

/** One text a key can give: a plural form (i18next `_one`, `_other`...), a Fluent variant, or the only one. */
export interface TranslationForm extends Range {
  /** `one`, `other`, a Fluent variant's key, `.title` for an attribute; undefined for a plain string. */
  form?: string;
  text: string;
  /** JSON Pointer of the string in the locale file (`/settings/notify`), or the Fluent message's id. */
  path: string;
}

export interface LocaleTable {
  /** `en`, `de`... as the file name gives it. */
  locale: string;
  /** The locale file, as the project names it in results (absolute in the CLI). */
  filePath: string;
  /** How messages name the file: a path relative to the project (default: filePath). */
  name?: string;
  /** i18next JSON/YAML (`{{x}}` interpolation) or Fluent (`{ $x }`). */
  syntax: 'i18next' | 'fluent';
  /** The forms of each key. A plural's forms are under its base key (and each under its full key too). */
  entries: ReadonlyMap<string, readonly TranslationForm[]>;
}

/** The config's `locales` section with its files read: what the Linter takes. */
export interface Translations {
  /** The default locale: what Discord gets when a key is missing in another. */
  default: string;
  /** How a payload names a translation: `$t(key)` (i18next's nesting form, the default) or `{{t:key}}`. */
  reference: string;
  locales: readonly LocaleTable[];
}

export const DEFAULT_REFERENCE = '$t(key)';

/** Keys are anything but spaces, quotes, braces, parentheses and commas (i18next keys: `ns:a.b_c`). */
const KEY = '([^\\s(){}"\',]+)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const referenceCache = new Map<string, RegExp | undefined>();

/** The matcher of a reference form (the word `key` stands for the key). `$t(key, { "count": 2 })` takes i18next's options. */
export function referenceMatcher(form: string): RegExp | undefined {
  if (referenceCache.has(form)) return referenceCache.get(form);
  const at = form.indexOf('key');
  let matcher: RegExp | undefined;
  if (at !== -1) {
    const part = (text: string) => escapeRegExp(text).replace(/\s+/g, '\\s*');
    const after = form.slice(at + 3);
    const options = after.trim() === ')' ? '(?:\\s*,[^)]*)?' : '';
    matcher = new RegExp(`${part(form.slice(0, at))}\\s*${KEY}\\s*${options}${part(after)}`, 'g');
  }
  referenceCache.set(form, matcher);
  return matcher;
}

/** Whether a reference form is one the matcher understands (it names where the key stands). */
export function isReferenceForm(form: string): boolean {
  return form.includes('key');
}

/** The i18next plural suffixes: a key `items_one` is the `one` form of `items`. */
export const PLURAL_SUFFIX = /_(?:ordinal_)?(zero|one|two|few|many|other)$/;

/** The interpolation form of a locale file's own syntax, added to the config's forms inside its texts. */
export function ownPlaceholderForms(table: LocaleTable): readonly string[] {
  return table.syntax === 'fluent' ? ['{ $name }'] : ['{{name}}'];
}
