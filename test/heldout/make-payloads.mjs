// Writes the held-out payloads (test/heldout/{valid,broken}/) and their manifest (expected.json).
// Written from components-interface.md and official-facts.md only, not from the rules.
// The files are the fixtures; this script is how they were made: `node test/heldout/make-payloads.mjs`.
// Lines in the manifest are found with jsonc-parser / yaml, independently of cordlint's locator,
// and were spot-checked by hand.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locateAll } from './locate.mjs';

const here = import.meta.dirname;

// ---- builders --------------------------------------------------------------------------------
const s = (n, ch = 'x') => ch.repeat(n);
const v2 = (...components) => ({ flags: 32768, components });
const legacy = (...components) => ({ components });
const row = (...components) => ({ type: 1, components });
const btn = (customId, extra = {}) => ({ type: 2, style: 2, label: customId, custom_id: customId, ...extra });
const link = (url, extra = {}) => ({ type: 2, style: 5, label: 'Open', url, ...extra });
const premium = (skuId = '1180218955160375406', extra = {}) => ({ type: 2, style: 6, sku_id: skuId, ...extra });
const text = (content, extra = {}) => ({ type: 10, content, ...extra });
const modal = (...components) => ({ custom_id: 'form', title: 'Form', components });
const label = (labelText, component, extra = {}) => ({ type: 18, label: labelText, ...extra, component });
const textInput = (customId, extra = {}) => ({ type: 4, custom_id: customId, style: 1, ...extra });
const opt = (value, extra = {}) => ({ label: value, value, ...extra });
const select = (customId, options, extra = {}) => ({ type: 3, custom_id: customId, options, ...extra });
const section = (texts, accessory) => ({ type: 9, components: texts, accessory });
const thumb = (url = 'https://cdn.example.com/cat.png', extra = {}) => ({ type: 11, media: { url }, ...extra });
const gallery = (...items) => ({ type: 12, items });
const item = (url = 'https://cdn.example.com/a.png', extra = {}) => ({ media: { url }, ...extra });
const file = (url, extra = {}) => ({ type: 13, file: { url }, ...extra });
const sep = (extra = {}) => ({ type: 14, ...extra });
const container = (components, extra = {}) => ({ type: 17, ...extra, components });
const userSelect = (customId, extra = {}) => ({ type: 5, custom_id: customId, ...extra });
const roleSelect = (customId, extra = {}) => ({ type: 6, custom_id: customId, ...extra });
const mentionableSelect = (customId, extra = {}) => ({ type: 7, custom_id: customId, ...extra });
const channelSelect = (customId, extra = {}) => ({ type: 8, custom_id: customId, ...extra });
const fileUpload = (customId, extra = {}) => ({ type: 19, custom_id: customId, ...extra });
const radio = (customId, options, extra = {}) => ({ type: 21, custom_id: customId, options, ...extra });
const checkboxGroup = (customId, options, extra = {}) => ({ type: 22, custom_id: customId, options, ...extra });
const checkbox = (customId, extra = {}) => ({ type: 23, custom_id: customId, ...extra });
const options = (n, prefix = 'o') => Array.from({ length: n }, (_, i) => opt(`${prefix}${i + 1}`));
const USER = '80351110224678912';
const ROLE = '41771983423143936';
const SKU = '1180218955160375406';
const EMOJI = '1082765476430372904';

// ---- cases -----------------------------------------------------------------------------------
/** name -> { payload | text, kind?, note } */
const valid = [];
/** name -> { payload | text, at: [path...] (first = preferred), severity: error|warning|any, kind?, document?, related?, note } */
const broken = [];
const ok = (name, payload, note, extra = {}) => valid.push({ name, payload, note, ...extra });
const bad = (name, payload, at, note, extra = {}) => broken.push({ name, payload, at: [at].flat(), severity: 'error', note, ...extra });
const warn = (name, payload, at, note, extra = {}) => broken.push({ name, payload, at: [at].flat(), severity: 'warning', note, ...extra });
const any = (name, payload, at, note, extra = {}) => broken.push({ name, payload, at: [at].flat(), severity: 'any', note, ...extra });

// ===== VALID ===================================================================================
ok('v2-text-only.json', v2(text('Hello **world**')), 'smallest V2 message');
ok('v2-showcase.json', {
  flags: 32768,
  components: [
    container([
      text('# Weekly report'),
      section([text('Uptime 99.9%'), text('Incidents: 0')], thumb('attachment://chart.png', { description: 'Uptime chart' })),
      sep({ divider: false, spacing: 2 }),
      gallery(item('https://cdn.example.com/1.png'), item('attachment://photo.jpg', { description: 'Team photo', spoiler: true })),
      file('attachment://report.pdf', { spoiler: false }),
      row(btn('ack', { style: 1, emoji: { name: '✅' } }), link('https://example.com/report')),
    ], { accent_color: 0x5865f2, spoiler: false }),
    sep(),
    row(select('period', [opt('Week', { value: 'week', default: true }), opt('Month', { value: 'month', description: 'Last 30 days' })], { placeholder: 'Period' })),
  ],
  attachments: [
    { id: '0', filename: 'chart.png' },
    { id: '1', filename: 'photo.jpg', description: 'photo' },
    { id: '2', filename: 'report.pdf' },
  ],
}, 'every V2 type, attachments each exposed by a component');
ok('v2-exactly-40-sections.json', v2(...Array.from({ length: 8 }, (_, i) => section([text(`a${i}`), text(`b${i}`), text(`c${i}`)], btn(`s${i}`)))),
  '8 Sections x (1 + 3 texts + 1 accessory) = exactly 40 components');
ok('v2-exactly-40-container.json', v2(container(Array.from({ length: 39 }, (_, i) => text(`line ${i + 1}`)))), '1 Container + 39 Text Displays = 40');
ok('v2-text-4000.json', v2(text(s(4000))), 'one Text Display of exactly 4000 characters');
ok('v2-text-4000-split.json', v2(container([text(s(1500)), text(s(1500))]), text(s(1000))), '4000 characters over three Text Displays');
ok('v2-text-4000-utf16.json', v2(text(s(2000, '😀'))), '2000 emoji = 4000 UTF-16 code units: at the limit');
ok('v2-nulls.json', v2(
  container([
    section([text('alt text null')], thumb(undefined, { description: null })),
    gallery(item(undefined, { description: null })),
  ], { accent_color: null }),
), 'nullable optional fields sent as null');
ok('v2-upgrade-edit.json', { flags: 32768, content: null, embeds: [], poll: null, sticker_ids: [], components: [text('Now in V2')] },
  'upgrading a message: content/poll null and embeds/sticker_ids empty, as official-facts says');
ok('v2-ids.json', v2({ ...text('first'), id: 1 }, { ...row({ ...btn('a'), id: 2 }, btn('b')), id: 3 }, { ...text('zero'), id: 0 }, { ...sep(), id: 0 }, { ...text('max'), id: 2147483647 }),
  'explicit unique ids, id 0 twice (means "assign one"), omitted ids, id 2^31-1');
