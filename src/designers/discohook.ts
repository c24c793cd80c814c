/**
 * Discohook (discohook.app): its share links carry the editor's state as `?data=`, URL-safe base64
 * (no padding) of the UTF-8 JSON of its "QueryData": `{ version: "d2", messages: [{ _id, name,
 * data, reference, thread_id }], targets, backup_id }` (packages/site/app/types/QueryData.ts and
 * util/text.ts base64UrlEncode in discohook/discohook). A message's `data` is a webhook message
 * with Discohook's own additions (`flow`/`flows` on components, editor ids on link buttons,
 * `author`, `attachments`, `webhook_id`), which are dropped here with a note.
 * Backup files are `{ version: 1..8, ... }` exports (modals/BackupImportModal.tsx backupDataAsNewest).
 */
import { DesignerInputError, isRecord, Notes, parseDesignerJson, type ImportedMessage } from './types.js';

export const DISCOHOOK_ORIGIN = 'https://discohook.app';
const DISCOHOOK_HOSTS = /^(?:[a-z0-9-]+\.)*discohook\.(?:app|org)$/i;

/** The fields of a message's `data` that Discohook keeps (ZodQueryDataMessageDataBase) and a payload can carry. */
const MESSAGE_FIELDS = ['content', 'embeds', 'components', 'flags', 'username', 'avatar_url', 'thread_name', 'allowed_mentions'] as const;
/** The embed fields Discohook's editor keeps (ZodAPIEmbed); others are stripped when it parses a link. */
const EMBED_FIELDS = new Set(['title', 'description', 'url', 'timestamp', 'color', 'footer', 'image', 'thumbnail', 'video', 'provider', 'author', 'fields']);
const ALLOWED_MENTION_FIELDS = new Set(['parse', 'roles', 'users']);

/**
 * The component fields Discohook's editor keeps, by type (its zod schemas in types/components-raw.ts
 * strip the others when it reads a link): export refuses a payload that would lose one.
 */
const SELECT_FIELDS = ['type', 'custom_id', 'default_values', 'placeholder', 'min_values', 'max_values', 'disabled'];
const COMPONENT_FIELDS: Record<number, readonly string[]> = {
  1: ['type', 'components'],
  3: ['type', 'custom_id', 'options', 'placeholder', 'min_values', 'max_values', 'disabled'],
  5: SELECT_FIELDS, 6: SELECT_FIELDS, 7: SELECT_FIELDS, 8: [...SELECT_FIELDS, 'channel_types'],
  9: ['id', 'type', 'components', 'accessory'],
  10: ['id', 'type', 'content'],
  11: ['id', 'type', 'media', 'description', 'spoiler'],
  12: ['id', 'type', 'items'],
  13: ['id', 'type', 'file'],
  14: ['id', 'type', 'divider', 'spacing'],
  17: ['id', 'type', 'accent_color', 'spoiler', 'components'],
};
const BUTTON_FIELDS: Record<number, readonly string[]> = {
  5: ['type', 'style', 'label', 'emoji', 'url', 'custom_id', 'disabled'],
  6: ['type', 'style', 'sku_id', 'custom_id', 'disabled'],
};
const INTERACTIVE_BUTTON_FIELDS = ['type', 'style', 'label', 'emoji', 'custom_id', 'disabled'];
const NESTED_FIELDS: Record<string, readonly string[]> = {
  options: ['label', 'value', 'description', 'emoji', 'default'],
  items: ['media', 'description', 'spoiler'],
  media: ['url', 'proxy_url', 'width', 'height', 'content_type'],
  file: ['url', 'proxy_url', 'width', 'height', 'content_type'],
  emoji: ['id', 'name', 'animated'],
};

function componentProblems(component: unknown, path: string, problems: string[]): void {
  if (!isRecord(component)) return;
  const type = component.type as number;
  const kept = type === 2 ? (BUTTON_FIELDS[component.style as number] ?? INTERACTIVE_BUTTON_FIELDS) : COMPONENT_FIELDS[type];
  if (!kept) {
    problems.push(`${path}: Discohook's editor has no component of type ${String(type)}`);
    return;
  }
  if (type === 2 && (component.style === 5 || component.style === 6) && component.custom_id !== undefined) {
    problems.push(`${path}/custom_id: Discohook's editor keeps its own ids there on link and premium buttons, which import drops (and Discord refuses)`);
  }
  for (const [key, value] of Object.entries(component)) {
    if (key === 'custom_id' && type === 2 && (component.style === 5 || component.style === 6)) continue;
    if (!kept.includes(key)) problems.push(`${path}/${key}: Discohook's editor does not keep this field of a component of type ${type}`);
    else if (key === 'components' && Array.isArray(value)) value.forEach((c, i) => componentProblems(c, `${path}/components/${i}`, problems));
    else if (key === 'accessory') componentProblems(value, `${path}/accessory`, problems);
    else nestedProblems(key, value, `${path}/${key}`, problems);
  }
}

