/**
 * Forum and media posts (Start Thread in Forum or Media Channel, POST /channels/:id/threads): the
 * guard lints the body's `message` as a channel message, with paths that start at `/message`, on
 * the real discord.js (a ForumChannel's threads.create, and REST.post on Routes.threads) against a
 * local server. A thread started without a message (a text channel's) is not linted.
 */
import { describe, expect, test } from 'vitest';
import { AttachmentBuilder, ChannelType, type Client, type ForumChannel, MessageFlags, Routes } from 'discord.js';
import { guard } from '../../src/guard/index.js';
import { GUILD_ID, payloadJsonPart } from './local-discord.js';
import { localDiscordSuite, refusal } from './suite.js';
import { duplicatedOptionValues, typicalMessage } from './payloads.js';

const FORUM = '565656565656565656';
const { server, newClient } = localDiscordSuite();

/** A forum channel in a cached guild, as the gateway would have delivered them. */
function forumChannel(client: Client): ForumChannel {
  const guild = (client.guilds as unknown as { _add(data: unknown): unknown })._add({ id: GUILD_ID, name: 'Guild', owner_id: '1', roles: [], emojis: [], features: [], channels: [] });
  const channels = client.channels as unknown as { _add(data: unknown, guild: unknown): unknown };
  return channels._add({ id: FORUM, type: ChannelType.GuildForum, guild_id: GUILD_ID, name: 'ideas', position: 0, permission_overwrites: [], available_tags: [], flags: 0 }, guild) as ForumChannel;
}

describe('forum and media posts', () => {
  test("a ForumChannel's threads.create with a broken message is refused at /message/..., before any request", async () => {
    const client = newClient();
    guard(client);
    const forum = forumChannel(client);
    expect(forum.type).toBe(ChannelType.GuildForum);
    const error = await refusal(forum.threads.create({ name: 'Vote', message: duplicatedOptionValues() as never }));
    expect([error.method, error.route, error.destination]).toEqual(['POST', `/channels/${FORUM}/threads`, 'channel-message']);
    expect(error.findings.map((f) => [f.ruleId, f.path])).toEqual([['select-option-value-unique', '/message/components/0/components/0/options/2/value']]);
    expect(server.received).toEqual([]);
  });

  test('a valid Components V2 post reaches the server unchanged, byte for byte as an unguarded client sends it', async () => {
    const body = { name: 'Weekly report', message: typicalMessage() };
    const plain = newClient();
    await forumChannel(plain).threads.create(body as never);
    const [unguarded] = server.received;
    server.received.length = 0;

    const client = newClient();
    guard(client);
    const thread = await forumChannel(client).threads.create(body as never);
    expect(thread.id).toBeDefined();
    const [guarded] = server.received;
    expect(guarded!.route).toBe(`/channels/${FORUM}/threads`);
    expect(guarded!.body.equals(unguarded!.body)).toBe(true);
    expect(JSON.parse(guarded!.body.toString('utf8')).message).toMatchObject(typicalMessage());
  });

  test('the flags a post takes: EPHEMERAL is refused, SUPPRESS_NOTIFICATIONS passes', async () => {
    const client = newClient();
    guard(client);
    const error = await refusal(client.rest.post(Routes.threads(FORUM), { body: { name: 'Post', message: { content: 'hi', flags: MessageFlags.Ephemeral } } }));
    expect(error.findings.map((f) => [f.ruleId, f.path])).toEqual([['message-flags', '/message/flags']]);
    await client.rest.post(Routes.threads(FORUM), { body: { name: 'Post', message: { content: 'hi', flags: MessageFlags.SuppressNotifications } } });
    expect(server.received).toHaveLength(1);
  });

  test('files sent with a post are checked against the attachment:// names of its message', async () => {
    const client = newClient();
    guard(client);
    const forum = forumChannel(client);
    const message = { content: 'Chart', embeds: [{ image: { url: 'attachment://chart.png' } }] };
    const error = await refusal(forum.threads.create({ name: 'Chart', message: { ...message, files: [new AttachmentBuilder(Buffer.from('png'), { name: 'other.png' })] } }));
    expect(error.findings.map((f) => [f.ruleId, f.path])).toEqual([['attachment-file', '/message/embeds/0/image/url']]);
    expect(server.received).toEqual([]);
    await forum.threads.create({ name: 'Chart', message: { ...message, files: [new AttachmentBuilder(Buffer.from('png'), { name: 'chart.png' })] } });
    expect(JSON.parse(payloadJsonPart(server.received[0]!)).message.embeds[0].image.url).toBe('attachment://chart.png');
  });

  test('a thread started without a message (a text channel) is not linted', async () => {
    const client = newClient();
    guard(client);
    await client.rest.post(Routes.threads(FORUM), { body: { name: 'x'.repeat(150), type: ChannelType.PublicThread } });
    expect(server.received).toHaveLength(1);
  });
});