ok('v2-buttons.json', v2(
  row(btn('p1', { style: 1, label: s(80) }), btn('p2', { style: 1 }), btn('ok', { style: 3, disabled: true }), btn('no', { style: 4 })),
  row(link(`https://example.com/${s(512 - 'https://example.com/'.length)}`), premium(SKU), link('https://example.com', { emoji: { id: EMOJI } })),
  section([text('Buy it')], premium(SKU)),
), 'all six styles; label 80; url 512; emoji with only an id; two primaries (guidance only)');
ok('v2-emoji-id-only.json', v2(row(btn('react', { emoji: { id: EMOJI } }), btn('anim', { emoji: { id: EMOJI, name: 'party', animated: true } }))), 'emoji with only an id');
ok('v2-select-max.json', v2(row(select(s(100, 'c'), Array.from({ length: 25 }, (_, i) => ({ label: `${s(97, 'L')}${String(i).padStart(3, '0')}`, value: `${s(97, 'V')}${String(i).padStart(3, '0')}`, description: s(100, 'd') })), {
  placeholder: s(150, 'p'), min_values: 25, max_values: 25,
}))), 'String Select at every maximum: 25 options, min/max 25, placeholder 150, option strings 100, custom_id 100');
ok('v2-select-min-zero-in-message.json', v2(row(select('tags', options(3), { min_values: 0, max_values: 3 }))),
  'min_values 0 in a message: `required` is modal-only, so the "at least 1" note does not apply (spec ambiguity)');
ok('v2-auto-selects.json', v2(
  row(userSelect('who', { min_values: 1, max_values: 3, default_values: [{ id: USER, type: 'user' }, { id: '80351110224678913', type: 'user' }] })),
  row(roleSelect('role', { default_values: [{ id: ROLE, type: 'role' }] })),
  row(mentionableSelect('ment', { max_values: 2, default_values: [{ id: USER, type: 'user' }, { id: ROLE, type: 'role' }] })),
  row(channelSelect('chan', { channel_types: [0, 5], placeholder: 'Pick a channel' })),
), 'auto-filled selects with default_values within min..max, mentionable mixing user and role');
ok('v2-string-select-defaults.json', v2(row(select('multi', [opt('a', { default: true }), opt('b', { default: true }), opt('c')], { max_values: 2 }))),
  'two defaults with max_values 2');
ok('v2-gallery-10.json', v2(gallery(...Array.from({ length: 10 }, (_, i) => item(`https://cdn.example.com/${i}.png`, { description: s(1024) })))),
  '10 gallery items, descriptions of 1024');
ok('v2-media-url-2048.json', v2(gallery(item(`https://cdn.example.com/${s(2048 - 'https://cdn.example.com/'.length)}`))), 'media url of exactly 2048');
ok('v2-file-response-fields.json', {
  flags: 32768,
  components: [file('attachment://log.txt', { name: 'log.txt', size: 1024 })],
  attachments: [{ id: '0', filename: 'log.txt' }],
}, 'File name/size are ignored on input: at most a warning');
ok('v2-attachment-no-array.json', v2(file('attachment://upload.zip')),
  'attachment:// with no attachments array: the file may be uploaded as multipart files[n]; the linter cannot know (spec ambiguity)');
ok('v2-container-children.json', v2(container([row(channelSelect('c')), text('t'), section([text('s')], btn('x')), gallery(item()), sep(), file('attachment://a.txt')], { accent_color: 0xffffff })),
  'every allowed Container child; accent_color max', { extraFix: (p) => ({ ...p, attachments: [{ id: '0', filename: 'a.txt' }] }) });
ok('legacy-5-rows.json', {
  content: 'Pick',
  components: Array.from({ length: 5 }, (_, r) => row(...Array.from({ length: 5 }, (_, b) => btn(`r${r}b${b}`)))),
}, 'legacy: 5 rows of 5 buttons');
ok('legacy-ids-zero.json', {
  content: 'old message',
  embeds: [{ title: 'Old', description: 'from before V2' }],
  components: [{ ...row({ ...btn('old'), id: 0 }), id: 0 }, { ...row({ ...select('old-select', options(2)), id: 0 }), id: 0 }],
}, 'legacy message from before V2 carrying id 0 everywhere, content + embeds + a select row');
ok('legacy-embed-limits.json', {
  content: s(2000),
  embeds: [{
    title: ` ${s(256)}  `,
    description: s(1000),
    fields: Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: s(100), inline: true })),
    footer: { text: s(200) },
    author: { name: s(200) },
  }],
}, 'content 2000, title 256 once trimmed, 25 fields, total under 6000');
ok('legacy-flags.json', { content: 'quiet', flags: 4 | 4096 }, 'SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS on a create');
ok('modal-inputs-a.json', modal(
  label(s(45, 'L'), textInput('name', { min_length: 0, max_length: 4000, value: s(4000), placeholder: s(100), required: false }), { description: s(100, 'D') }),
  label('Paragraph', textInput('bio', { style: 2, min_length: 10, max_length: 200, value: 'I write linters.' })),
  label('Favourite', select('fav', options(3), { required: false, min_values: 0 })),
  label('User', userSelect('user', { default_values: [{ id: USER, type: 'user' }] })),
  text('Text Display at the top of a modal'),
), 'modal with text inputs (max lengths), string select (required false, min 0), user select, Text Display');
ok('modal-inputs-b.json', modal(
  label('Role', roleSelect('role', { max_values: 2 })),
  label('Mention', mentionableSelect('mention')),
  label('Channel', channelSelect('channel', { channel_types: [0] })),
  label('Files', fileUpload('files', { min_values: 0, max_values: 10, required: false, file_types: ['image', 'video', 'audio', '.pdf'] })),
  label('Size', radio('size', [opt('S'), opt('M', { default: true, description: 'medium' })], { required: false })),
), 'modal with role/mentionable/channel selects, file upload at its bounds, radio group');
ok('modal-inputs-c.json', {
  custom_id: s(100, 'm'),
  title: s(45, 'T'),
  components: [
    label('Toppings', checkboxGroup('toppings', [opt('cheese', { default: true }), opt('ham'), opt('olives')], { min_values: 1, max_values: 3 })),
    label('Agree', checkbox('agree', { default: false })),
    label('One box', checkboxGroup('one', [opt('yes')], { required: true })),
    label('Radio ten', radio('ten', options(10))),
    label('Boxes ten', checkboxGroup('ten-boxes', options(10), { min_values: 0, required: false })),
  ],
}, 'modal title 45, custom_id 100, exactly 5 components; checkbox group and checkbox');
ok('modal-custom-id-shared-with-input.json', { custom_id: 'feedback', title: 'Feedback', components: [label('Feedback', textInput('feedback'))] },
  'the modal is not a component: its custom_id may equal an input\'s');
ok('response-4-v2-ephemeral.json', { type: 4, data: { flags: 32768 | 64, components: [container([text('Only you can see this')])] } }, 'type 4, V2 + EPHEMERAL');
ok('response-4-legacy.json', { type: 4, data: { content: 'Pong', flags: 64 | 4, embeds: [{ title: 'hi' }] } }, 'type 4, legacy content, ephemeral');
ok('response-7-clear-components.json', { type: 7, data: { content: 'Done', components: [] } }, 'type 7 update removing the components with an empty array (a common legacy update)');
ok('response-9-modal.json', { type: 9, data: modal(label('Why?', textInput('why', { style: 2 })), text('Thanks')) }, 'type 9 modal');
ok('response-5-deferred-ephemeral.json', { type: 5, data: { flags: 64 } }, 'deferred type 5 with EPHEMERAL');
ok('response-6-deferred-update.json', { type: 6 }, 'deferred update, no data');
ok('component-container.json', container([text('alone')], { accent_color: 0 }), 'one component linted alone (kind detected)');
ok('component-link-button.json', link('https://example.com'), 'a link button linted alone with --kind component', { kind: 'component' });
ok('component-label.json', label('Email', textInput('email', { placeholder: 'you@example.com' })), 'a Label linted alone with --kind component', { kind: 'component' });
ok('component-select.json', select('alone', options(2)), 'a String Select linted alone (kind detected)');

