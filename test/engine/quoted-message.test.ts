/**
 * Issue 24 item 4: a received interaction quotes its `message` (the message the component is on);
 * its components are checked as a message's, with paths under `message.components`, and what
 * Discord fills in (ids, media's proxy_url and size, a File's CDN url, flags a bot cannot set) is
 * no finding.
 */
import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';
import { componentInteraction, modalSubmission } from '../received/fixtures.js';

const media = (url: string) => ({
  id: '0',
  url,
  proxy_url: url.replace('cdn.discordapp.com', 'media.discordapp.net'),
  width: 640,
  height: 480,
  placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
  placeholder_version: 1,
  content_type: 'image/png',
  loading_state: 2,
  flags: 0,
  attachment_id: '1441200000000000009',
});

/** A Components V2 message as Discord returns it (ephemeral, silent), with every kind of component. */
const SENT_V2 = {
  id: '1441200000000000000',
  channel_id: '1180200000000000002',
  type: 0,
  content: '',
  embeds: [],
  attachments: [],
  mentions: [],
  mention_roles: [],
  pinned: false,
  tts: false,
  mention_everyone: false,
  timestamp: '2025-11-02T09:30:00.000000+00:00',
  edited_timestamp: null,
  flags: 32768 | 64 | 4096,
  author: { id: '1180201234567890123', username: 'bot', discriminator: '0000', avatar: null, bot: true, global_name: null, public_flags: 0, flags: 0 },
  application_id: '1180201234567890123',
  components: [
    {
      type: 17,
      id: 1,
      accent_color: null,
      spoiler: false,
      components: [
        { type: 9, id: 2, components: [{ type: 10, id: 3, content: '# Cat' }], accessory: { type: 11, id: 4, media: media('https://cdn.discordapp.com/attachments/1/2/cat.png'), description: null, spoiler: false } },
        { type: 12, id: 5, items: [{ media: media('https://cdn.discordapp.com/attachments/1/3/dog.png'), description: null, spoiler: false }] },
        { type: 13, id: 6, file: media('https://cdn.discordapp.com/attachments/1/4/notes.txt'), name: 'notes.txt', size: 120, spoiler: false },
        { type: 14, id: 7, spacing: 1, divider: true },
        { type: 1, id: 8, components: [{ type: 2, id: 9, style: 1, label: 'Pet', custom_id: 'pet' }, { type: 2, id: 10, style: 5, label: 'Docs', url: 'https://example.com' }] },
        { type: 1, id: 11, components: [{ type: 3, id: 12, custom_id: 'pick', placeholder: 'Pick', min_values: 1, max_values: 1, options: [{ label: 'A', value: 'a', description: null, emoji: null, default: false }] }] },
        { type: 1, id: 13, components: [{ type: 5, id: 14, custom_id: 'who', min_values: 1, max_values: 1, default_values: [] }] },
      ],
    },
  ],
};

const LEGACY = (...buttons: unknown[]) => ({ id: '1441200000000000000', channel_id: '1180200000000000002', type: 0, content: 'Pick', flags: 0, components: [{ type: 1, id: 1, components: buttons }] });

describe("a received interaction's quoted message", () => {
  it('a message as Discord sends it lints clean (response-only fields, flags a bot cannot set, CDN urls)', async () => {
    expectClean(await lintInline(componentInteraction({ component_type: 3, custom_id: 'pick', id: 12, values: ['a'] }, { message: SENT_V2 })));
    expectClean(await lintInline(modalSubmission({ custom_id: 'm', components: [] }, { message: SENT_V2 })));
  });

  it('its components are checked as a message\'s, at their line under message.components', async () => {
    const fixture = componentInteraction({ component_type: 2, custom_id: 'go', id: 2 }, {
      message: LEGACY({ type: 2, id: 2, style: 1, label: 'x'.repeat(81), custom_id: 'go' }, { type: 2, id: '3', style: 2, label: 'Stop', custom_id: 'go' }, { type: 10, id: 4, content: 'no' }),
    });
    const text = JSON.stringify(fixture, null, 2);
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    const messages = await lintInline(text);
    expectFindings(messages.filter((m) => m.ruleId === 'schema'), 'schema', [
      { path: '/message/components/0/components/0/label', line: lineOf('"label": "xxx'), severity: 2, message: 'the limit is 80' },
      { path: '/message/components/0/components/1/id', line: lineOf('"id": "3"'), severity: 2, message: 'must be an integer' },
    ]);
    expectFindings(messages, 'custom-id-unique', [{ path: '/message/components/0/components/1/custom_id', severity: 2 }]);
    expect(messages.filter((m) => m.ruleId === 'v2-requires-flag').map((m) => m.path)).toEqual(['/message/components/0/components/2']);
  });

  it('reads the V2 flag from the quoted message\'s flags', async () => {
    const v2 = { ...SENT_V2, components: [{ type: 1, id: 1, components: [{ type: 2, id: 2, style: 1, label: 'Go', custom_id: 'go' }] }, { type: 10, id: 3, content: 'Hi' }] };
    expectClean(await lintInline(componentInteraction({ component_type: 2, custom_id: 'go', id: 2 }, { message: v2 })));
    const legacy = { ...v2, flags: 64 };
    const messages = await lintInline(componentInteraction({ component_type: 2, custom_id: 'go', id: 2 }, { message: legacy }));
    expect(messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId} ${m.path}`)).toEqual(['v2-requires-flag /message/components/1']);
  });

  it('a V2 message of 41 components is over the limit, related to its own list', async () => {
    const many = { ...SENT_V2, components: Array.from({ length: 41 }, (_, i) => ({ type: 10, id: i + 1, content: 'x' })) };
    const messages = await lintInline(componentInteraction({ component_type: 2, custom_id: 'go', id: 2 }, { message: many }));
    expectFindings(messages, 'v2-component-limit', [{ path: '/message/components/40', severity: 2 }]);
    expect(messages.find((m) => m.ruleId === 'v2-component-limit')!.related?.path).toBe('/message/components');
  });

  it('a message without components, or a partial one, is nothing to check', async () => {
    expectClean(await lintInline(componentInteraction({ component_type: 2, custom_id: 'go', id: 2 })), 'schema');
    expectClean(await lintInline(componentInteraction({ component_type: 2, custom_id: 'go', id: 2 }, { message: { id: '1', channel_id: '2', components: [] } })));
  });

  it('a message payload (not received) still gets the response-only warnings', async () => {
    const messages = await lintInline({ flags: 32768, components: [{ type: 13, file: media('attachment://notes.txt'), name: 'notes.txt' }] });
    expect(messages.filter((m) => m.ruleId === 'response-only-fields').length).toBeGreaterThan(0);
  });
});
