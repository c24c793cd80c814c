import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'unsafe-integer',
    description: 'No integer is larger than 2^53: such numbers (usually snowflakes written without quotes) have already lost digits',
    severity: 'error',
    source: 'components-interface.md: snowflake is an identifier string',
    reportedBy: 'loader',
  },
});