ok('v2-flags-combined.json', { flags: 32768 | 4 | 4096, components: [text('quiet V2')] }, 'V2 flag combined with SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS');
ok('v2-thumbnail-gif-webp.json', v2(
  section([text('gif')], thumb('https://cdn.example.com/anim.gif')),
  section([text('webp with a query')], thumb('https://cdn.example.com/img.webp?size=256')),
), 'Thumbnails of GIF and WEBP images (images only, GIF and WEBP included)');
ok('legacy-attachments-only.json', { attachments: [{ id: '0', filename: 'cat.png' }] }, 'a legacy message with only an attachment is not empty');
ok('legacy-poll-only.json', { poll: { question: { text: 'Lunch?' }, answers: [{ poll_media: { text: 'Pizza' } }, { poll_media: { text: 'Sushi' } }] } }, 'a legacy message with only a poll');
ok('response-7-components-only.json', { type: 7, data: { components: [] } }, 'type 7 update that only removes the components');
ok('modal-text-displays-5000.json', modal(text(s(2500)), text(s(2500)), label('OK?', checkbox('ok'))), 'the 4000 total is per message; a modal is not a message (spec ambiguity)');
ok('received-modal-submit.json', {
  type: 5,
  id: '1234567890123456789',
  application_id: '1234567890123456780',
  token: 'token',
  data: {
    custom_id: 'form',
    components: [
      { type: 18, id: 1, component: { type: 4, id: 2, custom_id: 'name', value: 'Ada' } },
      { type: 18, id: 3, component: { type: 21, id: 4, custom_id: 'size', value: null } },
      { type: 18, id: 5, component: { type: 22, id: 6, custom_id: 'toppings', values: [] } },
      { type: 18, id: 7, component: { type: 23, id: 8, custom_id: 'agree', value: true } },
      { type: 10, id: 9 },
    ],
  },
}, 'a received modal submission (interaction type 5)');
ok('received-select.json', {
  type: 3,
  id: '1234567890123456789',
  application_id: '1234567890123456780',
  token: 'token',
  data: { component_type: 5, id: 2, custom_id: 'who', values: [USER], resolved: { users: { [USER]: { id: USER, username: 'ada' } } } },
}, 'a received User Select interaction (interaction type 3)');

ok('json-unicode-escapes.json', { text: `{"flags":32768,"components":[{"type":1,"components":[{"type":2,"style":1,"custom_id":"e","label":"${'\\u00e9'.repeat(80)}"}]}]}\n` }, 'a label of exactly 80 characters written as \\u escapes; minified JSON');
ok('multi-same-custom-id.yaml', { text: `content: first
components:
  - type: 1
    components:
      - {type: 2, style: 1, label: Go, custom_id: go}
---
content: second
components:
  - type: 1
    components:
      - {type: 2, style: 1, label: Go, custom_id: go}
` }, 'two documents are two payloads: the same custom_id in each is fine');
ok('webhook-v2.json', { username: 'Status', avatar_url: 'https://cdn.example.com/a.png', thread_name: 'Incident', flags: 32768, components: [text('All systems go')] }, 'webhook execute body in V2');
ok('reply-v2.json', { flags: 32768, message_reference: { message_id: '1234567890123456789' }, allowed_mentions: { parse: [] }, components: [section([text('<@80351110224678912> replied')], link('https://example.com'))] }, 'a V2 reply with a link button accessory');

ok('response-4-silent.json', { type: 4, data: { content: 'shh', flags: 4096 | 64 } }, 'type 4 with SUPPRESS_NOTIFICATIONS and EPHEMERAL');
ok('response-12-launch-activity.json', { type: 12 }, 'LAUNCH_ACTIVITY needs no data');
ok('response-8-autocomplete.json', { type: 8, data: { choices: [{ name: 'One', value: '1' }] } }, 'autocomplete result');
ok('legacy-voice-flag.json', { flags: 8192, attachments: [{ id: '0', filename: 'voice.ogg', duration_secs: 2.5, waveform: 'AAAA' }] }, 'IS_VOICE_MESSAGE is settable on a create');

// YAML, hand-written
ok('v2-yaml.yaml', { text: `# a V2 message in YAML
flags: 32768
components:
  - type: 17
    accent_color: 0x00ff00
    components:
      - type: 10
        content: |
          ## Release 1.2
          Bug fixes.
      - type: 1
        components:
          - type: 2
            style: 5
            label: Changelog
            url: https://example.com/changes
` }, 'V2 message in YAML with a hex accent_color and a block scalar');
ok('multi-valid.yaml', { text: `content: legacy message
components:
  - type: 1
    components:
      - {type: 2, style: 1, label: Yes, custom_id: "yes"}
      - {type: 2, style: 4, label: No, custom_id: "no"}
---
custom_id: survey
title: Survey
components:
  - type: 18
    label: Score
    component:
      type: 21
      custom_id: score
      options:
        - {label: Good, value: good}
        - {label: Bad, value: bad}
---
type: 4
data:
  flags: 32768
  components:
    - type: 10
      content: three documents, each valid
` }, 'three valid documents: legacy message, modal, interaction response');
ok('yaml-anchors.yaml', { text: `flags: 32768
components:
  - type: 1
    components:
      - type: 2
        style: 2
        label: Up
        custom_id: up
        emoji: &thumb {name: "👍"}
      - type: 2
        style: 2
        label: Also up
        custom_id: up2
        emoji: *thumb
` }, 'YAML anchor and alias for a shared emoji');
ok('crlf-bom.json', { text: '\uFEFF' + JSON.stringify(v2(text('CRLF and a BOM')), null, 2).replace(/\n/g, '\r\n') }, 'UTF-8 BOM and CRLF line endings');

