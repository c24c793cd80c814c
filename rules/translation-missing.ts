import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'translation-missing',
    description: 'A translation key the payload uses is missing in a locale: users of that locale get the default locale\'s text',
    // A warning: Discord accepts the request; what the user sees is another language's text.
    severity: 'warn',
    source: 'https://www.i18next.com/principles/fallback (a missing key falls back to the fallback language); cordlint config `locales` (docs/templates.md)',
    reportedBy: 'engine',
  },
});
