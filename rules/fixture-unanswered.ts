import { defineRule } from '../src/engine/rule.js';

/** Reported by `cordlint lint --against SENT` (src/received/against.ts), which pairs a fixture with the payload it answers. */
export default defineRule({
  meta: {
    id: 'fixture-unanswered',
    description: 'With --against: a modal submission answers every required component of the modal in SENT',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-object-modal-submit-data-structure; required (default true) on modal components, https://docs.discord.com/developers/components/reference',
    reportedBy: 'against',
  },
});
