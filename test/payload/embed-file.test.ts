/**
 * A bare embed file (bots' embeds/*.json, designer exports), or a list of them, is recognised and
 * checked against the embed limits as a message's embeds, each finding at its place in the file (issue 29).
 */
import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { bareEmbeds } from '../../src/payload/embed-file.js';

const linter = new Linter();

describe('bare embed files', () => {
  it('lints a bare embed clean, $schema included', async () => {
    const text = '{\n  "$schema": "./embed.schema.json",\n  "title": "Server rules",\n  "color": 5814783,\n  "fields": [{ "name": "1", "value": "Be kind." }]\n}\n';
    expect(linter.lintText(text, {}, { filePath: 'embeds/rules.json' }).messages).toEqual([]);
    const list = '- title: Welcome\n  description: Hello!\n- title: Rules\n  fields:\n    - { name: "1", value: Be kind. }\n';
    expect(linter.lintText(list, {}, { filePath: 'embeds/all.yaml' }).messages).toEqual([]);
  });

  it('reports the embed limits at their place in the file', async () => {
    const text = `{\n  "title": "${'T'.repeat(257)}",\n  "description": "ok"\n}\n`;
    const { messages } = linter.lintText(text, {}, { filePath: 'embed.json' });
    expect(messages.map((m) => [m.ruleId, m.path, m.line, m.column, m.severity])).toEqual([['schema', '/title', 2, 12, 2]]);
    const list = `[\n  { "title": "a" },\n  { "title": "b", "fields": [{ "name": "n", "value": "" }], "url": "" }\n]\n`;
    const found = linter.lintText(list, {}, { filePath: 'embeds.json' }).messages;
    expect(found.map((m) => [m.ruleId, m.path, m.line])).toEqual(
      expect.arrayContaining([
        ['empty-url', '/1/url', 3],
        ['schema', '/1/fields/0/value', 3],
      ]),
    );
    expect(found.every((m) => !m.path.startsWith('/embeds'))).toBe(true);
  });

  it('checks the 6000-character total of the embeds together', async () => {
    const long = 'x'.repeat(4000);
    const text = JSON.stringify([{ description: long }, { description: long }], null, 2);
    const found = linter.lintText(text, {}, { filePath: 'embeds.json' }).messages;
    expect(found.map((m) => m.ruleId)).toContain('embed-total-length');
  });

  it('is not taken for a message, a modal or a component', () => {
    expect(bareEmbeds({ content: 'hi', embeds: [] })).toBeUndefined();
    expect(bareEmbeds({ title: 'Sign up', custom_id: 'm', components: [] })).toBeUndefined();
    expect(bareEmbeds({ type: 10, content: 'x' })).toBeUndefined();
    expect(bareEmbeds({ title: 'x', type: 'rich' })).toEqual({ items: [{ title: 'x', type: 'rich' }], single: true });
  });
});
