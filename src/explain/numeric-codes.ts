import type { PathSegment } from '../types.js';

/**
 * Discord's JSON error codes (the top-level `code` of an answer without a form tree) that a
 * payload can cause, each tied to the field of the body that causes it and the destinations
 * (the requests) that can answer it. Meanings are from Discord's list of JSON error codes
 * (https://docs.discord.com/developers/topics/opcodes-and-status-codes#json-json-error-codes)
 * and the pages of the endpoints and objects they name.
 */

/** The requests a payload is sent with; the names of `--destination`. */
export type DestinationName =
  | 'channel-message'
  | 'message-edit'
  | 'webhook'
  | 'app-webhook'
  | 'webhook-edit'
  | 'interaction-response'
  | 'follow-up'
  | 'interaction-edit';

export interface NumericCode {
  meaning: string;
  fix: string;
  /** Fields of the body that cause it, first present wins; `*` stands for any index of a list. */
  fields?: readonly (readonly PathSegment[])[];
  /** The destinations whose request can answer it; absent when any can. */
  destinations?: readonly DestinationName[];
  /** cordlint's rules that check the same thing. */
  rules?: readonly string[];
}

const SENDING: readonly DestinationName[] = ['channel-message', 'webhook', 'app-webhook', 'interaction-response', 'follow-up'];
const EDITS: readonly DestinationName[] = ['message-edit', 'webhook-edit', 'interaction-edit'];
const UPLOADS: readonly DestinationName[] = [...SENDING, ...EDITS];
const WEBHOOKS: readonly DestinationName[] = ['webhook', 'app-webhook'];
/** The requests whose flags may hold IS_VOICE_MESSAGE (Create Message, Create Interaction Response). */
const VOICE: readonly DestinationName[] = ['channel-message', 'interaction-response'];

const ATTACHMENTS = [['attachments'], ['files']] as const;
const VOICE_EXTRAS = [['content'], ['embeds'], ['components'], ['poll'], ['sticker_ids']] as const;

