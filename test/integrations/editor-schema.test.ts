import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { Linter } from '../../src/index.js';
import { detectKind } from '../../src/payload/detect.js';
import { EDITOR_SCHEMA_KINDS, editorSchema, type EditorSchemaKind } from '../../src/schema/editor.js';
import { fixture, root, runCli, sample, tempDir } from './support.js';
import { lintOneFile } from '../lint-file.js';

const linter = new Linter();

const warnings: string[] = [];
const ajv = new Ajv({ allErrors: true, logger: { log() {}, warn: (...a: unknown[]) => void warnings.push(a.join(' ')), error: (...a: unknown[]) => void warnings.push(a.join(' ')) } });
const validators = Object.fromEntries(EDITOR_SCHEMA_KINDS.map((kind) => [kind, ajv.compile(editorSchema(kind))])) as Record<EditorSchemaKind, ValidateFunction>;

/** Every payload in a file: JSON, or each YAML document. Undefined for files that do not parse. */
function payloadsOf(file: string): unknown[] | undefined {
  const text = readFileSync(file, 'utf8');
  try {
    return file.endsWith('.json') ? [JSON.parse(text)] : parseAllDocuments(text).map((d) => d.toJS());
  } catch {
    return undefined;
  }
}

/** The schema a payload is checked against: the kind the linter detects in it. */
function kindOf(payload: unknown): EditorSchemaKind | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const kind = detectKind(payload as Record<string, unknown>);
  return (EDITOR_SCHEMA_KINDS as readonly string[]).includes(kind ?? '') ? (kind as EditorSchemaKind) : undefined;
}

const filesIn = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter((f) => /\.(json|ya?ml)$/.test(f)).map((f) => path.join(folder, f)) : [];
const validSamples = filesIn(sample('valid'));
/** samples/broken (one rule per file) and this suite's fixtures (several findings per file). */
const brokenSamples = [...filesIn(sample('broken')), ...filesIn(fixture(''))];
const read = (file: string) => payloadsOf(file)![0];

/** Lints a payload and returns the JSON pointers of the `schema` rule's findings. */
async function linterSchemaPaths(payload: unknown, kind: EditorSchemaKind): Promise<string[]> {
  const { messages } = linter.lintText(JSON.stringify(payload, null, 2), { kind }, { filePath: 'x.json' });
  return messages.filter((m) => m.ruleId === 'schema').map((m) => m.path);
}

/** Rules that report structural mistakes: what a JSON Schema can see. */
// unsafe-integer is not: Discord reads such a number exactly. interaction-response-data is: a response's fields beside `type` are fields the response does not have.
// component-type-string is too: the editor's schemas type a component's `type` as the integer Discord
// documents, so an editor marks "2" where cordlint warns (Discord reads it as 2).
const STRUCTURAL_RULES = new Set(['schema', 'interaction-response-data', 'component-type-string']);

