/**
 * The guard on the real discord.js 14, its REST pointed at a local server on 127.0.0.1: broken
 * payloads are refused before any byte is sent, valid ones reach the server byte for byte as an
 * unguarded client sends them, and each request's route names the destination.
 */
import { describe, expect, test, vi } from 'vitest';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonInteraction,
  ButtonStyle,
  Client,
  ContainerBuilder,
  EmbedBuilder,
  InteractionWebhook,
  MessageFlags,
  ModalBuilder,
  REST,
  Routes,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  TextInputStyle,
  WebhookClient,
  type DMChannel,
} from 'discord.js';
import { CordlintGuardError, guard, type GuardLogger } from '../../src/guard/index.js';
import { BOT_ID, USER, payloadJsonPart, type Received } from './local-discord.js';
import { localDiscordSuite, refusal } from './suite.js';
import { duplicatedOptionValues, sixRows, typicalMessage, V2 } from './payloads.js';

const CHANNEL = '555555555555555555';
const MESSAGE = '333333333333333333';
const WEBHOOK = '666666666666666666';
const WEBHOOK_TOKEN = 'w'.repeat(68);
/** Interaction tokens are base64 of "interaction:<id>:...". */
const INTERACTION_TOKEN = Buffer.from(`interaction:777777777777777777:${'x'.repeat(40)}`).toString('base64url');

const { server, api, newClient } = localDiscordSuite();

function spyLogger() {
  const logger = { warn: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
  return logger satisfies GuardLogger;
}

async function dmChannel(client: Client): Promise<DMChannel> {
  const channel = await client.channels.fetch(CHANNEL);
  server.received.length = 0; // the GET that fetched it
  return channel as DMChannel;
}

/** The requests that carried a body (not the GETs discord.js makes on its own). */
const sent = (): Received[] => server.received.filter((r) => r.method !== 'GET');

/** A button press as the gateway delivers it; discord.js's constructor is private in the typings only. */
function buttonInteraction(client: Client): ButtonInteraction {
  return new (ButtonInteraction as unknown as new (client: Client, data: unknown) => ButtonInteraction)(client, {
    id: '777777777777777777', application_id: BOT_ID, type: 3, token: INTERACTION_TOKEN, version: 1, locale: 'en-US',
    app_permissions: '0', entitlements: [], authorizing_integration_owners: {}, channel_id: CHANNEL, user: USER,
    message: { id: MESSAGE, channel_id: CHANNEL, author: { ...USER, id: BOT_ID }, content: '', timestamp: new Date(0).toISOString(), edited_timestamp: null, tts: false, mention_everyone: false, mentions: [], mention_roles: [], attachments: [], embeds: [], pinned: false, type: 0, components: [] },
    data: { custom_id: 'pick', component_type: 2 },
  } as never);
}


describe('mode throw (the default)', () => {
  test('a broken payload is refused with its findings and the route, and no request reaches the server', async () => {
    const client = newClient();
    guard(client, { logger: spyLogger() });
    const channel = await dmChannel(client);
    const error = await refusal(channel.send(duplicatedOptionValues()));
    expect(error.name).toBe('CordlintGuardError');
    expect(error.method).toBe('POST');
    expect(error.route).toBe(`/channels/${CHANNEL}/messages`);
    expect(error.destination).toBe('channel-message');
    expect(error.findings).toEqual([
      expect.objectContaining({ ruleId: 'select-option-value-unique', severity: 'error', path: '/components/0/components/0/options/2/value', message: expect.stringContaining('"a"') }),
    ]);
    expect(error.message).toContain(`POST /channels/${CHANNEL}/messages (channel-message): 1 error`);
    expect(error.message).toContain('select-option-value-unique at /components/0/components/0/options/2/value');
    expect(server.received).toEqual([]);
  });

  test('more than five rows built from a list are refused', async () => {
    const client = newClient();
    guard(client);
    const channel = await dmChannel(client);
    const error = await refusal(channel.send(sixRows()));
    expect(error.findings.map((f) => [f.ruleId, f.path])).toEqual([['legacy-top-level', '/components/5']]);
    expect(server.received).toEqual([]);
  });

  test('a valid message reaches the server byte for byte as an unguarded client sends it', async () => {
    const plain = await dmChannel(newClient());
    await plain.send(typicalMessage());
    const [unguarded] = sent();
    server.received.length = 0;

    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger });
    const channel = await dmChannel(client);
    const message = await channel.send(typicalMessage());
    expect(message.id).toBe(MESSAGE);
    const [guarded] = sent();
    expect(guarded!.route).toBe(`/channels/${CHANNEL}/messages`);
    expect(guarded!.body.equals(unguarded!.body)).toBe(true);
    expect(JSON.parse(guarded!.body.toString('utf8'))).toMatchObject(typicalMessage());
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  test('warnings go to the logger and the request is sent', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger });
    const hook = new InteractionWebhook(client, WEBHOOK, WEBHOOK_TOKEN);
    // A webhook no application owns drops components without ?with_components=true: Discord accepts it.
    await hook.send(typicalMessage() as never);
    expect(sent()).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(new RegExp(`^cordlint: POST /webhooks/${WEBHOOK}/w+ \\(webhook\\): 1 warning\\n  warning webhook-components at /components: `));
  });
});

