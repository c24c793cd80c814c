/**
 * Runs generated discord.js modules with the real discord.js package (in one child process) and
 * gives back what discord.js would send: a message's body as MessagePayload.resolveBody makes it
 * for a webhook, or a modal's toJSON().
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const RUNNER = `
import { MessagePayload, WebhookClient } from 'discord.js';
const client = new WebhookClient({ id: '1', token: 'x' });
const out = {};
for (const file of process.argv.slice(2)) {
  const mod = await import('./' + file);
  out[file] = {};
  for (const [name, value] of Object.entries(mod)) {
    if (name.startsWith('modal')) out[file][name] = { modal: value.toJSON() };
    else {
      const { body } = MessagePayload.create(client, value).resolveBody();
      out[file][name] = { body, files: (value.files ?? []).map((f) => f.name) };
    }
  }
}
client.destroy();
process.stdout.write(JSON.stringify(out));
`;

export interface Ran {
  modal?: unknown;
  body?: Record<string, unknown>;
  files?: string[];
}

/** Each module's exports, run: `modules` maps a file name (`x.mjs`) to its code. */
export function runDiscordJs(modules: Record<string, string>): Record<string, Record<string, Ran>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cordlint-codegen-'));
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(dir, 'runner.mjs'), RUNNER);
    for (const [name, code] of Object.entries(modules)) writeFileSync(path.join(dir, name), code);
    const out = execFileSync(process.execPath, ['runner.mjs', ...Object.keys(modules)], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(out) as Record<string, Record<string, Ran>>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The body as the payload says it: discord.js adds `tts: false` and `enforce_nonce: false` to every
 * message it sends, `emoji: null` to poll answers, and sends attachments' file names in the multipart part, not the JSON.
 */
export function comparableBody(ran: Ran, payload: Record<string, unknown>): Record<string, unknown> {
  const body = JSON.parse(JSON.stringify(ran.body)) as Record<string, unknown>;
  for (const key of ['tts', 'enforce_nonce'] as const) if (body[key] === false && !(key in payload)) delete body[key];
  // discord.js writes `emoji: null` into every poll answer that has none.
  const poll = body.poll as { answers?: { poll_media: Record<string, unknown> }[] } | undefined;
  for (const answer of poll?.answers ?? []) if (answer.poll_media.emoji === null) delete answer.poll_media.emoji;
  if (Array.isArray(body.attachments)) {
    // discord.js also writes title, waveform and duration_secs (null unless set) for every file.
    body.attachments = (body.attachments as Record<string, unknown>[]).map((a, i) => ({
      ...Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null)),
      filename: ran.files?.[i],
    }));
  }
  return body;
}

/**
 * Attachments as discord.js sends them: ids as strings, a description only when there is one; and
 * embed timestamps as discord.js writes every one (EmbedBuilder makes it toISOString(), the same instant).
 */
export function comparablePayload(payload: Record<string, unknown>): Record<string, unknown> {
  const out = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
  if (Array.isArray(out.embeds)) {
    for (const embed of out.embeds as Record<string, unknown>[]) {
      if (typeof embed.timestamp === 'string') embed.timestamp = new Date(embed.timestamp).toISOString();
    }
  }
  if (Array.isArray(out.attachments)) {
    out.attachments = (out.attachments as Record<string, unknown>[]).map((a) => ({ id: String(a.id), ...(a.description !== undefined ? { description: a.description } : {}), filename: a.filename }));
  }
  return out;
}
