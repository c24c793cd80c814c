import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-custom-id',
    description: 'With --against: every custom_id of a fixture is on a component of SENT, of the same type, in the same place (Label, Action Row) and with the same id',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#anatomy-of-a-component-custom-id (custom_id returned in the interaction); https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-message-component-data-structure, #interaction-object-modal-submit-data-structure',
    reportedBy: 'against',
  },
});