describe('the editor JSON Schemas', () => {
  it('compile with a plain new Ajv() (draft-07, strict mode) without a warning', () => {
    expect(Object.keys(validators)).toEqual(['message', 'modal', 'interaction-response', 'component']);
    expect(warnings).toEqual([]);
    for (const kind of EDITOR_SCHEMA_KINDS) {
      expect(editorSchema(kind).$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(() => new Ajv({ strict: true, strictRequired: true, allErrors: true }).compile(editorSchema(kind))).not.toThrow();
    }
  });

  it.each(validSamples)('accept the valid sample %s', (file) => {
    for (const payload of payloadsOf(file)!) {
      const kind = kindOf(payload);
      if (!kind) continue; // a received interaction: no schema describes it
      const validate = validators[kind];
      expect(validate(payload), JSON.stringify(validate.errors, null, 1)).toBe(true);
    }
  });

  it.each(brokenSamples)('reject the broken sample %s exactly when the linter finds a structural mistake', async (file) => {
    const payloads = payloadsOf(file);
    if (!payloads) return; // a parse error: nothing for a schema to read
    const { messages } = await lintOneFile(file);
    const structural = messages.some((m) => STRUCTURAL_RULES.has(m.ruleId));
    const rejected = payloads.some((payload) => {
      const kind = kindOf(payload);
      return kind !== undefined && !validators[kind](payload);
    });
    expect(rejected, JSON.stringify(messages.map((m) => [m.ruleId, m.path]))).toBe(structural);
  });

  it('see valid samples of every kind, and broken ones rejected', async () => {
    const kinds = new Set(validSamples.flatMap((file) => payloadsOf(file)!.map(kindOf)));
    expect([...kinds].filter(Boolean).sort()).toEqual(['component', 'interaction-response', 'message', 'modal']);
    const rejected = brokenSamples.filter((file) => payloadsOf(file)?.some((p) => kindOf(p) && !validators[kindOf(p)!](p)));
    expect(rejected.length).toBeGreaterThanOrEqual(4);
  });

  const release = read(sample('valid/message-release-notes.json')) as { components: [{ components: Record<string, unknown>[] }] };
  const withChild = (index: number, change: (c: Record<string, unknown>) => Record<string, unknown>) => {
    const copy = structuredClone(release);
    copy.components[0].components[index] = change(copy.components[0].components[index]!);
    return copy;
  };

  // Structural mistakes deep in the tree: the editor schema and the linter's schema rule both see them, at the same place.
  const broken: [string, EditorSchemaKind, unknown, string][] = [
    ['a button style out of range in a row in a container', 'message',
      withChild(3, (row) => ({ ...row, components: [{ type: 2, style: 9, label: 'x', custom_id: 'x' }] })), '/components/0/components/3/components/0/style'],
    ['an empty Text Display in a Section', 'message', withChild(1, (s) => ({ ...s, components: [{ type: 10, content: '' }] })), '/components/0/components/1/components/0/content'],
    ['a Thumbnail accessory without media', 'message', withChild(1, (s) => ({ ...s, accessory: { type: 11 } })), '/components/0/components/1/accessory'],
    ['an unassigned component type', 'message', withChild(2, () => ({ type: 20 })), '/components/0/components/2/type'],
    ['a child without type', 'message', withChild(2, () => ({ divider: true })), '/components/0/components/2'],
    ['a label of 81 characters', 'message', withChild(3, (row) => ({ ...row, components: [{ type: 2, style: 1, label: 'x'.repeat(81), custom_id: 'x' }] })), '/components/0/components/3/components/0/label'],
    ['flags as a string', 'message', { ...release, flags: '32768' }, '/flags'],
    ['a modal Text Input with style 3', 'modal',
      { custom_id: 'm', title: 'T', components: [{ type: 18, label: 'L', component: { type: 4, custom_id: 'a', style: 3 } }] }, '/components/0/component/style'],
    ['a Radio Group with one option', 'modal',
      { custom_id: 'm', title: 'T', components: [{ type: 18, label: 'L', component: { type: 21, custom_id: 'r', options: [{ value: 'a', label: 'A' }] } }] }, '/components/0/component/options'],
    ['a modal callback whose data has no title', 'interaction-response', { type: 9, data: { custom_id: 'm', components: [{ type: 10, content: 'x' }] } }, '/data'],
    ['a message callback with a broken select', 'interaction-response',
      { type: 4, data: { components: [{ type: 1, components: [{ type: 3, custom_id: 's', options: [{ label: 'A' }] }] }] } }, '/data/components/0/components/0/options/0'],
    ['a component with an id past int32', 'component', { type: 10, id: 2147483648, content: 'x' }, '/id'],
  ];

  it.each(broken)('reject %s where the linter\'s schema rule reports it', async (_name, kind, payload, pointer) => {
    const validate = validators[kind];
    expect(validate(payload)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath)).toContain(pointer);
    expect(await linterSchemaPaths(payload, kind)).toContain(pointer);
  });

  it('report only the errors of the component type written, not of every alternative', () => {
    const validate = validators.message;
    validate(withChild(3, (row) => ({ ...row, components: [{ type: 2, style: 9, label: 'x', custom_id: 'x' }] })));
    const leaves = validate.errors!.filter((e) => e.keyword !== 'if');
    expect(leaves.map((e) => [e.instancePath, e.keyword])).toEqual([['/components/0/components/3/components/0/style', 'enum']]);
  });

  it('are the files shipped in schemas/, which the valid YAML sample names for yaml-language-server', () => {
    for (const kind of EDITOR_SCHEMA_KINDS) {
      const file = path.join(root, 'schemas', `${kind}.json`);
      expect(existsSync(file), `${file} is built by npm run build`).toBe(true);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(editorSchema(kind));
    }
    const modal = sample('valid/modal-feedback.yaml');
    const line = readFileSync(modal, 'utf8').split('\n')[0]!;
    expect(line).toBe('# yaml-language-server: $schema=../../schemas/modal.json');
    expect(existsSync(path.resolve(path.dirname(modal), '../../schemas/modal.json'))).toBe(true);
  });
});

describe('cordlint schema', () => {
  it('prints the message schema by default and the --kind asked for', async () => {
    const plain = await runCli(['schema']);
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout)).toEqual(editorSchema('message'));
    for (const kind of EDITOR_SCHEMA_KINDS) {
      const { code, stdout } = await runCli(['schema', '--kind', kind]);
      expect(code).toBe(0);
      expect(stdout).toBe(JSON.stringify(editorSchema(kind), null, 2) + '\n');
    }
  });

  it('writes the schema to a file with -o', async () => {
    const dir = tempDir();
    const { code, stdout } = await runCli(['schema', '--kind', 'component', '-o', 'component.schema.json'], { cwd: dir });
    expect([code, stdout]).toEqual([0, '']);
    expect(JSON.parse(readFileSync(path.join(dir, 'component.schema.json'), 'utf8'))).toEqual(editorSchema('component'));
  });

  it('refuses an unknown kind with exit 2 and the list of kinds', async () => {
    const { code, stderr } = await runCli(['schema', '--kind', 'embed']);
    expect(code).toBe(2);
    expect(stderr).toContain('Allowed choices are message, modal, interaction-response, component.');
  });
});
