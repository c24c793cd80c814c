import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'translation-missing-default',
    description: 'A translation key the payload uses is missing in the default locale: Discord gets the key itself as text',
    // An error: no locale has a text for the key, so what is sent is the key (i18next returns the key), never the words meant.
    severity: 'error',
    source: 'https://www.i18next.com/principles/fallback (with no fallback text, t() returns the key); cordlint config `locales` (docs/templates.md)',
    reportedBy: 'engine',
  },
});
