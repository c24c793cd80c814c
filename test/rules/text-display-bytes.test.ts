import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline, modal, text, v2 } from '../helpers.js';

/** Japanese text: 3 bytes of UTF-8 for each character. */
const ja = (n: number) => 'あ'.repeat(n);

describe('text-display-bytes', () => {
  it('accepts a message whose Text Displays are within 10170 bytes with 12 for each', async () => {
    // 3386 characters of 3 bytes are 10158 bytes, and 12 for the one Text Display: exactly 10170.
    expectClean(await lintInline(v2(text(ja(3386)))), 'text-display-bytes');
    expectClean(await lintInline(v2(text('a'.repeat(4000)))), 'text-display-bytes');
  });

  it('warns at the Text Display that takes the bytes past 10170: 3,501 Japanese characters', async () => {
    const messages = await lintInline(v2(text(ja(1750)), text(ja(1751))));
    expectFindings(messages, 'text-display-bytes', [{ path: '/components/1/content', line: 10, column: 18, severity: 1, message: '10527 bytes' }]);
    const message = messages.find((m) => m.ruleId === 'text-display-bytes')!.message;
    expect(message).toContain('HTTP 500');
    expect(message).toContain('discord/discord-api-docs#8554');
    expect(message).toContain('about 357 bytes');
    // Within 4000 characters: text-display-total says nothing.
    expectClean(messages, 'text-display-total');
  });

  it('counts 12 bytes for each Text Display: the overhead alone can pass the budget', async () => {
    // 40 Text Displays (the most a message holds) of 84 Japanese characters: 3360 characters,
    // 10080 bytes of text (within 10170), 10560 with 12 for each.
    const messages = await lintInline(v2(...Array.from({ length: 40 }, () => text(ja(84)))));
    expectFindings(messages, 'text-display-bytes', [{ path: '/components/38/content', message: 'hold 10560 bytes' }]);
  });

  it('leaves a message over 4000 characters to text-display-total', async () => {
    const messages = await lintInline(v2(text(ja(2100)), text(ja(2100))));
    expectClean(messages, 'text-display-bytes');
    expect(messages.some((m) => m.ruleId === 'text-display-total')).toBe(true);
  });

  it('does not check modals', async () => {
    expectClean(await lintInline(modal({ type: 10, content: ja(3500) })), 'text-display-bytes');
  });
});
