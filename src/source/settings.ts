/**
 * The ESLint plugin's settings (`settings.cordlint` in eslint.config.js): the translation
 * functions' names and the locales to resolve them against.
 *
 *   settings: { cordlint: { translationFunctions: ['t', 'i18next.t', '*.t'], locales: { files: 'locales/{locale}.json', default: 'en' } } }
 */
import path from 'node:path';
import type { EvaluateOptions } from './evaluate.js';
import type { JudgeOptions } from './judge.js';
import { loadLocalesSync, localeLookups, type LocalesSetting } from './translations.js';

export interface SourceSettings {
  /** Names of translation functions: `t`, `i18next.t`, `*.t` (any `.t`). Default: t, i18n.t, i18next.t, *.t, __. */
  translationFunctions?: string[];
  /** The locale files, as a cordlint config's `locales` names them (relative to ESLint's working folder). i18next JSON and YAML. */
  locales?: LocalesSetting;
}

export function loadSourceSettings(settings: SourceSettings, _filename: string, cwd: string): EvaluateOptions & Omit<JudgeOptions, 'config'> {
  const out: EvaluateOptions & Omit<JudgeOptions, 'config'> = {};
  if (Array.isArray(settings.translationFunctions)) out.translationFunctions = settings.translationFunctions;
  if (settings.locales && typeof settings.locales.files === 'string') {
    const translations = loadLocalesSync(settings.locales, path.resolve(cwd));
    if (translations.locales.length > 0) out.locales = localeLookups(translations);
  }
  return out;
}
