/**
 * Issue 24 item 4: a component `type` that is no integer. A string of digits ("2") is read as the
 * number, as Discord's API reads it (discord/discord-api-spec#11): the component's own rules run,
 * with a warning and a --fix that writes the number. Anything else ("invalid", 1.5, true, null, an
 * object) is the schema's error, wherever the component stands, and says what the type must be.
 */
import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { expectClean, expectFindings, label, legacy, lintInline, modal, row, v2 } from '../helpers.js';

const linter = new Linter();

const RULE = 'component-type-string';

describe(RULE, () => {
  it('warns on a string of digits, where the component stands, and the component\'s own rules run on it', async () => {
    const text = '{\n  "components": [\n    { "type": "1", "components": [\n      { "type": "2", "style": 1, "custom_id": "go" }\n    ] }\n  ]\n}\n';
    const messages = await lintInline(text);
    expectFindings(messages, RULE, [
      { path: '/components/0/type', line: 3, column: 15, severity: 1, message: 'Discord reads it as the number 1 (Action Row (1))' },
      { path: '/components/0/components/0/type', line: 4, column: 17, severity: 1, message: 'Write it without quotes: 2.' },
    ]);
    // Read as a Button: a Button with neither label nor emoji is the Button rule's error.
    expectFindings(messages, 'button-label-or-emoji', [{ path: '/components/0/components/0', line: 4, severity: 2 }]);
    // ... and not the schema's: "2" is no error.
    expectClean(messages, 'schema');
  });

  it('reads the digits in a V2 message, a modal, a Section accessory and a component alone', async () => {
    const payloads: [unknown, string, object?][] = [
      [v2({ type: '17', components: [{ type: '10', content: 'Hi' }] }), '/components/0/components/0/type'],
      [v2({ type: 9, components: [{ type: 10, content: 'a' }], accessory: { type: '2', style: 5, label: 'Docs', url: 'https://example.com' } }), '/components/0/accessory/type'],
      [modal(label('Name', { type: '4', custom_id: 'name', style: 1 })), '/components/0/component/type'],
      [{ type: '2', style: 1, label: 'Go', custom_id: 'go' }, '/type', { kind: 'component' }],
    ];
    for (const [payload, path, options] of payloads) {
      const messages = await lintInline(payload, options ?? {});
      expect(messages.filter((m) => m.severity === 2), JSON.stringify(messages)).toEqual([]);
      expect(messages.filter((m) => m.ruleId === RULE).map((m) => m.path)).toContain(path);
    }
  });

  it('a Text Input "4" in a modal still gets its own checks', async () => {
    const messages = await lintInline(modal(label('Name', { type: '4', custom_id: 'name', style: 1, min_length: 10, max_length: 5 })));
    expect(messages.map((m) => m.ruleId)).toContain('text-input-length');
  });

  it('--fix writes the number; a second run changes nothing', async () => {
    const text = 'components:\n  - type: "1" # row\n    components:\n      - { type: "2", style: 1, label: Go, custom_id: go }\n';
    const first = linter.lintText(text, {}, { filePath: 'm.yaml', fix: true });
    expect(first.output).toBe('components:\n  - type: 1 # row\n    components:\n      - { type: 2, style: 1, label: Go, custom_id: go }\n');
    expect(first.messages).toEqual([]);
    const second = linter.lintText(first.output!, {}, { filePath: 'm.yaml', fix: true });
    expect(second.output).toBeUndefined();
  });

  it('does not touch a number, nor a string that is not digits', async () => {
    expectClean(await lintInline(legacy(row({ type: 2, style: 1, label: 'Go', custom_id: 'go' }))), RULE);
    expectClean(await lintInline(legacy(row({ type: 'button', style: 1, label: 'Go', custom_id: 'go' }))), RULE);
    expectClean(await lintInline(legacy(row({ type: '2.0', style: 1, label: 'Go', custom_id: 'go' }))), RULE);
  });
});

describe('a component type that is no integer is an error (schema)', () => {
  const WRONG: [string, unknown][] = [
    ['a word', 'invalid'],
    ['a fraction', 1.5],
    ['a boolean', true],
    ['null', null],
    ['an object', {}],
    ['a string of a fraction', '2.5'],
  ];

  it.each(WRONG)('%s, in an Action Row, at the top, in a Container, a Label and as an accessory', async (_name, type) => {
    const places: [unknown, string][] = [
      [legacy(row({ type, style: 1, label: 'Go', custom_id: 'go' })), '/components/0/components/0/type'],
      [legacy({ type, components: [] }), '/components/0/type'],
      [v2({ type: 17, components: [{ type, content: 'x' }] }), '/components/0/components/0/type'],
      [modal(label('Name', { type, custom_id: 'name', style: 1 })), '/components/0/component/type'],
      [v2({ type: 9, components: [{ type: 10, content: 'a' }], accessory: { type, url: 'https://example.com' } }), '/components/0/accessory/type'],
    ];
    for (const [payload, path] of places) {
      const messages = await lintInline(payload);
      const found = messages.filter((m) => m.ruleId === 'schema' && m.path === path);
      expect(found.length, JSON.stringify(messages, null, 1)).toBeGreaterThan(0);
      expect(found[0]!.severity).toBe(2);
      expect(found[0]!.message).toMatch(/must be an integer/);
      expect(found[0]!.message).toMatch(/1-14, 17-19 and 21-23/);
      expectClean(messages, RULE);
    }
  });

  it.each(WRONG)('%s, in a component linted alone (which no parent checks)', async (_name, type) => {
    const messages = await lintInline({ type, style: 1, label: 'Go', custom_id: 'go' }, { kind: 'component' });
    expectFindings(messages, 'schema', [{ path: '/type', severity: 2, message: "The component's \"type\" must be an integer, one of the component types 1-14, 17-19 and 21-23" }]);
  });

  it('the fast path gives the same findings for string types as the full engine', async () => {
    const payloads = [
      legacy(row({ type: '2', style: 1, label: 'Go', custom_id: 'go' })),
      legacy(row({ type: 'invalid', style: 1, label: 'Go', custom_id: 'go' })),
      modal(label('Name', { type: '4', custom_id: 'name', style: 1 })),
      { type: 4, data: { components: [row({ type: '2', style: 1, custom_id: 'go' })] } },
    ];
    for (const payload of payloads) {
      const fast = await lintInline(payload);
      expect(fast).toEqual(new Linter({ fastPath: false }).lintValue(payload, {}, { filePath: 'test.json' }).messages);
      expect(fast.length).toBeGreaterThan(0);
    }
  });
});
