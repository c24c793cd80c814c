import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'translation-cycle',
    description: 'No key of a locale file names itself again through other keys ($t(a) in b, $t(b) in a): i18next warns and puts nothing where the cycle closes',
    // A warning: Discord is never sent the cycle; the text loses the part where it closes.
    severity: 'warn',
    source: 'https://www.i18next.com/translation-function/nesting (nesting; i18next logs "nesting recursively" for a cycle); cordlint config `locales` (docs/templates.md)',
    reportedBy: 'project',
  },
});