// ===== BROKEN ==================================================================================
// --- placement
bad('v2-top-thumbnail.json', v2(text('x'), thumb()), '/components/1', 'Thumbnail only as a Section accessory');
bad('v2-top-button.json', v2(text('x'), btn('b')), '/components/1', 'Button only in an Action Row or a Section accessory');
bad('v2-top-label.json', v2(label('Name', select('s', options(2)))), '/components/0', 'Label is modal only');
bad('container-in-container.json', v2(container([text('a'), container([text('b')])])), '/components/0/components/1', 'no Container in a Container');
bad('container-thumbnail.json', v2(container([thumb()])), '/components/0/components/0', 'no Thumbnail in a Container');
bad('section-child-button.json', v2(section([btn('b')], thumb())), '/components/0/components/0', 'Section children: Text Display only');
bad('section-no-accessory.json', v2({ type: 9, components: [text('a')] }), '/components/0', 'Section accessory is required');
bad('section-accessory-text.json', v2(section([text('a')], text('b'))), '/components/0/accessory', 'Section accessory: Button or Thumbnail');
bad('section-accessory-select.json', v2(section([text('a')], select('s', options(2)))), '/components/0/accessory', 'Section accessory: Button or Thumbnail');
bad('section-no-children.json', v2(section([], thumb())), '/components/0/components', 'Section children 1 to 3');
bad('section-four-children.json', v2(section([text('a'), text('b'), text('c'), text('d')], thumb())), ['/components/0/components', '/components/0/components/3'], 'Section children 1 to 3');
bad('legacy-top-button.json', { content: 'x', components: [btn('b')] }, '/components/0', 'legacy top level: Action Rows only');
bad('legacy-six-rows.json', { components: Array.from({ length: 6 }, (_, i) => row(btn(`b${i}`))) }, ['/components', '/components/5'], 'legacy: at most 5 Action Rows');
bad('legacy-text-display.json', { components: [text('V2 type without the flag')] }, '/components/0', 'V2-only type without the flag: a file that names no destination creates a message, which Discord rejects (issue 40; an edit is named)');
bad('legacy-container.json', { content: 'x', components: [row(btn('a')), container([text('b')])] }, '/components/1', 'V2-only type without the flag');
bad('row-mixed.json', v2(row(btn('a'), select('s', options(2)))), ['/components/0/components/1', '/components/0', '/components/0/components'], 'Action Row: buttons or one select, never mixed');
bad('row-empty.json', v2(row()), ['/components/0/components', '/components/0'], 'Action Row never empty');
bad('row-six-buttons.json', v2(row(...Array.from({ length: 6 }, (_, i) => btn(`b${i}`)))), ['/components/0/components', '/components/0/components/5'], 'Action Row: up to 5 buttons');
bad('row-two-selects.json', v2(row(select('s1', options(2)), userSelect('s2'))), ['/components/0/components', '/components/0/components/1'], 'Action Row: exactly one select');
bad('row-text-display.json', v2(row(text('no'))), '/components/0/components/0', 'Action Row holds buttons or a select');
bad('row-in-row.json', v2(row(row(btn('a')))), '/components/0/components/0', 'Action Row holds buttons or a select');
bad('modal-top-text-input.json', modal(textInput('t')), '/components/0', 'modal top level: Label or Text Display');
bad('modal-top-select.json', modal(select('s', options(2))), '/components/0', 'select in a modal sits in a Label');
warn('modal-row-text-input.json', modal(row(textInput('t', { label: 'Old style' }))), '/components/0', 'Action Row holding a Text Input in a modal: deprecated (warning)');
bad('modal-row-select.json', modal(row(select('s', options(2)))), ['/components/0', '/components/0/components/0'], 'modal top level: Label or Text Display (a row only for the deprecated Text Input)');
bad('modal-container.json', modal(label('a', textInput('a')), container([text('x')])), '/components/1', 'Container is message only');
bad('modal-section.json', modal(section([text('x')], thumb())), '/components/0', 'Section is message only');
bad('label-button.json', modal(label('Press', btn('b'))), '/components/0/component', 'Label component: inputs only');
bad('label-text-display.json', modal(label('Note', text('x'))), '/components/0/component', 'Label component: inputs only');
bad('label-no-component.json', modal({ type: 18, label: 'Empty' }), '/components/0', 'Label component required');
bad('message-text-input.json', { content: 'x', components: [row(textInput('t', { label: 'Name' }))] }, '/components/0/components/0', 'Text Input is modal only');
bad('message-file-upload.json', v2(row(fileUpload('f'))), '/components/0/components/0', 'File Upload is modal only');
bad('message-checkbox.json', v2(container([checkbox('c')])), '/components/0/components/0', 'Checkbox is modal only');
bad('message-radio-group.json', v2(row(radio('r', options(2)))), '/components/0/components/0', 'Radio Group is modal only');
bad('unassigned-type-15.json', v2(text('a'), { type: 15 }), ['/components/1/type', '/components/1'], 'type 15 is not assigned');
bad('unassigned-type-20.json', modal(label('X', { type: 20, custom_id: 'x' })), ['/components/0/component/type', '/components/0/component'], 'type 20 is not assigned');

// --- buttons
bad('button-no-custom-id.json', v2(row({ type: 2, style: 1, label: 'Go' })), '/components/0/components/0', 'styles 1-4 need custom_id');
bad('button-secondary-url.json', v2(row(btn('b', { url: 'https://example.com' }))), ['/components/0/components/0/url', '/components/0/components/0'], 'styles 1-4 must not have url');
bad('button-success-sku.json', v2(row(btn('b', { style: 3, sku_id: SKU }))), ['/components/0/components/0/sku_id', '/components/0/components/0'], 'styles 1-4 must not have sku_id');
bad('button-link-custom-id.json', v2(row(link('https://example.com', { custom_id: 'l' }))), ['/components/0/components/0/custom_id', '/components/0/components/0'], 'style 5 must not have custom_id');
bad('button-link-no-url.json', v2(row({ type: 2, style: 5, label: 'Open' })), '/components/0/components/0', 'style 5 needs url');
bad('button-premium-label.json', v2(row(premium(SKU, { label: 'Buy' }))), ['/components/0/components/0/label', '/components/0/components/0'], 'style 6 must not have label');
bad('button-premium-emoji.json', v2(row(premium(SKU, { emoji: { name: '💎' } }))), ['/components/0/components/0/emoji', '/components/0/components/0'], 'style 6 must not have emoji');
bad('button-premium-no-sku.json', v2(row({ type: 2, style: 6 })), '/components/0/components/0', 'style 6 needs sku_id');
bad('button-style-7.json', v2(row(btn('b', { style: 7 }))), '/components/0/components/0/style', 'button styles 1 to 6');
bad('button-no-style.json', v2(row({ type: 2, label: 'Go', custom_id: 'go' })), '/components/0/components/0', 'style is required');
bad('button-label-81.json', v2(row(btn('b', { label: s(81) }))), '/components/0/components/0/label', 'label max 80');
bad('button-url-513.json', v2(row(link(`https://example.com/${s(513 - 'https://example.com/'.length)}`))), '/components/0/components/0/url', 'url max 512');
bad('button-emoji-empty.json', v2(row(btn('b', { emoji: {} }))), '/components/0/components/0/emoji', 'emoji needs name or id');
bad('button-emoji-name-33.json', v2(row(btn('b', { emoji: { name: s(33) } }))), '/components/0/components/0/emoji/name', 'emoji name max 32');
bad('button-sku-not-snowflake.json', v2(row(premium('sku-123'))), '/components/0/components/0/sku_id', 'sku_id is a snowflake');
bad('button-disabled-string.json', v2(row(btn('b', { disabled: 'no' }))), '/components/0/components/0/disabled', 'disabled is a boolean');

