/**
 * The JSON Schema (2020-12) of a config file's structure, as data. `scripts/build.mjs` compiles it
 * ahead of time (like the payload schemas), so that reading a config never pays ajv's compile.
 * Rule ids and each rule's options are checked against the rules' metadata at run time
 * (`validateConfigData`); `buildConfigSchema` gives the complete schema, with a property per rule.
 */
import { PAYLOAD_KINDS } from '../payload/detect.js';
import { DESTINATIONS, WEBHOOK_CHANNELS } from '../payload/destination.js';
import { LOCALES_SCHEMA, PLACEHOLDERS_SCHEMA } from './templates-schema.js';

type Schema = Record<string, unknown>;

export const PRESETS = ['cordlint:recommended', 'cordlint:strict'] as const;
export type PresetName = (typeof PRESETS)[number];

export const SEVERITY_VALUES = ['off', 'warn', 'error', 0, 1, 2] as const;

const globs: Schema = {
  description: 'must be a glob or a list of globs',
  anyOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 } },
  ],
};

/** One rule's setting: a severity, or `[severity]` / `[severity, options]`. */
export function ruleSettingSchema(optionsSchema: Schema | undefined, takesOptions: boolean): Schema {
  return {
    description: takesOptions ? 'must be "off", "warn" or "error", or [severity, options]' : 'must be "off", "warn" or "error" (this rule takes no options)',
    anyOf: [
      { $ref: '#/$defs/severity' },
      {
        type: 'array',
        minItems: 1,
        prefixItems: [{ $ref: '#/$defs/severity' }, ...(takesOptions ? [optionsSchema ?? {}] : [])],
        items: false,
      },
    ],
  };
}

/** Where a payload is sent and what its request adds: allowed at the top level and in overrides. */
const deliveryProperties: Schema = {
  destination: { description: `must be one of ${DESTINATIONS.join(', ')}`, enum: [...DESTINATIONS] },
  withComponents: { description: "must be true or false (Execute Webhook's ?with_components=true)", type: 'boolean' },
  channel: { description: `must be one of ${WEBHOOK_CHANNELS.join(', ')}`, enum: [...WEBHOOK_CHANNELS] },
  attachments: {
    description: 'must be false, or { "dir": folder, "maxSize": bytes }',
    anyOf: [
      { type: 'boolean' },
      {
        type: 'object',
        additionalProperties: false,
        properties: { dir: { type: 'string', minLength: 1 }, maxSize: { type: 'integer', minimum: 1 } },
      },
    ],
  },
};

/** JSON payload files may hold comments (Biome's `json.parser.allowComments`); `.jsonc` files always may. */
const allowComments: Schema = {
  description: 'must be true or false (JSON payload files may hold // and /* */ comments, with cordlint-disable directives)',
  type: 'boolean',
};

/** The structure of a config; `$defs.rules` accepts any rule id (ids are checked against the rules loaded). */
export const CONFIG_SCHEMA: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'cordlint-config.schema.json',
  title: 'cordlint configuration',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    extends: {
      description: `must be ${PRESETS.map((p) => `"${p}"`).join(' or ')}, or a list of them`,
      anyOf: [{ enum: [...PRESETS] }, { type: 'array', items: { enum: [...PRESETS] } }],
    },
    rules: { $ref: '#/$defs/rules' },
    overrides: {
      type: 'array',
      items: {
        type: 'object',
        required: ['files'],
        additionalProperties: false,
        properties: { files: globs, rules: { $ref: '#/$defs/rules' }, kind: { enum: [...PAYLOAD_KINDS] }, allowComments, ...deliveryProperties },
      },
    },
    ignores: globs,
    plugins: { type: 'array', items: { type: 'string', minLength: 1 } },
    allowPluginsIn: {
      description: 'must be a list of folders (relative to this config) whose own configs may load their plugins',
      type: 'array',
      items: { type: 'string', minLength: 1 },
    },
    kind: { enum: [...PAYLOAD_KINDS] },
    allowComments,
    ...deliveryProperties,
    preview: { description: 'must be true or false (run the preview rules, whose evidence is thinner)', type: 'boolean' },
    reportUnusedDisableDirectives: {
      description: 'must be true, false, "off", "warn" or "error"',
      anyOf: [{ type: 'boolean' }, { enum: ['off', 'warn', 'error'] }],
    },
    placeholders: PLACEHOLDERS_SCHEMA,
    locales: LOCALES_SCHEMA,
    source: { description: 'must be true or false (folders are searched for JavaScript and TypeScript files too, as with --source, and the language server lints open ones)', type: 'boolean' },
  },
  $defs: {
    severity: { enum: [...SEVERITY_VALUES] },
    rules: { type: 'object', additionalProperties: ruleSettingSchema(undefined, true) },
  },
};
