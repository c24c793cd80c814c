import { describe, expect, it } from 'vitest';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

describe('schema', () => {
  it('accepts a well-formed V2 message with nulls for optional fields', async () => {
    const payload = {
      flags: 32768,
      components: [
        {
          type: 17,
          accent_color: null,
          components: [
            { type: 10, content: 'Hello', id: null },
            { type: 12, items: [{ media: { url: 'https://example.com/a.png' }, description: null }] },
            { type: 14, spacing: 2, divider: false },
          ],
        },
      ],
    };
    expectClean(await lintInline(payload), 'schema');
  });

  it('reports a too-long label with its length and the limit, at the field', async () => {
    const label = 'x'.repeat(95);
    const payload = `{
  "components": [
    { "type": 1, "components": [
      { "type": 2, "style": 1, "custom_id": "a", "label": "${label}" }
    ] }
  ]
}`;
    expectFindings(await lintInline(payload), 'schema', [
      { path: '/components/0/components/0/label', line: 4, column: 59, message: '"label" of Button (2) is 95 characters long; the limit is 80. Shorten it by 15.' },
    ]);
  });

  it('reports a missing required field at the object that lacks it', async () => {
    const payload = `flags: 32768
components:
  - type: 9
    components:
      - type: 10
        content: Text
`;
    expectFindings(await lintInline(payload), 'schema', [
      { path: '/components/0', line: 3, column: 5, message: 'Section (9) is missing the required field "accessory". Add it: a Button (type 2) or a Thumbnail (type 11).' },
    ]);
  });

  it('reports wrong types, out-of-range numbers and enums in words', async () => {
    const messages = await lintInline({
      flags: 32768,
      components: [
        { type: 17, accent_color: 0x1000000, components: [{ type: 14, spacing: 3 }] },
        { type: 10, content: 42 },
      ],
    });
    expectFindings(messages, 'schema', [
      { path: '/components/0/accent_color', message: 'it must be at most 0xFFFFFF (16777215)' },
      { path: '/components/0/components/0/spacing', message: '"spacing" of Separator (14) is 3; it must be one of 1 (small padding), 2 (large padding).' },
      { path: '/components/1/content', message: 'must be a string, not the number 42' },
    ]);
  });

  it('reports unassigned and unknown component types', async () => {
    const messages = await lintInline({ flags: 32768, components: [{ type: 20 }, { type: 99 }] });
    expectFindings(messages, 'schema', [
      { path: '/components/0/type', message: 'not assigned' },
      { path: '/components/1/type', message: 'does not exist' },
    ]);
  });

  it('validates the modal envelope: title 1-45, components 1-5', async () => {
    const messages = await lintInline({ custom_id: 'm', title: 'T'.repeat(46), components: [] });
    expectFindings(messages, 'schema', [
      { path: '/title', line: 3, column: 12, message: '46 characters long; the limit is 45' },
      { path: '/components', line: 4, column: 17, message: 'has 0 items; it needs at least 1' },
    ]);
  });

  it('validates interaction responses and their data', async () => {
    const messages = await lintInline({ type: 4, data: { content: 'x'.repeat(2001) } });
    expectFindings(messages, 'schema', [{ path: '/data/content', message: 'the limit is 2000' }]);
    const bad = await lintInline({ type: 11, data: {} }, { kind: 'interaction-response' });
    expect(bad.find((m) => m.ruleId === 'schema')?.message).toContain('must be one of 1, 4, 5, 6, 7, 8, 9, 10, 12');
  });

  it('requires snowflakes as strings of digits', async () => {
    const messages = await lintInline({ components: [{ type: 1, components: [{ type: 2, style: 6, sku_id: 'abc' }] }] });
    expectFindings(messages, 'schema', [{ path: '/components/0/components/0/sku_id', message: 'a string of digits' }]);
  });

  it('counts embed texts once trimmed, as Discord does', async () => {
    const title = `  ${'t'.repeat(256)}\n`;
    expectClean(await lintInline({ embeds: [{ title, fields: [{ name: ` ${'n'.repeat(256)} `, value: 'v' }] }] }), 'schema');
    const payload = `{
  "embeds": [
    { "title": "  ${'t'.repeat(257)}  " }
  ]
}`;
    expectFindings(await lintInline(payload), 'schema', [
      { path: '/embeds/0/title', line: 3, column: 16, message: 'is 257 characters long (leading and trailing whitespace not counted); the limit is 256. Shorten it by 1.' },
    ]);
  });

  it('names a number beyond 2^53 as such when it is out of range, not by its rounded value alone', async () => {
    const messages = await lintInline('{ "flags": 32768, "components": [{ "type": 10, "content": "a", "id": 9007199254740993 }] }');
    expectFindings(messages, 'schema', [{ path: '/components/0/id', line: 1, column: 70, message: 'is a number beyond 2^53 (JavaScript reads it as 9007199254740992); it must be at most 2147483647' }]);
  });
  it('reads YAML merge keys as js-yaml and PyYAML do: the merged fields are there', async () => {
    const yaml = [
      'flags: 32768',
      'components:',
      '  - type: 1',
      '    components:',
      '      - &base {type: 2, style: 2, custom_id: a, label: A}',
      '      - <<: *base',
      '        custom_id: b',
      '',
    ].join('\n');
    expectClean(await lintInline(yaml, { format: 'yaml' }));
    // A field still missing after the merge is reported at the object, as without one.
    const missing = 'components:\n  - type: 1\n    components:\n      - &s {type: 2}\n      - {<<: *s, custom_id: b}\n';
    expectFindings(await lintInline(missing, { format: 'yaml' }), 'schema', [
      { path: '/components/0/components/0', line: 4, column: 12, message: '"style"' },
      { path: '/components/0/components/1', line: 5, column: 9, message: '"style"' },
    ]);
  });
  it('says how to write a value of the wrong type, and what enumerated values and missing fields mean', async () => {
    const messages = await lintInline(
      [
        'flags: 32768',
        'components:',
        '  - type: 1',
        '    components:',
        '      - {type: 2, style: "1", custom_id: 456, label: A, disabled: yes}',
        '      - {type: 2, custom_id: b, label: B, disabled: "false"}',
        '  - {type: 14, spacing: "2"}',
        '  - {type: 12, items: []}',
        '  - type: 1',
        '    components: [{type: 3, custom_id: s}]',
        '',
      ].join('\n'),
      { format: 'yaml' },
    );
    expectFindings(messages, 'schema', [
      { path: '/components/0/components/0/style', line: 5, message: 'must be one of 1 (Primary), 2 (Secondary), 3 (Success), 4 (Danger), 5 (Link), 6 (Premium). Write it as a number, without quotes: 1.' },
      { path: '/components/0/components/0/custom_id', line: 5, message: 'not the number 456. Put it in quotes: "456".' },
      { path: '/components/0/components/0/disabled', line: 5, message: 'YAML 1.2 reads yes as text, not as a boolean: write true.' },
      { path: '/components/0/components/1', line: 6, message: 'missing the required field "style". Add it: 1 (Primary), 2 (Secondary)' },
      { path: '/components/0/components/1/disabled', line: 6, message: 'Write false without quotes.' },
      { path: '/components/1/spacing', line: 7, message: 'Write it as a number, without quotes: 2.' },
      { path: '/components/2/items', line: 8, message: 'has 0 items; it needs at least 1. Add 1.' },
      { path: '/components/3/components/0', line: 10, message: 'missing the required field "options". Add it: a list of options' },
    ]);
  });
  it('tells to wrap an emoji, a media item or a file written as a bare string', async () => {
    const messages = await lintInline({
      flags: 32768,
      components: [
        { type: 1, components: [{ type: 2, style: 2, custom_id: 'fire', emoji: '🔥' }] },
        { type: 12, items: [{ media: 'https://cdn.example.com/a.png' }] },
        { type: 13, file: 'attachment://report.pdf' },
      ],
    });
    expectFindings(messages, 'schema', [
      { path: '/components/0/components/0/emoji', line: 11, message: 'not the string "🔥". Write it as an object: { "name": "🔥" }.' },
      { path: '/components/1/items/0/media', line: 19, message: 'Write it as an object: { "url": "https://cdn.example.com/a.png" }.' },
      { path: '/components/2/file', line: 25, message: 'Write it as an object: { "url": "attachment://report.pdf" }.' },
    ]);
  });
  it('turns a colour written as "#5865F2" into the number to write', async () => {
    expectFindings(await lintInline('flags: 32768\ncomponents:\n  - {type: 17, accent_color: "#5865F2", components: [{type: 10, content: Hi}]}\n', { format: 'yaml' }), 'schema', [
      { path: '/components/0/accent_color', line: 3, column: 30, message: 'not the string "#5865F2". Write the colour as a number: 5793266 (0x5865F2).' },
    ]);
  });
});

describe('schema: a component written with the wrong type', () => {
  it('says what it resembles, at its type, instead of listing its fields', async () => {
    const text = '{ "components": [ { "type": 1, "components": [ { "type": 3, "style": 1, "label": "Go", "custom_id": "go" } ] } ] }';
    const messages = await lintInline(text);
    expectFindings(messages, 'schema', [
      { path: '/components/0/components/0/type', line: 1, column: 58, severity: 2, message: 'this object has style, label and custom_id: a Button is type 2. Set type to 2' },
    ]);
    expectClean(messages, 'unknown-field');
  });

  it('keeps the usual findings when no other type fits', async () => {
    const messages = await lintInline({ components: [{ type: 1, components: [{ type: 3, custom_id: 'x', colour: 'red' }] }] });
    expectFindings(messages, 'unknown-field', [{ path: '/components/0/components/0/colour' }]);
  });
});