// --- selects
const sp = '/components/0/components/0';
bad('select-26-options.json', v2(row(select('s', options(26), { max_values: 1 }))), `${sp}/options`, 'options max 25');
bad('select-placeholder-151.json', v2(row(select('s', options(2), { placeholder: s(151) }))), `${sp}/placeholder`, 'placeholder max 150');
bad('select-min-values-26.json', v2(row(select('s', options(25), { min_values: 26, max_values: 25 }))), `${sp}/min_values`, 'min_values 0 to 25');
bad('select-min-values-negative.json', v2(row(userSelect('u', { min_values: -1 }))), `${sp}/min_values`, 'min_values 0 to 25');
bad('user-select-max-values-26.json', v2(row(userSelect('u', { max_values: 26 }))), `${sp}/max_values`, 'max_values max 25');
bad('select-max-over-options.json', v2(row(select('s', options(3), { max_values: 4 }))), `${sp}/max_values`, 'max_values must not exceed the number of options');
bad('select-min-over-options.json', v2(row(select('s', options(2), { min_values: 3, max_values: 2 }))), `${sp}/min_values`, 'min_values must not exceed the number of options');
bad('select-option-label-101.json', v2(row(select('s', [opt('a', { label: s(101) }), opt('b')]))), `${sp}/options/0/label`, 'option label max 100');
bad('select-option-value-101.json', v2(row(select('s', [opt('a'), opt('b', { value: s(101) })]))), `${sp}/options/1/value`, 'option value max 100');
bad('select-option-description-101.json', v2(row(select('s', [opt('a', { description: s(101) })]))), `${sp}/options/0/description`, 'option description max 100');
bad('select-option-label-empty.json', v2(row(select('s', [opt('a', { label: '' }), opt('b')]))), `${sp}/options/0/label`, 'option label at least 1');
bad('select-option-emoji-empty.json', v2(row(select('s', [opt('a', { emoji: {} })]))), `${sp}/options/0/emoji`, 'emoji {} is rejected');
bad('select-option-values-duplicate.json', v2(row(select('s', [opt('a'), opt('b'), { label: 'A again', value: 'a' }]))), `${sp}/options/2/value`, 'option values unique', { related: `${sp}/options/0/value` });
bad('select-defaults-over-max.json', v2(row(select('s', [opt('a', { default: true }), opt('b', { default: true }), opt('c')]))), [`${sp}/options/1/default`, `${sp}/options/1`, `${sp}/options`, sp], 'defaults must not exceed max_values (1)');
bad('select-disabled-in-modal.json', modal(label('Pick', select('s', options(2), { disabled: true }))), '/components/0/component/disabled', 'disabled in a modal is an error');
ok('user-select-disabled-in-modal.json', modal(label('Who', userSelect('u', { disabled: false }))), 'disabled: false on a select in a modal is accepted; only true is rejected (MODAL_COMPONENT_DISABLED). Moved from broken/ by issue 9.');
bad('select-min-zero-required-in-modal.json', modal(label('Pick', select('s', options(3), { min_values: 0 }))), '/components/0/component/min_values', 'min_values 0 needs required false');
warn('select-required-in-message.json', v2(row(select('s', options(2), { required: false }))), `${sp}/required`, 'required is ignored in messages (warning)');
bad('user-select-default-role.json', v2(row(userSelect('u', { default_values: [{ id: ROLE, type: 'role' }] }))), `${sp}/default_values/0/type`, 'User Select defaults are users');
bad('mentionable-default-channel.json', v2(row(mentionableSelect('m', { default_values: [{ id: ROLE, type: 'channel' }] }))), `${sp}/default_values/0/type`, 'Mentionable defaults: user or role');
bad('string-select-default-values.json', v2(row(select('s', options(2), { default_values: [{ id: USER, type: 'user' }] }))), `${sp}/default_values`, 'default_values never on a String Select');
bad('role-select-options.json', v2(row(roleSelect('r', { options: options(2) }))), `${sp}/options`, 'options only on a String Select');
bad('user-select-channel-types.json', v2(row(userSelect('u', { channel_types: [0] }))), `${sp}/channel_types`, 'channel_types only on a Channel Select');
bad('select-defaults-over-max-values.json', v2(row(userSelect('u', { max_values: 1, default_values: [{ id: USER, type: 'user' }, { id: '80351110224678913', type: 'user' }] }))), [`${sp}/default_values`, `${sp}/default_values/1`], 'number of defaults within min..max (or the first default too many)');
bad('select-defaults-under-min-values.json', v2(row(roleSelect('r', { min_values: 2, max_values: 3, default_values: [{ id: ROLE, type: 'role' }] }))), `${sp}/default_values`, 'number of defaults within min..max');
bad('select-default-id-not-snowflake.json', v2(row(channelSelect('c', { default_values: [{ id: 'general', type: 'channel' }] }))), `${sp}/default_values/0/id`, 'default value id is a snowflake');
bad('select-default-values-26.json', v2(row(userSelect('u', { max_values: 25, default_values: Array.from({ length: 26 }, (_, i) => ({ id: String(80351110224678900n + BigInt(i)), type: 'user' })) }))), `${sp}/default_values`, 'default_values at most 25');
bad('select-custom-id-101.json', v2(row(select(s(101), options(2)))), `${sp}/custom_id`, 'custom_id 1 to 100');
bad('select-custom-id-empty.json', v2(row(roleSelect(''))), `${sp}/custom_id`, 'custom_id 1 to 100');
bad('select-no-custom-id.json', v2(row({ type: 3, options: options(2) })), sp, 'custom_id is required');
bad('select-no-options.json', v2(row({ type: 3, custom_id: 's' })), sp, 'options is required on a String Select');

// --- text input
const tp = '/components/0/component';
bad('text-input-style-3.json', modal(label('T', textInput('t', { style: 3 }))), `${tp}/style`, 'style 1 or 2');
bad('text-input-no-style.json', modal(label('T', { type: 4, custom_id: 't' })), tp, 'style is required');
bad('text-input-min-length-4001.json', modal(label('T', textInput('t', { min_length: 4001 }))), `${tp}/min_length`, 'min_length 0 to 4000');
bad('text-input-max-length-0.json', modal(label('T', textInput('t', { max_length: 0 }))), `${tp}/max_length`, 'max_length 1 to 4000');
bad('text-input-value-4001.json', modal(label('T', textInput('t', { style: 2, value: s(4001) }))), `${tp}/value`, 'value max 4000');
bad('text-input-placeholder-101.json', modal(label('T', textInput('t', { placeholder: s(101) }))), `${tp}/placeholder`, 'Text Input placeholder max 100');
bad('text-input-value-under-min.json', modal(label('T', textInput('t', { min_length: 5, value: 'abc' }))), `${tp}/value`, 'value within its own min_length');
bad('text-input-value-over-max.json', modal(label('T', textInput('t', { max_length: 3, value: 'abcd' }))), `${tp}/value`, 'value within its own max_length');
bad('text-input-label-in-label.json', modal(label('T', textInput('t', { label: 'Own label' }))), `${tp}/label`, 'no Text Input label inside a Label');
bad('text-input-no-custom-id.json', modal(label('T', { type: 4, style: 1 })), tp, 'custom_id is required');

// --- text display
bad('text-display-empty.json', v2(text('')), '/components/0/content', 'content 1 to 4000');
bad('text-display-4001.json', v2(text(s(4001))), '/components/0/content', 'content max 4000');
bad('text-display-no-content.json', v2({ type: 10 }), '/components/0', 'content is required');
bad('text-display-total-4001.json', v2(container([text(s(2000))]), text(s(2001))), ['/components/1/content', '/components/1'], 'all Text Display content together at most 4000');
bad('text-display-single-utf16.json', v2(text(s(2001, '😀'))), ['/components/0/content', '/components/0'], 'one Text Display of 2001 emoji: 4002 UTF-16 code units, over 4000 in the stricter count');
bad('text-display-total-utf16.json', v2(text(s(2000, '😀')), text('!')), ['/components/1/content', '/components/1'], 'total counted in UTF-16 code units: 4001');

// --- thumbnail, media gallery, file, attachments
bad('thumbnail-description-1025.json', v2(section([text('a')], thumb(undefined, { description: s(1025) }))), '/components/0/accessory/description', 'Thumbnail description max 1024');
bad('thumbnail-no-media.json', v2(section([text('a')], { type: 11 })), '/components/0/accessory', 'media is required');
any('thumbnail-video.json', v2(section([text('a')], thumb('https://cdn.example.com/clip.mp4'))), '/components/0/accessory/media/url', 'Thumbnail: images only, videos unsupported');
bad('gallery-empty.json', v2(gallery()), '/components/0/items', 'items 1 to 10');
bad('gallery-11.json', v2(gallery(...Array.from({ length: 11 }, (_, i) => item(`https://cdn.example.com/${i}.png`)))), ['/components/0/items', '/components/0/items/10'], 'items 1 to 10');
bad('gallery-description-1025.json', v2(gallery(item(undefined, { description: s(1025) }))), '/components/0/items/0/description', 'item description max 1024');
bad('gallery-description-empty.json', v2(gallery(item(undefined, { description: '' }))), '/components/0/items/0/description', 'item description at least 1 (OpenAPI lower bound)');
bad('gallery-url-2049.json', v2(gallery(item(`https://cdn.example.com/${s(2049 - 'https://cdn.example.com/'.length)}`))), '/components/0/items/0/media/url', 'media url max 2048');
bad('gallery-item-no-media.json', v2(gallery({ description: 'no media' })), '/components/0/items/0', 'media is required');
bad('gallery-spoiler-string.json', v2(gallery(item(undefined, { spoiler: 'yes' }))), '/components/0/items/0/spoiler', 'spoiler is a boolean');
bad('file-https.json', v2(file('https://example.com/report.pdf')), '/components/0/file/url', 'File: only attachment://');
bad('file-no-file.json', v2({ type: 13 }), '/components/0', 'file is required');
bad('attachment-missing.json', { flags: 32768, components: [file('attachment://report.pdf')], attachments: [{ id: '0', filename: 'other.pdf' }] }, '/components/0/file/url', 'attachment:// must match an attachment');
bad('attachment-missing-thumbnail.json', { flags: 32768, components: [section([text('a')], thumb('attachment://cat.png'))], attachments: [{ id: '0', filename: 'dog.png' }] }, '/components/0/accessory/media/url', 'attachment:// must match an attachment', { extraOk: ['/attachments/0'] });
warn('attachment-unused.json', { flags: 32768, components: [gallery(item('attachment://a.png'))], attachments: [{ id: '0', filename: 'a.png' }, { id: '1', filename: 'b.png' }] }, ['/attachments/1', '/attachments/1/filename'], 'V2: attachment not exposed by a component is hidden (warning)');
any('media-proxy-url.json', v2(gallery({ media: { url: 'https://cdn.example.com/a.png', proxy_url: 'https://media.example.com/a.png' } })), '/components/0/items/0/media/proxy_url', 'only url may be set by the application');

