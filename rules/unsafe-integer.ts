import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'unsafe-integer',
    description: 'No integer is larger than 2^53: Discord reads such numbers (usually snowflakes without quotes) exactly, but a JavaScript reader loses digits',
    severity: 'warn',
    source: 'https://docs.discord.com/developers/reference#snowflakes (snowflakes are always returned as strings, to prevent integer overflows in some languages)',
    reportedBy: 'loader',
  },
});
