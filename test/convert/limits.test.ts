/** The 40-component and 4000-character limits: refused with numbers, or split with --split; never truncated. */
import { describe, expect, it } from 'vitest';
import { countComponents, countText } from '../../src/convert/layout.js';
import { converted, expectValid, refused, texts, type Json } from './helpers.js';

const buttons = (row: number) => ({
  type: 1,
  components: [0, 1, 2, 3, 4].map((i) => ({ type: 2, style: 2, label: `B${row}.${i}`, custom_id: `b${row}.${i}` })),
});
const withThumbnail = (i: number) => ({ title: `E${i}`, color: i, thumbnail: { url: `https://cdn.example.com/t${i}.png` }, image: { url: `https://cdn.example.com/i${i}.png` } });

function expectWithinLimits(payload: Json): void {
  expect(countComponents(payload.components)).toBeLessThanOrEqual(40);
  expect(countText(payload.components)).toBeLessThanOrEqual(4000);
}

describe('limits', () => {
  it('refuses a message over 40 components, counting nested ones, and says by how much', () => {
    // Each embed: Container + Section + Text Display + Thumbnail + Media Gallery = 5; 10 embeds = 50.
    const result = refused({ embeds: Array.from({ length: 10 }, (_, i) => withThumbnail(i)) });
    expect(result.path).toBe('');
    expect(result.limits).toEqual([{ limit: 'components', actual: 50, max: 40 }]);
    expect(result.reason).toContain('50 components where a Components V2 message allows 40 (over by 10)');
    expect(result.reason).toContain('--split');
  });

  it('counts buttons inside Action Rows: 5 full rows and 3 embeds with thumbnails make 42', () => {
    const result = refused({ embeds: [0, 1, 2].map((i) => ({ title: `E${i}`, thumbnail: { url: `https://cdn.example.com/${i}.png` } })), components: [0, 1, 2, 3, 4].map(buttons) });
    expect(result.limits).toEqual([{ limit: 'components', actual: 42, max: 40 }]);
  });

  it('refuses more than 4000 characters of text in total, counting what the conversion adds', () => {
    const result = refused({ content: 'a'.repeat(2000), embeds: [{ title: 'T', description: 'b'.repeat(2500) }] });
    // 2000 + "### T\n" (6) + 2500
    expect(result.limits).toEqual([{ limit: 'text', actual: 4506, max: 4000 }]);
    expect(result.reason).toContain('4506 characters of Text Display content where a message allows 4000 in total (over by 506');
  });

  it('drops the Separators before refusing: a message that fits without them is converted', () => {
    // Roomy layout: 10 embeds x (Container, Text Display, Separator, footer Text Display) = 40: fits as it is.
    const embeds = Array.from({ length: 10 }, (_, i) => ({ description: `D${i}`, footer: { text: `F${i}` } }));
    const out = converted({ embeds }).payloads[0]!;
    expect(countComponents(out.components)).toBe(40);
    // A row of 5 buttons (6 components) makes it 46; the tight layout (footer merged, no Separator) is 10 x 2 + 6.
    const tight = converted({ embeds, components: [buttons(0)] }).payloads[0]!;
    expect(countComponents(tight.components)).toBe(26);
    expect(tight.components[0].components).toEqual([{ type: 10, content: 'D0\n-# F0' }]);
  });
});

describe('--split', () => {
  it('spreads a long message over several, each within the limits, keeping every embed whole when it can', async () => {
    const input = { content: 'Daily digest', embeds: Array.from({ length: 10 }, (_, i) => withThumbnail(i)), components: [0, 1].map(buttons) };
    const result = converted(input, { split: true });
    expect(result.payloads.length).toBe(2);
    for (const payload of result.payloads) {
      expectWithinLimits(payload);
      await expectValid(payload);
    }
    // No embed is cut in two: each colour appears once, and each Container keeps its Section and gallery.
    const containers = result.payloads.flatMap((p) => p.components.filter((c: Json) => c.type === 17));
    expect(containers.map((c: Json) => c.accent_color)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(containers.map((c: Json) => c.components.map((child: Json) => child.type))).toEqual(Array(10).fill([9, 12]));
    // The rows follow the last Container.
    expect(result.payloads[1]!.components.slice(-2)).toEqual([buttons(0), buttons(1)]);
    expect(result.notes).toContainEqual({ path: '', kind: 'info', message: expect.stringContaining('Split into 2 messages') });
  });

  it('cuts a text too long for one message at line breaks, never truncating, and continues its Container', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `Line ${String(i).padStart(3, '0')} of the changelog`);
    const description = lines.join('\n').slice(0, 4096);
    const result = converted({ embeds: [{ description, color: 0xff0000 }] }, { split: true });
    expect(result.payloads).toHaveLength(2);
    for (const payload of result.payloads) {
      expectWithinLimits(payload);
      expect(payload.components).toEqual([{ type: 17, accent_color: 0xff0000, components: [expect.objectContaining({ type: 10 })] }]);
      await expectValid(payload);
    }
    expect(result.payloads.flatMap(texts).join('\n')).toBe(description);
  });

  it('gives each message the attachments it shows, and the reply and nonce to the first only', async () => {
    const result = converted(
      {
        content: 'x'.repeat(1500),
        embeds: [{ description: 'y'.repeat(3000), image: { url: 'attachment://b.png' } }],
        attachments: [
          { id: '0', filename: 'a.png' },
          { id: '1', filename: 'b.png' },
        ],
        message_reference: { message_id: '42' },
        nonce: 'n',
        allowed_mentions: { parse: [] },
      },
      { split: true },
    );
    const [first, second] = result.payloads;
    expect(first).toEqual({
      flags: 32768,
      components: [{ type: 10, content: 'x'.repeat(1500) }, { type: 12, items: [{ media: { url: 'attachment://a.png' } }] }],
      attachments: [{ id: '0', filename: 'a.png' }],
      message_reference: { message_id: '42' },
      nonce: 'n',
      allowed_mentions: { parse: [] },
    });
    expect(second).toEqual({
      flags: 32768,
      components: [{ type: 17, components: [{ type: 10, content: 'y'.repeat(3000) }, { type: 12, items: [{ media: { url: 'attachment://b.png' } }] }] }],
      attachments: [{ id: '1', filename: 'b.png' }],
      allowed_mentions: { parse: [] },
    });
    await expectValid(first);
    await expectValid(second);
  });

  it('says that only the first message of a split edit edits the message', async () => {
    const result = converted({ content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] }, { split: true, edit: true });
    expect(result.payloads.map((p) => 'content' in p)).toEqual([true, false]);
    expect(result.notes).toContainEqual({ path: '', kind: 'info', message: expect.stringContaining('only the first one edits the message; send the others as new messages') });
    expect(converted({ content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] }, { split: true }).notes[0]!.message).not.toContain('edits');
  });

  it('makes the first message the interaction response and the others follow-ups', async () => {
    const result = converted({ type: 4, data: { flags: 64, content: 'a'.repeat(2000), embeds: [{ description: 'b'.repeat(2500) }] } }, { split: true });
    expect(result.payloads).toEqual([
      { type: 4, data: { flags: 64 | 32768, components: [{ type: 10, content: 'a'.repeat(2000) }] } },
      { flags: 64 | 32768, components: [{ type: 17, components: [{ type: 10, content: 'b'.repeat(2500) }] }] },
    ]);
    expect(result.notes).toContainEqual({ path: '/data', kind: 'info', message: expect.stringContaining('follow-up messages') });
    await expectValid(result.payloads[0]);
    await expectValid(result.payloads[1], { followUp: true });
  });
});
