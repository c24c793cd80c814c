/**
 * The ESLint plugin's `settings.cordlint.locales`, read by the CLI's own reader of locale files
 * (src/project/locale-files.ts): i18next JSON or YAML, or Fluent (.ftl, its parser loaded only when
 * such a file is met). Read once per ESLint process and setting: an ESLint rule cannot wait.
 */
import path from 'node:path';
import { parseYaml } from '../load/yaml.js';
import { loadTranslationsSync } from '../project/locale-files.js';
import type { LocalesSetting } from '../source/translations.js';
import type { Translations } from '../templates/translations.js';

const loaded = new Map<string, Translations>();

export function loadLocaleSetting(setting: LocalesSetting, baseDirectory: string): Translations {
  const key = `${baseDirectory}\0${setting.files}\0${setting.default ?? ''}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  // The search starts at the pattern's fixed folder (`locales/` of `locales/{locale}.json`, or an absolute one).
  const pattern = path.resolve(baseDirectory, setting.files);
  const segments = pattern.split(/[\\/]/);
  const fixed = segments.findIndex((s) => /[{*?[\]]/.test(s));
  const folder = fixed <= 0 ? path.dirname(pattern) : segments.slice(0, fixed).join(path.sep) || path.sep;
  const files = path.relative(folder, pattern);
  const read = loadTranslationsSync({ files, default: setting.default ?? '', reference: '$t(key)' }, folder, baseDirectory, parseYaml);
  const { translations } = read;
  const out: Translations = { ...translations, default: setting.default ?? translations.locales[0]?.locale ?? 'en' };
  loaded.set(key, out);
  return out;
}
