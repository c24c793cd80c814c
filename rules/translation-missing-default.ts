import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'translation-missing-default',
    description: 'A translation key the payload uses is missing in the default locale: Discord gets the key itself as text',
    // A warning (the severity policy): Discord accepts the request; the hazard is in the bot's locale files,
    // where no text for the key exists, so what is sent is the key itself (i18next returns the key).
    severity: 'warn',
    source: 'https://www.i18next.com/principles/fallback (with no fallback text, t() returns the key); cordlint config `locales` (docs/templates.md)',
    reportedBy: 'engine',
  },
});
