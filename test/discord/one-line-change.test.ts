/**
 * A limit is one line to change in the model, and everything derived from it follows: the JSON
 * Schema, the fast path, the rules, explain's words, convert, the MCP tools' schemas, the rule
 * pages. Each test changes the model (a fresh module graph, the model edited before anything reads
 * it) and looks at every derived part.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };

/** The model, fresh, for a test to edit before it imports what derives from it. */
async function freshModel() {
  vi.resetModules();
  const components = await import('../../src/discord/components.js');
  const objects = await import('../../src/discord/objects.js');
  const limits = await import('../../src/discord/limits.js');
  return {
    components: components.COMPONENTS as unknown as Mutable<Record<string, { fields: Record<string, { max?: number; min?: number }> }>>,
    objects: objects as unknown as Mutable<{ MESSAGE_FIELDS: Record<string, { max?: number }> }>,
    limits: limits.LIMITS as unknown as Mutable<Record<string, { value: number; codes: string[] }>>,
  };
}

const v2 = (...components: unknown[]) => ({ flags: 32768, components });
const text = (content: string) => ({ type: 10, content });

afterEach(() => vi.resetModules());

describe('one line of the model changed', () => {
  it("a Text Display's 4000 becomes 3000: schema, fast path, the schema's words and the rule page follow", async () => {
    const model = await freshModel();
    model.components.TextDisplay!.fields.content!.max = 3000;

    const { schemaDefinitions, VALIDATOR_NAMES } = await import('../../src/schema/definitions.js');
    const defs = schemaDefinitions.$defs as Record<string, { properties: Record<string, { maxLength?: number }> }>;
    expect(defs.TextDisplay!.properties.content!.maxLength).toBe(3000);
    // Compiled as the build compiles it.
    const ajv = new Ajv2020.default({ allErrors: true, strict: true, allowUnionTypes: true });
    ajv.addSchema(schemaDefinitions);
    expect(VALIDATOR_NAMES).toContain('TextDisplay');
    const validate = ajv.getSchema('cordlint#/$defs/TextDisplay')!;
    expect(validate(text('a'.repeat(3000)))).toBe(true);
    expect(validate(text('a'.repeat(3001)))).toBe(false);

    const { cleanness } = await import('../../src/fast-path/clean-check.js');
    expect(cleanness(v2(text('a'.repeat(3000))), 'message')).toBe(0);
    expect(cleanness(v2(text('a'.repeat(3001))), 'message')).not.toBe(0);

    const { limitsTable } = await import('../../src/discord/pages.js');
    expect(limitsTable()).toContain('| TextDisplay (10) | `content` (required) 1-3000 characters |');
    const { FIELD_LIMITS } = await import('../../src/discord/limits.js');
    expect(FIELD_LIMITS.textDisplay).toBe(3000);
  });

  it("the Text Displays' total of 4000 becomes 3000: the rule, the fast path, convert and the rule's words follow", async () => {
    const model = await freshModel();
    model.limits.textDisplayTotal!.value = 3000;

    const { Linter } = await import('../../src/linter/index.js');
    const payload = JSON.stringify(v2(text('a'.repeat(1600)), text('b'.repeat(1500))), null, 2);
    const found = new Linter().lintText(payload, {}, 'm.json').messages.filter((m) => m.ruleId === 'text-display-total');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('at most 3000');
    const { builtinRules } = await import('../../rules/index.js');
    expect(builtinRules.find((r) => r.meta.id === 'text-display-total')!.meta.description).toContain('3000');

    const { cleanness } = await import('../../src/fast-path/clean-check.js');
    expect(cleanness(v2(text('a'.repeat(1500)), text('b'.repeat(1500))), 'message')).toBe(0);
    expect(cleanness(v2(text('a'.repeat(1600)), text('b'.repeat(1500))), 'message')).not.toBe(0);

    const { MAX_TEXT } = await import('../../src/convert/layout.js');
    expect(MAX_TEXT).toBe(3000);
  });

  it("a message's content of 2000 becomes 1500: the fast path and explain's words follow", async () => {
    const model = await freshModel();
    model.objects.MESSAGE_FIELDS.content!.max = 1500;
    const { schemaDefinitions } = await import('../../src/schema/definitions.js');
    expect(((schemaDefinitions.$defs as Record<string, { properties: Record<string, { maxLength?: number }> }>).Message!.properties.content!.maxLength)).toBe(1500);
    const { cleanness } = await import('../../src/fast-path/clean-check.js');
    expect(cleanness({ content: 'a'.repeat(1500) }, 'message')).toBe(0);
    expect(cleanness({ content: 'a'.repeat(1501) }, 'message')).not.toBe(0);
    const { fieldLimit } = await import('../../src/explain/codes.js');
    expect(fieldLimit('content')).toBe('Message content is at most 1500 characters.');
  });

  it("a Text Input's 4000 becomes 3500: mock's default and the received check follow", async () => {
    const model = await freshModel();
    model.components.TextInput!.fields.value!.max = 3500;
    model.components.TextInput!.fields.max_length!.max = 3500;
    const { FIELD_LIMITS } = await import('../../src/discord/limits.js');
    expect(FIELD_LIMITS.textInputValue).toBe(3500);
    expect(FIELD_LIMITS.textInputMaxLength).toBe(3500);
    const [{ mockInteraction }, { sentFromText }] = await Promise.all([import('../../src/against/mock.js'), import('../../src/received/sent.js')]);
    // A Text Input with no max_length: mock writes an answer as long as the model allows.
    const modal = { custom_id: 'm', title: 'T', components: [{ type: 18, label: 'Story', component: { type: 4, custom_id: 'story', style: 2, min_length: 3500 } }] };
    const mocked = mockInteraction(await sentFromText('modal.json', JSON.stringify(modal))) as { data: { components: { component: { value: string } }[] } };
    expect(mocked.data.components[0]!.component.value.length).toBe(3500);
    // The received check: a submitted value past the model's 3500.
    const { Linter } = await import('../../src/linter/index.js');
    const { modalSubmission } = await import('../received/fixtures.js');
    const submitted = (value: string) =>
      JSON.stringify(modalSubmission({ custom_id: 'm', components: [{ type: 18, id: 1, component: { type: 4, id: 2, custom_id: 't', value } }] }));
    const lint = (value: string) => new Linter().lintText(submitted(value), {}, 'fixture.json').messages.filter((m) => m.ruleId === 'received-value-limits');
    expect(lint('z'.repeat(3500))).toEqual([]);
    expect(lint('z'.repeat(3501)).map((m) => m.message).join()).toContain('at most 3500 characters');
  });

  it('a code added to a limit: explain names the rule for it', async () => {
    const model = await freshModel();
    model.limits.v2Components!.codes = [...model.limits.v2Components!.codes, 'BASE_TYPE_MAX_LENGTH'];
    const { DISCORD_CODES } = await import('../../src/discord/codes.js');
    expect(DISCORD_CODES.find((c) => c.code === 'BASE_TYPE_MAX_LENGTH')!.rules).toContain('v2-component-limit');
  });
});
