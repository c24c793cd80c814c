/**
 * Conformance with Discord's own OpenAPI description (an independent oracle, never part of the product):
 * every payload that cordlint accepts (no errors) must also validate against the matching official
 * request schema. The payloads are the samples (samples/**), every example of every rule page and the
 * held-out valid payloads (test/heldout/valid/, test/heldout2/valid/).
 *
 * Where the official description is known to disagree with Discord's documentation (which cordlint
 * follows, as Discord says to), the payload is listed in KNOWN_DIFFERENCES with the reason. Each listed
 * payload must still fail the official schema: an entry that no longer fails is stale and is reported.
 *
 * The description is read from ../shared/reference/discord-openapi.json beside the repository (or from
 * the path in the DISCORD_OPENAPI environment variable); without it these tests are skipped, saying so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { Linter } from '../src/index.js';
import { parseSource } from '../src/load/index.js';
import { detectKind, isObject, type PayloadKind } from '../src/payload/detect.js';

const linter = new Linter();

const repoRoot = path.resolve(import.meta.dirname, '..');
const specPath = process.env.DISCORD_OPENAPI ?? path.resolve(repoRoot, '../shared/reference/discord-openapi.json');
const exists = existsSync(specPath);
if (!exists) console.warn(`conformance: ${specPath} is absent, so the OpenAPI conformance tests are skipped.`);

/**
 * Payloads that cordlint accepts and the official schema rejects, each with the reason. Keys are the
 * payload names the tests print: `samples/<folder>/<file>[#document]`, `rules/<id>.md:<line>` or
 * `test/heldout/valid/<file>[#document]`.
 */
const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  'samples/valid/legacy-embed-upload.json':
    'The attachment `id` is the integer 0, as in the docs’ "Uploading Files" example (ids are placeholders matching files[n]); the OpenAPI types it as a snowflake string only.',
  'rules/premium-required-deprecated.md:20':
    'Callback type 10 (PREMIUM_REQUIRED) is gone from the OpenAPI description, but the docs say it still works; cordlint accepts it with a deprecation warning (premium-required-deprecated).',
  'test/heldout/valid/v2-buttons.json':
    'A button emoji with only an id: official-facts.md says an emoji needs a name or an id (docs: partial emoji); the OpenAPI requires name.',
  'test/heldout/valid/v2-emoji-id-only.json':
    'A button emoji with only an id: official-facts.md says an emoji needs a name or an id (docs: partial emoji); the OpenAPI requires name.',
  'test/heldout/valid/legacy-embed-limits.json':
    'An embed title of 256 characters plus surrounding spaces: official-facts.md says embed limits are counted after trimming; the OpenAPI counts the raw string.',
  'rules/message-not-empty.md:48':
    'A forward (message_reference type 1), which the Create Message docs describe ("When forwarding a message, only message_reference is required"); the OpenAPI’s message reference request allows type 0 only.',
  'samples/broken/unsafe-integer.yaml':
    'A snowflake written as a JSON integer: Discord reads it exactly (discord.py sends ids as integers), so cordlint only warns (unsafe-integer, for JavaScript readers); the OpenAPI types snowflakes as strings.',
  'rules/unsafe-integer.md:22':
    'A snowflake written as a JSON integer: Discord reads it exactly (discord.py sends ids as integers), so cordlint only warns (unsafe-integer, for JavaScript readers); the OpenAPI types snowflakes as strings.',
  'rules/message-reference-fields.md:29':
    'A forward (message_reference type 1), which the Create Message docs describe ("When forwarding a message, only message_reference is required"); the OpenAPI’s message reference request allows type 0 only.',
  'samples/broken/component-type-string.json':
    'Component types written as strings of digits ("1", "2"): Discord\'s API parses them as the numbers (discord/discord-api-spec#11), so cordlint reads them as such and only warns (component-type-string); the OpenAPI types them as integers.',
  'rules/component-type-string.md:26':
    'A component type written as a string of digits ("2"): Discord\'s API parses it as the number (discord/discord-api-spec#11), so cordlint reads it as one and only warns (component-type-string); the OpenAPI types it as an integer.',
  'samples/broken/premium-required-deprecated.yaml':
    'Callback type 10 (PREMIUM_REQUIRED) is gone from the OpenAPI description, but the docs say it still works; cordlint accepts it with a deprecation warning (premium-required-deprecated).',
};

interface Payload {
  name: string;
  text: string;
  format: 'json' | 'yaml';
  kind?: PayloadKind;
}

