/** Each mapping rule of a legacy message, asserted on the exact output; every output lints clean. */
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/convert/index.js';
import { converted, convertedOne, expectValid, mediaUrls, refused, TD, texts } from './helpers.js';

const ROW = { type: 1, components: [{ type: 2, style: 1, label: 'Yes', custom_id: 'yes' }] };
const LINK_ROW = { type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://example.com/docs' }] };

describe('content', () => {
  it('becomes the first Text Display, outside any Container; the flag is set and content removed', async () => {
    const out = convertedOne({ content: 'Hello <@123>', embeds: [{ description: 'Body' }], allowed_mentions: { parse: ['users'] } });
    expect(out).toEqual({
      flags: 32768,
      components: [TD('Hello <@123>'), { type: 17, components: [TD('Body')] }],
      allowed_mentions: { parse: ['users'] },
    });
    await expectValid(out);
  });

  it('keeps the other flag bits and the position of flags', async () => {
    const out = convertedOne({ flags: 4, content: 'Quiet' });
    expect(out).toEqual({ flags: 4 | 32768, components: [TD('Quiet')] });
    expect(Object.keys(out)).toEqual(['flags', 'components']);
    await expectValid(out);
  });

  it('leaves out blank content', async () => {
    const out = convertedOne({ content: '  ', components: [ROW] });
    expect(out).toEqual({ flags: 32768, components: [ROW] });
    await expectValid(out);
  });

  it('keeps fields it does not convert (tts with a note, message_reference, nonce)', async () => {
    const result = converted({ content: 'Hi', tts: true, message_reference: { message_id: '1' }, nonce: 'n1' });
    expect(result.payloads[0]).toEqual({ flags: 32768, components: [TD('Hi')], tts: true, message_reference: { message_id: '1' }, nonce: 'n1' });
    expect(result.notes).toEqual([{ path: '/tts', kind: 'approximated', message: expect.stringContaining('text-to-speech') }]);
    await expectValid(result.payloads[0]);
  });
});

describe('embed -> Container', () => {
  it('maps colour, author (with url), title (with url) and description', async () => {
    const out = convertedOne({
      embeds: [
        {
          color: 0x5865f2,
          author: { name: 'Jane', url: 'https://example.com/jane' },
          title: 'Release 1.2',
          url: 'https://example.com/r',
          description: 'Many fixes.',
        },
      ],
    });
    expect(out.components).toEqual([
      {
        type: 17,
        accent_color: 0x5865f2,
        components: [TD('-# [Jane](https://example.com/jane)\n### [Release 1.2](https://example.com/r)\nMany fixes.')],
      },
    ]);
    await expectValid(out);
  });

  it('writes a link as "text (url)" when a masked link would not render or would lose text', async () => {
    const out = convertedOne({ embeds: [{ title: 'Array [1]', url: 'https://example.com/a' }, { title: 'Open', url: 'steam://run/1' }] });
    expect(texts(out)).toEqual(['### Array [1] (https://example.com/a)', '### Open (steam://run/1)']);
  });

  it('does not mask a link whose text ends with a backslash: it would escape the closing bracket', () => {
    const out = convertedOne({ embeds: [{ title: 'C:\\Games\\', url: 'https://example.com/games' }] });
    expect(texts(out)).toEqual(['### C:\\Games\\ (https://example.com/games)']);
  });

  it('keeps an embed url without title as a bare link', () => {
    expect(texts(convertedOne({ embeds: [{ url: 'https://example.com/x', description: 'D' }] }))).toEqual(['https://example.com/x\nD']);
  });

  it('stacks fields (name in bold, value below) and notes that inline layout is not reproduced', async () => {
    const result = converted({
      embeds: [
        {
          description: 'Stats',
          fields: [
            { name: 'Wins', value: '10', inline: true },
            { name: 'Losses', value: '2', inline: true },
            { name: 'Notes', value: 'Line 1\nLine 2' },
          ],
        },
      ],
    });
    expect(texts(result.payloads[0])).toEqual(['Stats\n\n**Wins**\n10\n**Losses**\n2\n**Notes**\nLine 1\nLine 2']);
    expect(result.notes).toEqual([
      { path: '/embeds/0/fields/0/inline', kind: 'approximated', message: expect.stringContaining('Inline field layout is not reproduced (fields[0], fields[1])') },
    ]);
    await expectValid(result.payloads[0]);
  });

  it('puts up to three inline fields on one line with fields: inline', () => {
    const fields = ['A', 'B', 'C', 'D'].map((name) => ({ name, value: name.toLowerCase(), inline: true }));
    const result = converted({ embeds: [{ fields: [...fields, { name: 'E', value: 'e' }] }] }, { fields: 'inline' });
    expect(texts(result.payloads[0])).toEqual(['**A:** a · **B:** b · **C:** c\n**D:** d\n**E**\ne']);
    expect(result.notes[0]!.message).toContain('up to three in a row share one line');
  });

  it('drops blank spacer fields with a note, and keeps a field with a blank name as its value', () => {
    const result = converted({ embeds: [{ fields: [{ name: '\u200b', value: '\u200b', inline: true }, { name: '\u200b', value: 'Only value' }] }] });
    expect(texts(result.payloads[0])).toEqual(['Only value']);
    expect(result.notes.map((n) => [n.path, n.kind])).toEqual([
      ['/embeds/0/fields/0', 'dropped'],
      ['/embeds/0/fields/0/inline', 'approximated'],
    ]);
  });

  it('puts a thumbnail beside the text: a Section with the Thumbnail as accessory', async () => {
    const out = convertedOne({ embeds: [{ title: 'T', description: 'D', thumbnail: { url: 'https://cdn.example.com/t.png' } }] });
    expect(out.components).toEqual([
      { type: 17, components: [{ type: 9, components: [TD('### T\nD')], accessory: { type: 11, media: { url: 'https://cdn.example.com/t.png' } } }] },
    ]);
    await expectValid(out);
  });

  it('shows a thumbnail-only embed in a Media Gallery (a Section needs text), with a note', async () => {
    const result = converted({ embeds: [{ thumbnail: { url: 'https://cdn.example.com/t.png' }, color: 1 }] });
    expect(result.payloads[0]!.components).toEqual([{ type: 17, accent_color: 1, components: [{ type: 12, items: [{ media: { url: 'https://cdn.example.com/t.png' } }] }] }]);
    expect(result.notes).toEqual([{ path: '/embeds/0/thumbnail/url', kind: 'approximated', message: expect.stringContaining('shown in a Media Gallery') }]);
    await expectValid(result.payloads[0]);
  });

  it('puts image and video in a Media Gallery, noting video playback', async () => {
    const result = converted({ embeds: [{ title: 'Clip', image: { url: 'https://cdn.example.com/poster.png' }, video: { url: 'https://cdn.example.com/clip.mp4' } }] });
    expect(result.payloads[0]!.components[0].components[1]).toEqual({
      type: 12,
      items: [{ media: { url: 'https://cdn.example.com/poster.png' } }, { media: { url: 'https://cdn.example.com/clip.mp4' } }],
    });
    expect(result.notes).toEqual([{ path: '/embeds/0/video/url', kind: 'approximated', message: expect.stringContaining('Media Gallery') }]);
    await expectValid(result.payloads[0]);
  });

  it('merges embeds sharing one url that only add an image (the gallery trick) into one gallery', async () => {
    const url = 'https://example.com/album';
    const result = converted({
      embeds: [
        { url, title: 'Album', image: { url: 'https://cdn.example.com/1.png' }, color: 7 },
        { url, image: { url: 'https://cdn.example.com/2.png' } },
        { url, image: { url: 'https://cdn.example.com/3.png' } },
        { url: 'https://example.com/other', image: { url: 'https://cdn.example.com/4.png' } },
      ],
    });
    const components = result.payloads[0]!.components;
    expect(components).toHaveLength(2);
    expect(components[0].components[1].items.map((i: { media: { url: string } }) => i.media.url)).toEqual([
      'https://cdn.example.com/1.png',
      'https://cdn.example.com/2.png',
      'https://cdn.example.com/3.png',
    ]);
    expect(mediaUrls(components[1])).toEqual(['https://cdn.example.com/4.png']);
    expect(result.notes.map((n) => n.path)).toEqual(['/embeds/1', '/embeds/2']);
    await expectValid(result.payloads[0]);
  });

  it('does not merge a same-url embed that has text of its own', () => {
    const url = 'https://example.com/a';
    const out = convertedOne({ embeds: [{ url, title: 'A', image: { url: 'https://cdn.example.com/1.png' } }, { url, title: 'B', image: { url: 'https://cdn.example.com/2.png' } }] });
    expect(out.components.filter((c: { type: number }) => c.type === 17)).toHaveLength(2);
  });

  it('writes footer text and timestamp as one subtext line with <t:UNIX:f>, after a Separator', async () => {
    const out = convertedOne({ embeds: [{ description: 'Body', footer: { text: 'Example Inc.' }, timestamp: '2025-05-01T12:00:00.000Z' }] });
    expect(out.components[0].components).toEqual([TD('Body'), { type: 14, divider: true, spacing: 1 }, TD('-# Example Inc. • <t:1746100800:f>')]);
    await expectValid(out);
  });

  it('keeps a timestamp alone, and keeps one that is not ISO 8601 as text with a note', () => {
    expect(texts(convertedOne({ embeds: [{ timestamp: '2024-01-02T03:04:05Z' }] }))).toEqual(['-# <t:1704164645:f>']);
    const result = converted({ embeds: [{ description: 'D', timestamp: 'yesterday' }] });
    expect(texts(result.payloads[0])).toEqual(['D', '-# yesterday']);
    expect(result.notes).toEqual([{ path: '/embeds/0/timestamp', kind: 'approximated', message: expect.stringContaining('not an ISO 8601 date') }]);
  });

  it('reads a timestamp without a time zone as UTC, whatever the time zone of the machine', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(new Date(2025, 0, 1).getTimezoneOffset(), tz).not.toBe(0); // the zone did change
        const out = convertedOne({ embeds: [{ timestamp: '2025-06-01T18:00:00' }, { timestamp: '2025-06-01 18:00' }, { timestamp: '2025-06-02' }] });
        expect(texts(out), tz).toEqual(['-# <t:1748800800:f>', '-# <t:1748800800:f>', '-# <t:1748822400:f>']);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('prefixes every line of a multi-line footer with -#', () => {
    expect(texts(convertedOne({ embeds: [{ footer: { text: 'One\nTwo' } }] }))).toEqual(['-# One\n-# Two']);
  });

  it('keeps author and footer icons as links with a note, or drops them with --icons drop', async () => {
    const embed = { author: { name: 'Bot', icon_url: 'https://cdn.example.com/a.png' }, description: 'D', footer: { text: 'F', icon_url: 'https://cdn.example.com/f.png' } };
    const linked = converted({ embeds: [embed] });
    expect(texts(linked.payloads[0])).toEqual(['-# Bot · [icon](https://cdn.example.com/a.png)\nD', '-# F • [icon](https://cdn.example.com/f.png)']);
    expect(linked.notes.map((n) => [n.path, n.kind])).toEqual([
      ['/embeds/0/author/icon_url', 'approximated'],
      ['/embeds/0/footer/icon_url', 'approximated'],
    ]);
    const dropped = converted({ embeds: [embed] }, { icons: 'drop' });
    expect(texts(dropped.payloads[0])).toEqual(['-# Bot\nD', '-# F']);
    expect(dropped.notes.map((n) => [n.path, n.kind])).toEqual([
      ['/embeds/0/author/icon_url', 'dropped'],
      ['/embeds/0/footer/icon_url', 'dropped'],
    ]);
    await expectValid(linked.payloads[0]);
  });

  it('keeps the provider as a subtext line with a note', () => {
    const result = converted({ embeds: [{ provider: { name: 'YouTube', url: 'https://youtube.com' }, title: 'Video' }] });
    expect(texts(result.payloads[0])).toEqual(['-# [YouTube](https://youtube.com)\n### Video']);
    expect(result.notes).toEqual([{ path: '/embeds/0/provider', kind: 'approximated', message: expect.stringContaining('provider') }]);
  });

  it('reports fields it does not know and response-only proxies as dropped', () => {
    const result = converted({ embeds: [{ title: 'T', sparkle: true, image: { url: 'https://cdn.example.com/i.png', proxy_url: 'https://media.example.com/i.png', width: 10 } }] });
    expect(result.notes.map((n) => [n.path, n.kind])).toEqual([
      ['/embeds/0/sparkle', 'dropped'],
      ['/embeds/0/image/proxy_url', 'dropped'],
    ]);
  });

  it('leaves out an embed that shows nothing, with a note naming its colour', () => {
    const result = converted({ content: 'Hi', embeds: [{ color: 255 }] });
    expect(result.payloads[0]!.components).toEqual([TD('Hi')]);
    expect(result.notes).toEqual([{ path: '/embeds/0', kind: 'dropped', message: expect.stringContaining('only its colour 255') }]);
  });

  it('keeps the alt text of an image and a thumbnail, and refuses one longer than a V2 description can hold', async () => {
    const out = convertedOne({ embeds: [{ description: 'D', image: { url: 'https://e.com/i.png', description: 'a'.repeat(1024) }, thumbnail: { url: 'https://e.com/t.png', description: 'Logo' } }] });
    expect(out.components[0].components[0].accessory).toEqual({ type: 11, media: { url: 'https://e.com/t.png' }, description: 'Logo' });
    expect(out.components[0].components[1].items).toEqual([{ media: { url: 'https://e.com/i.png' }, description: 'a'.repeat(1024) }]);
    await expectValid(out);
    for (const key of ['image', 'thumbnail']) {
      const result = refused({ embeds: [{ description: 'D', [key]: { url: 'https://e.com/i.png', description: 'a'.repeat(1100) } }] });
      expect(result.path).toBe(`/embeds/0/${key}/description`);
      expect(result.reason).toContain('1100 characters');
      expect(result.reason).toContain('1024');
    }
  });

  it('refuses an embed whose fields have the wrong type, naming the path', () => {
    expect(refused({ embeds: [{ title: 5 }] })).toMatchObject({ path: '/embeds/0/title', reason: expect.stringContaining('not a string') });
    expect(refused({ embeds: [{ color: '#ff0000' }] })).toMatchObject({ path: '/embeds/0/color' });
    expect(refused({ embeds: 'x' })).toMatchObject({ path: '/embeds' });
  });
});

describe('Action Rows', () => {
  it('come after the Containers', async () => {
    const out = convertedOne({ components: [ROW], embeds: [{ description: 'A' }, { description: 'B' }] });
    expect(out.components.map((c: { type: number }) => c.type)).toEqual([17, 17, 1]);
    expect(out.components[2]).toEqual(ROW);
    await expectValid(out);
  });

  it('go inside the last Container with rows: in-last-container', async () => {
    const out = convertedOne({ components: [ROW, LINK_ROW], embeds: [{ description: 'A' }, { description: 'B' }] }, { rows: 'in-last-container' });
    expect(out.components).toEqual([
      { type: 17, components: [TD('A')] },
      { type: 17, components: [TD('B'), ROW, LINK_ROW] },
    ]);
    await expectValid(out);
  });

  it('stay at the top level when there is no Container to hold them', () => {
    expect(convertedOne({ content: 'x', components: [ROW] }, { rows: 'in-last-container' }).components).toEqual([TD('x'), ROW]);
  });

  it('are copies: the input is not changed', () => {
    const input = { content: 'x', components: [ROW] };
    const out = convertedOne(input);
    expect(out.components[1]).not.toBe(ROW);
    expect(input).toEqual({ content: 'x', components: [ROW] });
  });
});

describe('attachments', () => {
  it('shows images in a Media Gallery and other files as File components, after the content', async () => {
    const result = converted({
      content: 'Files',
      embeds: [{ description: 'E' }],
      attachments: [
        { id: 0, filename: 'report.pdf' },
        { id: '1', filename: 'chart.png', description: 'Sales chart' },
        { id: '2', filename: 'SPOILER_plot.jpg' },
      ],
    });
    const out = result.payloads[0]!;
    expect(out.components).toEqual([
      TD('Files'),
      { type: 12, items: [{ media: { url: 'attachment://chart.png' }, description: 'Sales chart' }, { media: { url: 'attachment://SPOILER_plot.jpg' }, spoiler: true }] },
      { type: 13, file: { url: 'attachment://report.pdf' } },
      { type: 17, components: [TD('E')] },
    ]);
    expect(out.attachments).toEqual([
      { id: '0', filename: 'report.pdf' },
      { id: '1', filename: 'chart.png', description: 'Sales chart' },
      { id: '2', filename: 'SPOILER_plot.jpg' },
    ]);
    await expectValid(out);
  });

  it('adds nothing for an attachment a component already shows', () => {
    const out = convertedOne({ embeds: [{ image: { url: 'attachment://chart.png' } }], attachments: [{ id: '0', filename: 'chart.png' }] });
    expect(mediaUrls(out)).toEqual(['attachment://chart.png']);
  });

  it('refuses an embed image naming a file the attachments list lacks, and accepts one when there is no list', () => {
    const result = refused({ embeds: [{ image: { url: 'attachment://chart.png' } }], attachments: [{ id: '0', filename: 'graph.png' }] });
    expect(result.path).toBe('/embeds/0/image/url');
    expect(result.reason).toContain('attachment://chart.png names a file that is not in "attachments" ("graph.png")');
    expect(convertedOne({ embeds: [{ image: { url: 'attachment://chart.png' } }] }).components).toEqual([
      { type: 17, components: [{ type: 12, items: [{ media: { url: 'attachment://chart.png' } }] }] },
    ]);
  });

  it('refuses an attachment without a filename, which no component could show', () => {
    expect(refused({ content: 'x', attachments: [{ id: '123' }] })).toMatchObject({ path: '/attachments/0', reason: expect.stringContaining('no filename') });
  });
});

describe('what Components V2 cannot hold', () => {
  it('refuses a poll, saying why', () => {
    expect(refused({ content: 'Vote', poll: { question: { text: 'Q' }, answers: [] } })).toMatchObject({
      path: '/poll',
      reason: expect.stringContaining('polls are disabled in Components V2'),
    });
  });

  it('refuses stickers, but not an empty sticker list', () => {
    expect(refused({ content: 'x', sticker_ids: ['1'] }).path).toBe('/sticker_ids');
    expect(refused({ content: 'x', stickers: [{ id: '1' }] }).path).toBe('/stickers');
    expect(convert({ content: 'x', sticker_ids: [] }).status).toBe('converted');
  });

  it('refuses a voice message and a shared client theme', () => {
    expect(refused({ flags: 8192, attachments: [{ id: '0', filename: 'v.ogg' }] }).path).toBe('/flags');
    expect(refused({ content: 'x', shared_client_theme: { colors: [] } }).path).toBe('/shared_client_theme');
  });

  it('refuses a message that shows nothing', () => {
    expect(refused({ allowed_mentions: { parse: [] } }).reason).toContain('needs at least one component');
  });
});

describe('mentions', () => {
  it('narrows allowed_mentions so that mentions moved out of embeds do not start pinging', async () => {
    const result = converted({ content: 'Hi <@1>', embeds: [{ description: 'Assigned to <@2> and <@&3>, @everyone' }] });
    const out = result.payloads[0]!;
    expect(out.allowed_mentions).toEqual({ parse: [], users: ['1'] });
    expect(result.notes).toEqual([{ path: '/allowed_mentions', kind: 'approximated', message: expect.stringContaining('nobody new is notified') }]);
    await expectValid(out);
  });

  it('keeps allowed_mentions as it is when the embeds mention nobody new', () => {
    const out = convertedOne({ content: 'Hi <@1>', embeds: [{ description: 'Again <@1>' }], allowed_mentions: { parse: ['users'], replied_user: false } });
    expect(out.allowed_mentions).toEqual({ parse: ['users'], replied_user: false });
  });

  it('leaves alone mentions that allowed_mentions already silences', () => {
    const out = convertedOne({ embeds: [{ description: '<@2>' }], allowed_mentions: { parse: [] } });
    expect(out.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('edits', () => {
  it('keeps content and embeds that the input clears explicitly', async () => {
    const out = convertedOne({ content: null, embeds: [], components: [ROW] });
    expect(out).toEqual({ content: null, embeds: [], flags: 32768, components: [ROW] });
    expect(Object.keys(out)).toEqual(['content', 'flags', 'components', 'embeds']);
    await expectValid(out);
  });

  it('clears content and embeds with --edit, as Discord requires to upgrade a message', async () => {
    const out = convertedOne({ content: 'Edited', embeds: [{ description: 'E' }] }, { edit: true });
    expect(out).toEqual({ content: null, embeds: [], flags: 32768, components: [TD('Edited'), { type: 17, components: [TD('E')] }] });
    await expectValid(out);
  });
});
