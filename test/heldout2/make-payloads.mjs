// Writes the second set of held-out payloads (test/heldout2/{valid,broken}/) and their manifest
// (expected.json). Written from components-interface.md and official-facts.md only, by a second
// reviewer who had not read test/heldout/'s cases: unusual formatting (YAML flow style, anchors,
// block scalars, comments, one-line JSON, CRLF, tabs, a BOM), astral characters near limits, deep
// nesting, interaction responses, single components and multi-document YAML.
//
// Every payload is written out as text, and every expected line was counted by hand; the script
// checks each hand-counted line against an independent locator (../heldout/locate.mjs: jsonc-parser
// and yaml, not cordlint) and stops when one is neither the key's line nor the value's.
// Run: `node test/heldout2/make-payloads.mjs`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linesOf } from '../heldout/locate.mjs';

const here = import.meta.dirname;
const x = (n, ch = 'x') => ch.repeat(n);
const crlf = (text) => text.replace(/\r?\n/g, '\r\n');
const lines = (n, make) => Array.from({ length: n }, (_, i) => make(i)).join('\n');

/** @type {{file: string, text: string, note: string, kind?: 'component'}[]} */
const valid = [];
/**
 * @type {{file: string, text: string, note: string, kind?: 'component', document?: number,
 *   severity: 'error'|'warning', at: {path: string, line: number | number[]}[], related?: string[], extraOk?: string[]}[]}
 */
const broken = [];

// =============================================================================== valid payloads

valid.push({
  file: 'v2-flow-style.yaml',
  note: 'A V2 message in YAML flow style, with comments inside the flow collections',
  text: `# A V2 message written in YAML flow style
{flags: 32768, components: [  # the whole tree in flow style
  {type: 10, content: "Flow style is YAML too"},   # a text
  {type: 1, components: [{type: 2, style: 1, label: "Go", custom_id: "flow:go"}, {type: 2, style: 5, label: Docs, url: "https://discord.com/developers/docs"}]},
  {type: 14, divider: false, spacing: 2}
]}  # end
`,
});

valid.push({
  file: 'anchors-aliases.yaml',
  note: 'Anchors and aliases reuse an emoji object and a string; a hexadecimal accent colour',
  text: `flags: 32768
components:
  - type: 17
    accent_color: 0x5865F2   # hexadecimal integer (YAML 1.2 core schema)
    components:
      - type: 10
        content: &greeting "Pick a reaction"
      - type: 1
        components:
          - {type: 2, style: 2, custom_id: "react:fire", emoji: &fire {name: "🔥"}}
          - {type: 2, style: 2, custom_id: "react:fire2", emoji: *fire, label: *greeting}
          - &third {type: 2, style: 2, custom_id: "react:three", emoji: {id: "123456789012345678", name: blob, animated: true}}
`,
});

valid.push({
  file: 'block-scalars.yaml',
  note: 'Literal and folded block scalars for Text Display content; "#" inside a block scalar is text',
  text: `# Block scalars for long markdown
flags: 32768  # IS_COMPONENTS_V2
components:
  - type: 10
    content: |
      # Release notes
      - **bold** item  # not a comment inside a block scalar
      - \`code\` item
  - type: 10
    content: >-
      A folded paragraph that YAML
      joins into one line.
  - type: 9
    components:
      - type: 10
        content: |-
          Section text
    accessory:
      type: 11
      media: {url: "https://cdn.example.com/a.webp"}
      description: ~   # null alt text
`,
});

valid.push({
  file: 'legacy-one-line.json',
  note: 'A legacy message on one line: content and 5 Action Rows (5 buttons, and each kind of select)',
  text:
    JSON.stringify({
      content: 'Settings',
      components: [
        { type: 1, components: [1, 2, 3, 4].map((s) => ({ type: 2, style: s, label: `S${s}`, custom_id: `style-${s}` })).concat([{ type: 2, style: 5, label: 'Help', url: 'https://example.com/help' }]) },
        { type: 1, components: [{ type: 3, custom_id: 'lang', placeholder: 'Language', options: [{ label: 'English', value: 'en', default: true }, { label: 'Français', value: 'fr' }] }] },
        { type: 1, components: [{ type: 5, custom_id: 'who', min_values: 1, max_values: 3 }] },
        { type: 1, components: [{ type: 6, custom_id: 'roles', default_values: [{ id: '111111111111111111', type: 'role' }] }] },
        { type: 1, components: [{ type: 8, custom_id: 'where', channel_types: [0, 2, 15] }] },
      ],
    }) + '\n',
});

valid.push({
  file: 'modal-crlf.json',
  note: 'A modal with CRLF line ends: Text Input at its length limits, an optional String Select with min_values 0',
  text: crlf(`{
  "custom_id": "bug-report",
  "title": "Report a bug",
  "components": [
    { "type": 10, "content": "Tell us what happened." },
    {
      "type": 18,
      "label": "What happened?",
      "description": "Steps, expected, actual",
      "component": {
        "type": 4,
        "custom_id": "steps",
        "style": 2,
        "min_length": 0,
        "max_length": 4000,
        "value": "1. Open\\r\\n2. Crash",
        "placeholder": "${x(100, 'p')}"
      }
    },
    {
      "type": 18,
      "label": "Area",
      "component": {
        "type": 3,
        "custom_id": "area",
        "required": false,
        "min_values": 0,
        "max_values": 2,
        "options": [
          { "label": "UI", "value": "ui" },
          { "label": "API", "value": "api" }
        ]
      }
    }
  ]
}
`),
});

valid.push({
  file: 'tabs-deep.json',
  note: 'Tab-indented: Container > Section > Button accessory with a custom emoji; a label of exactly 80 astral characters',
  text: `{
\t"flags": 32768,
\t"components": [
\t\t{
\t\t\t"type": 17,
\t\t\t"spoiler": true,
\t\t\t"components": [
\t\t\t\t{
\t\t\t\t\t"type": 9,
\t\t\t\t\t"components": [{ "type": 10, "content": "Party time" }],
\t\t\t\t\t"accessory": {
\t\t\t\t\t\t"type": 2,
\t\t\t\t\t\t"style": 3,
\t\t\t\t\t\t"custom_id": "party",
\t\t\t\t\t\t"label": "${x(80, '🎉')}",
\t\t\t\t\t\t"emoji": { "id": "987654321098765432", "name": "partyblob", "animated": true }
\t\t\t\t\t}
\t\t\t\t},
\t\t\t\t{
\t\t\t\t\t"type": 9,
\t\t\t\t\t"components": [{ "type": 10, "content": "a" }, { "type": 10, "content": "b" }],
\t\t\t\t\t"accessory": { "type": 11, "media": { "url": "https://cdn.example.com/c.gif" }, "spoiler": true }
\t\t\t\t}
\t\t\t]
\t\t}
\t]
}
`,
});

valid.push({
  file: 'multi-doc-mixed.yaml',
  note: 'Four documents, each valid: a V2 message, a legacy message, a modal and a deferred response; explicit "---" and "..." markers',
  text: `%YAML 1.2
---
# document 1: V2
flags: 32768
components: [{type: 10, content: one}]
...
---
# document 2: legacy
content: two
components:
  - type: 1
    components: [{type: 2, style: 1, custom_id: two, label: Two}]
---
# document 3: modal
custom_id: three
title: Three
components:
  - type: 18
    label: Three
    component: {type: 23, custom_id: three}
---
# document 4: deferred update
type: 6
`,
});

valid.push({
  file: 'ids-zero-and-max.json',
  note: 'id 0 on many components (repeated, allowed), unique non-zero ids, and the largest int32 id',
  text: `{
  "flags": 32768,
  "components": [
    { "type": 10, "id": 0, "content": "zero" },
    { "type": 14, "id": 0 },
    { "type": 10, "id": 0, "content": "zero again" },
    { "type": 17, "id": 1, "components": [
      { "type": 10, "id": 0, "content": "nested zero" },
      { "type": 1, "id": 2, "components": [
        { "type": 2, "id": 0, "style": 1, "custom_id": "a", "label": "A" },
        { "type": 2, "id": 2147483647, "style": 1, "custom_id": "b", "label": "B" }
      ] }
    ] }
  ]
}
`,
});

valid.push({
  file: 'nulls.yaml',
  note: 'null for optional (nullable) fields everywhere: ~, null and Null',
  text: `flags: 32768
components:
  - type: 17
    id: null
    accent_color: null
    spoiler: ~
    components:
      - type: 1
        components:
          - type: 2
            style: 1
            custom_id: ok
            label: OK
            emoji: null
            disabled: Null
            url: ~          # no URL on a non-link button
            sku_id: ~
      - type: 1
        components:
          - type: 3
            custom_id: nullable-select
            placeholder: null
            min_values: null
            max_values: null
            disabled: null
            options:
              - {label: One, value: "1", description: null, emoji: null, default: null}
      - {type: 14, divider: null, spacing: null}
      - type: 12
        items:
          - {media: {url: "https://cdn.example.com/x.png"}, description: null, spoiler: null}
`,
});

valid.push({
  file: 'response-4-v2-ephemeral.json',
  note: 'Callback type 4, V2 and EPHEMERAL (32768 | 64)',
  text: `{"type": 4,
 "data": {
  "flags": 32832,
  "allowed_mentions": {"parse": []},
  "components": [
   {"type": 10, "content": "Only you can see this, <@123456789012345678>"},
   {"type": 1, "components": [{"type": 2, "style": 4, "custom_id": "delete", "label": "Delete", "emoji": {"name": "🗑️"}}]}
  ]
 }
}
`,
});

