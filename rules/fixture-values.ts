import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-values',
    description: 'With --against: the answer fits its component in SENT (String Select, Radio and Checkbox Group options; min_values..max_values; Text Input min_length..max_length and required)',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference (String Select, Text Input, File Upload, Radio Group, Checkbox Group); https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure',
    reportedBy: 'against',
  },
});
