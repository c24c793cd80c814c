import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'payload-kind',
    description: 'The file holds a recognisable payload: a message, a modal, an interaction response or one component',
    severity: 'error',
    source: 'official-facts.md: Payload envelopes a file may hold',
    reportedBy: 'engine',
  },
});
