import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportLink, importFileText, importLink } from '../../src/designers/index.js';
import { Linter } from '../../src/linter/index.js';
import { read, runCli, scratch } from '../cli-helpers.js';
import { buildersDecode, buildersEncode, buildersEncodeOld, discohookDecode, discohookLinkOf } from './designer-formats.js';

const linter = new Linter();
const errorsOf = (payload: unknown) => linter.lintValue(payload).messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId} ${m.message}`);

/** Real links found in public repositories' READMEs, as Discohook made them. */
const REAL_DISCOHOOK_TEST =
  'https://discohook.app/?data=eyJ2ZXJzaW9uIjoiZDIiLCJtZXNzYWdlcyI6W3siX2lkIjoiWk9sZTE0ZjdrcCIsImRhdGEiOnsiY29udGVudCI6IlRlc3QiLCJlbWJlZHMiOm51bGwsImF0dGFjaG1lbnRzIjpbXX19XX0';
const REAL_DISCOHOOK_WELCOME =
  'https://discohook.app/?data=eyJ2ZXJzaW9uIjoiZDIiLCJtZXNzYWdlcyI6W3siX2lkIjoiMzBrTDJtSVBuZSIsImRhdGEiOnsiZW1iZWRzIjpbeyJhdXRob3IiOnsibmFtZSI6IlNxdWlzaHkiLCJpY29uX3VybCI6Imh0dHBzOi8vcmF3LmdpdGh1YnVzZXJjb250ZW50LmNvbS9lbmhhbmNlZHJvY2svZW5oYW5jZWRyb2NrL3JlZnMvaGVhZHMvbWFpbi9zcXVpc2h5cGZwLnBuZyJ9LCJ0aXRsZSI6IldlbGNvbWUhIiwiY29sb3IiOjM0NDcwMDMsImRlc2NyaXB0aW9uIjoiV2VsY29tZSB0byB0aGUgc2VydmVyLCB7dXNlci5tZW50aW9ufSEgV2UncmUgaGFwcHkgdG8gaGF2ZSB5b3UgaGVyZSEgOjMiLCJmaWVsZHMiOlt7Im5hbWUiOiJIZXkhISIsInZhbHVlIjoiSGVyZSBhcmUgc29tZSB0aGluZ3MgdG8gZG8uLiJ9LHsibmFtZSI6IlJlYWQgdGhlIHJ1bGVzISIsInZhbHVlIjoiVGhleSdsbCBjb21lIGluIGhhbmR5LiIsImlubGluZSI6dHJ1ZX0seyJuYW1lIjoiQ2hlY2sgdGhlIEZBUSEiLCJ2YWx1ZSI6IkFueSBpc3N1ZXMgb3IgcXVlc3Rpb25zIHlvdSBoYXZlIG1pZ2h0IGJlIHRoZXJlLiIsImlubGluZSI6dHJ1ZX0seyJuYW1lIjoiSW50cm9kdWNlIHlvdXJzZWxmISIsInZhbHVlIjoiSXQnbGwgaGVscCBwZW9wbGUgc3RyaWtlIHVwIGEgY29udmVyc2F0aW9uIHdpdGggeW91LiIsImlubGluZSI6dHJ1ZX1dLCJpbWFnZSI6eyJ1cmwiOiJodHRwczovL2dpdGh1Yi5jb20vZW5oYW5jZWRyb2NrL2VuaGFuY2Vkcm9jay9yYXcvcmVmcy9oZWFkcy9tYWluL3NxdWlzaHlwZnAucG5nIn0sInRodW1ibmFpbCI6eyJ1cmwiOiJodHRwczovL2dpdGh1Yi5jb20vZW5oYW5jZWRyb2NrL2VuaGFuY2Vkcm9jay9yYXcvcmVmcy9oZWFkcy9tYWluL3NxdWlzaHlwZnAucG5nIn0sImZvb3RlciI6eyJ0ZXh0IjoiWW91IGFyZSBvdXIge21lbWJlcmNvdW50LmZvcm1hdH0gbWVtYmVyISIsImljb25fdXJsIjoiaHR0cHM6Ly9naXRodWIuY29tL2VuaGFuY2Vkcm9jay9lbmhhbmNlZHJvY2svcmF3L3JlZnMvaGVhZHMvbWFpbi9zcXVpc2h5cGZwLnBuZyJ9LCJ0aW1lc3RhbXAiOiIyMDI1LTA3LTE3VDEwOjQ5OjMzLjkwOVoifV19fV19';

const SQUISHY = 'https://github.com/enhancedrock/enhancedrock/raw/refs/heads/main/squishypfp.png';

/** A Components V2 message as a webhook sends it, with the webhook's own fields. */
const V2_MESSAGE = {
  username: 'Release bot',
  avatar_url: 'https://example.com/bot.png',
  thread_name: 'Release 2.0 ✨',
  flags: 32768,
  components: [
    {
      type: 17,
      accent_color: 5793266,
      components: [
        { type: 10, content: '# Release 2.0\nÜnïcödé and emoji 🎉 survive.' },
        { type: 14, divider: true, spacing: 2 },
        {
          type: 9,
          components: [{ type: 10, content: 'Read the notes' }],
          accessory: { type: 2, style: 5, label: 'Notes', url: 'https://example.com/notes' },
        },
        { type: 1, components: [{ type: 2, style: 1, label: 'Subscribe', custom_id: 'subscribe' }] },
      ],
    },
    { type: 12, items: [{ media: { url: 'https://example.com/a.png' }, description: 'A' }] },
  ],
};

const EMBED_MESSAGE = {
  content: 'Hello <@&123456789012345678>',
  username: 'Announcer',
  embeds: [
    {
      title: 'Weekly digest',
      description: 'What happened',
      color: 16711680,
      fields: [{ name: 'One', value: '1', inline: true }],
      footer: { text: 'See you' },
      timestamp: '2025-07-17T10:49:33.909Z',
    },
  ],
  components: [{ type: 1, components: [{ type: 3, custom_id: 'pick', options: [{ label: 'A', value: 'a' }] }] }],
  allowed_mentions: { parse: [], roles: ['123456789012345678'] },
};

describe('import: Discohook links', () => {
  it('reads real Discohook links found in public READMEs', () => {
    expect(importLink(REAL_DISCOHOOK_TEST).messages.map((m) => m.payload)).toEqual([{ content: 'Test' }]);
    const welcome = importLink(REAL_DISCOHOOK_WELCOME);
    expect(welcome.designer).toBe('discohook');
    expect(welcome.messages).toHaveLength(1);
    const payload = welcome.messages[0]!.payload as { embeds: Record<string, unknown>[] };
    expect(payload.embeds[0]).toMatchObject({
      title: 'Welcome!',
      color: 3447003,
      author: { name: 'Squishy' },
      image: { url: SQUISHY },
      footer: { text: 'You are our {membercount.format} member!', icon_url: SQUISHY },
      timestamp: '2025-07-17T10:49:33.909Z',
    });
    expect(payload.embeds[0]!.fields).toHaveLength(4);
    expect(errorsOf(payload)).toEqual([]);
  });

  it('gives back, equal and lint clean, several messages of a link made by Discohook\'s encoder, dropping its editor state with notes', () => {
    const link = discohookLinkOf({
      version: 'd2',
      backup_id: '1234',
      messages: [
        {
          _id: 'abcDEF1234',
          name: 'Release',
          data: {
            ...V2_MESSAGE,
            components: [
              {
                ...V2_MESSAGE.components[0],
                components: V2_MESSAGE.components[0]!.components!.map((c) =>
                  c.type === 9
                    ? { ...c, accessory: { ...c.accessory, custom_id: 'p_4xK9' } } // the editor's id for a link button
                    : c.type === 1
                      ? { ...c, components: [{ ...c.components![0], flow: { actions: [{ type: 1 }] } }] }
                      : c,
                ),
              },
              V2_MESSAGE.components[1],
            ],
            attachments: [],
            webhook_id: '111',
          },
          reference: 'https://discord.com/channels/1/2/3',
        },
        { _id: 'x2', data: { ...EMBED_MESSAGE, embeds: [{ ...EMBED_MESSAGE.embeds[0], author: undefined }], author: { badge: 'bot' } } },
        { _id: 'x3', data: { content: null, embeds: [{ title: 'Old style', color: null }], author: { name: 'Legacy name', icon_url: 'https://example.com/i.png' } } },
      ],
      targets: [{ url: 'https://discord.com/api/webhooks/1/secret-token' }],
    });
    const result = importLink(link);
    expect(result.messages.map((m) => m.payload)).toEqual([
      V2_MESSAGE,
      EMBED_MESSAGE,
      { username: 'Legacy name', avatar_url: 'https://example.com/i.png', embeds: [{ title: 'Old style' }] },
    ]);
    expect(result.messages[0]!.name).toBe('Release');
    for (const m of result.messages) expect(errorsOf(m.payload)).toEqual([]);
    const notes = result.notes.join('\n');
    for (const word of ['_id', 'targets', 'backup_id', 'flows', 'custom_id', 'webhook_id', 'references', 'author']) expect(notes).toContain(word);
    expect(notes).not.toContain('secret-token');
  });

  it('reads the data whatever the host (discohook.org, share.discohook.app) and standard base64', () => {
    const data = Buffer.from(JSON.stringify({ messages: [{ data: { content: 'a+b/c?' } }] })).toString('base64');
    expect(importLink(`https://discohook.org/?data=${data}`).messages[0]!.payload).toEqual({ content: 'a+b/c?' });
  });

  it('reads a link pasted without https://', () => {
    expect(importLink(REAL_DISCOHOOK_TEST.replace('https://', '')).messages[0]!.payload).toEqual({ content: 'Test' });
  });

  it('says why a share link, a backup link or garbage cannot be read offline', () => {
    expect(() => importLink('https://discohook.app/?share=MLI22Uw6')).toThrow(/share link .* server/);
    expect(() => importLink('https://discohook.app/?backup=12')).toThrow(/backup link/);
    expect(() => importLink('https://discohook.app/?data=%%%')).toThrow(/not base64/);
    expect(() => importLink('https://discohook.app/?data=e30')).toThrow(/no Discohook messages/);
    expect(() => importLink('https://example.com/?data=e30')).toThrow(/neither Discohook/);
  });
});