valid.push({
  file: 'response-5-deferred-ephemeral.yaml',
  note: 'Callback type 5 with EPHEMERAL, the only flag it takes',
  text: `type: 5   # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
data:
  flags: 64   # EPHEMERAL
`,
});

valid.push({
  file: 'response-6.json',
  note: 'Callback type 6 (deferred update), nothing else',
  text: `{ "type": 6 }
`,
});

valid.push({
  file: 'response-7-legacy.yaml',
  note: 'Callback type 7 (update) of a legacy message: content, an embed and disabled buttons',
  text: `type: 7
data:
  content: "Vote closed"
  embeds:
    - title: Results
      description: "Yes: 3, No: 1"
  components:
    - type: 1
      components:
        - {type: 2, style: 3, custom_id: yes, label: "Yes (3)", disabled: true}
        - {type: 2, style: 4, custom_id: no, label: "No (1)", disabled: true}
`,
});

valid.push({
  file: 'response-9-modal-five.yaml',
  note: 'Callback type 9: five top-level components (the limit), title of exactly 45, custom_id of exactly 100',
  text: `type: 9
data:
  custom_id: "${x(100, 'c')}"
  title: "${x(45, 'T')}"
  components:
    - {type: 10, content: "Welcome!"}
    - type: 18
      label: Name
      component: {type: 4, custom_id: name, style: 1, max_length: 32}
    - type: 18
      label: Team
      component:
        type: 21
        custom_id: team
        options:
          - {value: red, label: Red}
          - {value: blue, label: Blue, default: true}
    - type: 18
      label: Interests
      component:
        type: 22
        custom_id: interests
        required: false
        min_values: 0
        max_values: 10
        options:
${lines(10, (i) => `          - {value: "i${i}", label: "Interest ${i}"}`)}
    - type: 18
      label: Newsletter
      component: {type: 23, custom_id: newsletter, default: true}
`,
});

valid.push({
  file: 'component-string-select.json',
  kind: 'component',
  note: 'A String Select alone: 25 options, max_values 25, 3 defaults',
  text: `{
  "type": 3,
  "custom_id": "many",
  "min_values": 1,
  "max_values": 25,
  "options": [
${lines(25, (i) => `    { "label": "Option ${i}", "value": "v${i}"${i < 3 ? ', "default": true' : ''} }${i < 24 ? ',' : ''}`)}
  ]
}
`,
});

valid.push({
  file: 'component-container.yaml',
  kind: 'component',
  note: 'A Container alone: accent_color 0xFFFFFF (the limit), every allowed child type',
  text: `type: 17
accent_color: 16777215
components:
  - {type: 10, content: Header}
  - {type: 14, divider: false, spacing: 2}
  - type: 9
    components: [{type: 10, content: "With a thumbnail"}]
    accessory: {type: 11, media: {url: "https://cdn.example.com/t.jpg"}}
  - type: 12
    items:
${lines(10, (i) => `      - media: {url: "https://cdn.example.com/${i}.png"}`)}
  - type: 1
    components: [{type: 7, custom_id: mention}]
`,
});

valid.push({
  file: 'forty-components.json',
  note: 'A V2 message of exactly 40 components: 4 rows of 5 buttons (24) and a Container of 15 texts (16)',
  text: `{
  "flags": 32768,
  "components": [
${lines(4, (r) => `    { "type": 1, "components": [${lines(5, (b) => `{ "type": 2, "style": 2, "custom_id": "b${r}${b}", "label": "${r}${b}" }`).replace(/\n/g, ', ')}] },`)}
    { "type": 17, "components": [
${lines(15, (t) => `      { "type": 10, "content": "Text ${t}" }${t < 14 ? ',' : ''}`)}
    ] }
  ]
}
`,
});

valid.push({
  file: 'text-total-4000-utf16.yaml',
  note: 'Text Display content totalling exactly 4000 UTF-16 code units (3000 ASCII + 500 astral emoji)',
  text: `flags: 32768
components:
  - type: 10
    content: ${x(3000, 'a')}
  - type: 10
    content: "${x(500, '😀')}"
`,
});

valid.push({
  file: 'media-limits.json',
  note: 'Media Gallery of 10 items, an alt text of 1024, a media URL of 2048, a Thumbnail alt text of 1024',
  text: `{
  "flags": 32768,
  "components": [
    {
      "type": 12,
      "items": [
        { "media": { "url": "https://cdn.example.com/${x(2048 - 'https://cdn.example.com/'.length - 4, 'm')}.png" }, "description": "${x(1024, 'd')}" },
${lines(9, (i) => `        { "media": { "url": "https://cdn.example.com/${i}.png" }, "spoiler": ${i % 2 === 0} }${i < 8 ? ',' : ''}`)}
      ]
    },
    {
      "type": 9,
      "components": [{ "type": 10, "content": "Alt text at its limit" }],
      "accessory": { "type": 11, "media": { "url": "https://cdn.example.com/t.png" }, "description": "${x(1024, 'é')}" }
    }
  ]
}
`,
});

valid.push({
  file: 'odd-key-order.json',
  note: 'Keys in reverse order (components before flags, type last), escaped characters in strings',
  text: `{
  "components": [
    {
      "components": [
        { "content": "caf\\u00e9 \\ud83d\\ude00", "type": 10 }
      ],
      "accessory": { "label": "Open", "url": "https:\\/\\/example.com\\/a?b=c", "style": 5, "type": 2 },
      "type": 9
    }
  ],
  "flags": 32768
}
`,
});

valid.push({
  file: 'premium-and-link.yaml',
  note: 'A row with a premium button (sku_id only) and a link button with a URL of exactly 512 and an emoji',
  text: `flags: 32768
components:
  - type: 1
    components:
      - type: 2
        style: 6
        sku_id: "1180218955160375406"
      - type: 2
        style: 5
        emoji: {name: "📖"}
        url: "https://example.com/${x(512 - 'https://example.com/'.length, 'u')}"
      - {type: 2, style: 2, custom_id: more, label: More}
`,
});

valid.push({
  file: 'modal-auto-selects.json',
  note: 'A modal of five Labels (45 astral characters, descriptions of 100): the four auto-filled selects and a File Upload',
  text: `{
  "custom_id": "setup",
  "title": "Setup",
  "components": [
    {
      "type": 18,
      "label": "${x(45, '🧪')}",
      "description": "${x(100, 'd')}",
      "component": { "type": 5, "custom_id": "users", "max_values": 2,
        "default_values": [{ "id": "111111111111111111", "type": "user" }, { "id": "222222222222222222", "type": "user" }] }
    },
    {
      "type": 18,
      "label": "Role",
      "component": { "type": 6, "custom_id": "role", "default_values": [{ "id": "333333333333333333", "type": "role" }] }
    },
    {
      "type": 18,
      "label": "Who or which role",
      "component": { "type": 7, "custom_id": "mention", "min_values": 2, "max_values": 2,
        "default_values": [{ "id": "111111111111111111", "type": "user" }, { "id": "333333333333333333", "type": "role" }] }
    },
    {
      "type": 18,
      "label": "Channel",
      "component": { "type": 8, "custom_id": "channel", "channel_types": [0, 5, 15],
        "default_values": [{ "id": "444444444444444444", "type": "channel" }] }
    },
    {
      "type": 18,
      "label": "Screenshots",
      "component": { "type": 19, "custom_id": "shots", "min_values": 1, "max_values": 10, "file_types": ["image", ".pdf"] }
    }
  ]
}
`,
});

valid.push({
  file: 'bom.json',
  note: 'A legacy message in a file that starts with a UTF-8 byte order mark',
  text: `\uFEFF{
  "content": "With a BOM",
  "components": [{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "bom", "label": "BOM" }] }]
}
`,
});

valid.push({
  file: 'response-then-followup.yaml',
  note: 'An interaction response (type 4) and a follow-up message with EPHEMERAL, as two documents',
  text: `type: 4
data:
  flags: 32768
  components:
    - {type: 10, content: "Working on it"}
---
# follow-up: may be ephemeral
flags: 32832
components:
  - {type: 10, content: "Done"}
`,
});

valid.push({
  file: 'component-label-checkbox.yaml',
  kind: 'component',
  note: 'A Label alone wrapping a Checkbox',
  text: `# a Label, linted alone
type: 18
label: I agree
description: "You can change this later"
component:
  type: 23
  custom_id: agree
  default: false
`,
});

valid.push({
  file: 'component-emoji-only-button.json',
  kind: 'component',
  note: 'A Button alone with an emoji and no label, and id 0',
  text: `{"type":2,"id":0,"style":2,"custom_id":"thumbs","emoji":{"name":"👍🏽"}}
`,
});

valid.push({
  file: 'container-with-file.yaml',
  note: 'A Container with a File that references an uploaded attachment, a gallery showing another, and a row with a select',
  text: `flags: 32768
attachments:
  - {id: "0", filename: report.pdf}
  - {id: "1", filename: chart.png, description: "Quarterly chart"}
components:
  - type: 17
    accent_color: 0
    components:
      - type: 13
        file: {url: "attachment://report.pdf"}
        spoiler: false
      - type: 12
        items: [{media: {url: "attachment://chart.png"}}]
      - type: 1
        components:
          - type: 3
            custom_id: quarter
            options: [{label: Q1, value: q1, emoji: {name: "1️⃣"}}, {label: Q2, value: q2}]
`,
});