describe('a body sent again', () => {
  test('is judged as the first time: the same refusal, whatever the bot did with the first one, and its destination still counts', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger });
    const channel = await dmChannel(client);
    const first = await refusal(channel.send(duplicatedOptionValues()));
    const expected = first.findings.map((f) => ({ ...f }));
    (first.findings as unknown as { message: string }[])[0]!.message = 'changed by the bot';
    (first.findings as unknown[]).length = 0;
    const second = await refusal(channel.send(duplicatedOptionValues()));
    expect(second.findings).toEqual(expected);
    expect(second.findings).toHaveLength(1);

    // The same valid text to a webhook no application owns: a warning there, none in a channel.
    await channel.send(typicalMessage());
    await channel.send(typicalMessage());
    expect(logger.warn).not.toHaveBeenCalled();
    const hook = new InteractionWebhook(client, WEBHOOK, WEBHOOK_TOKEN);
    await hook.send(typicalMessage() as never);
    await hook.send(typicalMessage() as never);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1]![0]).toContain('webhook-components at /components');
    expect(sent()).toHaveLength(4);
  });
});

describe('routes name the destination', () => {
  // The same body fails everywhere: the refusal names the destination each route was read as.
  const broken = () => duplicatedOptionValues() as never;

  test('Create Message and Edit Message', async () => {
    const client = newClient();
    guard(client);
    const channel = await dmChannel(client);
    expect((await refusal(channel.send(broken()))).destination).toBe('channel-message');
    const edit = await refusal(channel.messages.edit(MESSAGE, broken()));
    expect([edit.method, edit.route, edit.destination]).toEqual(['PATCH', `/channels/${CHANNEL}/messages/${MESSAGE}`, 'message-edit']);
    expect(server.received).toEqual([]);
  });

  test('Execute Webhook and Edit Webhook Message (WebhookClient has its own REST)', async () => {
    const webhook = new WebhookClient({ id: WEBHOOK, token: WEBHOOK_TOKEN }, { rest: { api: api(), retries: 0 } });
    guard(webhook.rest as never);
    const execute = await refusal(webhook.send(broken()));
    expect([execute.method, execute.route, execute.destination]).toEqual(['POST', `/webhooks/${WEBHOOK}/${WEBHOOK_TOKEN}`, 'webhook']);
    expect((await refusal(webhook.editMessage(MESSAGE, broken()))).destination).toBe('webhook-edit');
    expect(server.received).toEqual([]);
    webhook.destroy();
  });

  test('an application-owned webhook, named in appWebhooks, is app-webhook; ?with_components=true is read from the query', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger, appWebhooks: [WEBHOOK] });
    const hook = new InteractionWebhook(client, WEBHOOK, WEBHOOK_TOKEN);
    expect((await refusal(hook.send(broken()))).destination).toBe('app-webhook');
    guard(client, { logger });
    // Display components only: a webhook no application owns sends them with ?with_components=true.
    await hook.send({ flags: V2, components: [{ type: 10, content: 'Deployed' }], withComponents: true } as never);
    expect(sent()[0]!.route).toContain('with_components=true');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  test('follow-ups and edits of an interaction: by its token, or by the application id', async () => {
    const client = newClient();
    guard(client);
    const byToken = new InteractionWebhook(client, BOT_ID, INTERACTION_TOKEN);
    expect((await refusal(byToken.send(broken()))).destination).toBe('follow-up');
    expect((await refusal(byToken.editMessage('@original', broken()))).destination).toBe('interaction-edit');
    expect((await refusal(byToken.editMessage(MESSAGE, broken()))).destination).toBe('interaction-edit');

    guard(client, { applicationId: BOT_ID });
    const byId = new InteractionWebhook(client, BOT_ID, WEBHOOK_TOKEN);
    expect((await refusal(byId.send(broken()))).destination).toBe('follow-up');
    expect((await refusal(byId.editMessage(MESSAGE, broken()))).destination).toBe('interaction-edit');
    expect(server.received).toEqual([]);
  });

  test('an interaction reply is an interaction response: paths point into the envelope', async () => {
    const client = newClient();
    guard(client);
    const interaction = buttonInteraction(client);
    const reply = await refusal(interaction.reply(broken()));
    expect([reply.route, reply.destination]).toEqual([`/interactions/777777777777777777/${INTERACTION_TOKEN}/callback`, 'interaction-response']);
    expect(reply.findings.map((f) => [f.ruleId, f.path])).toEqual([['select-option-value-unique', '/data/components/0/components/0/options/2/value']]);
    expect(server.received).toEqual([]);

    await interaction.reply({ ...typicalMessage(), flags: V2 } as never);
    expect(sent().map((r) => r.route)).toEqual([`/interactions/777777777777777777/${INTERACTION_TOKEN}/callback?with_response=false`]);
  });

  test('V2 components without the flag: an error on Create Message, valid on an edit (the flag stays)', async () => {
    const client = newClient();
    guard(client);
    const channel = await dmChannel(client);
    const { flags: _flags, ...noFlag } = typicalMessage();
    expect((await refusal(channel.send(noFlag))).findings.map((f) => f.ruleId)).toContain('v2-requires-flag');
    expect(server.received).toEqual([]);
    await channel.messages.edit(MESSAGE, noFlag);
    expect(sent().map((r) => `${r.method} ${r.route}`)).toEqual([`PATCH /channels/${CHANNEL}/messages/${MESSAGE}`]);
  });

  test('requests that carry no payload are not linted', async () => {
    const client = newClient();
    guard(client);
    // A thread's name is no message body; a reaction has none.
    await client.rest.patch(Routes.channel(CHANNEL), { body: { name: 'x'.repeat(200) } });
    await client.rest.put(Routes.channelMessageOwnReaction(CHANNEL, MESSAGE, '👍'));
    expect(sent()).toHaveLength(2);
  });
});

