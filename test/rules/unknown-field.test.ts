import { describe, expect, it } from 'vitest';
import { Linter } from '../../src/index.js';
import { expectClean, expectFindings, lintInline } from '../helpers.js';

const linter = new Linter();

describe('unknown-field', () => {
  it('accepts $schema at the top of a payload (how editors attach a schema), and only there (issue 29)', async () => {
    const top = linter.lintText('{\n  "$schema": "https://example.com/message.schema.json",\n  "content": "hi"\n}\n', {}, { filePath: 'm.json' });
    expect(top.messages).toEqual([]);
    const response = linter.lintText('$schema: ./schema.json\ntype: 4\ndata:\n  content: hi\n', {}, { filePath: 'r.yaml' });
    expect(response.messages).toEqual([]);
    const nested = linter.lintText('{\n  "content": "hi",\n  "embeds": [{ "$schema": "x", "title": "t" }]\n}\n', {}, { filePath: 'm.json' });
    expect(nested.messages.map((m) => [m.ruleId, m.path, m.line])).toEqual([['unknown-field', '/embeds/0/$schema', 3]]);
  });

  it('warns at the key of unknown fields of components, nested objects and the message, with suggestions', async () => {
    const messages = await lintInline(`{
  "content": "Pick one",
  "embeds": [{ "title": "Menu", "colour": 5814783, "footer": { "text": "Today", "icon": "https://example.com/i.png" } }],
  "allowedMentions": { "parse": [] },
  "components": [
    {
      "type": 1,
      "components": [
        { "type": 2, "style": 1, "label": "Save", "custom_Id": "save", "emoji": { "name": "💾", "animted": true } },
        { "type": 2, "style": 5, "label": "Docs", "url": "https://example.com", "tooltip": "Read the docs" }
      ]
    },
    {
      "type": 1,
      "components": [
        {
          "type": 3,
          "custom_id": "dish",
          "options": [{ "label": "Soup", "value": "soup", "descripton": "Hot" }]
        }
      ]
    },
    {
      "type": 1,
      "components": [{ "type": 5, "custom_id": "who", "default_values": [{ "id": "1", "type": "user", "name": "x" }] }]
    }
  ]
}`);
    expectFindings(messages, 'unknown-field', [
      { path: '/embeds/0/colour', line: 3, column: 33, message: 'Did you mean "color"?', severity: 1 },
      { path: '/embeds/0/footer/icon', line: 3, column: 81, message: 'Did you mean "icon_url"?' },
      { path: '/allowedMentions', line: 4, column: 3, message: 'Did you mean "allowed_mentions"?' },
      { path: '/components/0/components/0/custom_Id', line: 9, column: 51, message: '"custom_Id" is not a field of Button (2): Discord ignores it' },
      { path: '/components/0/components/0/emoji/animted', line: 9, column: 97, message: 'Did you mean "animated"?' },
      { path: '/components/0/components/1/tooltip', line: 10, column: 81, message: 'the fields are type, id, style, label, emoji, custom_id, sku_id, url, disabled' },
      { path: '/components/1/components/0/options/0/descripton', line: 19, column: 59, message: 'Did you mean "description"?' },
      { path: '/components/2/components/0/default_values/0/name', line: 25, column: 103, message: 'the default value components[2].components[0].default_values[0]' },
    ]);
  });

  it('checks the modal envelope and modal components, leaving Checkbox required to checkbox-no-required', async () => {
    const messages = await lintInline(`custom_id: form
title: Form
submit_label: Send
components:
  - type: 18
    label: Name
    component:
      type: 4
      custom_id: name
      style: 1
      maxLength: 20
  - type: 18
    label: Agree
    component: { type: 23, custom_id: ok, required: true }
`);
    expectFindings(messages, 'unknown-field', [
      { path: '/submit_label', line: 3, column: 1, message: 'the fields are custom_id, title, components' },
      { path: '/components/0/component/maxLength', line: 11, column: 7, message: 'Did you mean "max_length"?' },
    ]);
    expect(messages.map((m) => m.ruleId)).toContain('checkbox-no-required');
  });

  it('checks interaction responses, gallery items and media, but not response-only media fields', async () => {
    const messages = await lintInline(`{
  "type": 4,
  "data": {
    "flags": 32768,
    "components": [
      {
        "type": 12,
        "items": [{ "media": { "url": "https://example.com/a.png", "width": 10, "href": "x" }, "alt": "A" }]
      },
      { "type": 10, "content": "Hi", "id": 3, "style": 2 }
    ]
  },
  "ephemeral": true
}`);
    expectFindings(messages, 'unknown-field', [
      { path: '/data/components/0/items/0/media/href', line: 8, column: 81 },
      { path: '/data/components/0/items/0/alt', line: 8, column: 96, message: 'the gallery item data.components[0].items[0]' },
      { path: '/data/components/1/style', line: 10, column: 47, message: 'Text Display (10)' },
      { path: '/ephemeral', line: 13, column: 3, message: 'the fields are type, data' },
    ]);
    expect(messages.map((m) => m.ruleId)).toContain('response-only-fields');
  });

  it('leaves stickers in a V2 message and __proto__ to their own rules, and open objects unchecked', async () => {
    const v2Message = await lintInline({ flags: 32768, stickers: [], components: [{ type: 10, content: 'x' }] });
    expectClean(v2Message, 'unknown-field');
    const proto = await lintInline('{ "content": "x", "__proto__": { "a": 1 } }');
    expectClean(proto, 'unknown-field');
    expect(proto.map((m) => m.ruleId)).toContain('proto-key');
    const poll = { question: { text: 'Tea?' }, answers: [{ poll_media: { text: 'Yes' } }], duration: 24 };
    expectClean(await lintInline({ poll, message_reference: { message_id: '1', fail_if_not_exists: false } }), 'unknown-field');
  });

  it('does not check received interactions or components of unknown type', async () => {
    expectClean(await lintInline({ type: 3, data: { custom_id: 'x', component_type: 2, values: [] } }), 'unknown-field');
    expectClean(await lintInline({ type: 20, whatever: 1 }, { kind: 'component' }), 'unknown-field');
  });

  it('knows the voice message fields of an attachment (duration_secs, waveform) and is_remix', async () => {
    const messages = await lintInline({
      flags: 8192,
      attachments: [{ id: '0', filename: 'voice.ogg', duration_secs: 2.5, waveform: 'AAAA', is_remix: false }],
    });
    expectClean(messages, 'unknown-field');
    expectClean(messages, 'schema');
  });
  it('shows a known field name spoilt by an invisible character or a trailing space, and offers the clean name', async () => {
    const messages = await lintInline('{"components":[{"type":1,"components":[{"type":2,"style":1,"label":"A","custom\u200b_id":"a"}]}],"content ":"x"}');
    expectFindings(messages, 'unknown-field', [
      { path: '/components/0/components/0/custom\u200b_id', line: 1, column: 72, message: '"custom\\u200B_id" is not a field of Button (2): it reads as "custom_id" but holds an invisible character' },
      { path: '/content ', line: 1, column: 93, message: '"content␠" is not a field of the message: it reads as "content"' },
    ]);
    expect(messages.find((m) => m.ruleId === 'unknown-field')!.suggestions?.[0]?.message).toBe('Rename it to "custom_id"');
  });
});
