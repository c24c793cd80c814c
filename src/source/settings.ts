/**
 * The ESLint plugin's settings (`settings.cordlint` in eslint.config.js): the translation
 * functions' names and the locales to resolve them against.
 */
import type { EvaluateOptions } from './evaluate.js';
import type { JudgeOptions } from './judge.js';

export interface SourceSettings {
  /** Names of translation functions: `t`, `i18next.t`, `*.t` (any `.t`). */
  translationFunctions?: string[];
}

export function loadSourceSettings(settings: SourceSettings, _filename: string, _cwd: string): EvaluateOptions & Omit<JudgeOptions, 'config'> {
  return settings.translationFunctions ? { translationFunctions: settings.translationFunctions } : {};
}