describe('what discord.js builders make passes', () => {
  test('text, embeds, legacy rows, a V2 container, a modal and a deferred reply reach the server', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger });
    const channel = await dmChannel(client);
    await channel.send('plain text');
    await channel.send({
      embeds: [new EmbedBuilder().setTitle('Report').setDescription('All good').setURL('https://example.com')],
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('ok').setLabel('OK').setStyle(ButtonStyle.Success),
          new ButtonBuilder().setURL('https://example.com').setLabel('Docs').setStyle(ButtonStyle.Link),
        ),
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder().setCustomId('pick').addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
        ),
      ],
    });
    await channel.send({
      flags: MessageFlags.IsComponentsV2,
      components: [new ContainerBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent('Hello'))],
    });
    const interaction = buttonInteraction(client);
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId('feedback')
        .setTitle('Feedback')
        .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(new TextInputBuilder().setCustomId('text').setLabel('Your words').setStyle(TextInputStyle.Paragraph))),
    );
    const deferred = buttonInteraction(client);
    await deferred.deferReply({ flags: MessageFlags.Ephemeral });
    expect(sent()).toHaveLength(5);
    expect(logger.warn.mock.calls.map((c) => c[0]).join('\n')).not.toMatch(/error/);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('files', () => {
  const gallery = (name: string) => ({
    flags: V2,
    components: [{ type: 12, items: [{ media: { url: `attachment://${name}` } }] }],
    files: [{ attachment: Buffer.from('\x89PNG\r\n\x1a\n0000'), name: 'chart.png' }],
  });

  test('attachment:// names are checked against the files sent; a valid multipart body passes untouched', async () => {
    const plain = await dmChannel(newClient());
    await plain.send(gallery('chart.png'));
    const unguardedJson = payloadJsonPart(sent()[0]!);
    server.received.length = 0;

    const client = newClient();
    guard(client);
    const channel = await dmChannel(client);
    const error = await refusal(channel.send(gallery('chrat.png')));
    expect(error.findings).toEqual([
      expect.objectContaining({ ruleId: 'attachment-file', severity: 'error', path: '/components/0/items/0/media/url', message: expect.stringContaining('the request sends "chart.png"') }),
    ]);
    expect(server.received).toEqual([]);

    await channel.send(gallery('chart.png'));
    expect(sent()).toHaveLength(1);
    expect(payloadJsonPart(sent()[0]!)).toBe(unguardedJson);
  });

  test('maxFileSize refuses a file over the limit', async () => {
    const client = newClient();
    guard(client, { maxFileSize: 4 });
    const channel = await dmChannel(client);
    const error = await refusal(channel.send(gallery('chart.png')));
    expect(error.findings.map((f) => [f.ruleId, f.path])).toEqual([['attachment-file', '/components/0/items/0/media/url']]);
    expect(server.received).toEqual([]);
  });
});

