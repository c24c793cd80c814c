/** What the guard's discord.js tests share: a local Discord for the file's tests, clients pointed at it, and refusals. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Client } from 'discord.js';
import { CordlintGuardError } from '../../src/guard/index.js';
import { LocalDiscord } from './local-discord.js';

export interface LocalDiscordSuite {
  server: LocalDiscord;
  /** The API's base URL (set once the server listens). */
  api(): string;
  /** A client that never logs in (discord.js types such a client as Client<true> for its structures). */
  newClient(): Client<true>;
}

/** Starts a local Discord before the file's tests and stops it after; each test starts with no request recorded. */
export function localDiscordSuite(): LocalDiscordSuite {
  const server = new LocalDiscord();
  let api = '';
  const clients: Client[] = [];
  beforeAll(async () => {
    api = await server.start();
  });
  afterAll(async () => {
    for (const client of clients) await client.destroy();
    await server.stop();
  });
  afterEach(() => {
    server.received.length = 0;
  });
  return {
    server,
    api: () => api,
    newClient() {
      const client = new Client({ intents: [], rest: { api, retries: 0 } });
      client.rest.setToken('test-token');
      clients.push(client);
      return client as Client<true>;
    },
  };
}

/** The CordlintGuardError a guarded call rejects with. */
export async function refusal(promise: Promise<unknown>): Promise<CordlintGuardError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CordlintGuardError);
  return error as CordlintGuardError;
}