valid.push({
  file: 'choice-edges.yaml',
  note: 'A Checkbox Group with one option (min=max=1, default) and a Radio Group of 10 options, optional, one default',
  text: `custom_id: choices
title: Choices
components:
  - type: 18
    label: Confirm
    component:
      type: 22
      custom_id: confirm
      min_values: 1
      max_values: 1
      required: true
      options: [{value: yes, label: "Yes, I confirm", default: true}]
  - type: 18
    label: Size
    component:
      type: 21
      custom_id: size
      required: false
      options:
${lines(10, (i) => `        - {value: "s${i}", label: "Size ${i}", description: "About size ${i}"${i === 4 ? ', default: true' : ''}}`)}
`,
});

valid.push({
  file: 'text-input-edges.yaml',
  note: 'Text Inputs at their bounds: min_length = max_length = 4000, an empty value, a placeholder of 100 astral characters',
  text: `custom_id: essays
title: Essays
components:
  - type: 18
    label: Essay
    component: {type: 4, custom_id: essay, style: 2, min_length: 4000, max_length: 4000}
  - type: 18
    label: Note
    component:
      type: 4
      custom_id: note
      style: 1
      required: false
      value: ""
      placeholder: "${x(100, '🙂')}"
`,
});

valid.push({
  file: 'crlf.yaml',
  note: 'A YAML V2 message with CRLF line ends and comments',
  text: crlf(`# CRLF line ends
flags: 32768 # V2
components:
  - type: 10 # text
    content: "Hello\\r\\nworld"
  - type: 1
    components:
      - {type: 2, style: 1, custom_id: crlf, label: CRLF}
`),
});

// ============================================================================== broken payloads

broken.push({
  file: 'button-label-81-astral.json',
  note: 'Button label of 81 astral characters (limit 80), tab-indented',
  severity: 'error',
  at: [{ path: '/components/0/components/0/label', line: 7 }],
  text: `{
\t"flags": 32768,
\t"components": [
\t\t{
\t\t\t"type": 1,
\t\t\t"components": [
\t\t\t\t{"type": 2, "style": 1, "custom_id": "party", "label": "${x(81, '🎉')}"}
\t\t\t]
\t\t}
\t]
}
`,
});

broken.push({
  file: 'label-46-astral.yaml',
  note: 'Label label of 46 astral characters (limit 45)',
  severity: 'error',
  at: [{ path: '/components/0/label', line: 5 }],
  text: `custom_id: lab
title: Lab report
components:
  - type: 18
    label: "${x(46, '🧪')}"
    component: {type: 4, custom_id: notes, style: 2}
`,
});

broken.push({
  file: 'custom-id-101-flow.yaml',
  note: 'custom_id of 101 characters, in YAML flow style',
  severity: 'error',
  at: [{ path: '/components/0/components/0/custom_id', line: 3 }],
  text: `{flags: 32768, components: [
  {type: 1, components: [
    {type: 2, style: 3, label: Save, custom_id: "${x(101, 'k')}"}
  ]}
]}
`,
});

broken.push({
  file: 'custom-id-empty-one-line.json',
  note: 'An empty custom_id on a String Select, JSON on one line',
  severity: 'error',
  at: [{ path: '/components/0/components/0/custom_id', line: 1 }],
  text: `{"components":[{"type":1,"components":[{"type":3,"custom_id":"","options":[{"label":"A","value":"a"}]}]}]}
`,
});

broken.push({
  file: 'duplicate-custom-id-deep.yaml',
  note: 'A Section accessory Button inside a Container and a later row Button share a custom_id',
  severity: 'error',
  at: [{ path: '/components/1/components/0/custom_id', line: 12 }],
  related: ['/components/0/components/0/accessory/custom_id', '/components/0/components/0/accessory'],
  text: `flags: 32768
components:
  - type: 17
    components:
      - type: 9
        components: [{type: 10, content: "Ship it?"}]
        accessory: {type: 2, style: 3, custom_id: dup, label: Yes, emoji: {name: "✅"}}
  - type: 1
    components:
      - type: 2
        style: 4
        custom_id: dup   # same as the accessory
        label: No
`,
});

broken.push({
  file: 'duplicate-nonzero-id.json',
  note: 'id 7 on two components (id 0 repeated beside them is fine)',
  severity: 'error',
  at: [{ path: '/components/3/id', line: 7 }],
  related: ['/components/0/id', '/components/0'],
  text: `{
  "flags": 32768,
  "components": [
    { "type": 10, "id": 7, "content": "first" },
    { "type": 14, "id": 0 },
    { "type": 14, "id": 0 },
    { "type": 10, "id": 7, "content": "second" }
  ]
}
`,
});

broken.push({
  file: 'id-past-int32.yaml',
  note: 'id 2147483648, one past the largest 32-bit integer',
  severity: 'error',
  at: [{ path: '/components/0/id', line: 5 }],
  text: `# id is a 32-bit integer: 2147483647 is the last one
flags: 32768
components:
  - type: 10
    id: 2147483648
    content: too far
`,
});

broken.push({
  file: 'component-id-negative.json',
  kind: 'component',
  note: 'A Button alone with id -1',
  severity: 'error',
  at: [{ path: '/id', line: 3 }],
  text: `{
  "type": 2,
  "id": -1,
  "style": 1,
  "custom_id": "neg",
  "label": "Negative"
}
`,
});

broken.push({
  file: 'section-four-texts.yaml',
  note: 'A Section with 4 Text Displays (limit 3), accessory written before the components',
  severity: 'error',
  at: [
    { path: '/components/0/components', line: [5, 6] },
    { path: '/components/0/components/3', line: 9 },
  ],
  text: `flags: 32768
components:
  - type: 9
    accessory: {type: 11, media: {url: "https://example.com/x.png"}}
    components:
      - {type: 10, content: one}
      - {type: 10, content: two}
      - {type: 10, content: three}
      - {type: 10, content: four}
`,
});

broken.push({
  file: 'section-no-text.json',
  note: 'A Section with an empty components list',
  severity: 'error',
  at: [{ path: '/components/0/components', line: 2 }],
  text: `{"flags": 32768, "components": [
  {"type": 9, "components": [],
   "accessory": {"type": 2, "style": 2, "custom_id": "lonely", "label": "Lonely"}}
]}
`,
});

broken.push({
  file: 'response-7-section-no-accessory.yaml',
  note: 'Callback type 7: a Section inside a Container without its required accessory',
  severity: 'error',
  at: [{ path: '/data/components/0/components/0', line: 7 }],
  text: `type: 7
data:
  flags: 32768
  components:
    - type: 17
      components:
        - type: 9   # no accessory
          components:
            - type: 10
              content: Where is my button?
`,
});

