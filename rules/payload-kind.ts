import { defineRule } from '../src/engine/rule.js';

export default defineRule({
  meta: {
    id: 'payload-kind',
    description: 'The file holds a recognisable payload: a message, a modal, an interaction response or one component',
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/message#create-message, https://docs.discord.com/developers/interactions/receiving-and-responding#interaction-response-object (payload shapes)',
    reportedBy: 'engine',
  },
});
