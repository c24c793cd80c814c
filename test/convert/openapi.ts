/**
 * Discord's official OpenAPI description as a test oracle (../shared/reference/README.md): converted
 * payloads must validate against the request schema of their envelope. Tests skip when it is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020Module, { type ValidateFunction } from 'ajv/dist/2020.js';

// ajv is CommonJS: its class is the module's default export's `default` under NodeNext.
const Ajv2020 = (Ajv2020Module as unknown as { default: typeof Ajv2020Module.default }).default ?? Ajv2020Module.default;

const SPEC = path.resolve(import.meta.dirname, '../../../shared/reference/discord-openapi.json');
const FALLBACK = '/work/shared/reference/discord-openapi.json';

export const openApiPath = existsSync(SPEC) ? SPEC : existsSync(FALLBACK) ? FALLBACK : undefined;

let ajv: InstanceType<typeof Ajv2020> | undefined;
const cache = new Map<string, ValidateFunction>();

/** The validator of `#/components/schemas/<name>`. */
export function officialSchema(name: string): ValidateFunction {
  if (!openApiPath) throw new Error('The OpenAPI file is absent');
  if (!ajv) {
    const spec = JSON.parse(readFileSync(openApiPath, 'utf8')) as { components: unknown };
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    ajv.addVocabulary(['x-discord-union']);
    ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
    ajv.addFormat('nonce', true);
    ajv.addFormat('double', { type: 'number', validate: () => true });
    ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
    ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s));
    ajv.addSchema({ $id: 'discord', components: spec.components });
  }
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.getSchema(`discord#/components/schemas/${name}`);
    if (!validate) throw new Error(`No schema ${name} in the OpenAPI file`);
    cache.set(name, validate);
  }
  return validate;
}

/** The request schema that a payload of this shape is sent as. */
export function schemaNameFor(payload: Record<string, unknown>): string {
  if (payload.type === 4 || payload.type === 5) return 'CreateMessageInteractionCallbackRequest';
  if (payload.type === 6 || payload.type === 7) return 'UpdateMessageInteractionCallbackRequest';
  if (payload.type === 9) return 'ModalInteractionCallbackRequest';
  if ('title' in payload && 'custom_id' in payload) return 'ModalInteractionCallbackRequestData';
  if ('username' in payload || 'avatar_url' in payload || 'thread_name' in payload) return 'IncomingWebhookRequestPartial';
  return 'MessageCreateRequest';
}

/** Errors of the payload against the official schema, as readable strings (empty when valid). */
export function officialErrors(payload: unknown): string[] {
  const validate = officialSchema(schemaNameFor(payload as Record<string, unknown>));
  if (validate(payload)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