/** Top-level JSON error codes that come without a form tree. */
export const NUMERIC_CODES: Readonly<Record<string, NumericCode>> = {
  '50035': {
    meaning: 'Invalid Form Body: a field breaks one of Discord\'s rules, but this text does not say which (older Discord.Net prints no details).',
    fix: 'Get the errors tree: log the answer\'s body, or HttpException.Errors in Discord.Net; then run cordlint explain on it.',
  },
  '50006': { meaning: 'The message is empty: no content, embed, component, poll, sticker or file.', fix: 'Give the message something to show.', rules: ['message-not-empty'] },
  '50109': { meaning: 'The request body is not valid JSON.', fix: 'Send the payload serialised as JSON (Content-Type: application/json).' },
  '40060': { meaning: 'The interaction was already acknowledged.', fix: 'Reply once; use a follow-up message or edit the original response afterwards.' },
  '10062': { meaning: 'Unknown interaction: the token expired (3 seconds to respond, 15 minutes for follow-ups) or was already used.', fix: 'Respond within 3 seconds, or defer first and edit the response later.' },
  '40005': {
    meaning: 'Request entity too large: the files uploaded with the payload make the request bigger than Discord takes.',
    fix: 'Send smaller or fewer files (the upload limit is 10 MiB unless the server\'s boosts or a subscription raise it), or link large files instead.',
    fields: ATTACHMENTS,
    destinations: UPLOADS,
    rules: ['attachment-file'],
  },
  '40058': {
    meaning: 'Cannot send a message in a forum channel: Create Message (destination channel-message) was sent to a forum or media channel, whose messages live in threads.',
    fix: 'Start a thread in the forum (POST /channels/{id}/threads with the message), send to an existing thread, or use a webhook with thread_name.',
    destinations: ['channel-message'],
  },
  '50008': {
    meaning: 'Cannot send messages in a non-text channel: Create Message (destination channel-message) was sent to a channel that holds no messages (a category, a forum\'s parent, a directory).',
    fix: 'Send to a text channel, thread, voice channel\'s chat or DM instead.',
    destinations: ['channel-message'],
  },
  '50045': {
    meaning: 'A file uploaded with the payload is larger than Discord allows.',
    fix: 'Upload files of at most 10 MiB (more only where the server\'s boosts or a subscription raise the limit); link larger files.',
    fields: ATTACHMENTS,
    destinations: UPLOADS,
    rules: ['attachment-file'],
  },
  '50046': {
    meaning: 'Invalid file uploaded: a file sent with the payload is not what its field takes (an image that is not an image, an empty or corrupt file).',
    fix: 'Check the files named in attachments: their bytes, their content type and their file name.',
    fields: ATTACHMENTS,
    destinations: UPLOADS,
  },
  '50081': {
    meaning: 'Invalid sticker sent: a sticker of sticker_ids does not exist or is not usable by the bot here (a guild sticker of another server).',
    fix: 'Use the ids of stickers the bot can send: Discord\'s standard stickers or the stickers of this server.',
    fields: [['sticker_ids']],
    destinations: ['channel-message', 'message-edit'],
  },
  '50146': {
    meaning: 'Uploaded file not found: an entry of attachments names an upload (by id) that the request did not carry.',
    fix: 'Give each new entry of attachments the id of a file part sent with the request (files[n] has id n), or the id of an attachment the message already has.',
    fields: [['attachments'], ['files']],
    destinations: UPLOADS,
    rules: ['attachment-file', 'attachment-reference'],
  },
  '50159': {
    meaning: 'Voice messages do not support additional content: a message with IS_VOICE_MESSAGE (flags 8192) also sends content, embeds, components, a poll or stickers.',
    fix: 'Send the voice message with its audio attachment alone (flags 8192, attachments); send the text in another message.',
    fields: VOICE_EXTRAS,
    destinations: VOICE,
    rules: ['voice-message'],
  },
  '50160': {
    meaning: 'Voice messages must have a single audio attachment: a message with IS_VOICE_MESSAGE (flags 8192) has no attachment, several, or one that is not audio.',
    fix: 'Attach exactly one audio file (content type audio/..., e.g. audio/ogg) and list it in attachments.',
    fields: ATTACHMENTS,
    destinations: VOICE,
    rules: ['voice-message'],
  },
  '50161': {
    meaning: 'Voice messages must have supporting metadata: the audio attachment of a message with IS_VOICE_MESSAGE lacks duration_secs or waveform.',
    fix: 'Give the attachment duration_secs (a number) and waveform (base64 of up to 256 one-byte samples).',
    fields: ATTACHMENTS,
    destinations: VOICE,
    rules: ['voice-message'],
  },
  '50173': {
    meaning: 'You cannot send voice messages in this channel: flags sets IS_VOICE_MESSAGE (8192) where the channel does not take voice messages or the bot lacks SEND_VOICE_MESSAGES.',
    fix: 'Grant the bot the SEND_VOICE_MESSAGES permission in that channel, or send the audio as an ordinary file (without flag 8192).',
    fields: [['flags']],
    destinations: VOICE,
  },
  '160002': {
    meaning: 'Cannot reply without permission to read message history: message_reference makes this a reply, and the bot may not read the channel\'s history.',
    fix: 'Grant the bot READ_MESSAGE_HISTORY in that channel, or drop message_reference (send it as a plain message).',
    fields: [['message_reference']],
    destinations: ['channel-message'],
  },
  '160014': {
    meaning: 'You cannot forward a message whose content you cannot read: message_reference with type 1 (FORWARD) points at a message the bot cannot read.',
    fix: 'Forward only messages the bot can read (it needs access to their channel, and the Message Content intent for their content).',
    fields: [['message_reference']],
    destinations: ['channel-message'],
  },
  '220001': {
    meaning: 'Webhooks posted to forum channels must have a thread_name or thread_id: the webhook (destination webhook or app-webhook) belongs to a forum or media channel and the request names no thread.',
    fix: 'Give thread_name in the body to start a thread, or ?thread_id= in the URL to post in an existing one (config: channel: forum).',
    fields: [['thread_name']],
    destinations: WEBHOOKS,
    rules: ['webhook-fields'],
  },
  '220002': {
    meaning: 'Webhooks posted to forum channels cannot have both a thread_name and thread_id: the body\'s thread_name and the URL\'s ?thread_id= were both given.',
    fix: 'Keep one: thread_name to start a thread, or thread_id to post in an existing one.',
    fields: [['thread_name']],
    destinations: WEBHOOKS,
    rules: ['webhook-fields'],
  },
  '220003': {
    meaning: 'Webhooks can only create threads in forum channels: thread_name was given to a webhook of a channel that is not a forum or media channel.',
    fix: 'Remove thread_name (or post with a webhook of a forum or media channel).',
    fields: [['thread_name']],
    destinations: WEBHOOKS,
    rules: ['webhook-fields'],
  },
  '220004': {
    meaning: 'Webhook services cannot be used in forum channels: the Slack- or GitHub-compatible endpoint (/slack, /github) of a webhook (destination webhook) was used in a forum or media channel.',
    fix: 'Post to the webhook\'s ordinary endpoint with thread_name or thread_id, or use a webhook of a text channel.',
    destinations: ['webhook'],
  },
  '520002': {
    meaning: 'Invalid channel type for poll creation: the payload\'s poll was sent to a channel that does not take polls.',
    fix: 'Send the poll to a text channel, thread, or DM; or drop poll.',
    fields: [['poll']],
    destinations: SENDING,
  },
  '520003': {
    meaning: 'Cannot edit a poll message: an edit (destination message-edit, webhook-edit or interaction-edit) gave a poll, or edited a message that holds one; a poll is set when the message is sent (or when a deferred response is first edited).',
    fix: 'Remove poll from the edit; to change a poll, end it (Expire Poll) and send a new message.',
    fields: [['poll']],
    destinations: EDITS,
    rules: ['edit-fields'],
  },
  '520004': {
    meaning: 'Cannot use an emoji included with the poll: an answer\'s poll_media.emoji is a custom emoji the bot cannot use (of a server it is not in), or the question has one (it takes text only).',
    fix: 'Use Unicode emoji ({"name": "🍕"}) or custom emoji of servers the bot is in, and no emoji in the question.',
    fields: [
      ['poll', 'answers', '*', 'poll_media', 'emoji'],
      ['poll', 'question', 'emoji'],
    ],
    destinations: SENDING,
    rules: ['poll-question-text'],
  },
};

