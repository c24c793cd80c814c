import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-unanswered',
    description: 'With --against: a modal submission answers every required component of the modal in SENT',
    severity: 'error',
    source: 'components-interface.md: Interaction response structures; required (default true) on modal components',
    reportedBy: 'against',
  },
});
