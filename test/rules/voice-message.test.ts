import { describe, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const audio = { id: 0, filename: 'voice-message.ogg', duration_secs: 3.2, waveform: 'AAAA' };

describe('voice-message', () => {
  it('rejects content, embeds, components, polls and stickers beside the audio (50159)', async () => {
    const messages = await lintInline({ flags: 8192, content: 'hi', sticker_ids: ['1'], attachments: [audio] });
    expectFindings(messages, 'voice-message', [
      { path: '/content', line: 3, column: 3, severity: 2, message: '50159' },
      { path: '/sticker_ids', line: 4, column: 3 },
    ]);
  });

  it('needs exactly one attachment (50160) with duration_secs and waveform (50161)', async () => {
    expectFindings(await lintInline({ flags: 8192 }), 'voice-message', [{ path: '/flags', message: 'this one has none' }]);
    expectFindings(await lintInline({ flags: 8192, attachments: [audio, { ...audio, id: 1 }] }), 'voice-message', [{ path: '/attachments', message: 'this one has 2' }]);
    expectFindings(await lintInline({ flags: 8192, attachments: [{ id: 0, filename: 'a.ogg', duration_secs: 2 }] }), 'voice-message', [
      { path: '/attachments/0', message: 'waveform (Discord answers 50161' },
    ]);
  });

  it('accepts a voice message, empty lists beside it, and messages without the flag', async () => {
    expectClean(await lintInline({ flags: 8192, attachments: [audio] }));
    expectClean(await lintInline({ flags: 8192, content: '', embeds: [], attachments: [audio] }), 'voice-message');
    expectClean(await lintInline({ content: 'hi', attachments: [audio] }), 'voice-message');
  });
});
