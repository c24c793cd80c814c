import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const answers = [{ poll_media: { text: 'Yes', emoji: { name: '🍕' } } }, { poll_media: { text: 'No' } }];

describe('poll-question-text', () => {
  it('rejects an emoji on the question, at its key, and says where emojis go', async () => {
    const messages = await lintInline({ poll: { question: { text: 'Pizza?', emoji: { name: '🍕' } }, answers, duration: 24 } });
    expectFindings(messages, 'poll-question-text', [{ path: '/poll/question/emoji', line: 5, column: 7, severity: 2, message: 'poll.answers[n].poll_media.emoji' }]);
  });

  it('accepts a text question (emojis on answers), a null emoji, and a poll in an interaction response', async () => {
    expectClean(await lintInline({ poll: { question: { text: 'Pizza?' }, answers, duration: 24 } }));
    expectClean(await lintInline({ poll: { question: { text: 'Pizza?', emoji: null }, answers } }), 'poll-question-text');
    expectFindings(await lintInline({ type: 4, data: { poll: { question: { text: 'Q', emoji: { id: '1' } }, answers } } }), 'poll-question-text', [{ path: '/data/poll/question/emoji' }]);
  });
});