function samplePayloads(): Payload[] {
  const payloads: Payload[] = [];
  const root = path.join(repoRoot, 'samples');
  if (!existsSync(root)) return payloads;
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(path.join(root, folder.name)).sort()) {
      const match = /\.(json|ya?ml)$/.exec(file);
      if (!match) continue;
      const text = readFileSync(path.join(root, folder.name, file), 'utf8');
      payloads.push({ name: `samples/${folder.name}/${file}`, text, format: match[1] === 'json' ? 'json' : 'yaml' });
    }
  }
  return payloads;
}

/** The held-out valid payloads (test/heldout/valid/, test/heldout2/valid/), with the kind their manifest forces. */
function heldoutPayloads(): Payload[] {
  return ['heldout', 'heldout2'].flatMap((folder) => {
    const manifestPath = path.join(repoRoot, 'test', folder, 'expected.json');
    if (!existsSync(manifestPath)) return [];
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { valid: Record<string, { kind?: PayloadKind }> };
    return Object.entries(manifest.valid).map(([file, entry]): Payload => ({
      name: `test/${folder}/${file}`,
      text: readFileSync(path.join(repoRoot, 'test', folder, file), 'utf8').replace(/^\uFEFF/, ''),
      format: file.endsWith('.json') ? 'json' : 'yaml',
      ...(entry.kind ? { kind: entry.kind } : {}),
    }));
  });
}

/** Every fenced example of every rule page, as rule-docs.test.ts reads them. */
function pagePayloads(): Payload[] {
  const payloads: Payload[] = [];
  for (const rule of builtinRules) {
    const page = path.join(repoRoot, 'rules', `${rule.meta.id}.md`);
    if (!existsSync(page)) continue;
    const lines = readFileSync(page, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const fence = /^```(json|yaml)\b(.*)$/.exec(lines[i]!);
      if (!fence) continue;
      let end = i + 1;
      while (end < lines.length && lines[end] !== '```') end++;
      const kind = /kind=([\w-]+)/.exec(fence[2] ?? '')?.[1] as PayloadKind | undefined;
      payloads.push({
        name: `rules/${rule.meta.id}.md:${i + 2}`,
        text: lines.slice(i + 1, end).join('\n') + '\n',
        format: fence[1] as 'json' | 'yaml',
        ...(kind ? { kind } : {}),
      });
      i = end;
    }
  }
  return payloads;
}

/** The documents of a payload that cordlint accepts: no error (warnings are fine), with their kinds. */
async function acceptedDocuments(payload: Payload): Promise<{ value: Record<string, unknown>; kind: PayloadKind; name: string }[]> {
  const result = linter.lintText(payload.text, payload.kind ? { kind: payload.kind } : {}, { filePath: `x.${payload.format}`, format: payload.format });
  const documents = await parseSource(`x.${payload.format}`, payload.text, payload.format);
  const accepted: { value: Record<string, unknown>; kind: PayloadKind; name: string }[] = [];
  documents.forEach((document, index) => {
    const errors = result.messages.filter((m) => m.severity === 2 && (m.document ?? 1) === index + 1);
    if (errors.length > 0 || !isObject(document.value)) return;
    const kind = payload.kind ?? detectKind(document.value);
    if (!kind) return;
    accepted.push({ value: document.value, kind, name: documents.length > 1 ? `${payload.name}#${index + 1}` : payload.name });
  });
  return accepted;
}

/** Compiles the official schemas with ajv 8 (draft 2020-12), as ../shared/reference/README.md describes. */
function officialValidators() {
  const spec = JSON.parse(readFileSync(specPath, 'utf8')) as {
    components: { schemas: Record<string, Record<string, unknown>> };
    paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>>;
  };
  const ajv = new Ajv2020.default({ strict: true, allErrors: true, allowUnionTypes: true });
  ajv.addVocabulary(['x-discord-union', 'components', 'callback']);
  ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
  ajv.addFormat('nonce', true);
  ajv.addFormat('uri', { type: 'string', validate: (s: string) => /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(s) && URL.canParse(s) });
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  const callback = spec.paths['/interactions/{interaction_id}/{interaction_token}/callback']!.post!.requestBody.content['application/json']!.schema;
  ajv.addSchema({ $id: 'discord', components: { schemas: spec.components.schemas }, callback });

  const schema = (name: string) => ajv.getSchema(`discord#/components/schemas/${name}`)!;
  const componentSchemas = new Map<number, ValidateFunction[]>();
  for (const [name, definition] of Object.entries(spec.components.schemas)) {
    if (!/ComponentFor(Message|Modal)Request$/.test(name)) continue;
    const type = (definition.properties as { type?: { enum?: number[] } } | undefined)?.type?.enum?.[0];
    if (type === undefined) continue;
    componentSchemas.set(type, [...(componentSchemas.get(type) ?? []), schema(name)]);
  }
  return {
    message: schema('MessageCreateRequest'),
    modal: schema('ModalInteractionCallbackRequestData'),
    interactionResponse: ajv.getSchema('discord#/callback')!,
    /** A component linted alone may be meant for a message or a modal: any matching request schema will do. */
    component: (type: unknown) => (typeof type === 'number' ? (componentSchemas.get(type) ?? []) : []),
  };
}

