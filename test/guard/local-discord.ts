/** A local stand-in for Discord's HTTP API on 127.0.0.1: it records every request, bytes and all. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  /** The path after /api/v10 (`/channels/1/messages`), query included. */
  route: string;
  contentType: string;
  body: Buffer;
}

export const USER = { id: '222222222222222222', username: 'someone', discriminator: '0', global_name: null, avatar: null };
export const BOT_ID = '111111111111111111';

/** A message as Discord answers with one: enough for discord.js to build its Message. */
function messageJson(channelId: string): Record<string, unknown> {
  return {
    id: '333333333333333333', channel_id: channelId, type: 0, content: '', author: { ...USER, id: BOT_ID, bot: true },
    timestamp: new Date(0).toISOString(), edited_timestamp: null, tts: false, mention_everyone: false, mentions: [],
    mention_roles: [], attachments: [], embeds: [], pinned: false, components: [], flags: 0,
  };
}

export const GUILD_ID = '999999999999999999';
export const THREAD_ID = '888888888888888888';

/** A thread started in a forum channel, with its first message, as Start Thread in Forum or Media Channel answers. */
function threadJson(forumId: string): Record<string, unknown> {
  return {
    id: THREAD_ID, type: 11, guild_id: GUILD_ID, parent_id: forumId, name: 'post', owner_id: BOT_ID, message_count: 1, member_count: 1,
    thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: new Date(0).toISOString(), locked: false },
    applied_tags: [], message: messageJson(THREAD_ID),
  };
}

export class LocalDiscord {
  readonly received: Received[] = [];
  private server: Server = createServer((req, res) => void this.answer(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const route = (req.url ?? '').replace(/^\/api\/v\d+/, '');
    this.received.push({ method: req.method ?? '', route, contentType: String(req.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
    const path = route.split('?')[0]!;
    let answer: unknown = {};
    let status = 200;
    const channel = /^\/channels\/(\d+)$/.exec(path);
    if (req.method === 'GET' && channel) answer = { id: channel[1], type: 1, recipients: [USER], last_message_id: null };
    else if (/\/callback$/.test(path)) status = 204;
    else if (/^\/channels\/(\d+)\/messages/.test(path)) answer = messageJson(/^\/channels\/(\d+)/.exec(path)![1]!);
    else if (/^\/channels\/(\d+)\/threads$/.test(path)) answer = threadJson(/^\/channels\/(\d+)/.exec(path)![1]!);
    else if (/^\/webhooks\//.test(path)) answer = messageJson('444444444444444444');
    res.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json' });
    res.end(status === 204 ? undefined : JSON.stringify(answer));
  }
}

/** The `payload_json` part of a multipart body. */
export function payloadJsonPart(received: Received): string {
  const boundary = /boundary=(.+)$/.exec(received.contentType)?.[1];
  if (!boundary) throw new Error(`not multipart: ${received.contentType}`);
  const text = received.body.toString('latin1');
  for (const part of text.split(`--${boundary}`)) {
    if (!part.includes('name="payload_json"')) continue;
    return Buffer.from(part.slice(part.indexOf('\r\n\r\n') + 4, part.lastIndexOf('\r\n')), 'latin1').toString('utf8');
  }
  throw new Error('no payload_json part');
}