/** The code's field and destinations in a sentence, so that the explanation names them even without a payload. */
export function causeOf(entry: NumericCode): string | undefined {
  const fields = entry.fields?.map(fieldName);
  const parts: string[] = [];
  if (fields && fields.length > 0) parts.push(`caused by ${fields.join(', ')}`);
  if (entry.destinations) parts.push(`answered by ${entry.destinations.length === 1 ? 'destination' : 'destinations'} ${entry.destinations.join(', ')}`);
  return parts.length > 0 ? `(${parts.join('; ')}.)` : undefined;
}

const fieldName = (path: readonly PathSegment[]): string => path.map((s, i) => (s === '*' ? '[]' : i === 0 ? String(s) : `.${String(s)}`)).join('').replace(/\.\[\]/g, '[]');

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The place in `payload` of the first field that causes `code`, or undefined when the payload holds
 * none (a null or empty field causes nothing). An interaction response's fields are under `data`.
 */
export function causingField(code: string | undefined, payload: unknown): PathSegment[] | undefined {
  const fields = code === undefined ? undefined : NUMERIC_CODES[code]?.fields;
  if (!fields) return undefined;
  const roots: PathSegment[][] = isRecord(payload) && isRecord(payload.data) && typeof payload.type === 'number' ? [['data']] : [[]];
  for (const root of roots) {
    for (const field of fields) {
      const found = find(payload, [...root, ...field], []);
      if (found) return found;
    }
  }
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function find(node: unknown, rest: readonly PathSegment[], at: PathSegment[]): PathSegment[] | undefined {
  if (rest.length === 0) return isEmpty(node) ? undefined : at;
  const [head, ...tail] = rest;
  if (head === '*') {
    if (!Array.isArray(node)) return undefined;
    for (let i = 0; i < node.length; i++) {
      const found = find(node[i], tail, [...at, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(node) || !Object.hasOwn(node, String(head))) return undefined;
  return find(node[String(head)], tail, [...at, head!]);
}