describe('import: Discohook backup files', () => {
  it('reads a version 8 export (several backups, several messages) and older versions', () => {
    const v8 = {
      version: 8,
      backups: [
        { name: 'Rules', messages: [{ _id: '', data: EMBED_MESSAGE }], targets: [{ url: 'https://discord.com/api/webhooks/1/t' }] },
        { name: 'Launch', messages: [{ data: V2_MESSAGE }, { data: { content: 'Second' } }], targets: [], schedule: { cron: '0 0 * * *' } },
      ],
    };
    const result = importFileText(JSON.stringify(v8, null, 2), 'backups.json');
    expect(result.messages.map((m) => m.payload)).toEqual([EMBED_MESSAGE, V2_MESSAGE, { content: 'Second' }]);
    expect(result.messages.map((m) => m.name)).toEqual(['Rules', 'Launch 1', 'Launch 2']);
    expect(result.notes.join('\n')).toMatch(/schedules/);

    const v4 = { version: 4, backups: [{ name: 'Old', webhookUrl: 'https://discord.com/api/webhooks/1/t', messages: [{ content: 'one' }, { content: 'two' }] }] };
    expect(importFileText(JSON.stringify(v4), 'v4.json').messages.map((m) => m.payload)).toEqual([{ content: 'one' }, { content: 'two' }]);
    const v1 = { version: 1, name: 'Oldest', message: { content: 'hi', avatarUrl: 'https://example.com/a.png' } };
    expect(importFileText(JSON.stringify(v1), 'v1.json').messages[0]!.payload).toEqual({ content: 'hi', avatar_url: 'https://example.com/a.png' });
  });

  it('names the file when it is not a backup', () => {
    expect(() => importFileText('{"version": 99, "backups": []}', 'x.json')).toThrow(/x\.json: Discohook backup version 99/);
    expect(() => importFileText('{"content": "hi"}', 'plain.json')).toThrow(/plain\.json is not a Discohook backup/);
    expect(() => importFileText('{oops', 'broken.json')).toThrow(/broken\.json is neither a link nor JSON/);
  });
});

