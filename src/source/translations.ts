/**
 * Translations in code: `t('buttons.vote')` resolved against the config's locales, one locale at a
 * time. A key gives its longest form (plural forms, Fluent variants), with its interpolations
 * (`{{user}}`, `{ $user }`) as unknown parts: counted as nothing for a maximum length, so the fixed
 * text alone is measured. A key missing from a locale falls back to the default locale, as i18next does.
 */

export { localeLookups, type LocaleLookup } from './locale-lookups.js';

/** The ESLint plugin's `settings.cordlint.locales`: `{ files: 'locales/{locale}.json', default: 'en' }`, as a cordlint config's `locales` names them. */
export interface LocalesSetting {
  files: string;
  default?: string;
}
