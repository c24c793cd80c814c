import { describe, it } from 'vitest';
import { expectClean, expectFindings, legacy, lintInline, row } from '../helpers.js';

describe('emoji-shortcode', () => {
  it('reports shortcodes on Buttons and select options at emoji.name', async () => {
    const payload = `components:
  - type: 1
    components:
      - { type: 2, style: 2, label: Like, custom_id: like, emoji: { name: ":thumbsup:" } }
  - type: 1
    components:
      - type: 3
        custom_id: s
        options:
          - { label: Ink, value: ink, emoji: { animated: false, name: black_nib } }
`;
    expectFindings(await lintInline(payload), 'emoji-shortcode', [
      { path: '/components/0/components/0/emoji/name', line: 4, column: 75, severity: 2, message: 'BUTTON_COMPONENT_INVALID_EMOJI' },
      { path: '/components/1/components/0/options/0/emoji/name', line: 10, column: 71 },
    ]);
  });

  it('reports a shortcode in a poll answer', async () => {
    const poll = { poll: { question: { text: 'Tea?' }, answers: [{ poll_media: { text: 'Yes', emoji: { name: 'tea' } } }] } };
    expectFindings(await lintInline(poll), 'emoji-shortcode', [{ path: '/poll/answers/0/poll_media/emoji/name', line: 11, column: 21 }]);
  });

  it('accepts Unicode emoji (keycaps and flags too) and custom emoji with an id', async () => {
    const messages = await lintInline(
      legacy(
        row(
          { type: 2, style: 2, custom_id: 'a', emoji: { name: '👍' } },
          { type: 2, style: 2, custom_id: 'b', emoji: { name: '1️⃣' } },
          { type: 2, style: 2, custom_id: 'c', emoji: { name: '🇫🇷' } },
          { type: 2, style: 2, custom_id: 'd', emoji: { id: '1180218955160375406', name: 'blob' } },
        ),
      ),
    );
    expectClean(messages, 'emoji-shortcode');
  });
});