describe('import: discord.builders links', () => {
  const state = [
    {
      type: 17,
      accent_color: 9225410,
      spoiler: false,
      components: [
        { type: 10, content: 'Example components: ünïcödé 🎉' },
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Link', emoji: null, disabled: false, url: 'https://google.com' },
            { type: 2, style: 1, label: 'you can', emoji: null, disabled: false, custom_id: '36acfad8d418474084daed1d0d06bef2' },
          ],
        },
        { type: 1, components: [{ type: 3, custom_id: 'd62b9f7c', options: [{ label: 'One', value: '1', description: null, emoji: null, default: false }], placeholder: '', min_values: 1, max_values: 1, disabled: false }] },
      ],
    },
    { type: 14, divider: true, spacing: 1 },
  ];

  it("gives back the state of a link made by the page's encoder (gzip, then base64 after 1$), as a Components V2 message", async () => {
    const link = `https://discord.builders/discord.js-code-generator#${await buildersEncode(state)}`;
    const result = importLink(link);
    expect(result.designer).toBe('discord.builders');
    expect(result.messages.map((m) => m.payload)).toEqual([{ flags: 32768, components: state }]);
    expect(errorsOf(result.messages[0]!.payload)).toEqual([]);
  });

  it('reads the older hash format and a percent-encoded hash', async () => {
    expect(importLink(`https://discord.builders/#${buildersEncodeOld(state)}`).messages[0]!.payload).toEqual({ flags: 32768, components: state });
    const encoded = (await buildersEncode(state)).replace('$', '%24');
    expect(importLink(`https://discord.builders/#${encoded}`).messages[0]!.payload).toEqual({ flags: 32768, components: state });
  });

  it('says what is wrong with a cut or empty hash', async () => {
    const full = await buildersEncode(state);
    expect(() => importLink(`https://discord.builders/#${full.slice(0, 40)}`)).toThrow(/not gzip-compressed data/);
    expect(() => importLink('https://discord.builders/')).toThrow(/no hash/);
  });
});

