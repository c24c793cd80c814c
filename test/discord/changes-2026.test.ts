/**
 * Discord's 2026 changes, each through the model (src/discord/): what Discord now accepts lints
 * clean, and what it rejects is reported at its place.
 */
import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const errorsOf = (messages: Awaited<ReturnType<typeof lintInline>>) => messages.filter((m) => m.severity === 2);

describe('interaction callback type 13 (SOCIAL_LAYER_SKU_PURCHASE_ELIGIBILITY)', () => {
  it('lints an eligibility answer clean, with and without a reason', async () => {
    expect(await lintInline({ type: 13, data: { eligible: true } })).toEqual([]);
    expect(await lintInline({ type: 13, data: { eligible: false, ineligible_reason: 2, ineligible_reason_description: 'Not on this platform' } })).toEqual([]);
    expect(await lintInline({ type: 13, data: { eligible: false, ineligible_reason: null, ineligible_reason_description: null } })).toEqual([]);
  });

  it('reports what is wrong inside data instead of the type', async () => {
    const messages = await lintInline(`{
  "type": 13,
  "data": {
    "ineligible_reason": 3,
    "ineligible_reason_description": "${'x'.repeat(256)}",
    "eligble": false
  }
}`);
    expectClean(messages.filter((m) => m.path === '/type'), 'schema');
    expectFindings(messages, 'schema', [
      { path: '/data', line: 3, column: 11, message: 'missing the required field "eligible"' },
      { path: '/data/ineligible_reason', line: 4, column: 26, message: 'one of 0, 1, 2' },
      { path: '/data/ineligible_reason_description', line: 5, column: 38, message: 'the limit is 255' },
    ]);
    expectFindings(messages, 'unknown-field', [{ path: '/data/eligble', line: 6, message: 'Did you mean "eligible"?' }]);
  });

  it('needs data, and says so once when its fields sit beside type', async () => {
    // { "type": 13 } alone is a File component (type 13) without its file: data tells them apart.
    const without = await lintInline({ type: 13, data: null });
    expectFindings(without, 'schema', [{ path: '/type', message: 'needs "data" ("eligible" required)' }]);
    expectClean(without, 'interaction-response-data');
    const flat = await lintInline({ type: 13, eligible: true });
    expectFindings(flat, 'interaction-response-data', [{ path: '/eligible', message: 'the purchase eligibility inside "data"' }]);
    expectClean(flat, 'schema');
  });
});

describe('alt text on an embed image and thumbnail (docs 2026-04)', () => {
  const embed = (description: string) => ({
    embeds: [{ title: 'Cat', image: { url: 'https://example.com/cat.png', description }, thumbnail: { url: 'https://example.com/t.png', description } }],
  });

  it('accepts a description up to 4096 characters, with no warning', async () => {
    expect(await lintInline(embed('A grey cat asleep on a keyboard'))).toEqual([]);
    expect(await lintInline(embed('a'.repeat(4096)))).toEqual([]);
  });

  it('rejects 4097 characters at the image and the thumbnail', async () => {
    const messages = await lintInline(embed('a'.repeat(4097)));
    expectFindings(messages, 'schema', [
      { path: '/embeds/0/image/description', message: 'the limit is 4096' },
      { path: '/embeds/0/thumbnail/description', message: 'the limit is 4096' },
    ]);
  });

  it("a video's alt text too, and null is no alt text", async () => {
    expect(await lintInline({ embeds: [{ title: 'Clip', video: { url: 'https://example.com/v.mp4', description: 'A cat jumps' }, image: { url: 'https://example.com/c.png', description: null } }] })).toEqual([]);
    expectFindings(await lintInline({ embeds: [{ title: 'Clip', video: { url: 'https://example.com/v.mp4', description: 'a'.repeat(4097) } }] }), 'schema', [{ path: '/embeds/0/video/description', message: 'the limit is 4096' }]);
  });

  it('still reports a key an embed image does not have, naming the image once', async () => {
    const messages = await lintInline({ embeds: [{ title: 'Cat', image: { url: 'https://example.com/cat.png', alt: 'x' } }] });
    const [finding] = messages.filter((m) => m.ruleId === 'unknown-field');
    expect(finding!.message).toContain('the embed image at embeds[0].image');
    expect(finding!.message).not.toContain('image image');
    expect(finding!.message).toContain('description');
  });
});

describe('a poll answer without text (docs 2026-06)', () => {
  it('accepts an answer with an emoji alone', async () => {
    const poll = { question: { text: 'Lunch?' }, answers: [{ poll_media: { emoji: { name: '🍕' } } }, { poll_media: { text: 'Tacos', emoji: { id: '1180200000000000009' } } }] };
    expect(errorsOf(await lintInline({ poll }))).toEqual([]);
  });

  it('still requires the question and bounds an answer text', async () => {
    const messages = await lintInline({ poll: { question: { emoji: { name: '🍕' } }, answers: [{ poll_media: { text: 'x'.repeat(56) } }] } });
    expect(messages.some((m) => m.severity === 2 && m.path?.startsWith('/poll/question'))).toBe(true);
    expectFindings(messages, 'schema', [
      { path: '/poll/question', message: 'missing the required field "text"' },
      { path: '/poll/answers/0/poll_media/text', message: 'the limit is 55' },
    ]);
  });
});

describe("shared client theme colours: 6 hexadecimal digits, no '#'", () => {
  const theme = (colors: string[]) => ({ shared_client_theme: { colors, gradient_angle: 90, base_mix: 50 } });

  it('accepts the docs\' example', async () => {
    expect(await lintInline(theme(['5865F2', 'eb459e']))).toEqual([]);
  });

  it('rejects "#5865F2", saying to remove the "#"', async () => {
    const messages = await lintInline(theme(['#5865F2', '5865F', '5865F2AA']));
    expectFindings(messages, 'schema', [
      { path: '/shared_client_theme/colors/0', message: 'without the "#": remove it' },
      { path: '/shared_client_theme/colors/1', message: 'exactly 6 hexadecimal digits' },
      { path: '/shared_client_theme/colors/2', message: 'exactly 6 hexadecimal digits' },
    ]);
  });
});

describe("app_permissions on a received interaction's resolved channels (2026-07)", () => {
  const interaction = (app_permissions: unknown) => ({
    id: '1441234567890123456',
    application_id: '1180201234567890123',
    type: 3,
    token: 'aW50ZXJhY3Rpb24',
    data: {
      custom_id: 'where',
      component_type: 8,
      values: ['1180200000000000002'],
      resolved: { channels: { '1180200000000000002': { id: '1180200000000000002', type: 0, name: 'general', permissions: '1024', app_permissions } } },
    },
  });

  it('knows the field: a string of digits lints clean', async () => {
    expect(errorsOf(await lintInline(interaction('2248473465835073')))).toEqual([]);
    expect((await lintInline(interaction('2248473465835073'))).filter((m) => m.path?.endsWith('app_permissions'))).toEqual([]);
  });

  it('reports a number there', async () => {
    const messages = await lintInline(interaction(8));
    expect(messages.filter((m) => m.path === '/data/resolved/channels/1180200000000000002/app_permissions' && m.severity === 2)).toHaveLength(1);
  });
});