function nestedProblems(key: string, value: unknown, path: string, problems: string[]): void {
  const fields = NESTED_FIELDS[key];
  if (!fields) return;
  const check = (item: unknown, where: string) => {
    if (!isRecord(item)) return;
    for (const [k, v] of Object.entries(item)) {
      if (!fields.includes(k)) problems.push(`${where}/${k}: Discohook's editor does not keep this field`);
      else nestedProblems(k, v, `${where}/${k}`, problems);
    }
  };
  if (Array.isArray(value)) value.forEach((item, i) => check(item, `${path}/${i}`));
  else check(value, path);
}

export const isDiscohookHost = (host: string): boolean => DISCOHOOK_HOSTS.test(host);

/** `?data=` of a Discohook link: URL-safe base64 of the JSON, as Discohook's base64UrlEncode makes it. */
export function encodeDiscohookData(data: unknown): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

/** The JSON a `?data=` value holds; Discohook's base64Decode also takes standard base64. */
export function decodeDiscohookData(param: string): unknown {
  const base64 = param.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new DesignerInputError('the data parameter is not base64');
  return parseDesignerJson(Buffer.from(base64, 'base64').toString('utf8'), 'the data parameter');
}

/** A link that opens these webhook messages in Discohook's editor. */
export function discohookLink(payloads: readonly Record<string, unknown>[]): string {
  const data = { version: 'd2', messages: payloads.map((payload) => ({ data: payload })) };
  return `${DISCOHOOK_ORIGIN}/?data=${encodeDiscohookData(data)}`;
}

/** The messages of a link's `?data=` JSON (QueryData). */
export function messagesFromQueryData(data: unknown, notes: Notes, where = 'the link'): ImportedMessage[] {
  if (!isRecord(data) || !Array.isArray(data.messages)) throw new DesignerInputError(`${where} holds no Discohook messages (no "messages" list)`);
  if (Array.isArray(data.targets) && data.targets.length > 0) {
    notes.add("Discohook's targets (webhook URLs and bot channels) are not written: a payload does not say where it is sent, and webhook URLs hold tokens.");
  }
  if (data.backup_id !== undefined) notes.add("Discohook's backup_id was dropped: it names a backup on Discohook's server.");
  return data.messages.map((message, index) => importMessage(message, notes, `${where}, message ${index + 1}`));
}

/** The messages of a Discohook backup file (any export version, 1 to 8), in order. */
export function messagesFromBackupFile(file: unknown, notes: Notes, where: string): ImportedMessage[] {
  if (!isRecord(file) || typeof file.version !== 'number') throw new DesignerInputError(`${where} is not a Discohook backup file (no "version")`);
  const out: ImportedMessage[] = [];
  const add = (backupName: unknown, messages: unknown[], multiple: boolean) => {
    messages.forEach((message, index) => {
      const name = typeof backupName === 'string' ? (multiple ? `${backupName} ${index + 1}` : backupName) : undefined;
      const imported = importMessage(message, notes, `${where}, backup ${JSON.stringify(backupName ?? '')} message ${index + 1}`);
      out.push({ ...imported, ...(name !== undefined && imported.name === undefined ? { name } : {}) });
    });
  };
  switch (file.version) {
    case 1:
      add(file.name, [{ data: snakeCaseKeys(file.message) }], false);
      break;
    case 2:
      add(file.name, [{ data: file.message }], false);
      break;
    default: {
      if (!Number.isInteger(file.version) || file.version < 1 || file.version > 8) {
        throw new DesignerInputError(`${where}: Discohook backup version ${file.version} is not known (1 to 8 are)`);
      }
      if (!Array.isArray(file.backups)) {
        throw new DesignerInputError(`${where}: a Discohook backup of version ${file.version} has a list of "backups", not ${file.backups === undefined ? 'none' : `a ${file.backups === null ? 'null' : typeof file.backups}`}`);
      }
      for (const backup of file.backups) {
        if (!isRecord(backup)) continue;
        if (backup.schedule !== undefined) notes.add("Discohook's backup schedules were dropped: they belong to Discohook's server.");
        if (backup.webhookUrl || (isRecord(backup.target) && backup.target.url) || (Array.isArray(backup.targets) && backup.targets.length > 0)) {
          notes.add("Discohook's targets (webhook URLs and bot channels) are not written: a payload does not say where it is sent, and webhook URLs hold tokens.");
        }
        // Versions 3 and 4 hold bare message data; 5 too, with the edited message's link beside it; 6 to 8 hold QueryData messages.
        const raw = file.version === 3 ? [backup.message] : Array.isArray(backup.messages) ? backup.messages : [];
        const messages = file.version <= 5 ? raw.map((data) => ({ data })) : raw;
        if (file.version === 5 && isRecord(backup.target) && backup.target.message) {
          notes.add("Discohook's message references (the message a backup edits) were dropped: a payload does not say which message it edits.");
        }
        add(backup.name, messages, messages.length > 1);
      }
    }
  }
  return out;
}

