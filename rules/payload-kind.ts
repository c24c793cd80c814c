import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'payload-kind',
    description: 'The file holds a recognisable payload: a message, a modal, an interaction response or one component',
    severity: 'error',
    source:
      'https://discord.com/developers/docs/resources/message#create-message, https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object (payload shapes)',
    reportedBy: 'engine',
  },
});
