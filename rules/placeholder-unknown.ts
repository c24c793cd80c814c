import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'placeholder-unknown',
    description: 'A placeholder the config does not declare: its longest text is unknown, so its own text is counted (reported once per name in a file)',
    // A warning: Discord gets whatever the bot puts there; the hazard is that nothing checks its length.
    severity: 'warn',
    source:
      'cordlint config `placeholders` (docs/templates.md); the limits it protects are Discord\'s: https://docs.discord.com/developers/components/reference',
    reportedBy: 'engine',
  },
});