describe('export, then import', () => {
  it('Discohook: the link holds what Discohook reads, and import gives the payloads back equal', () => {
    const link = exportLink([V2_MESSAGE, EMBED_MESSAGE], 'discohook');
    expect(link.startsWith('https://discohook.app/?data=')).toBe(true);
    const data = JSON.parse(discohookDecode(new URL(link).searchParams.get('data')!));
    expect(data).toEqual({ version: 'd2', messages: [{ data: V2_MESSAGE }, { data: EMBED_MESSAGE }] });
    expect(importLink(link).messages.map((m) => m.payload)).toEqual([V2_MESSAGE, EMBED_MESSAGE]);
  });

  it('discord.builders: the page decodes the hash, and import gives the payload back equal', async () => {
    const payload = { flags: 32768, components: V2_MESSAGE.components };
    const link = exportLink([payload], 'discord.builders');
    expect(link).toMatch(/^https:\/\/discord\.builders\/#1\$H4sI/);
    expect(await buildersDecode(new URL(link).hash.slice(1))).toEqual(payload.components);
    expect(importLink(link).messages[0]!.payload).toEqual(payload);
  });

  it('refuses what the designer cannot hold, naming each field', () => {
    expect(() => exportLink([V2_MESSAGE], 'discord.builders')).toThrow(/cannot hold/);
    try {
      exportLink([{ ...EMBED_MESSAGE, tts: true, poll: {} }], 'discohook');
    } catch (error) {
      expect((error as { problems: string[] }).problems).toEqual(["/tts: Discohook's editor does not keep this field", "/poll: Discohook's editor does not keep this field"]);
    }
    expect(() => exportLink([{ flags: 32768, components: [{ type: 1, components: [{ type: 5, custom_id: 'u' }] }] }], 'discord.builders')).toThrow(/cannot hold/);
    // Discohook keeps its own ids in a link button's custom_id, which import drops: no link that would not come back equal.
    const linkButton = { components: [{ type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://example.com', custom_id: 'x' }] }] };
    expect(() => exportLink([linkButton], 'discohook')).toThrow(/cannot hold/);
  });
});

describe('the CLI', () => {
  it('import writes one file per message into a folder, named by the messages, and lints them', async () => {
    const root = scratch();
    const link = discohookLinkOf({ messages: [{ name: 'Release notes!', data: V2_MESSAGE }, { data: EMBED_MESSAGE }] });
    const out = await runCli(['import', link, '-o', 'out/'], root);
    expect(out.stderr).toContain('wrote out/release-notes.json');
    expect(out.code).toBe(0);
    expect(readdirSync(path.join(root, 'out')).sort()).toEqual(['message-2.json', 'release-notes.json']);
    expect(JSON.parse(read(root, 'out/release-notes.json'))).toEqual(V2_MESSAGE);
  });

  it('import into a folder numbers many messages of one name, and refuses more than 1,000 files before writing any', async () => {
    const root = scratch();
    const few = discohookLinkOf({ messages: Array.from({ length: 5 }, () => ({ name: 'Hi', data: V2_MESSAGE })) });
    expect((await runCli(['import', few, '-o', 'few/'], root)).code).toBe(0);
    expect(readdirSync(path.join(root, 'few')).sort()).toEqual(['hi-2.json', 'hi-3.json', 'hi-4.json', 'hi-5.json', 'hi.json']);
    const many = discohookLinkOf({ messages: Array.from({ length: 1001 }, () => ({ name: 'Hi', data: V2_MESSAGE })) });
    const out = await runCli(['import', many, '-o', 'many/'], root);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('the source holds 1001 messages, and an import writes at most 1000 files into a folder');
    expect(existsSync(path.join(root, 'many'))).toBe(false);
  });

  it('import writes several messages as YAML documents, and export of that file gives the same link back', async () => {
    const root = scratch();
    const link = exportLink([V2_MESSAGE, EMBED_MESSAGE], 'discohook');
    expect((await runCli(['import', link, '-o', 'messages.yaml'], root)).code).toBe(0);
    expect(read(root, 'messages.yaml')).toContain('---');
    const out = await runCli(['export', '--to', 'discohook', 'messages.yaml'], root);
    expect(out).toMatchObject({ code: 0, stdout: link + '\n' });
  });

  it('import reports lint errors of what it wrote, with exit code 1', async () => {
    const root = scratch();
    const link = discohookLinkOf({ messages: [{ data: { flags: 32768, components: [{ type: 10, content: '' }] } }] });
    const out = await runCli(['import', link, '-o', 'bad.json'], root);
    expect(out.code).toBe(1);
    expect(existsSync(path.join(root, 'bad.json'))).toBe(true);
    expect(out.stderr).toMatch(/bad\.json[\s\S]*error/);
  });

  it('import of a share link exits 2 with the reason; export of a modal exits 1 saying the designers make messages, not modals', async () => {
    const root = scratch({ 'modal.json': JSON.stringify({ title: 'T', custom_id: 'm', components: [{ type: 18, label: 'L', component: { type: 4, custom_id: 'x', style: 1 } }] }) });
    const share = await runCli(['import', 'https://discohook.app/?share=abc'], root);
    expect(share.code).toBe(2);
    expect(share.stderr).toMatch(/share link/);
    for (const designer of ['discohook', 'discord.builders']) {
      const modal = await runCli(['export', '--to', designer, 'modal.json'], root);
      expect(modal.code).toBe(1);
      expect(modal.stderr).toMatch(/modal\.json: this payload is a modal: (Discohook|discord\.builders) designs messages, not modals/);
      // One sentence, not a list of the modal's fields to remove.
      expect(modal.stderr).not.toMatch(/\/title|\/custom_id/);
      expect(modal.stdout).toBe('');
    }
    // Held-out: an interaction response that opens a modal, and a modal among messages.
    const response = scratch({ 'open.json': JSON.stringify({ type: 9, data: { title: 'T', custom_id: 'm', components: [{ type: 18, label: 'L', component: { type: 4, custom_id: 'x', style: 1 } }] } }), 'both.json': JSON.stringify([{ content: 'hi' }, { title: 'T', custom_id: 'm', components: [{ type: 18, label: 'L', component: { type: 4, custom_id: 'x', style: 1 } }] }]) });
    expect((await runCli(['export', '--to', 'discohook', 'open.json'], response)).stderr).toMatch(/is a modal: Discohook designs messages, not modals/);
    expect((await runCli(['export', '--to', 'discohook', 'both.json'], response)).stderr).toMatch(/payload 2 is a modal/);
  });
});