describe('modes', () => {
  test('warn: errors are logged and the request is sent', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { mode: 'warn', logger });
    const channel = await dmChannel(client);
    await channel.send(duplicatedOptionValues());
    expect(sent()).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toContain(`cordlint (sent anyway): POST /channels/${CHANNEL}/messages (channel-message): 1 error`);
    expect(logger.error.mock.calls[0]![0]).toContain('error select-option-value-unique at /components/0/components/0/options/2/value');
  });

  test('off: nothing is linted, the REST is left as it was', async () => {
    const client = newClient();
    const logger = spyLogger();
    const own = client.rest.queueRequest;
    guard(client, { logger });
    expect(client.rest.queueRequest).not.toBe(own);
    guard(client, { mode: 'off', logger });
    expect(client.rest.queueRequest).toBe(own);
    const channel = await dmChannel(client);
    await channel.send(duplicatedOptionValues());
    expect(sent()).toHaveLength(1);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  test('uninstall puts the REST back; a bare @discordjs/rest REST is guarded alike', async () => {
    const rest = new REST({ api: api(), retries: 0 }).setToken('test-token');
    const installed = guard(rest);
    await expect(rest.post(Routes.channelMessages(CHANNEL), { body: sixRows() })).rejects.toThrow(CordlintGuardError);
    expect(server.received).toEqual([]);
    installed.uninstall();
    expect(Object.hasOwn(rest, 'queueRequest')).toBe(false);
    await rest.post(Routes.channelMessages(CHANNEL), { body: sixRows() });
    expect(sent()).toHaveLength(1);
  });

  test('a body the guard cannot read is logged and left to discord.js, which fails it as without the guard', async () => {
    const client = newClient();
    const logger = spyLogger();
    guard(client, { logger });
    const error = await client.rest.post(Routes.channelMessages(CHANNEL), { body: { content: 'x', nonce: 1n } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(CordlintGuardError);
    expect(logger.error.mock.calls[0]![0]).toMatch(new RegExp(`^cordlint: could not lint POST /channels/${CHANNEL}/messages, sent unchecked: .*BigInt`));
  });

  test('rules turn a rule off; an unknown rule id is refused when the guard is installed', async () => {
    const client = newClient();
    guard(client, { rules: { 'select-option-value-unique': 'off' } });
    const channel = await dmChannel(client);
    await channel.send(duplicatedOptionValues());
    expect(sent()).toHaveLength(1);
    expect(() => guard(client, { rules: { 'no-such-rule': 'error' } })).toThrow(/no-such-rule/);
  });

  test('a bad mode or target is a clear TypeError', () => {
    expect(() => guard({} as never)).toThrow(/expected a discord.js Client or an @discordjs\/rest REST/);
    expect(() => guard(new REST(), { mode: 'loud' as never })).toThrow(/mode must be "throw", "warn" or "off", not "loud"/);
  });
});

test('the package export cordlint/guard (dist/guard.js, built by npm run build) guards a REST', async () => {
  const { guard: built, CordlintGuardError: BuiltError } = await import('cordlint/guard');
  const rest = new REST({ api: api(), retries: 0 }).setToken('test-token');
  built(rest);
  const error = await rest.post(Routes.channelMessages(CHANNEL), { body: sixRows() }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuiltError);
  expect((error as CordlintGuardError).findings.map((f) => f.ruleId)).toEqual(['legacy-top-level']);
  expect(server.received).toEqual([]);
});