type Validators = ReturnType<typeof officialValidators>;

/** Validates against the official schema of the kind; returns the errors, or [] when valid. */
function officialErrors(validators: Validators, kind: PayloadKind, value: Record<string, unknown>): ErrorObject[] | undefined {
  const check = (validate: ValidateFunction) => (validate(value) ? [] : [...(validate.errors ?? [])]);
  switch (kind) {
    case 'message':
      return check(validators.message);
    case 'modal':
      return check(validators.modal);
    case 'interaction-response':
      return check(validators.interactionResponse);
    case 'component': {
      const candidates = validators.component(value.type);
      if (candidates.length === 0) return [{ instancePath: '/type', keyword: 'type', message: 'no official request schema has this component type', params: {}, schemaPath: '' }];
      const results = candidates.map(check);
      return results.find((errors) => errors.length === 0) ?? results[0]!;
    }
    case 'received-interaction':
      return undefined; // what Discord sends, not a request: no request schema applies
  }
}

/**
 * The other direction, written down: payloads the official schema accepts but Discord rejects or
 * mishandles according to its docs, so cordlint reports them as errors. Each must still be accepted by
 * the official schema and rejected by the named rule.
 */
const STRICTER_THAN_OFFICIAL: readonly { rule: string; reason: string; kind: PayloadKind; payload: Record<string, unknown> }[] = [
  {
    rule: 'schema',
    reason: 'A modal holds 1-5 top-level components in the docs; the OpenAPI allows 40.',
    kind: 'modal',
    payload: { custom_id: 'm', title: 'Six', components: Array.from({ length: 6 }, (_, i) => ({ type: 10, content: `Line ${i}` })) },
  },
  {
    rule: 'v2-component-limit',
    reason: 'The 40-component total of a V2 message counts nested components; the OpenAPI limits each list separately.',
    kind: 'message',
    payload: { flags: 32768, components: [{ type: 17, components: Array.from({ length: 40 }, () => ({ type: 10, content: 'x' })) }] },
  },
  {
    rule: 'v2-requires-flag',
    reason: 'Components V2 types need the IS_COMPONENTS_V2 flag; the OpenAPI does not tie components to flags.',
    kind: 'message',
    payload: { components: [{ type: 10, content: 'No flag' }] },
  },
  {
    rule: 'custom-id-unique',
    reason: 'custom_id is unique within a message; a schema cannot express uniqueness across components.',
    kind: 'message',
    payload: { components: [{ type: 1, components: [1, 2].map((n) => ({ type: 2, style: 1, label: `B${n}`, custom_id: 'same' })) }] },
  },
  {
    rule: 'id-unique',
    reason: 'id is unique within a message; a schema cannot express uniqueness across components.',
    kind: 'message',
    payload: { flags: 32768, components: [{ type: 10, id: 5, content: 'a' }, { type: 10, id: 5, content: 'b' }] },
  },
  {
    rule: 'file-attachment-url',
    reason: 'A File takes only attachment://<filename> in the docs; the OpenAPI accepts any URI.',
    kind: 'message',
    payload: { flags: 32768, components: [{ type: 13, file: { url: 'https://example.com/a.pdf' } }] },
  },
  {
    rule: 'attachment-reference',
    reason: 'An attachment:// reference must name an uploaded attachment; the OpenAPI cannot relate the two lists.',
    kind: 'message',
    payload: { flags: 32768, attachments: [{ id: '0', filename: 'a.png' }], components: [{ type: 12, items: [{ media: { url: 'attachment://a.png' } }, { media: { url: 'attachment://b.png' } }] }] },
  },
  {
    rule: 'text-display-total',
    reason: 'All Text Display content of a message is at most 4000 characters (community-documented); the OpenAPI limits each Text Display only.',
    kind: 'message',
    payload: { flags: 32768, components: [{ type: 10, content: 'a'.repeat(2500) }, { type: 10, content: 'b'.repeat(2500) }] },
  },
  {
    rule: 'message-not-empty',
    reason: 'A V2 message needs at least one component; the OpenAPI has no minimum.',
    kind: 'message',
    payload: { flags: 32768, components: [] },
  },
  {
    rule: 'message-flags',
    reason: 'Only some flags can be set per envelope; the OpenAPI types flags as any integer.',
    kind: 'message',
    payload: { content: 'x', flags: 2 },
  },
  {
    rule: 'checkbox-no-required',
    reason: 'A Checkbox has no required field; the OpenAPI does not forbid unknown fields.',
    kind: 'modal',
    payload: { custom_id: 'm', title: 'T', components: [{ type: 18, label: 'OK?', component: { type: 23, custom_id: 'ok', required: true } }] },
  },
  {
    rule: 'radio-group-options',
    reason: 'A Radio Group has at most one default option; the OpenAPI describes each option alone.',
    kind: 'modal',
    payload: {
      custom_id: 'm',
      title: 'T',
      components: [{ type: 18, label: 'Pick', component: { type: 21, custom_id: 'r', options: [{ value: 'a', label: 'A', default: true }, { value: 'b', label: 'B', default: true }] } }],
    },
  },
];

function describeErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 8)
    .map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
    .join('\n');
}

// The suite's name says why when it is skipped, so the skip is visible in the test report itself.
const suiteName = exists
  ? 'conformance with Discord’s OpenAPI description'
  : `conformance with Discord’s OpenAPI description (SKIPPED: ${specPath} is absent; set DISCORD_OPENAPI to its path)`;

describe.skipIf(!exists)(suiteName, async () => {
  const payloads = exists ? [...samplePayloads(), ...pagePayloads(), ...heldoutPayloads()] : [];
  const accepted = (await Promise.all(payloads.map(acceptedDocuments))).flat();
  const validators = exists ? officialValidators() : undefined;

  it('has payloads to check: the valid samples and the Right examples at least', () => {
    expect(accepted.some((p) => p.name.startsWith('samples/valid/'))).toBe(true);
    expect(accepted.filter((p) => p.name.startsWith('rules/')).length).toBeGreaterThan(builtinRules.length);
  });

  it.each(accepted.map((p) => [p.name, p] as const))('%s validates against the official request schema', (name, payload) => {
    const errors = officialErrors(validators!, payload.kind, payload.value);
    if (errors === undefined) return;
    const known = KNOWN_DIFFERENCES[name];
    if (known) {
      expect(errors, `${name} is on the allow-list ("${known}") but now validates: remove the entry`).not.toEqual([]);
    } else {
      expect(errors, `${name} (${payload.kind}) is accepted by cordlint but rejected by the official schema:\n${describeErrors(errors)}`).toEqual([]);
    }
  });

  it.each(STRICTER_THAN_OFFICIAL.map((c) => [c.rule, c] as const))('%s is stricter than the official schema, on purpose', async (_rule, c) => {
    expect(officialErrors(validators!, c.kind, c.payload), c.reason).toEqual([]);
    // Sent as a new message (or the envelope's own destination): where each of these is an error.
    const result = linter.lintText(JSON.stringify(c.payload), { kind: c.kind, destination: 'channel-message' }, { filePath: 'x.json' });
    expect(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId), c.reason).toContain(c.rule);
  });

  it('lists no payload that does not exist', () => {
    const names = new Set(accepted.map((p) => p.name));
    expect(Object.keys(KNOWN_DIFFERENCES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('rejects what the official schema rejects (the oracle works)', () => {
    expect(officialErrors(validators!, 'message', { components: [{ type: 10, content: '' }] })).not.toEqual([]);
    expect(officialErrors(validators!, 'modal', { custom_id: 'm', title: 't', components: [] })).not.toEqual([]);
    expect(officialErrors(validators!, 'interaction-response', { type: 4, data: { content: 'x'.repeat(2001) } })).not.toEqual([]);
    expect(officialErrors(validators!, 'component', { type: 13, file: {} })).not.toEqual([]);
    expect(officialErrors(validators!, 'message', { content: 'ok', flags: 4 })).toEqual([]);
  });
});
