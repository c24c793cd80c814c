import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-never-sent',
    description: 'With --against: no fixture answers a link or premium Button or a disabled component, which send no interaction',
    severity: 'error',
    source: 'components-interface.md: Button validity rules 2 and 3 (link and premium buttons send no interaction); Interaction events for components',
    reportedBy: 'against',
  },
});
