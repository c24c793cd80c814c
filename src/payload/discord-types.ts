/**
 * Payload types as discord-api-types describes them, for the library's typed entry points.
 * discord-api-types is an optional peer dependency: with it installed these are Discord's own
 * shapes; without it (and with `skipLibCheck`) TypeScript treats them as `any`.
 */
import type {
  APIInteractionResponse,
  APIMessageComponent,
  APIModalComponent,
  APIModalInteractionResponseCallbackData,
  RESTPatchAPIChannelMessageJSONBody,
  RESTPostAPIChannelMessageJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
} from 'discord-api-types/v10';

/** A message to create or edit, or a webhook message. */
export type MessagePayload = RESTPostAPIChannelMessageJSONBody | RESTPatchAPIChannelMessageJSONBody | RESTPostAPIWebhookWithTokenJSONBody;
/** A modal's data (what callback type 9 carries). */
export type ModalPayload = APIModalInteractionResponseCallbackData;
/** An interaction callback (`{ type, data }`). */
export type InteractionResponsePayload = APIInteractionResponse;
/** One component of a message or a modal. */
export type ComponentPayload = APIMessageComponent | APIModalComponent;
/** Anything `lintPayload` reads. */
export type DiscordPayload = MessagePayload | ModalPayload | InteractionResponsePayload | ComponentPayload;
