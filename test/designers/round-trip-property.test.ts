/**
 * Export then import, for generated messages: any Unicode text (astral emoji, lone newlines,
 * quotes, "+/=" and "%" that base64 and percent-encoding could trip on) comes back equal, and the
 * designers' own browser decoders read cordlint's links to the same data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportLink, importLink } from '../../src/designers/index.js';
import { buildersDecode, discohookDecode } from './designer-formats.js';

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 });
const textDisplay = text.map((content) => ({ type: 10, content }));
const container = fc.record({ type: fc.constant(17), accent_color: fc.integer({ min: 0, max: 0xffffff }), components: fc.array(textDisplay, { minLength: 1, maxLength: 4 }) });
const v2Message = fc.record({ flags: fc.constant(32768), components: fc.array(fc.oneof(textDisplay, container), { minLength: 1, maxLength: 5 }) });
const webhookMessage = fc.record(
  {
    content: text,
    username: text,
    avatar_url: fc.webUrl(),
    thread_name: text,
    embeds: fc.array(fc.record({ title: text, description: text, color: fc.integer({ min: 0, max: 0xffffff }) }, { requiredKeys: ['title'] }), { maxLength: 3 }),
  },
  { requiredKeys: ['content'] },
);

describe('export then import, for generated messages', () => {
  it('Discohook: several messages of any text come back equal, and Discohook\'s decoder reads the same JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(webhookMessage, v2Message), { minLength: 1, maxLength: 10 }), (messages) => {
        const link = exportLink(messages, 'discohook');
        expect(importLink(link).messages.map((m) => m.payload)).toEqual(messages);
        const data = JSON.parse(discohookDecode(new URL(link).searchParams.get('data')!));
        expect(data.messages.map((m: { data: unknown }) => m.data)).toEqual(messages);
      }),
      { numRuns: 150 },
    );
  });

  it('discord.builders: components of any text come back equal, and the page\'s decoder reads the same state', async () => {
    await fc.assert(
      fc.asyncProperty(v2Message, async (message) => {
        const link = exportLink([message], 'discord.builders');
        expect(importLink(link).messages[0]!.payload).toEqual(message);
        expect(await buildersDecode(new URL(link).hash.slice(1))).toEqual(message.components);
      }),
      { numRuns: 100 },
    );
  });
});
