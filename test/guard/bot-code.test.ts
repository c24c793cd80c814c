/**
 * Issue 41 items 6 and 7: the guard runs the bot's code only as discord.js would. Its logger may
 * throw, reject or lack a method, its callbacks may throw or answer with a promise: no request
 * fails, waits or changes for it, and no rejection is left unhandled. A body's toJSON and getters
 * run once (the guard serialises the body once and discord.js sends that text), and the bytes that
 * reach Discord are those of an unguarded request, as JSON and as multipart's payload_json.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AttachmentBuilder, EmbedBuilder, REST, Routes } from 'discord.js';
import { guard, type GuardLogger } from '../../src/guard/index.js';
import { payloadJsonPart } from './local-discord.js';
import { localDiscordSuite } from './suite.js';

const CHANNEL = '555555555555555555';
const WEBHOOK = '666666666666666666';
const WEBHOOK_TOKEN = 'w'.repeat(68);
const { server, api } = localDiscordSuite();

const rest = () => new REST({ api: api(), retries: 0 }).setToken('test-token');
/** A body with one warning and no error: a webhook no application owns drops components (webhook-components). */
const warned = () => ({ content: 'hi', components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }] });
const webhookRoute = Routes.webhook(WEBHOOK, WEBHOOK_TOKEN) as `/${string}`;

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => void process.off('unhandledRejection', onUnhandled));
/** Lets rejected promises of the test be reported as unhandled, if any is. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the bot's logger", () => {
  const loggers: [string, () => unknown][] = [
    ['a warn that throws', () => ({ warn: () => { throw new Error('logger down'); }, error: () => { throw new Error('logger down'); } })],
    ['an async warn that rejects', () => ({ warn: async () => { throw new Error('disk full'); }, error: async () => { throw new Error('disk full'); } })],
    ['a logger without warn', () => ({ error: vi.fn() })],
    ['a logger without either (pino-like with info only)', () => ({ info: vi.fn() })],
    ['a thenable whose then throws', () => ({ warn: () => ({ then() { throw new Error('odd'); } }), error: () => undefined })],
    ['a logger whose methods are getters that throw', () => ({ get warn(): never { throw new Error('getter'); }, get error(): never { throw new Error('getter'); } })],
  ];
  for (const [name, make] of loggers) {
    test(`${name}: the request with a warning is sent, unchanged, and nothing is left unhandled`, async () => {
      const client = rest();
      guard(client, { logger: make() as GuardLogger });
      await client.post(webhookRoute, { body: warned() });
      await settle();
      expect(server.received.map((r) => JSON.parse(r.body.toString('utf8')))).toEqual([warned()]);
      expect(unhandled).toEqual([]);
    });
  }

  test('in warn mode, an error logged to a failing logger is still sent', async () => {
    const client = rest();
    guard(client, { mode: 'warn', logger: { warn: () => { throw new Error('x'); }, error: async () => { throw new Error('y'); } } });
    const body = { content: 'x'.repeat(2001) };
    await client.post(Routes.channelMessages(CHANNEL), { body });
    await settle();
    expect(server.received).toHaveLength(1);
    expect(unhandled).toEqual([]);
  });

  test('the logger without warn hears the warning on the method it has', async () => {
    const logger = { error: vi.fn() };
    const client = rest();
    guard(client, { logger: logger as unknown as GuardLogger });
    await client.post(webhookRoute, { body: warned() });
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(String(logger.error.mock.calls[0]![0])).toContain('webhook-components');
  });
});

describe("the guard's other callbacks", () => {
  for (const [name, appWebhooks] of [
    ['throws', () => { throw new Error('db down'); }],
    ['rejects', async () => { throw new Error('db down'); }],
  ] as const) {
    test(`an appWebhooks callback that ${name} leaves the request sent`, async () => {
      const client = rest();
      guard(client, { logger: { warn() {}, error() {} }, appWebhooks: appWebhooks as never });
      await client.post(webhookRoute, { body: { content: 'hi' } });
      await settle();
      expect(server.received).toHaveLength(1);
      expect(unhandled).toEqual([]);
    });
  }
});

describe('the body is serialised once', () => {
  /** A body whose toJSON answers differently each time (a nonce made when serialised), counting its calls. */
  function countingBody() {
    let calls = 0;
    return {
      body: { toJSON: () => ({ content: `call ${++calls}`, nonce: String(calls) }) },
      calls: () => calls,
    };
  }

  test('a toJSON runs once and Discord gets what an unguarded request sends (JSON)', async () => {
    const plain = countingBody();
    await rest().post(Routes.channelMessages(CHANNEL), { body: plain.body });
    const [unguarded] = server.received.splice(0);
    const client = rest();
    guard(client, { logger: { warn() {}, error() {} } });
    const guarded = countingBody();
    await client.post(Routes.channelMessages(CHANNEL), { body: guarded.body });
    expect(guarded.calls()).toBe(1);
    expect(plain.calls()).toBe(1);
    expect(server.received[0]!.body.equals(unguarded!.body)).toBe(true);
    expect(server.received[0]!.contentType).toBe(unguarded!.contentType);
  });

  test('a getter runs once, a builder inside is serialised once, and a multipart payload_json is byte for byte the unguarded one', async () => {
    const make = () => {
      let reads = 0;
      const embed = new EmbedBuilder().setTitle('Title \ud83d\ude00 é \u2028');
      const body = {
        get content() {
          reads++;
          return `read ${reads} \ud83d`;
        },
        embeds: [embed],
        attachments: [{ id: 0, filename: 'a.txt' }],
        big: 1e21,
        '10': 'integer key',
      };
      return { body, reads: () => reads };
    };
    const file = () => [new AttachmentBuilder(Buffer.from('hello'), { name: 'a.txt' })].map((a) => ({ name: a.name!, data: a.attachment as Buffer }));
    const plain = make();
    await rest().post(Routes.channelMessages(CHANNEL), { body: plain.body, files: file() });
    const [unguarded] = server.received.splice(0);
    const client = rest();
    guard(client, { logger: { warn() {}, error() {} } });
    const guarded = make();
    await client.post(Routes.channelMessages(CHANNEL), { body: guarded.body, files: file() });
    expect(guarded.reads()).toBe(1);
    expect(payloadJsonPart(server.received[0]!)).toBe(payloadJsonPart(unguarded!));
    expect(payloadJsonPart(server.received[0]!)).toContain('"content":"read 1 \\ud83d"');
  });

  test('a body the guard cannot serialise goes to discord.js as it came (its own error, not the guard\'s)', async () => {
    const client = rest();
    const logger = { warn: vi.fn(), error: vi.fn() };
    guard(client, { logger });
    const error = await client.post(Routes.channelMessages(CHANNEL), { body: { content: 'x', n: 1n } }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as Error).message)).toMatch(/BigInt/);
    expect(server.received).toEqual([]);
  });
});