// --- separator, container
bad('separator-spacing-3.json', v2(text('a'), sep({ spacing: 3 })), '/components/1/spacing', 'spacing 1 or 2');
bad('separator-divider-string.json', v2(text('a'), sep({ divider: 'true' })), '/components/1/divider', 'divider is a boolean');
bad('separator-in-section.json', v2(section([text('a'), sep()], thumb())), '/components/0/components/1', 'Section children: Text Display only');
bad('container-accent-too-big.json', v2(container([text('a')], { accent_color: 0x1000000 })), '/components/0/accent_color', 'accent_color 0 to 0xFFFFFF');
bad('container-accent-negative.json', v2(container([text('a')], { accent_color: -1 })), '/components/0/accent_color', 'accent_color 0 to 0xFFFFFF');
bad('container-accent-string.json', v2(container([text('a')], { accent_color: '#5865F2' })), '/components/0/accent_color', 'accent_color is an integer');
bad('container-no-components.json', v2({ type: 17, accent_color: 1 }), '/components/0', 'components is required');
bad('container-label.json', v2(container([label('x', textInput('t'))])), '/components/0/components/0', 'no Label in a Container');

// --- label
bad('label-46.json', modal(label(s(46), textInput('t'))), '/components/0/label', 'label max 45');
bad('label-empty.json', modal(label('', textInput('t'))), '/components/0/label', 'label at least 1');
bad('label-description-101.json', modal(label('L', textInput('t'), { description: s(101) })), '/components/0/description', 'description max 100');
bad('label-no-label.json', modal({ type: 18, component: textInput('t') }), '/components/0', 'label is required');

// --- file upload
bad('file-upload-min-11.json', modal(label('F', fileUpload('f', { min_values: 11, max_values: 10 }))), `${tp}/min_values`, 'min_values 0 to 10');
bad('file-upload-max-11.json', modal(label('F', fileUpload('f', { max_values: 11 }))), `${tp}/max_values`, 'max_values up to 10');
bad('file-upload-min-zero-required.json', modal(label('F', fileUpload('f', { min_values: 0 }))), `${tp}/min_values`, 'min_values 0 needs required false');
bad('file-upload-types-11.json', modal(label('F', fileUpload('f', { file_types: ['.a', '.b', '.c', '.d', '.e', '.f', '.g', '.h', '.i', '.j', '.k'] }))), `${tp}/file_types`, 'file_types up to 10');
bad('file-upload-type-no-dot.json', modal(label('F', fileUpload('f', { file_types: ['pdf'] }))), `${tp}/file_types/0`, 'file_types: image, video, audio or .ext');

// --- radio group
bad('radio-one-option.json', modal(label('R', radio('r', options(1)))), `${tp}/options`, 'options 2 to 10');
bad('radio-11-options.json', modal(label('R', radio('r', options(11)))), [`${tp}/options`, `${tp}/options/10`], 'options 2 to 10');
bad('radio-two-defaults.json', modal(label('R', radio('r', [opt('a', { default: true }), opt('b', { default: true })]))), [`${tp}/options/1/default`, `${tp}/options/1`, `${tp}/options`], 'at most one default');
bad('radio-option-value-101.json', modal(label('R', radio('r', [opt('a', { value: s(101) }), opt('b')]))), `${tp}/options/0/value`, 'option value max 100');
bad('radio-no-custom-id.json', modal(label('R', { type: 21, options: options(2) })), tp, 'custom_id is required');

// --- checkbox group, checkbox
bad('checkbox-group-no-options.json', modal(label('C', checkboxGroup('c', []))), `${tp}/options`, 'options 1 to 10');
bad('checkbox-group-min-over-max.json', modal(label('C', checkboxGroup('c', options(4), { min_values: 3, max_values: 2 }))), [`${tp}/min_values`, `${tp}/max_values`], 'min_values <= max_values');
bad('checkbox-group-max-over-options.json', modal(label('C', checkboxGroup('c', options(3), { max_values: 4 }))), `${tp}/max_values`, 'max_values <= number of options');
bad('checkbox-group-max-zero.json', modal(label('C', checkboxGroup('c', options(3), { max_values: 0 }))), `${tp}/max_values`, 'max_values 1 to 10');
bad('checkbox-group-defaults-over-max.json', modal(label('C', checkboxGroup('c', [opt('a', { default: true }), opt('b', { default: true }), opt('c', { default: true })], { max_values: 2 }))), [`${tp}/options/2/default`, `${tp}/options/2`, `${tp}/options`, `${tp}/max_values`], 'defaults within min..max');
bad('checkbox-group-min-zero-required.json', modal(label('C', checkboxGroup('c', options(3), { min_values: 0 }))), `${tp}/min_values`, 'min_values 0 needs required false');
any('checkbox-required.json', modal(label('C', checkbox('c', { required: true }))), `${tp}/required`, 'Checkbox has no required field');
bad('checkbox-default-string.json', modal(label('C', checkbox('c', { default: 'yes' }))), `${tp}/default`, 'default is a boolean');

// --- modal bounds
bad('modal-title-46.json', { custom_id: 'm', title: s(46), components: [label('a', textInput('a'))] }, '/title', 'title 1 to 45');
bad('modal-title-empty.json', { custom_id: 'm', title: '', components: [label('a', textInput('a'))] }, '/title', 'title 1 to 45');
bad('modal-custom-id-101.json', { custom_id: s(101), title: 'T', components: [label('a', textInput('a'))] }, '/custom_id', 'custom_id 1 to 100');
bad('modal-six-components.json', modal(...Array.from({ length: 6 }, (_, i) => label(`L${i}`, textInput(`t${i}`)))), ['/components', '/components/5'], 'components 1 to 5 (docs, not OpenAPI)');
bad('modal-no-components.json', modal(), '/components', 'components 1 to 5');
bad('response-9-no-title.json', { type: 9, data: { custom_id: 'm', components: [label('a', textInput('a'))] } }, '/data', 'title is required');

// --- ids and custom_ids
bad('custom-id-duplicate.json', v2(row(btn('vote')), section([text('again')], btn('vote'))), '/components/1/accessory/custom_id', 'custom_id unique in a message', { related: '/components/0/components/0/custom_id' });
bad('custom-id-duplicate-disabled.json', { content: 'x', components: [row(btn('go')), row(btn('go', { disabled: true }))] }, '/components/1/components/0/custom_id', 'uniqueness holds for disabled components', { related: '/components/0/components/0/custom_id' });
bad('custom-id-duplicate-modal.json', modal(label('A', textInput('same')), label('B', select('same', options(2)))), '/components/1/component/custom_id', 'custom_id unique in a modal', { related: '/components/0/component/custom_id' });
bad('custom-id-number.json', v2(row(btn('b', { custom_id: 123 }))), '/components/0/components/0/custom_id', 'custom_id is a string');
bad('custom-id-empty-button.json', v2(row(btn('', { label: 'Go' }))), '/components/0/components/0/custom_id', 'custom_id 1 to 100');
bad('id-duplicate.json', v2({ ...text('a'), id: 7 }, container([{ ...text('b'), id: 7 }])), '/components/1/components/0/id', 'id unique in a message', { related: '/components/0/id' });
bad('id-negative.json', v2({ ...text('a'), id: -1 }), '/components/0/id', 'id 0 to 2147483647');
bad('id-too-big.json', v2({ ...text('a'), id: 2147483648 }), '/components/0/id', 'id 0 to 2147483647');
bad('id-fraction.json', v2({ ...text('a'), id: 1.5 }), '/components/0/id', 'id is an integer');
bad('id-string.json', v2({ ...text('a'), id: '5' }), '/components/0/id', 'id is an integer');

