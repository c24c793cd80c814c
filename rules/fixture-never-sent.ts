import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-never-sent',
    description: 'With --against: no fixture answers a link or premium Button or a disabled component, which send no interaction',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/components/reference#button (link and premium buttons send no interaction); a disabled component cannot be used',
    reportedBy: 'against',
  },
});
