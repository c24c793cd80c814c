/**
 * Files a folder or glob search meets that are plainly not payloads: tsconfig.json, package.json
 * and other manifests, JSON Schemas, SARIF reports, CI and tool configs. They have no field a
 * payload could have, so `cordlint lint .` skips them instead of reporting each as `payload-kind`.
 */
import { parse, type ParseError } from 'jsonc-parser';
import { isObject } from './detect.js';

/** Top-level fields of messages, modals, interaction responses, received interactions and components. */
const PAYLOAD_FIELDS: ReadonlySet<string> = new Set([
  'content', 'embeds', 'components', 'flags', 'attachments', 'poll', 'sticker_ids', 'tts', 'allowed_mentions',
  'message_reference', 'nonce', 'enforce_nonce', 'username', 'avatar_url', 'thread_name', 'applied_tags', 'files',
  'custom_id', 'title', 'type', 'data', 'token', 'application_id',
]);

/** Keys that make an object a JSON Schema (whose `title` and `type` are the schema's own). */
const JSON_SCHEMA_KEYS = ['$schema', '$id', '$defs', 'definitions', 'properties'];

/** Whether a parsed document is plainly not a payload: no field a payload could have, with a value a payload could give it. */
export function isPlainlyNotPayload(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isPlainlyNotPayload);
  if (!isObject(value)) return value !== undefined;
  const schema = JSON_SCHEMA_KEYS.some((key) => key in value);
  return !Object.keys(value).some((key) => PAYLOAD_FIELDS.has(key) && couldBePayloadField(key, value[key], schema));
}

function couldBePayloadField(key: string, field: unknown, inSchema: boolean): boolean {
  switch (key) {
    case 'type':
      // A payload's type is a number ("module" in package.json, "object" in a JSON Schema are not).
      return typeof field === 'number' || (typeof field === 'string' && /^\d+$/.test(field));
    case 'components':
      // OpenAPI documents have a "components" object; a payload's is a list.
      return Array.isArray(field);
    case 'title':
    case 'data':
      return !inSchema;
    default:
      return true;
  }
}

/** JSON with comments and trailing commas (tsconfig.json, devcontainer.json); undefined when it is not even that. */
export function parseJsonWithComments(text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  return errors.length === 0 ? value : undefined;
}