// --- V2 flag effects
bad('v2-content.json', { flags: 32768, content: 'hi', components: [text('a')] }, '/content', 'V2: no content');
bad('v2-embeds.json', { flags: 32768, embeds: [{ title: 't' }], components: [text('a')] }, '/embeds', 'V2: no embeds');
bad('v2-poll.json', { flags: 32768, poll: { question: { text: 'q' }, answers: [{ poll_media: { text: 'a' } }] }, components: [text('a')] }, '/poll', 'V2: no poll');
bad('v2-sticker-ids.json', { flags: 32768, sticker_ids: ['749054660769218631'], components: [text('a')] }, '/sticker_ids', 'V2: no stickers');
bad('v2-41-components.json', v2(container(Array.from({ length: 40 }, (_, i) => text(`t${i}`)))), ['/components', '/components/0/components/39', ''], '40 components in total');
bad('v2-41-flat.json', v2(...Array.from({ length: 41 }, (_, i) => text(`t${i}`))), ['/components', '/components/40', ''], '40 components in total (no top-level cap, but total)');
bad('v2-empty.json', v2(), ['/components', ''], 'a V2 message needs at least one component');
bad('v2-no-components.json', { flags: 32768 }, '', 'a V2 message needs at least one component (read as created without a destination: an error; issue 40)');

any('v2-stickers.json', { flags: 32768, stickers: [{ id: '749054660769218631' }], components: [text('a')] }, '/stickers', 'V2: stickers are disabled');
bad('v2-shared-client-theme.json', { flags: 32768, shared_client_theme: { colors: ['5865F2'] }, components: [text('a')] }, '/shared_client_theme', 'V2: shared_client_theme gives a 400');
bad('gallery-attachment-missing.json', { flags: 32768, components: [gallery(item('attachment://a.png'), item('attachment://missing.png'))], attachments: [{ id: '0', filename: 'a.png' }] }, '/components/0/items/1/media/url', 'attachment:// must match an attachment (gallery)');

// --- legacy, embeds, message
bad('legacy-content-2001.json', { content: s(2001) }, '/content', 'content max 2000');
bad('embed-title-257.json', { embeds: [{ title: s(257) }] }, '/embeds/0/title', 'embed title 256');
bad('embed-description-4097.json', { embeds: [{ description: s(4097) }] }, '/embeds/0/description', 'embed description 4096');
bad('embed-26-fields.json', { embeds: [{ title: 't', fields: Array.from({ length: 26 }, (_, i) => ({ name: `n${i}`, value: 'v' })) }] }, ['/embeds/0/fields', '/embeds/0/fields/25'], 'embed fields 25');
bad('embed-field-name-257.json', { embeds: [{ fields: [{ name: s(257), value: 'v' }] }] }, '/embeds/0/fields/0/name', 'field name 256');
bad('embed-field-value-1025.json', { embeds: [{ fields: [{ name: 'n', value: s(1025) }] }] }, '/embeds/0/fields/0/value', 'field value 1024');
bad('embed-footer-2049.json', { embeds: [{ title: 't', footer: { text: s(2049) } }] }, '/embeds/0/footer/text', 'footer text 2048');
bad('embed-author-257.json', { embeds: [{ title: 't', author: { name: s(257) } }] }, '/embeds/0/author/name', 'author name 256');
bad('embed-11.json', { embeds: Array.from({ length: 11 }, (_, i) => ({ title: `e${i}` })) }, ['/embeds', '/embeds/10'], 'at most 10 embeds');
bad('embed-total-6001.json', { embeds: [{ description: s(3000) }, { description: s(3000), title: 'x' }] }, ['/embeds', '/embeds/1', '/embeds/1/title', '/embeds/1/description'], '6000 characters over all embeds');
bad('message-empty.json', { content: '' }, ['', '/content'], 'a message needs content, embeds, components, ... (read as created without a destination: an error; issue 40)');
bad('message-flags-ephemeral.json', { content: 'x', flags: 64 }, '/flags', 'EPHEMERAL only in interaction responses; a bare message file does not say where it is sent, so a warning (issue 9)', { severity: 'warning' });
bad('message-flags-crossposted.json', { content: 'x', flags: 2 }, '/flags', 'only some flags are settable');
bad('response-5-flags-v2.json', { type: 5, data: { flags: 32768 } }, '/data/flags', 'deferred type 5 takes EPHEMERAL only; Discord answers 200 and ignores the rest, so a warning (issue 9)', { severity: 'warning' });
warn('response-10-premium.json', { type: 10 }, '/type', 'callback type 10 is deprecated: use a premium button');
bad('response-4-v2-content.json', { type: 4, data: { flags: 32832, content: 'hi', components: [text('a')] } }, '/data/content', 'V2: no content (in a callback)');
bad('response-7-six-rows.json', { type: 7, data: { components: Array.from({ length: 6 }, (_, i) => row(btn(`b${i}`))) } }, ['/data/components', '/data/components/5'], 'legacy: at most 5 rows (in a callback)');
bad('response-9-top-text-input.json', { type: 9, data: modal(textInput('t')) }, '/data/components/0', 'modal top level (in a callback)');
bad('response-7-thumbnail-top.json', { type: 7, data: { flags: 32768, components: [thumb()] } }, '/data/components/0', 'Thumbnail only as an accessory (in a callback)');

bad('response-4-empty-data.json', { type: 4, data: {} }, '/data', 'type 4 response with nothing to send');
bad('response-4-no-data.json', { type: 4 }, '', 'type 4 response without data (the object lacking it is the root)');
bad('id-unsafe-integer.json', { text: '{\n  "flags": 32768,\n  "components": [\n    { "type": 10, "content": "a", "id": 9007199254740993 }\n  ]\n}\n' }, '/components/0/id', 'id beyond int32 (and beyond a safe JavaScript integer)');
any('thumbnail-video-query.json', v2(section([text('a')], thumb('https://cdn.example.com/clip.webm?x=1'))), '/components/0/accessory/media/url', 'Thumbnail: a video behind a query string');

