/**
 * The ESLint plugin's settings (`settings.cordlint` in eslint.config.js): the translation
 * functions' names and the locales to resolve them against.
 *
 *   settings: { cordlint: { translationFunctions: ['t', 'i18next.t', '*.t'], locales: { files: 'locales/{locale}.json', default: 'en' } } }
 */
import path from 'node:path';
import type { Translations } from '../templates/translations.js';
import type { EvaluateOptions } from './evaluate.js';
import type { JudgeOptions } from './judge.js';
import { localeLookups, type LocalesSetting } from './translations.js';

export interface SourceSettings {
  /** Names of translation functions: `t`, `i18next.t`, `*.t` (any `.t`). Default: t, i18n.t, i18next.t, *.t, __. */
  translationFunctions?: string[];
  /** The locale files, as a cordlint config's `locales` names them (relative to ESLint's working folder): i18next JSON or YAML, or Fluent (.ftl). */
  locales?: LocalesSetting;
}

/** Reads the locale files a setting names (the project layer's reader, src/project/locale-files.ts, passed in by the plugin). */
export type LocalesLoader = (setting: LocalesSetting, baseDirectory: string) => Translations;

export function loadSourceSettings(settings: SourceSettings, _filename: string, cwd: string, loadLocales?: LocalesLoader): EvaluateOptions & Omit<JudgeOptions, 'config'> {
  const out: EvaluateOptions & Omit<JudgeOptions, 'config'> = {};
  if (Array.isArray(settings.translationFunctions)) out.translationFunctions = settings.translationFunctions;
  if (loadLocales && settings.locales && typeof settings.locales.files === 'string') {
    const translations = loadLocales(settings.locales, path.resolve(cwd));
    if (translations.locales.length > 0) out.locales = localeLookups(translations);
  }
  return out;
}
