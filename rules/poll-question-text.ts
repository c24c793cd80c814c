import { defineRule } from '../src/engine/rule.js';
import { isObject } from '../src/payload/detect.js';

export default defineRule({
  meta: {
    id: 'poll-question-text',
    description: "A poll's question holds only text (answers may have an emoji, the question may not)",
    severity: 'error',
    source:
      'https://docs.discord.com/developers/resources/poll#poll-create-request-object ("The question of the poll. Only text is supported."); error code 520004 (Cannot use an emoji included with the poll)',
  },
  createOnce(context) {
    return {
      payload({ envelope, body, bodyPath }) {
        if (envelope.surface !== 'message' || !body || !isObject(body.poll) || !isObject(body.poll.question)) return;
        for (const key of Object.keys(body.poll.question)) {
          if (key === 'text') continue;
          const value = body.poll.question[key];
          if (value === null || value === undefined) continue;
          context.report({
            path: [...bodyPath, 'poll', 'question', key],
            target: 'key',
            message: `A poll's question supports only "text"; "${key}" is not allowed there${key === 'emoji' ? ' (an emoji goes on an answer: poll.answers[n].poll_media.emoji)' : ''}. Remove it.`,
          });
        }
      },
    };
  },
});