any('text-input-min-over-max.json', modal(label('T', textInput('t', { min_length: 10, max_length: 5 }))), [`${tp}/min_length`, `${tp}/max_length`], 'min_length above max_length: no value can fit');
bad('modal-row-file-upload.json', modal(row(fileUpload('f'))), ['/components/0', '/components/0/components/0'], 'File Upload goes in a Label, not an Action Row');
bad('minified-broken.json', { text: `{"flags":32768,"components":[{"type":1,"components":[{"type":2,"style":1,"custom_id":"e","label":"${s(81)}"}]}]}\n` }, '/components/0/components/0/label', 'label max 80, minified on one line');
bad('yaml-folded-label.yaml', { text: `custom_id: m
title: Folded
components:
  # the label below is folded over two lines
  - type: 18
    label: >-
      This label is folded over two lines and is longer
      than forty-five characters
    component: {type: 4, custom_id: t, style: 1}
` }, '/components/0/label', 'label max 45, folded YAML scalar');
bad('checkbox-group-min-11.json', modal(label('C', checkboxGroup('c', options(10), { min_values: 11, max_values: 10 }))), `${tp}/min_values`, 'Checkbox Group min_values 0 to 10');
bad('response-7-duplicate-custom-id.json', { type: 7, data: { components: [row(btn('x')), row(btn('x'))] } }, '/data/components/1/components/0/custom_id', 'custom_id unique, in a type 7 update', { related: '/data/components/0/components/0/custom_id' });
bad('container-empty.json', v2(container([])), '/components/0/components', 'Container needs a child (OpenAPI minItems 1)');
bad('label-description-empty.json', modal(label('L', textInput('t'), { description: '' })), '/components/0/description', 'Label description at least 1');
bad('thumbnail-description-empty.json', v2(section([text('a')], thumb(undefined, { description: '' }))), '/components/0/accessory/description', 'Thumbnail description at least 1');
bad('option-value-empty.json', v2(row(select('s', [opt('a', { value: '' }), opt('b')]))), `${sp}/options/0/value`, 'option value at least 1');
bad('components-not-array.json', { flags: 32768, components: text('x') }, '/components', 'components is an array');
bad('component-no-type.json', v2({ content: 'no type' }), '/components/0', 'every component has a type');
bad('component-not-object.json', v2('hello'), '/components/0', 'a component is an object');

// --- unknown fields
any('unknown-button-field.json', v2(row(btn('b', { colour: 'red' }))), '/components/0/components/0/colour', 'unknown field on a Button');
any('unknown-modal-field.json', { ...modal(label('a', textInput('a'))), description: 'not a modal field' }, '/description', 'unknown field on a modal');
any('unknown-message-field.json', { content: 'x', flag: 4 }, '/flag', 'unknown (misspelt) field on a message');

// --- single components
bad('component-button-no-custom-id.json', { type: 2, style: 1, label: 'Go' }, '', 'styles 1-4 need custom_id (component alone)', { kind: 'component' });
bad('component-select-26.json', select('s', options(26)), '/options', 'options max 25 (component alone)', { kind: 'component' });
bad('component-text-input-style-0.json', textInput('t', { style: 0 }), '/style', 'Text Input style 1 or 2 (kind detected)');
bad('component-section-4.json', section([text('a'), text('b'), text('c'), text('d')], thumb()), ['/components', '/components/3'], 'Section children 1 to 3 (component alone)', { kind: 'component' });
bad('component-text-display-empty.json', text(''), '/content', 'content 1 to 4000 (component alone)', { kind: 'component' });

// --- YAML and line endings
bad('yaml-label-too-long.yaml', { text: `custom_id: signup
title: Sign up
components:
  - type: 18
    label: This label is much longer than forty-five characters
    component:
      type: 4
      custom_id: name
      style: 1
` }, '/components/0/label', 'label max 45, in YAML');
bad('yaml-duplicate-value-flow.yaml', { text: `flags: 32768
components:
  - type: 1
    components:
      - type: 3
        custom_id: colour
        options: [{label: Red, value: red}, {label: Crimson, value: red}]
` }, '/components/0/components/0/options/1/value', 'option values unique, in YAML flow style', { related: '/components/0/components/0/options/0/value' });
bad('yaml-multi-second-broken.yaml', { text: `flags: 32768
components:
  - type: 10
    content: first document is fine
---
flags: 32768
components:
  - type: 1
    components:
      - type: 2
        style: 5
        label: Docs
        url: https://example.com
        custom_id: docs
` }, '/components/0/components/0/custom_id', 'style 5 must not have custom_id, second YAML document', { document: 2, alsoAt: ['/components/0/components/0'] });
bad('yaml-multi-third-broken.yaml', { text: `content: one
---
content: two
---
custom_id: m
title: Modal
components:
  - type: 18
    label: Pick
    component:
      type: 3
      custom_id: pick
      disabled: true
      options:
        - label: A
          value: a
` }, '/components/0/component/disabled', 'disabled in a modal, third YAML document', { document: 3 });
bad('yaml-custom-id-duplicate.yaml', { text: `flags: 32768
components:
  - type: 9
    components:
      - type: 10
        content: Approve?
    accessory:
      type: 2
      style: 3
      label: Approve
      custom_id: decide
  - type: 1
    components:
      - type: 2
        style: 4
        label: Reject
        custom_id: decide
` }, '/components/1/components/0/custom_id', 'custom_id unique, YAML', { related: '/components/0/accessory/custom_id' });
bad('yaml-alias-duplicate.yaml', { text: `flags: 32768
components:
  - type: 1
    components:
      - &go {type: 2, style: 1, label: Go, custom_id: go}
      - *go
` }, '/components/0/components/1/custom_id', 'the same button twice through a YAML alias: duplicate custom_id, at the alias', { related: '/components/0/components/0/custom_id' });
bad('yaml-leading-comment-empty.yaml', { text: `# an empty reply
---
content: ''
` }, ['', '/content'], 'an empty message after a comment and a document marker: the root is on line 3 (read as created: an error; issue 40)');
bad('yaml-null-label.yaml', { text: `custom_id: m
title: Null label
components:
  - type: 18
    label:
    component: {type: 4, custom_id: t, style: 1}
` }, '/components/0/label', 'a Label whose label is null (an empty YAML value)');
bad('json-leading-blank-lines.json', { text: '\n\n  {"content": ""}\n' }, ['', '/content'], 'an empty message whose root starts on line 3 (read as created: an error; issue 40)');
bad('crlf-broken.json', { text: JSON.stringify(v2(text('a'), row(btn('b', { label: s(81) }))), null, 2).replace(/\n/g, '\r\n') }, '/components/1/components/0/label', 'label max 80, CRLF file');

// ---- write -----------------------------------------------------------------------------------
rmSync(path.join(here, 'valid'), { recursive: true, force: true });
rmSync(path.join(here, 'broken'), { recursive: true, force: true });
mkdirSync(path.join(here, 'valid'));
mkdirSync(path.join(here, 'broken'));
const manifest = { valid: {}, broken: {} };
const seen = new Set();
function textOf(entry) {
  let payload = entry.payload;
  if (entry.extraFix) payload = entry.extraFix(payload);
  return payload.text !== undefined ? payload.text : `${JSON.stringify(payload, null, 2)}\n`;
}
for (const entry of valid) {
  if (seen.has(entry.name)) throw new Error(`duplicate name ${entry.name}`);
  seen.add(entry.name);
  const rel = `valid/${entry.name}`;
  writeFileSync(path.join(here, rel), textOf(entry));
  manifest.valid[rel] = { note: entry.note, ...(entry.kind ? { kind: entry.kind } : {}) };
}
for (const entry of broken) {
  if (seen.has(entry.name)) throw new Error(`duplicate name ${entry.name}`);
  seen.add(entry.name);
  const rel = `broken/${entry.name}`;
  const content = textOf(entry);
  writeFileSync(path.join(here, rel), content);
  const format = entry.name.endsWith('.json') ? 'json' : 'yaml';
  const lines = locateAll(content, format, entry.at, entry.document ?? 1);
  manifest.broken[rel] = {
    note: entry.note,
    severity: entry.severity,
    at: entry.at.map((p, i) => ({ path: p, line: lines[i] })),
    ...(entry.related ? { related: entry.related } : {}),
    ...(entry.kind ? { kind: entry.kind } : {}),
    ...(entry.document ? { document: entry.document } : {}),
    ...(entry.extraOk || entry.alsoAt ? { extraOk: [...(entry.extraOk ?? []), ...(entry.alsoAt ?? [])] } : {}),
  };
}
writeFileSync(path.join(here, 'expected.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${valid.length} valid, ${broken.length} broken`);
