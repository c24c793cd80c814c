import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-custom-id',
    description: 'With --against: every custom_id of a fixture is on a component of SENT, of the same type, in the same place (Label, Action Row) and with the same id',
    severity: 'error',
    source: 'components-interface.md: custom_id (returned unchanged in the interaction payload), Interaction response structures',
    reportedBy: 'against',
  },
});
