/**
 * Where a payload is sent: the request that carries it. A file does not say it (except an
 * interaction response envelope and the follow-ups after it); the config, `--destination` or the
 * library names it. Rules whose verdict depends on it raise errors only when it is known.
 */
import { MESSAGE_FLAGS } from '../components.js';

export const DESTINATIONS = [
  'channel-message',
  'message-edit',
  'webhook',
  'app-webhook',
  'webhook-edit',
  'interaction-response',
  'follow-up',
  'interaction-edit',
] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** The kind of channel a webhook posts to, where it matters (forum and media channels need a thread). */
export const WEBHOOK_CHANNELS = ['text', 'forum', 'media'] as const;
export type WebhookChannel = (typeof WEBHOOK_CHANNELS)[number];

/** What the project knows of one `attachment://NAME` file on disk (gathered by src/project/, never read here). */
export interface AttachmentFile {
  /** The file's place as the user would find it (relative to the working folder). */
  shownPath: string;
  /** Size in bytes; undefined when there is no such regular file. */
  size?: number;
  /** Why the file cannot be sent, when it exists but is not a plain file (a folder, a device, a link leaving its folder). */
  problem?: string;
}

/** The attachments folder of one payload file: where `attachment://NAME` files are looked up. */
export interface AttachmentFiles {
  /** The folder, as shown to the user. */
  shownDir: string;
  /**
   * The config names the folder (`attachments`): a file missing there is an error. Otherwise files
   * are looked for beside the payload, and only those found are checked.
   */
  configured: boolean;
  /** Largest file, in bytes (10 MiB by default). */
  maxSize: number;
  /** What is on disk under a plain file name (no folder part); the project layer looks, synchronously. */
  lookup(name: string): AttachmentFile;
}

/** What the request that carries a payload adds to it: the destination and its query or channel. */
export interface Delivery {
  destination?: Destination;
  /** Execute Webhook's `?with_components=true`. */
  withComponents?: boolean;
  /** The webhook's channel kind. */
  channel?: WebhookChannel;
  /** The files beside the payload that `attachment://` names. */
  attachments?: AttachmentFiles;
}

export const DEFAULT_MAX_ATTACHMENT_SIZE = 10 * 1024 * 1024;

const { SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2 } = MESSAGE_FLAGS;

/** The request each destination is, in Discord's documentation's words. */
const ENDPOINTS: Record<Destination, string> = {
  'channel-message': 'Create Message',
  'message-edit': 'Edit Message',
  webhook: 'Execute Webhook',
  'app-webhook': 'Execute Webhook (an application-owned webhook)',
  'webhook-edit': 'Edit Webhook Message',
  'interaction-response': 'Create Interaction Response',
  'follow-up': 'Create Followup Message',
  'interaction-edit': 'Edit Original Interaction Response',
};

export function endpointOf(destination: Destination): string {
  return ENDPOINTS[destination];
}

export function isDestination(value: unknown): value is Destination {
  return typeof value === 'string' && (DESTINATIONS as readonly string[]).includes(value);
}

/** Edits change a message that exists: the V2 flag need not be repeated, `attachments` replaces its files. */
export function isEdit(destination: Destination | undefined): boolean {
  return destination === 'message-edit' || destination === 'webhook-edit' || destination === 'interaction-edit';
}

/** Execute Webhook, whoever owns the webhook. */
export function isWebhookExecute(destination: Destination | undefined): boolean {
  return destination === 'webhook' || destination === 'app-webhook';
}

/** Where an interaction is answered: EPHEMERAL may be set. */
export function answersInteraction(destination: Destination | undefined): boolean {
  return destination === 'interaction-response' || destination === 'follow-up';
}

/**
 * The flags each endpoint accepts (Discord's docs of each request's `flags`): Create Message
 * SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE and IS_COMPONENTS_V2; Execute Webhook
 * SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS and IS_COMPONENTS_V2; the edits SUPPRESS_EMBEDS and
 * IS_COMPONENTS_V2; interaction responses and follow-ups add EPHEMERAL.
 */
export function settableFlags(destination: Destination): readonly number[] {
  switch (destination) {
    case 'channel-message':
      return [SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2];
    case 'webhook':
    case 'app-webhook':
      return [SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2];
    case 'message-edit':
    case 'webhook-edit':
    case 'interaction-edit':
      return [SUPPRESS_EMBEDS, IS_COMPONENTS_V2];
    case 'interaction-response':
    case 'follow-up':
      return [SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE, IS_COMPONENTS_V2];
  }
}

/** How a finding that needs the destination says so: `(with --destination message-edit this is valid)`. */
export function destinationHint(text: string): string {
  return ` The file does not say where it is sent (set "destination" in the config, or pass --destination): ${text}`;
}