broken.push({
  file: 'gallery-11-items.json',
  note: 'A Media Gallery with 11 items (limit 10)',
  severity: 'error',
  at: [
    { path: '/components/0/items', line: 6 },
    { path: '/components/0/items/10', line: 17 },
  ],
  text: `{
  "flags": 32768,
  "components": [
    {
      "type": 12,
      "items": [
${lines(11, (i) => `        {"media": {"url": "https://example.com/${i + 1}.png"}}${i < 10 ? ',' : ''}`)}
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'gallery-empty.yaml',
  note: 'A Media Gallery with no items',
  severity: 'error',
  at: [{ path: '/components/0/items', line: 4 }],
  text: `flags: 32768
components:
  - type: 12
    items: []
`,
});

broken.push({
  file: 'forty-one-components.json',
  note: 'A V2 message of 41 components: a Container of 40 Text Displays',
  severity: 'error',
  at: [
    { path: '/components', line: 3 },
    { path: '/components/0', line: 4 },
    { path: '/components/0/components/39', line: 46 },
    { path: '', line: 1 },
  ],
  text: `{
  "flags": 32768,
  "components": [
    {
      "type": 17,
      "components": [
${lines(40, (i) => `        {"type": 10, "content": "line ${i}"}${i < 39 ? ',' : ''}`)}
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'text-total-4001-utf16.yaml',
  note: 'Text Display content totalling 4001 UTF-16 code units (3001 ASCII + 500 astral emoji), though only 3501 code points',
  severity: 'error',
  at: [
    { path: '/components/1/content', line: 6 },
    { path: '/components/1', line: 5 },
    { path: '/components', line: 2 },
  ],
  text: `flags: 32768
components:
  - type: 10
    content: ${x(3001, 'a')}
  - type: 10
    content: "${x(500, '😀')}"
`,
});

broken.push({
  file: 'legacy-six-rows.yaml',
  note: 'A legacy message with 6 Action Rows (limit 5), each written in flow style',
  severity: 'error',
  at: [
    { path: '/components', line: 1 },
    { path: '/components/5', line: 7 },
  ],
  text: `components:
${lines(6, (i) => `  - {type: 1, components: [{type: 2, style: 1, custom_id: r${i + 1}, label: "${i + 1}"}]}`)}
`,
});

broken.push({
  file: 'row-mixed.json',
  note: 'An Action Row holding a Button and a select',
  severity: 'error',
  at: [
    { path: '/components/0/components/1', line: 7 },
    { path: '/components/0/components', line: 5 },
    { path: '/components/0', line: 3 },
  ],
  text: `{
  "components": [
    {
      "type": 1,
      "components": [
        {"type": 2, "style": 1, "custom_id": "a", "label": "A"},
        {"type": 3, "custom_id": "s", "options": [{"label": "x", "value": "x"}]}
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'row-six-buttons-in-container.yaml',
  note: 'An Action Row of 6 Buttons inside a Container',
  severity: 'error',
  at: [
    { path: '/components/0/components/0/components/5', line: 12 },
    { path: '/components/0/components/0/components', line: 6 },
    { path: '/components/0/components/0', line: 5 },
  ],
  text: `flags: 32768
components:
  - type: 17
    components:
      - type: 1
        components:
${lines(6, (i) => `          - {type: 2, style: 2, custom_id: b${i + 1}, label: "${i + 1}"}`)}
`,
});

broken.push({
  file: 'response-4-row-two-selects.json',
  note: 'Callback type 4: an Action Row with two selects',
  severity: 'error',
  at: [
    { path: '/data/components/0/components/1', line: 3 },
    { path: '/data/components/0/components', line: 1 },
    { path: '/data/components/0', line: 1 },
  ],
  text: `{"type": 4, "data": {"components": [{"type": 1, "components": [
  {"type": 5, "custom_id": "who"},
  {"type": 6, "custom_id": "role"}
]}]}}
`,
});

broken.push({
  file: 'row-empty.yaml',
  note: 'An empty Action Row',
  severity: 'error',
  at: [
    { path: '/components/0/components', line: 3 },
    { path: '/components/0', line: 2 },
  ],
  text: `components:
  - type: 1
    components: []
`,
});

broken.push({
  file: 'component-link-with-custom-id.yaml',
  kind: 'component',
  note: 'A link Button alone with a custom_id',
  severity: 'error',
  at: [{ path: '/custom_id', line: 4 }],
  text: `type: 2
style: 5
url: https://example.com
custom_id: should-not-be-here
label: Open
`,
});

broken.push({
  file: 'primary-with-url.json',
  note: 'A Primary Button with a url',
  severity: 'error',
  at: [{ path: '/components/0/components/0/url', line: 10 }],
  text: `{
  "content": "Vote",
  "components": [{
    "type": 1,
    "components": [{
      "type": 2,
      "style": 1,
      "label": "Yes",
      "custom_id": "yes",
      "url": "https://example.com/yes"
    }]
  }]
}
`,
});

broken.push({
  file: 'premium-with-label.yaml',
  note: 'A premium Button (style 6) with a label',
  severity: 'error',
  at: [{ path: '/components/0/components/0/label', line: 8 }],
  text: `flags: 32768
components:
  - type: 1
    components:
      - type: 2
        style: 6
        sku_id: "1180218955160375406"
        label: Buy now
`,
});

broken.push({
  file: 'accessory-button-no-custom-id.json',
  note: 'A Secondary Button as a Section accessory without custom_id, JSON on one line',
  severity: 'error',
  at: [{ path: '/components/0/accessory', line: 1 }],
  text: `{"flags":32768,"components":[{"type":9,"components":[{"type":10,"content":"Hi"}],"accessory":{"type":2,"style":2,"label":"Click"}}]}
`,
});

broken.push({
  file: 'link-url-513.yaml',
  note: 'A link Button URL of 513 characters (limit 512)',
  severity: 'error',
  at: [{ path: '/components/0/components/0/url', line: 7 }],
  text: `components:
  - type: 1
    components:
      - type: 2
        style: 5
        label: Long link
        url: "https://example.com/${x(513 - 'https://example.com/'.length, 'u')}"
`,
});

broken.push({
  file: 'select-26-options.json',
  note: 'A String Select with 26 options (limit 25)',
  severity: 'error',
  at: [
    { path: '/components/0/components/0/options', line: 9 },
    { path: '/components/0/components/0/options/25', line: 35 },
  ],
  text: `{
  "components": [
    {
      "type": 1,
      "components": [
        {
          "type": 3,
          "custom_id": "too-many",
          "options": [
${lines(26, (i) => `            {"label": "L${i}", "value": "v${i}"}${i < 25 ? ',' : ''}`)}
          ]
        }
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'select-max-over-options.yaml',
  note: 'A String Select with max_values 4 and only 3 options',
  severity: 'error',
  at: [{ path: '/components/0/components/0/max_values', line: 6 }],
  text: `components:
  - type: 1
    components:
      - type: 3
        custom_id: pick
        max_values: 4
        options:
          - {label: A, value: a}
          - {label: B, value: b}
          - {label: C, value: c}
`,
});

broken.push({
  file: 'select-duplicate-values.json',
  note: 'Two options of a String Select with the same value',
  severity: 'error',
  at: [{ path: '/components/0/components/0/options/1/value', line: 3 }],
  related: ['/components/0/components/0/options/0/value', '/components/0/components/0/options/0'],
  text: `{"components": [{"type": 1, "components": [{"type": 3, "custom_id": "dup-values", "options": [
  {"label": "First", "value": "same"},
  {"label": "Second", "value": "same"}
]}]}]}
`,
});

broken.push({
  file: 'modal-select-min-zero-required.yaml',
  note: 'A modal String Select with min_values 0 while required is omitted (true)',
  severity: 'error',
  at: [{ path: '/components/0/component/min_values', line: 9 }],
  text: `custom_id: survey
title: Survey
components:
  - type: 18
    label: Favourite colour
    component:
      type: 3
      custom_id: colour
      min_values: 0
      options: [{label: Red, value: red}, {label: Blue, value: blue}]
`,
});

broken.push({
  file: 'response-9-select-disabled.json',
  note: 'Callback type 9: a Role Select with disabled true in a modal',
  severity: 'error',
  at: [{ path: '/data/components/0/component/disabled', line: 10 }],
  text: `{
  "type": 9,
  "data": {
    "custom_id": "m",
    "title": "Pick",
    "components": [
      {
        "type": 18,
        "label": "Role",
        "component": {"type": 6, "custom_id": "role", "disabled": true}
      }
    ]
  }
}
`,
});

valid.push({
  file: 'modal-select-disabled-false.yaml',
  note: 'A Channel Select in a modal with disabled: false: accepted, only true is rejected (MODAL_COMPONENT_DISABLED). Moved from broken/ by issue 9.',
  text: `custom_id: where
title: Where
components:
  - type: 18
    label: Channel
    component:
      type: 8
      custom_id: channel
      disabled: false
`,
});

broken.push({
  file: 'radio-one-option.yaml',
  note: 'A Radio Group with one option (needs 2 to 10)',
  severity: 'error',
  at: [{ path: '/components/0/component/options', line: [9, 10] }],
  text: `custom_id: poll
title: Poll
components:
  - type: 18
    label: Choose
    component:
      type: 21
      custom_id: choice
      options:
        - {value: only, label: Only}
`,
});

broken.push({
  file: 'radio-two-defaults.yaml',
  note: 'A Radio Group with two options marked default',
  severity: 'error',
  at: [
    { path: '/components/0/component/options/2/default', line: 12 },
    { path: '/components/0/component/options/2', line: 12 },
  ],
  text: `custom_id: poll
title: Poll
components:
  - type: 18
    label: Choose
    component:
      type: 21
      custom_id: choice
      options:
        - {value: a, label: A, default: true}
        - {value: b, label: B}
        - {value: c, label: C, default: true}
`,
});

broken.push({
  file: 'checkbox-group-max-over-options.json',
  note: 'A Checkbox Group with max_values 3 and 2 options',
  severity: 'error',
  at: [{ path: '/components/0/component/max_values', line: 10 }],
  text: `{
  "custom_id": "c",
  "title": "Toppings",
  "components": [
    {
      "type": 18,
      "label": "Toppings",
      "component": {
        "type": 22, "custom_id": "toppings",
        "max_values": 3,
        "options": [{"value": "ham", "label": "Ham"}, {"value": "egg", "label": "Egg"}]
      }
    }
  ]
}
`,
});

broken.push({
  file: 'checkbox-group-11-options.yaml',
  note: 'A Checkbox Group with 11 options (limit 10)',
  severity: 'error',
  at: [
    { path: '/components/0/component/options', line: [9, 10] },
    { path: '/components/0/component/options/10', line: 20 },
  ],
  text: `custom_id: c
title: Many
components:
  - type: 18
    label: Pick
    component:
      type: 22
      custom_id: many
      options:
${lines(11, (i) => `        - {value: "o${i}", label: "O${i}"}`)}
`,
});

broken.push({
  file: 'component-label-checkbox-required.yaml',
  kind: 'component',
  note: 'A Label alone wrapping a Checkbox with a required field (Checkbox has none)',
  severity: 'error',
  at: [{ path: '/component/required', line: 6 }],
  text: `type: 18
label: Accept the rules
component:
  type: 23
  custom_id: accept
  required: true
`,
});

broken.push({
  file: 'text-input-label-in-label.yaml',
  note: 'A Text Input with its own label inside a Label',
  severity: 'error',
  at: [{ path: '/components/0/component/label', line: 10 }],
  text: `custom_id: feedback
title: Feedback
components:
  - type: 18
    label: Your feedback
    component:
      type: 4
      custom_id: text
      style: 2
      label: Feedback
`,
});

broken.push({
  file: 'text-input-value-over-max-crlf.json',
  note: 'A Text Input value longer than its own max_length, CRLF line ends',
  severity: 'error',
  at: [{ path: '/components/0/component/value', line: 13 }],
  text: crlf(`{
  "custom_id": "name",
  "title": "Name",
  "components": [
    {
      "type": 18,
      "label": "Name",
      "component": {
        "type": 4,
        "custom_id": "name",
        "style": 1,
        "max_length": 5,
        "value": "Bartholomew"
      }
    }
  ]
}
`),
});

broken.push({
  file: 'component-text-input-min-4001.yaml',
  kind: 'component',
  note: 'A Text Input alone with min_length 4001 (limit 4000)',
  severity: 'error',
  at: [{ path: '/min_length', line: 4 }],
  text: `type: 4
custom_id: essay
style: 2
min_length: 4001
`,
});

broken.push({
  file: 'text-input-placeholder-101-astral.yaml',
  note: 'A Text Input placeholder of 101 astral characters (limit 100)',
  severity: 'error',
  at: [{ path: '/components/0/component/placeholder', line: 10 }],
  text: `custom_id: p
title: Placeholder
components:
  - type: 18
    label: Mood
    component:
      type: 4
      custom_id: mood
      style: 1
      placeholder: "${x(101, '🙂')}"
`,
});

broken.push({
  file: 'component-select-placeholder-151.json',
  kind: 'component',
  note: 'A User Select alone with a placeholder of 151 characters (limit 150)',
  severity: 'error',
  at: [{ path: '/placeholder', line: 1 }],
  text: `{"type": 5, "custom_id": "who", "placeholder": "${x(151, 'w')}"}
`,
});

broken.push({
  file: 'option-description-101.yaml',
  note: 'A select option description of 101 characters',
  severity: 'error',
  at: [{ path: '/components/0/components/0/options/0/description', line: 8 }],
  text: `components:
  - type: 1
    components:
      - type: 3
        custom_id: described
        options:
          - label: A
            description: "${x(101, 'é')}"
            value: a
`,
});

broken.push({
  file: 'thumbnail-description-1025.json',
  note: 'A Thumbnail accessory with an alt text of 1025 characters',
  severity: 'error',
  at: [{ path: '/components/0/accessory/description', line: 9 }],
  text: `{
  "flags": 32768,
  "components": [
    {
      "type": 9,
      "components": [{"type": 10, "content": "Cat"}],
      "accessory": {
        "type": 11,
        "description": "${x(1025, 'c')}",
        "media": {"url": "https://cdn.example.com/cat.png"}
      }
    }
  ]
}
`,
});

broken.push({
  file: 'thumbnail-top-level.yaml',
  note: 'A Thumbnail at the top level of a V2 message',
  severity: 'error',
  at: [{ path: '/components/1', line: 4 }],
  text: `flags: 32768
components:
  - {type: 10, content: Look}
  - type: 11
    media: {url: "https://cdn.example.com/cat.png"}
`,
});

broken.push({
  file: 'file-https-url.yaml',
  note: 'A File component pointing at an https URL instead of attachment://',
  severity: 'error',
  at: [{ path: '/components/0/file/url', line: 4 }],
  text: `flags: 32768
components:
  - type: 13
    file: {url: "https://cdn.example.com/report.pdf"}
`,
});

broken.push({
  file: 'container-in-container.json',
  note: 'A Container nested in a Container',
  severity: 'error',
  at: [{ path: '/components/0/components/1', line: 8 }],
  text: `{
  "flags": 32768,
  "components": [
    {
      "type": 17,
      "components": [
        {"type": 10, "content": "outer"},
        {"type": 17, "components": [{"type": 10, "content": "inner"}]}
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'accent-color-past.yaml',
  note: 'accent_color 0x1000000 (16777216, one past 0xFFFFFF), written in hexadecimal',
  severity: 'error',
  at: [{ path: '/components/0/accent_color', line: 4 }],
  text: `flags: 32768
components:
  - type: 17
    accent_color: 0x1000000
    components: [{type: 10, content: too bright}]
`,
});

broken.push({
  file: 'label-with-button.json',
  note: 'A Label wrapping a Button',
  severity: 'error',
  at: [{ path: '/components/0/component', line: 8 }],
  text: `{
  "custom_id": "b",
  "title": "Buttons?",
  "components": [
    {
      "type": 18,
      "label": "Press",
      "component": {"type": 2, "style": 1, "custom_id": "press", "label": "Press"}
    }
  ]
}
`,
});

broken.push({
  file: 'modal-six-components.yaml',
  note: 'A modal with 6 top-level components (limit 5)',
  severity: 'error',
  at: [
    { path: '/components', line: [3, 4] },
    { path: '/components/5', line: 9 },
  ],
  text: `custom_id: six
title: Six
components:
${lines(6, (i) => `  - {type: 10, content: "Paragraph ${i + 1}"}`)}
`,
});

broken.push({
  file: 'response-9-title-46.yaml',
  note: 'Callback type 9 with a modal title of 46 characters',
  severity: 'error',
  at: [{ path: '/data/title', line: 4 }],
  text: `type: 9
data:
  custom_id: long-title
  title: "${x(46, 'T')}"
  components:
    - {type: 10, content: Hi}
`,
});

broken.push({
  file: 'modal-top-level-text-input.json',
  note: 'A Text Input at the top level of a modal, outside a Label',
  severity: 'error',
  at: [{ path: '/components/0', line: 5 }],
  text: `{
  "custom_id": "bare",
  "title": "Bare",
  "components": [
    {"type": 4, "custom_id": "bare", "style": 1}
  ]
}
`,
});

broken.push({
  file: 'response-4-v2-with-content.yaml',
  note: 'Callback type 4 with the V2 flag and content',
  severity: 'error',
  at: [{ path: '/data/content', line: 4 }],
  text: `type: 4
data:
  flags: 32768
  content: "Hello"   # not allowed with V2
  components:
    - {type: 10, content: Hello}
`,
});

broken.push({
  file: 'legacy-text-display.json',
  note: 'A Text Display in a message without the V2 flag',
  severity: 'error',
  at: [{ path: '/components/0', line: 4 }],
  text: `{
  "content": "Old style",
  "components": [
    {"type": 10, "content": "New style"}
  ]
}
`,
});

broken.push({
  file: 'text-input-in-message.yaml',
  note: 'A Text Input in an Action Row of a V2 message',
  severity: 'error',
  at: [{ path: '/components/0/components/0', line: 5 }],
  text: `flags: 32768
components:
  - type: 1
    components:
      - {type: 4, custom_id: t, style: 1, label: Type}
`,
});

broken.push({
  file: 'separator-spacing-3.json',
  note: 'A Separator with spacing 3 (1 or 2)',
  severity: 'error',
  at: [{ path: '/components/0/spacing', line: 1 }],
  text: `{"flags":32768,"components":[{"type":14,"spacing":3}]}
`,
});

broken.push({
  file: 'file-upload-max-11.yaml',
  note: 'A File Upload with max_values 11 (limit 10)',
  severity: 'error',
  at: [{ path: '/components/0/component/max_values', line: 9 }],
  text: `custom_id: up
title: Upload
components:
  - type: 18
    label: Files
    component:
      type: 19
      custom_id: files
      max_values: 11
`,
});

broken.push({
  file: 'file-upload-min-zero-required.json',
  note: 'A File Upload with min_values 0 while required is omitted (true)',
  severity: 'error',
  at: [{ path: '/components/0/component/min_values', line: 1 }],
  text: `{"custom_id":"up","title":"Upload","components":[{"type":18,"label":"Files","component":{"type":19,"custom_id":"files","min_values":0}}]}
`,
});

broken.push({
  file: 'user-select-role-default.yaml',
  note: 'A User Select with a default value of type role',
  severity: 'error',
  at: [{ path: '/components/0/components/0/default_values/0/type', line: 7 }],
  text: `components:
  - type: 1
    components:
      - type: 5
        custom_id: who
        default_values:
          - {id: "123456789012345678", type: role}
`,
});

broken.push({
  file: 'string-select-default-values.json',
  note: 'default_values on a String Select',
  severity: 'error',
  at: [{ path: '/components/0/components/0/default_values', line: 8 }],
  text: `{
  "components": [
    {
      "type": 1,
      "components": [
        {
          "type": 3, "custom_id": "s", "options": [{"label": "A", "value": "a"}],
          "default_values": [{"id": "123456789012345678", "type": "user"}]
        }
      ]
    }
  ]
}
`,
});

broken.push({
  file: 'role-select-channel-types.yaml',
  note: 'channel_types on a Role Select',
  severity: 'error',
  at: [{ path: '/components/0/components/0/channel_types', line: 6 }],
  text: `components:
  - type: 1
    components:
      - type: 6
        custom_id: roles
        channel_types: [0]
`,
});

broken.push({
  file: 'default-values-over-max.json',
  note: 'A User Select with 3 default values and max_values 2',
  severity: 'error',
  at: [
    { path: '/components/0/components/0/default_values', line: 3 },
    { path: '/components/0/components/0/default_values/2', line: 3 },
    { path: '/components/0/components/0/max_values', line: 2 },
  ],
  text: `{"components": [{"type": 1, "components": [{"type": 5, "custom_id": "who",
  "max_values": 2,
  "default_values": [{"id": "1", "type": "user"}, {"id": "2", "type": "user"}, {"id": "3", "type": "user"}]
}]}]}
`,
});

broken.push({
  file: 'emoji-empty-object.yaml',
  note: 'A Button emoji {} (neither name nor id)',
  severity: 'error',
  at: [{ path: '/components/0/components/0/emoji', line: 5 }],
  text: `components:
  - type: 1
    components:
      - type: 2
        emoji: {}
        style: 2
        custom_id: blank
`,
});

broken.push({
  file: 'option-emoji-name-33.json',
  note: 'A select option emoji name of 33 characters (limit 32)',
  severity: 'error',
  at: [{ path: '/components/0/components/0/options/0/emoji/name', line: 6 }],
  text: `{
  "components": [{"type": 1, "components": [{
    "type": 3, "custom_id": "e",
    "options": [{
      "label": "A", "value": "a",
      "emoji": {"name": "${x(33, 'n')}", "id": "123456789012345678"}
    }]
  }]}]
}
`,
});

broken.push({
  file: 'attachment-not-uploaded.yaml',
  note: 'A Media Gallery item referencing attachment://b.png while only a.png is in attachments',
  severity: 'error',
  at: [{ path: '/components/0/items/0/media/url', line: 6 }],
  text: `flags: 32768
attachments: [{id: 0, filename: a.png}]
components:
  - type: 12
    items:
      - media: {url: "attachment://b.png"}
`,
});

broken.push({
  file: 'response-5-v2-flag.yaml',
  note: 'Callback type 5 with the V2 flag: a deferred response takes EPHEMERAL only; Discord answers 200 and ignores it, so a warning (issue 9)',
  severity: 'warning',
  at: [{ path: '/data/flags', line: 3 }],
  text: `type: 5
data:
  flags: 32768
`,
});

broken.push({
  file: 'response-9-no-title.json',
  note: 'Callback type 9 whose data lacks title',
  severity: 'error',
  at: [{ path: '/data', line: 3 }],
  text: `{
  "type": 9,
  "data": {
    "custom_id": "untitled",
    "components": [{"type": 10, "content": "No title"}]
  }
}
`,
});

broken.push({
  file: 'multi-doc-second-broken.yaml',
  note: 'Three documents; only the second (a legacy message) repeats a custom_id',
  severity: 'error',
  document: 2,
  at: [{ path: '/components/0/components/1/custom_id', line: 6 }],
  related: ['/components/0/components/0/custom_id', '/components/0/components/0'],
  text: `flags: 32768
components: [{type: 10, content: first}]
---
components:
  - type: 1
    components: [{type: 2, style: 1, custom_id: same, label: A}, {type: 2, style: 2, custom_id: same, label: B}]
---
custom_id: third
title: Third
components: [{type: 10, content: third}]
`,
});

broken.push({
  file: 'multi-doc-alias-duplicate.yaml',
  note: 'The second document repeats a Button through an alias: the same custom_id twice (placed at the alias)',
  severity: 'error',
  document: 2,
  at: [{ path: '/components/0/components/1/custom_id', line: 9 }, { path: '/components/0/components/1', line: 9 }],
  related: ['/components/0/components/0/custom_id', '/components/0/components/0'],
  text: `# document 1 is fine
flags: 32768
components: [{type: 10, content: ok}]
---
components:
  - type: 1
    components:
      - &btn {type: 2, style: 1, custom_id: again, label: Again}
      - *btn
`,
});

broken.push({
  file: 'multi-doc-third-broken.yaml',
  note: 'Three documents; only the third lacks the url of a link Button',
  severity: 'error',
  document: 3,
  at: [{ path: '/components/0/components/0', line: 11 }],
  text: `---
type: 6
---
custom_id: ok
title: OK
components: [{type: 10, content: fine}]
---
# third document
components:
  - type: 1
    components: [{type: 2, style: 5, label: Nowhere}]
`,
});

broken.push({
  file: 'response-10-premium-required.yaml',
  note: 'Callback type 10 (PREMIUM_REQUIRED) is deprecated: a warning, no error',
  severity: 'warning',
  at: [{ path: '/type', line: 1 }],
  text: `type: 10
`,
});

broken.push({
  file: 'custom-id-null.yaml',
  note: 'A Primary Button with custom_id: null',
  severity: 'error',
  at: [
    { path: '/components/0/components/0/custom_id', line: 7 },
    { path: '/components/0/components/0', line: 4 },
  ],
  text: `components:
  - type: 1
    components:
      - type: 2
        style: 1
        label: Null
        custom_id: null
`,
});

broken.push({
  file: 'duplicate-key-flow.yaml',
  note: 'A flow mapping that repeats the key style (a warning since issue 9: Discord receives one of the values and accepts it)',
  severity: 'warning',
  at: [{ path: '/components/0/components/0/style', line: 3 }],
  text: `components:
  - type: 1
    components: [{type: 2, style: 1, label: Twice, style: 2, custom_id: twice}]
`,
});

broken.push({
  file: 'text-display-empty-block.yaml',
  note: 'A Text Display whose content is an empty block scalar',
  severity: 'error',
  at: [{ path: '/components/0/content', line: 4 }],
  text: `flags: 32768
components:
  - type: 10
    content: |

  - type: 14
`,
});

broken.push({
  file: 'component-select-min-26.json',
  kind: 'component',
  note: 'A String Select alone with min_values 26 (range 0 to 25)',
  severity: 'error',
  at: [{ path: '/min_values', line: 4 }],
  text: `{
  "type": 3,
  "custom_id": "s",
  "min_values": 26,
  "options": [{"label": "A", "value": "a"}]
}
`,
});

broken.push({
  file: 'select-max-zero.yaml',
  note: 'A Role Select with max_values 0',
  severity: 'error',
  at: [{ path: '/components/0/components/0/max_values', line: 6 }],
  text: `components:
  - type: 1
    components:
      - type: 6
        custom_id: roles
        max_values: 0
`,
});

broken.push({
  file: 'checkbox-group-min-over-max.yaml',
  note: 'A Checkbox Group with min_values 3 over max_values 2',
  severity: 'error',
  at: [
    { path: '/components/0/component/min_values', line: 9 },
    { path: '/components/0/component/max_values', line: 10 },
  ],
  text: `custom_id: c
title: C
components:
  - type: 18
    label: Pick
    component:
      type: 22
      custom_id: pick
      min_values: 3
      max_values: 2
      options: [{value: a, label: A}, {value: b, label: B}, {value: c, label: C}, {value: d, label: D}]
`,
});

broken.push({
  file: 'v2-no-components.json',
  note: 'A V2 message with an empty components list',
  severity: 'error',
  at: [
    { path: '/components', line: 1 },
    { path: '', line: 1 },
  ],
  text: `{"flags": 32768, "components": []}
`,
});

broken.push({
  file: 'legacy-top-level-button.yaml',
  note: 'A Button at the top level of a legacy message',
  severity: 'error',
  at: [{ path: '/components/0', line: 3 }],
  text: `content: Hi
components:
  - type: 2
    style: 1
    custom_id: bare
    label: Bare
`,
});

broken.push({
  file: 'label-in-message.json',
  note: 'A Label (modal only) in a V2 message',
  severity: 'error',
  at: [{ path: '/components/0', line: 4 }],
  text: `{
  "flags": 32768,
  "components": [
    {"type": 18, "label": "Name", "component": {"type": 4, "custom_id": "n", "style": 1}}
  ]
}
`,
});

broken.push({
  file: 'sku-not-snowflake.yaml',
  note: 'A premium Button with sku_id "abc"',
  severity: 'error',
  at: [{ path: '/components/0/components/0/sku_id', line: 4 }],
  text: `flags: 32768
components:
  - type: 1
    components: [{type: 2, style: 6, sku_id: abc}]
`,
});

broken.push({
  file: 'premium-with-emoji.json',
  note: 'A premium Button with an emoji',
  severity: 'error',
  at: [{ path: '/components/0/components/0/emoji', line: 1 }],
  text: `{"flags":32768,"components":[{"type":1,"components":[{"type":2,"style":6,"sku_id":"1180218955160375406","emoji":{"name":"💎"}}]}]}
`,
});

broken.push({
  file: 'label-description-101.yaml',
  note: 'A Label description of 101 characters (limit 100)',
  severity: 'error',
  at: [{ path: '/components/0/description', line: 6 }],
  text: `custom_id: d
title: D
components:
  - type: 18
    label: Name
    description: >-
      ${x(101, 'd')}
    component: {type: 4, custom_id: n, style: 1}
`,
});

broken.push({
  file: 'response-7-v2-with-embeds.json',
  note: 'Callback type 7 with the V2 flag and embeds',
  severity: 'error',
  at: [{ path: '/data/embeds', line: 5 }],
  text: `{
  "type": 7,
  "data": {
    "flags": 32768,
    "embeds": [{"title": "Old"}],
    "components": [{"type": 10, "content": "New"}]
  }
}
`,
});

broken.push({
  file: 'text-input-style-3.json',
  note: 'A Text Input with style 3 (1 or 2)',
  severity: 'error',
  at: [{ path: '/components/0/component/style', line: 10 }],
  text: `{
  "custom_id": "s",
  "title": "S",
  "components": [
    {
      "type": 18,
      "label": "Text",
      "component": {
        "type": 4, "custom_id": "t",
        "style": 3
      }
    }
  ]
}
`,
});

broken.push({
  file: 'mentionable-channel-default.yaml',
  note: 'A Mentionable Select with a default value of type channel',
  severity: 'error',
  at: [{ path: '/components/0/components/0/default_values/0/type', line: 8 }],
  text: `components:
  - type: 1
    components:
      - type: 7
        custom_id: m
        default_values:
          - id: "123456789012345678"
            type: channel
`,
});

broken.push({
  file: 'string-select-two-defaults-max-one.yaml',
  note: 'A String Select with two default options and max_values omitted (1)',
  severity: 'error',
  at: [
    { path: '/components/0/components/0/options', line: 6 },
    { path: '/components/0/components/0/options/1/default', line: 8 },
    { path: '/components/0/components/0/options/1', line: 8 },
    { path: '/components/0/components/0', line: 4 },
  ],
  text: `components:
  - type: 1
    components:
      - type: 3
        custom_id: s
        options:
          - {label: A, value: a, default: true}
          - {label: B, value: b, default: true}
`,
});

broken.push({
  file: 'text-input-min-over-max.yaml',
  note: 'A Text Input with min_length 10 over max_length 5',
  severity: 'error',
  at: [
    { path: '/components/0/component/min_length', line: 10 },
    { path: '/components/0/component/max_length', line: 11 },
  ],
  text: `custom_id: t
title: T
components:
  - type: 18
    label: Code
    component:
      type: 4
      custom_id: code
      style: 1
      min_length: 10
      max_length: 5
`,
});

broken.push({
  file: 'thumbnail-no-media-crlf.yaml',
  note: 'A Thumbnail accessory without media, CRLF line ends',
  severity: 'error',
  at: [{ path: '/components/0/accessory', line: [6, 7] }],
  text: crlf(`flags: 32768
components:
  - type: 9
    components:
      - {type: 10, content: "No picture"}
    accessory:
      type: 11
      description: "missing media"
`),
});

broken.push({
  file: 'unassigned-type-15.json',
  note: 'Component type 15, which is not assigned',
  severity: 'error',
  at: [
    { path: '/components/0/type', line: 1 },
    { path: '/components/0', line: 1 },
  ],
  text: `{"flags": 32768, "components": [{"type": 15}]}
`,
});

broken.push({
  file: 'id-as-string.yaml',
  note: 'A component id written as a string',
  severity: 'error',
  at: [{ path: '/components/0/id', line: 4 }],
  text: `flags: 32768
components:
  - type: 10
    id: "5"
    content: quoted id
`,
});

broken.push({
  file: 'response-4-crossposted-flag.json',
  note: 'Callback type 4 setting flag 1 << 1 (CROSSPOSTED), which cannot be set',
  severity: 'error',
  at: [{ path: '/data/flags', line: 1 }],
  text: `{"type": 4, "data": {"flags": 2, "content": "Hello"}}
`,
});

broken.push({
  file: 'response-7-deep-label-81.yaml',
  note: 'Callback type 7: Container > Section > accessory Button with an emoji and a label of 81 characters',
  severity: 'error',
  at: [{ path: '/data/components/0/components/0/accessory/label', line: 14 }],
  text: `type: 7
data:
  flags: 32768
  components:
    - type: 17
      components:
        - type: 9
          components:
            - {type: 10, content: Deep}
          accessory:
            type: 2
            style: 1
            custom_id: deep
            label: "${x(81, 'L')}"
            emoji: {name: "🧭"}
`,
});

broken.push({
  file: 'modal-row-text-input-deprecated.yaml',
  note: 'An Action Row holding a Text Input in a modal is deprecated: a warning, no error',
  severity: 'warning',
  at: [{ path: '/components/0', line: 4 }],
  text: `custom_id: old
title: Old style
components:
  - type: 1
    components:
      - {type: 4, custom_id: old, style: 1, label: Old}
`,
});

broken.push({
  file: 'component-checkbox-group-defaults-over-max.json',
  kind: 'component',
  note: 'A Checkbox Group alone with 3 defaults and max_values 2',
  severity: 'error',
  at: [
    { path: '/options', line: 6 },
    { path: '/max_values', line: 5 },
    { path: '/options/2/default', line: 9 },
    { path: '/options/2', line: 9 },
  ],
  text: `{
  "type": 22,
  "custom_id": "g",
  "min_values": 1,
  "max_values": 2,
  "options": [
    {"value": "a", "label": "A", "default": true},
    {"value": "b", "label": "B", "default": true},
    {"value": "c", "label": "C", "default": true}
  ]
}
`,
});

// ------------------------------------------------- second batch: after the first fixes, more corners

valid.push({
  file: 'merge-keys.yaml',
  note: 'YAML merge keys (<<) bring shared Button fields in; each Button overrides custom_id',
  text: `flags: 32768
components:
  - type: 1
    components:
      - &vote {type: 2, style: 2, custom_id: "vote:up", emoji: {name: "👍"}}
      - <<: *vote
        custom_id: "vote:down"
        emoji: {name: "👎"}
      - {<<: *vote, custom_id: "vote:meh", label: Meh}
`,
});

valid.push({
  file: 'trailing-document-marker.yaml',
  note: 'One payload followed by a stray "---" and a comment, as some emitters write',
  text: `flags: 32768
components:
  - {type: 10, content: "Only one document"}
---
# nothing more
`,
});

valid.push({
  file: 'list-of-messages.yaml',
  note: 'A YAML list of two messages that reuse the same custom_id and id: different messages',
  text: `- flags: 32768
  components:
    - {type: 10, id: 1, content: "Page 1"}
    - {type: 1, components: [{type: 2, style: 1, custom_id: next, label: Next}]}
- flags: 32768
  components:
    - {type: 10, id: 1, content: "Page 2"}
    - {type: 1, components: [{type: 2, style: 1, custom_id: next, label: Next}]}
`,
});

valid.push({
  file: 'multi-doc-same-ids.yaml',
  note: 'Two documents (two messages) with the same custom_ids and ids',
  text: `components:
  - type: 1
    id: 5
    components: [{type: 2, style: 1, custom_id: again, label: Again}]
---
components:
  - type: 1
    id: 5
    components: [{type: 2, style: 1, custom_id: again, label: Again}]
`,
});

valid.push({
  file: 'yaml-scalars.yaml',
  note: 'YAML tags, explicit keys, single quotes with escapes, an octal colour, folded double quotes: an 80-character label over two lines',
  text: `flags: 32768
components:
  - type: 17
    accent_color: 0o777
    components:
      - ? type
        : 10
        ? content
        : 'It''s ''quoted'''
      - type: 1
        components:
          - type: 2
            style: 2
            custom_id: !!str 123
            label: "${x(40, 'a')}
              ${x(39, 'b')}"
`,
});

valid.push({
  file: 'astral-select-limits.yaml',
  note: 'A String Select whose placeholder (150), option label, value and description (100 each) and emoji name (32) are astral characters at their limits',
  text: `components:
  - type: 1
    components:
      - type: 3
        custom_id: astral
        placeholder: "${x(150, '😀')}"
        options:
          - label: "${x(100, '😀')}"
            value: "${x(100, '😃')}"
            description: "${x(100, '😄')}"
            emoji: {name: "${x(32, '😁')}"}
`,
});

valid.push({
  file: 'text-input-astral-value.yaml',
  note: 'A Text Input value of 3 astral characters with max_length 3 (6 UTF-16 code units, 3 characters)',
  text: `custom_id: mood
title: Mood
components:
  - type: 18
    label: Mood
    component: {type: 4, custom_id: mood, style: 1, min_length: 3, max_length: 3, value: "😀😀😀"}
`,
});

valid.push({
  file: 'json-escapes-and-spacing.json',
  note: 'JSON with escaped keys, spaces before colons and a blank line inside',
  text: `{ "\\u0066lags" : 32768 ,

  "components" : [ { "\\u0074ype" : 10 , "content" : "Escaped \\"keys\\"" } ,
                   { "type" : 1 , "components" : [ { "type" : 2 , "style" : 1 , "custom\\u005fid" : "esc" , "label" : "Esc" } ] } ] }
`,
});

valid.push({
  file: 'checkbox-group-default-max.yaml',
  note: 'A Checkbox Group whose 3 options are all default and max_values is left out (it defaults to the option count)',
  text: `custom_id: c
title: C
components:
  - type: 18
    label: All of them
    component:
      type: 22
      custom_id: all
      options:
        - {value: a, label: A, default: true}
        - {value: b, label: B, default: true}
        - {value: c, label: C, default: true}
`,
});

valid.push({
  file: 'section-link-accessory.json',
  note: 'A Section whose accessory is a link Button (no custom_id) with an emoji, in a type 4 response',
  text: `{"type":4,"data":{"flags":32768,"components":[{"type":9,"components":[{"type":10,"content":"Read the docs"}],"accessory":{"type":2,"style":5,"url":"https://discord.com/developers/docs","emoji":{"name":"📚"},"label":"Docs"}}]}}
`,
});

broken.push({
  file: 'merge-inherited-custom-id.yaml',
  note: 'A Button that takes every field from <<: *base, custom_id included: the same custom_id twice, placed at the merge key',
  severity: 'error',
  at: [{ path: '/components/0/components/1/custom_id', line: 7 }],
  related: ['/components/0/components/0/custom_id', '/components/0/components/0'],
  text: `flags: 32768
components:
  - type: 1
    components:
      - &base {type: 2, style: 2, custom_id: same, label: First}
      - label: Second
        <<: *base
`,
});

broken.push({
  file: 'link-url-no-scheme.yaml',
  note: 'A link Button url without a scheme (example.com/page)',
  severity: 'error',
  at: [{ path: '/components/0/components/0/url', line: 6 }],
  text: `components:
  - type: 1
    components:
      - type: 2
        style: 5
        url: example.com/page
        label: Page
`,
});

broken.push({
  file: 'gallery-url-file-name.json',
  note: 'A Media Gallery item whose url is a bare file name, not a URL nor attachment://',
  severity: 'error',
  at: [{ path: '/components/0/items/1/media/url', line: 1 }],
  text: `{"flags": 32768, "components": [{"type": 12, "items": [{"media": {"url": "https://cdn.example.com/a.png"}}, {"media": {"url": "b.png"}}]}]}
`,
});

broken.push({
  file: 'response-type-11.json',
  note: 'An interaction response of type 11, which is no callback type',
  severity: 'error',
  at: [{ path: '/type', line: 2 }],
  text: `{
  "type": 11,
  "data": { "content": "Hello" }
}
`,
});

broken.push({
  file: 'response-4-components-object.yaml',
  note: 'Callback type 4 whose components is one object instead of a list (one finding, not also "nothing to send")',
  severity: 'error',
  at: [{ path: '/data/components', line: 3 }],
  text: `type: 4
data:
  components: {type: 1, components: [{type: 2, style: 1, custom_id: a, label: A}]}
`,
});

broken.push({
  file: 'flags-quoted.yaml',
  note: 'flags written as the string "32768": one finding at flags, not also "add the flag" on every V2 component',
  severity: 'error',
  at: [{ path: '/flags', line: 1 }],
  text: `flags: "32768"
components:
  - type: 17
    components:
      - {type: 10, content: Quoted}
  - {type: 14}
`,
});

broken.push({
  file: 'forty-one-with-accessories.yaml',
  note: '13 Sections (each 3 components with its text and accessory) and 2 Text Displays: 41 components',
  severity: 'error',
  at: [
    { path: '/components/14', line: 17 },
    { path: '/components', line: [2, 3] },
    { path: '', line: 1 },
  ],
  text: `flags: 32768
components:
${lines(13, (i) => `  - {type: 9, components: [{type: 10, content: "s${i}"}], accessory: {type: 2, style: 2, custom_id: "a${i}", label: A}}`)}
  - {type: 10, content: forty}
  - {type: 10, content: forty-one}
`,
});

broken.push({
  file: 'multi-doc-empty-middle.yaml',
  note: 'An empty document between two payloads: reported as document 2, and the third keeps its number',
  severity: 'error',
  document: 2,
  at: [{ path: '', line: 2 }],
  text: `content: first
---
---
content: third
`,
});

broken.push({
  file: 'text-input-value-under-min-astral.yaml',
  note: 'A Text Input value of 2 astral characters (4 UTF-16 code units) with min_length 3',
  severity: 'error',
  at: [{ path: '/components/0/component/value', line: 6 }],
  text: `custom_id: mood
title: Mood
components:
  - type: 18
    label: Mood
    component: {type: 4, custom_id: mood, style: 1, min_length: 3, value: "😀😀"}
`,
});

broken.push({
  file: 'modal-duplicate-custom-id.yaml',
  note: 'A Text Input and a Checkbox of one modal share a custom_id',
  severity: 'error',
  at: [{ path: '/data/components/1/component/custom_id', line: 11 }],
  related: ['/data/components/0/component/custom_id', '/data/components/0/component'],
  text: `type: 9
data:
  custom_id: form
  title: Form
  components:
    - type: 18
      label: Name
      component: {type: 4, custom_id: answer, style: 1}
    - type: 18
      label: Agree
      component: {type: 23, custom_id: answer}
`,
});

broken.push({
  file: 'checkbox-group-min-over-options.json',
  note: 'A Checkbox Group with min_values 4 and 3 options, max_values left out',
  severity: 'error',
  at: [{ path: '/components/0/component/min_values', line: 5 }],
  text: `{
  "custom_id": "c", "title": "C",
  "components": [
    { "type": 18, "label": "Pick", "component": { "type": 22, "custom_id": "pick",
      "min_values": 4,
      "options": [{ "value": "a", "label": "A" }, { "value": "b", "label": "B" }, { "value": "c", "label": "C" }] } }
  ]
}
`,
});

broken.push({
  file: 'emoji-both-null.yaml',
  note: 'A Button emoji whose id and name are both null',
  severity: 'error',
  at: [{ path: '/components/0/components/0/emoji', line: 4 }],
  text: `components:
  - type: 1
    components:
      - {type: 2, style: 1, custom_id: e, emoji: {id: null, name: null}}
`,
});

broken.push({
  file: 'disabled-yes.yaml',
  note: 'disabled: yes, which YAML 1.2 (and js-yaml) read as the string "yes"',
  severity: 'error',
  at: [{ path: '/components/0/components/0/disabled', line: 8 }],
  text: `components:
  - type: 1
    components:
      - type: 2
        style: 1
        custom_id: off
        label: Off
        disabled: yes
`,
});

broken.push({
  file: 'label-folded-81.yaml',
  note: 'A Button label written over two lines in double quotes: folded, it is 40 + 1 + 40 = 81 characters',
  severity: 'error',
  at: [{ path: '/components/0/components/0/label', line: 7 }],
  text: `components:
  - type: 1
    components:
      - type: 2
        style: 2
        custom_id: folded
        label: "${x(40, 'a')}
          ${x(40, 'b')}"
`,
});

broken.push({
  file: 'list-second-broken.json',
  note: 'A JSON list of two messages; the second has an empty Action Row',
  severity: 'error',
  at: [
    { path: '/1/components/0/components', line: 3 },
    { path: '/1/components/0', line: 3 },
  ],
  text: `[
  {"content": "First", "components": [{"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "a", "label": "A"}]}]},
  {"content": "Second", "components": [{"type": 1, "components": []}]}
]
`,
});

broken.push({
  file: 'response-7-label.yaml',
  note: 'Callback type 7 with a Label (modal only) at the top of a V2 message',
  severity: 'error',
  at: [{ path: '/data/components/0', line: 5 }],
  text: `type: 7
data:
  flags: 32768
  components:
    - type: 18
      label: Name
      component: {type: 4, custom_id: name, style: 1}
`,
});

broken.push({
  file: 'response-9-row-select.json',
  note: 'Callback type 9 whose modal holds an Action Row with a String Select (selects go in a Label)',
  severity: 'error',
  at: [
    { path: '/data/components/0/components/0', line: 6 },
    { path: '/data/components/0', line: 6 },
  ],
  text: `{
  "type": 9,
  "data": {
    "custom_id": "m",
    "title": "Pick one",
    "components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": [{"label": "A", "value": "a"}]}]}]
  }
}
`,
});

broken.push({
  file: 'string-select-min-over-options.yaml',
  note: 'A String Select with min_values 3 and 2 options (max_values left out)',
  severity: 'error',
  at: [{ path: '/components/0/components/0/min_values', line: 6 }],
  text: `components:
  - type: 1
    components:
      - type: 3
        custom_id: s
        min_values: 3
        options: [{label: A, value: a}, {label: B, value: b}]
`,
});

// ----------------------------------------------------- third batch: kinds, invisible keys, CR line ends

valid.push({
  file: 'old-mac-line-ends.yaml',
  note: 'A YAML message with lone CR line ends (YAML 1.2 counts them as line breaks)',
  text: `flags: 32768\rcomponents:\r  - type: 10\r    content: |\r      two\r      lines\r  - {type: 1, components: [{type: 2, style: 1, custom_id: cr, label: CR}]}\r`,
});

broken.push({
  file: 'modal-no-title.yaml',
  note: 'A modal without its title (custom_id and components only): the modal lacks title, not "a message with Labels"',
  severity: 'error',
  at: [{ path: '', line: 1 }],
  text: `custom_id: feedback
components:
  - type: 18
    label: Feedback
    component: {type: 4, custom_id: text, style: 2}
`,
});

broken.push({
  file: 'modal-no-custom-id.json',
  note: 'A modal without its custom_id',
  severity: 'error',
  at: [{ path: '', line: 1 }],
  text: `{
  "title": "Feedback",
  "components": [{ "type": 18, "label": "Feedback", "component": { "type": 4, "custom_id": "text", "style": 2 } }]
}
`,
});

broken.push({
  file: 'zero-width-custom-id-key.json',
  note: 'A Primary Button whose custom_id key holds a zero-width space: the Button lacks custom_id',
  severity: 'error',
  at: [{ path: '/components/0/components/0', line: 5 }],
  text: `{
  "components": [{
    "type": 1,
    "components": [
      { "type": 2, "style": 1, "label": "Go", "custom\u200b_id": "go" }
    ]
  }]
}
`,
});

broken.push({
  file: 'accent-color-hex-string.yaml',
  note: 'accent_color written as the string "#5865F2"',
  severity: 'error',
  at: [{ path: '/components/0/accent_color', line: 4 }],
  text: `flags: 32768
components:
  - type: 17
    accent_color: "#5865F2"
    components: [{type: 10, content: Blurple}]
`,
});

broken.push({
  file: 'response-no-type.json',
  note: 'An interaction response without its type',
  severity: 'error',
  at: [{ path: '', line: 1 }],
  text: `{"data": {"flags": 32768, "components": [{"type": 10, "content": "Which callback?"}]}}
`,
});

// ================================================================================= write them

const formatOf = (file) => (file.endsWith('.json') ? 'json' : 'yaml');
for (const folder of ['valid', 'broken']) {
  rmSync(path.join(here, folder), { recursive: true, force: true });
  mkdirSync(path.join(here, folder));
}
const manifest = { valid: {}, broken: {} };
const names = new Set();
for (const c of [...valid, ...broken]) {
  if (names.has(c.file)) throw new Error(`two cases named ${c.file}`);
  names.add(c.file);
}
for (const c of valid) {
  writeFileSync(path.join(here, 'valid', c.file), c.text);
  manifest.valid[`valid/${c.file}`] = { note: c.note, ...(c.kind ? { kind: c.kind } : {}) };
}
for (const c of broken) {
  writeFileSync(path.join(here, 'broken', c.file), c.text);
  for (const place of [...c.at, ...(c.related ?? []).map((p) => ({ path: p }))]) {
    const found = linesOf(c.text.replace(/^\uFEFF/, ''), formatOf(c.file), place.path, c.document ?? 1);
    if (!found) throw new Error(`${c.file}: ${place.path} is not in the payload`);
    // A block collection under a key starts on the next line: either line is the line of its path.
    for (const line of [place.line ?? []].flat()) {
      if (line !== found.value && line !== found.key) {
        throw new Error(`${c.file}: ${place.path} was counted at line ${line}; the locator says ${found.value} (key ${found.key})`);
      }
    }
  }
  const { file, text, ...entry } = c;
  manifest.broken[`broken/${file}`] = entry;
}
writeFileSync(path.join(here, 'expected.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`${valid.length} valid, ${broken.length} broken`);
