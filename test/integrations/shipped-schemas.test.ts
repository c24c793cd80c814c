/**
 * The editors' JSON Schemas as they ship (schemas/*.json, written by `npm run build`), read as an
 * editor or another tool would, with ajv: each has a stable `$id` at cordlint's site, and they
 * accept every valid sample and every payload of Discord's documentation and established libraries
 * (test/realworld, labelled valid), Components V2 messages and modals with Labels among them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { detectKind } from '../../src/payload/detect.js';
import { EDITOR_SCHEMA_BASE, EDITOR_SCHEMA_KINDS, type EditorSchemaKind } from '../../src/schema/editor.js';
import { root } from './support.js';

const shipped = Object.fromEntries(
  EDITOR_SCHEMA_KINDS.map((kind) => {
    const file = path.join(root, 'schemas', `${kind}.json`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (npm test does).`);
    return [kind, JSON.parse(readFileSync(file, 'utf8')) as { $id: string; $schema: string }];
  }),
) as Record<EditorSchemaKind, { $id: string; $schema: string }>;

// One plain draft-07 Ajv holding all four, as a tool that loads a catalogue would: their $ids must not clash.
const ajv = new Ajv({ allErrors: true, strict: true });
for (const schema of Object.values(shipped)) ajv.addSchema(schema);
const validator = (kind: EditorSchemaKind) => ajv.getSchema(shipped[kind].$id) as ValidateFunction;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.(json|ya?ml)$/.test(name) && !/cordlint\.config|manifest\.json|locales/.test(file) ? [file] : [];
  });
}

function payloadsOf(file: string): unknown[] {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.json') ? [JSON.parse(text)] : parseAllDocuments(text).map((d) => d.toJS());
}

function kindOf(payload: unknown): EditorSchemaKind | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const kind = detectKind(payload as Record<string, unknown>);
  return (EDITOR_SCHEMA_KINDS as readonly string[]).includes(kind ?? '') ? (kind as EditorSchemaKind) : undefined;
}

const realworldManifest = JSON.parse(readFileSync(path.join(root, 'test/realworld/manifest.json'), 'utf8')) as Record<string, { label: string }>;
const realworldValid = Object.entries(realworldManifest)
  .filter(([, entry]) => entry.label === 'valid')
  .map(([name]) => path.join(root, 'test/realworld', name))
  .filter((file) => /\.(json|ya?ml)$/.test(file) && existsSync(file));
const validPayloads = [...filesUnder(path.join(root, 'samples/valid')), ...realworldValid];

describe('the shipped editor schemas', () => {
  it('have one stable $id each, at cordlint\'s site (package.json\'s homepage)', () => {
    const homepage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).homepage as string;
    expect(EDITOR_SCHEMA_BASE).toBe(`${homepage}schemas/`);
    for (const kind of EDITOR_SCHEMA_KINDS) {
      expect(shipped[kind].$id).toBe(`https://cordlint.github.io/cordlint/schemas/${kind}.json`);
      expect(shipped[kind].$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(validator(kind)).toBeTypeOf('function');
    }
  });

  it.each(validPayloads.map((file) => path.relative(root, file)))('accept %s', (name) => {
    for (const payload of payloadsOf(path.join(root, name))) {
      const kind = kindOf(payload);
      if (!kind) continue; // a received interaction or an embed: no editor schema describes it
      const validate = validator(kind);
      expect(validate(payload), JSON.stringify(validate.errors?.slice(0, 3), null, 1)).toBe(true);
    }
  });

  it('see Components V2 messages and modals with Labels among what they accept', () => {
    const payloads = validPayloads.flatMap(payloadsOf).filter((p) => kindOf(p) !== undefined);
    const json = (p: unknown) => JSON.stringify(p);
    const v2 = payloads.filter((p) => kindOf(p) === 'message' && ((p as { flags?: number }).flags ?? 0) & (1 << 15));
    const labelled = payloads.filter((p) => kindOf(p) !== 'message' && /"type":18\b/.test(json(p)));
    expect(v2.length).toBeGreaterThan(0);
    expect(labelled.length).toBeGreaterThan(0);
    for (const p of [...v2, ...labelled]) expect(validator(kindOf(p)!)(p)).toBe(true);
    // And still reject what Discord rejects: a Text Display without its content.
    expect(validator('message')({ flags: 1 << 15, components: [{ type: 10 }] })).toBe(false);
  });
});
