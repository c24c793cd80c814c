import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'duplicate-key',
    description: 'No object has the same key twice (JSON parsers silently keep only the last one)',
    severity: 'warn',
    source: 'RFC 8259 section 4 (names should be unique); YAML 1.2 (mapping keys are unique); a warning: Discord accepts the request and keeps one of the values',
    reportedBy: 'loader',
  },
});
