/**
 * The config's `placeholders` and `locales` sections (issue 23: templates and translations), as
 * JSON Schema. Kept apart from config-schema.ts so that other settings can grow beside them.
 */
type Schema = Record<string, unknown>;

export const PLACEHOLDERS_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    syntax: {
      description: 'must be a list of placeholder forms, each with "name" where the name stands, like "{name}", "{{name}}", "${name}", "%name%" or "{{ .Name }}"',
      type: 'array',
      items: { type: 'string', pattern: '[Nn]ame' },
    },
    values: {
      description: 'must map each placeholder name to the most characters it can become (a whole number)',
      type: 'object',
      additionalProperties: { type: 'integer', minimum: 0 },
    },
    unknown: {
      description: 'must be "warn", "error" or the number of characters an undeclared placeholder can become',
      anyOf: [{ enum: ['warn', 'error'] }, { type: 'integer', minimum: 0 }],
    },
  },
};

export const LOCALES_SCHEMA: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['files'],
  properties: {
    files: {
      description: 'must be a path with "{locale}" where the locale stands, like "locales/{locale}.json" (JSON, YAML or .ftl)',
      type: 'string',
      pattern: '\\{locale\\}',
    },
    default: { description: 'must be the default locale, like "en"', type: 'string', minLength: 1 },
    reference: {
      description: 'must be how a payload names a translation, with "key" where the key stands: "$t(key)" (the default) or "{{t:key}}"',
      type: 'string',
      pattern: 'key',
    },
  },
};
