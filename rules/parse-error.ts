import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'parse-error',
    description: 'The file can be read: valid UTF-8 JSON or YAML, not empty, not binary, not absurdly large or deep',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/reference (JSON bodies); Discord answers 50109 for invalid JSON',
    reportedBy: 'loader',
  },
});