/** One QueryData message (`{ _id, name, data, reference, thread_id }`) as a payload. */
function importMessage(message: unknown, notes: Notes, where: string): ImportedMessage {
  if (!isRecord(message) || !isRecord(message.data)) throw new DesignerInputError(`${where} has no "data" object`);
  if (message._id !== undefined || message.name !== undefined) {
    notes.add("Discohook's message ids (_id) and names were dropped: a payload has neither (with -o FOLDER/, a message's name names its file).");
  }
  if (message.reference !== undefined) notes.add("Discohook's message references (the message a backup edits) were dropped: a payload does not say which message it edits.");
  if (message.thread_id !== undefined) notes.add("Discohook's thread_id was dropped: it is a query parameter of the webhook call, not part of the payload.");
  const data = message.data;
  const payload: Record<string, unknown> = {};
  // Discohook's own transform: the deprecated author fields fill username and avatar_url.
  const author = isRecord(data.author) ? data.author : undefined;
  // In the data's own order, so that a file exported and imported again reads the same.
  for (const [field, raw] of Object.entries(data)) {
    if (!(MESSAGE_FIELDS as readonly string[]).includes(field) || raw === undefined || raw === null) continue;
    let value = raw;
    if (field === 'embeds' && Array.isArray(value)) value = value.map((embed) => cleanEmbed(embed));
    if (field === 'components' && Array.isArray(value)) value = value.map((component) => cleanComponent(component, notes));
    payload[field] = value;
  }
  if (!payload.username && typeof author?.name === 'string' && author.name) payload.username = author.name;
  if (!payload.avatar_url && typeof author?.icon_url === 'string' && author.icon_url) payload.avatar_url = author.icon_url;
  if (author) notes.add("Discohook's author object (badge, old name and icon fields) was dropped; its name and icon became username and avatar_url where those were empty.");
  if (Array.isArray(data.attachments) && data.attachments.length > 0) {
    notes.add("Discohook's attachments (files uploaded in the editor) were dropped: the link holds their names, not their bytes; attach them when you send.");
  }
  if (data.webhook_id !== undefined) notes.add("Discohook's webhook_id was dropped: it names the webhook the editor sent through.");
  const ignored = Object.keys(data).filter((key) => !(MESSAGE_FIELDS as readonly string[]).includes(key) && !['author', 'attachments', 'webhook_id'].includes(key));
  if (ignored.length > 0) notes.add(`Fields Discohook's editor does not keep were dropped: ${ignored.join(', ')}.`);
  return { payload, ...(typeof message.name === 'string' && message.name ? { name: message.name } : {}) };
}

/** Discohook keeps `color: null` from old versions; Discord takes no color as no field. */
function cleanEmbed(embed: unknown): unknown {
  if (!isRecord(embed)) return embed;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(embed)) {
    if (key === 'color' && value === null) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A component without Discohook's editor state: `flow`/`flows` (its bot's actions) and the ids it
 * gives link and premium buttons to track them (a link button with a custom_id is a 400).
 */
function cleanComponent(component: unknown, notes: Notes): unknown {
  if (Array.isArray(component)) return component.map((c) => cleanComponent(c, notes));
  if (!isRecord(component)) return component;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(component)) {
    if (key === 'flow' || key === 'flows') {
      notes.add("Discohook's flows (what its bot does when a button or select is used) were dropped: they run on Discohook's bot, not in a payload.");
      continue;
    }
    if (key === 'custom_id' && component.type === 2 && (component.style === 5 || component.style === 6)) {
      notes.add("The ids Discohook's editor gives link and premium buttons (custom_id) were dropped: Discord refuses a custom_id on those buttons.");
      continue;
    }
    out[key] = key === 'components' || key === 'accessory' || key === 'component' ? cleanComponent(value, notes) : value;
  }
  return out;
}

/** Version 1 backups hold a camelCase message (Discohook's toSnakeCase undoes it). */
function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeCaseKeys(v)]));
}

/** Why Discohook cannot hold this payload exactly, or nothing when it can (export refuses otherwise). */
export function discohookProblems(payload: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(payload)) {
    if (!(MESSAGE_FIELDS as readonly string[]).includes(key)) problems.push(`/${key}: Discohook's editor does not keep this field`);
    else if (payload[key] === null) problems.push(`/${key}: Discohook's editor reads null as no field`);
  }
  if (Array.isArray(payload.embeds)) {
    payload.embeds.forEach((embed, i) => {
      if (!isRecord(embed)) return;
      for (const key of Object.keys(embed)) if (!EMBED_FIELDS.has(key)) problems.push(`/embeds/${i}/${key}: Discohook's editor does not keep this embed field`);
      if (embed.color === null) problems.push(`/embeds/${i}/color: Discohook's editor reads null as no color`);
    });
  }
  if (Array.isArray(payload.components)) payload.components.forEach((c, i) => componentProblems(c, `/components/${i}`, problems));
  if (isRecord(payload.allowed_mentions)) {
    for (const key of Object.keys(payload.allowed_mentions)) {
      if (!ALLOWED_MENTION_FIELDS.has(key)) problems.push(`/allowed_mentions/${key}: Discohook's editor does not keep this field`);
    }
  }
  return problems;
}
