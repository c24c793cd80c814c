/**
 * Payloads of every kind Discord takes, as fast-check arbitraries: messages (Components V2 and
 * legacy, with embeds, allowed_mentions, flags), modals, interaction responses of every callback
 * type, components alone, lists of payloads and follow-ups, bare embeds and received interactions.
 * Mostly valid (most of them lie in the fast path's subset), so that their mutations
 * (./mutations.ts) land on the edges the fast path's check must see.
 */
import fc from 'fast-check';
import { DESTINATIONS, WEBHOOK_CHANNELS, type AttachmentFiles } from '../../src/payload/destination.js';
import type { LinterConfig } from '../../src/linter/linter.js';
import type { PayloadKind } from '../../src/payload/detect.js';

type Json = Record<string, unknown>;
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T, required: (keyof T & string)[]) =>
  fc.record(model, { requiredKeys: required, noNullPrototype: true }) as fc.Arbitrary<Json>;

const word = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 24 }),
  fc.constantFrom('Vote', 'Yes', 'No', 'Open the docs', 'Ünïcödé', '日本語のテキスト', 'Go 🚀', 'Ship it 🗳️', ' padded ', 'a'),
);
const longer = fc.oneof(word, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }), fc.constantFrom('**bold** and _it_', 'line one\nline two', '<@80351110224678912> hi', '# Title'));
const customId = fc.oneof(fc.stringMatching(/^[a-z0-9_:-]{1,12}$/), fc.constantFrom('vote', 'yes', 'no', 'menu', 'page:2'));
const snowflake = fc.constantFrom('80351110224678912', '1234567890123456789', '41771983423143937', '1');
const webUrl = fc.constantFrom('https://example.com/', 'https://example.com/docs?x=1', 'http://example.org/a', 'https://cdn.example.com/img.png', 'https://cdn.example.com/photo.jpg');
const mediaUrl = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('https://cdn.example.com/img.png', 'https://cdn.example.com/photo.jpeg', 'https://cdn.example.com/anim.gif', 'https://cdn.example.com/pic') },
  { weight: 1, arbitrary: fc.constantFrom('https://cdn.example.com/clip.mp4', 'attachment://chart.png') },
);
const emoji = fc.oneof(
  fc.constantFrom({ name: '🔥' }, { name: '👍' }, { name: '🗳️' }),
  record({ id: snowflake, name: fc.constantFrom('party', 'blob_wave'), animated: fc.boolean() }, ['id']),
);
/** Component ids: distinct, most likely (a repeated one is id-unique's finding). */
const id = fc.integer({ min: 1, max: 1_000_000 });

// Components.

const button = fc.oneof(
  { weight: 8, arbitrary: record({ type: fc.constant(2), style: fc.constantFrom(1, 2, 3, 4), label: word, custom_id: customId, emoji, disabled: fc.boolean(), id }, ['type', 'style', 'label', 'custom_id']) },
  { weight: 3, arbitrary: record({ type: fc.constant(2), style: fc.constant(5), label: word, url: webUrl, emoji, disabled: fc.boolean() }, ['type', 'style', 'label', 'url']) },
  { weight: 2, arbitrary: record({ type: fc.constant(2), style: fc.constantFrom(1, 2, 3, 4), emoji, custom_id: customId }, ['type', 'style', 'emoji', 'custom_id']) },
  { weight: 1, arbitrary: record({ type: fc.constant(2), style: fc.constant(6), sku_id: snowflake }, ['type', 'style', 'sku_id']) },
);
const option = record({ label: word, value: customId, description: word, emoji, default: fc.boolean() }, ['label', 'value']);
const options = fc.uniqueArray(option, { minLength: 1, maxLength: 6, selector: (o) => o.value });
const stringSelect = (inModal: boolean) =>
  options.chain((opts) =>
    record(
      {
        type: fc.constant(3),
        custom_id: customId,
        options: fc.constant(opts),
        placeholder: word,
        min_values: fc.integer({ min: 0, max: opts.length }),
        max_values: fc.integer({ min: 1, max: opts.length }),
        ...(inModal ? { required: fc.boolean() } : { disabled: fc.boolean() }),
        id,
      },
      ['type', 'custom_id', 'options'],
    ),
  );
const autoSelect = record(
  {
    type: fc.constantFrom(5, 6, 7, 8),
    custom_id: customId,
    placeholder: word,
    min_values: fc.integer({ min: 0, max: 3 }),
    max_values: fc.integer({ min: 1, max: 25 }),
    disabled: fc.boolean(),
  },
  ['type', 'custom_id'],
).chain((select) =>
  // default_values now and then (the subset leaves them out).
  fc.nat(7).map((n) => (n === 0 ? { ...select, default_values: [{ id: '80351110224678912', type: select.type === 7 ? 'role' : 'user' }] } : select)),
);
const actionRow = fc.oneof(
  { weight: 3, arbitrary: record({ type: fc.constant(1), components: fc.array(button, { minLength: 1, maxLength: 5 }), id }, ['type', 'components']) },
  { weight: 1, arbitrary: record({ type: fc.constant(1), components: stringSelect(false).map((s) => [s]) }, ['type', 'components']) },
  { weight: 1, arbitrary: record({ type: fc.constant(1), components: autoSelect.map((s) => [s]) }, ['type', 'components']) },
);
const textDisplay = record({ type: fc.constant(10), content: longer, id }, ['type', 'content']);
const thumbnail = record({ type: fc.constant(11), media: mediaUrl.map((url) => ({ url })), description: word, spoiler: fc.boolean() }, ['type', 'media']);
const section = record({ type: fc.constant(9), components: fc.array(textDisplay, { minLength: 1, maxLength: 3 }), accessory: fc.oneof(button, thumbnail) }, ['type', 'components', 'accessory']);
const mediaGallery = record(
  { type: fc.constant(12), items: fc.array(record({ media: mediaUrl.map((url) => ({ url })), description: word, spoiler: fc.boolean() }, ['media']), { minLength: 1, maxLength: 4 }) },
  ['type', 'items'],
);
const separator = record({ type: fc.constant(14), divider: fc.boolean(), spacing: fc.constantFrom(1, 2) }, ['type']);
const file = record({ type: fc.constant(13), file: fc.constant({ url: 'attachment://chart.png' }), spoiler: fc.boolean() }, ['type', 'file']);
const containerChild = fc.oneof({ weight: 3, arbitrary: textDisplay }, actionRow, section, mediaGallery, separator, { weight: 1, arbitrary: file });
const container = record(
  { type: fc.constant(17), components: fc.array(containerChild, { minLength: 1, maxLength: 4 }), accent_color: fc.integer({ min: 0, max: 0xffffff }), spoiler: fc.boolean() },
  ['type', 'components'],
);
const v2TopLevel = fc.oneof({ weight: 2, arbitrary: container }, { weight: 2, arbitrary: textDisplay }, actionRow, section, mediaGallery, separator);

const textInput = record(
  {
    type: fc.constant(4),
    custom_id: customId,
    style: fc.constantFrom(1, 2),
    placeholder: word,
    required: fc.boolean(),
    min_length: fc.integer({ min: 0, max: 20 }),
    max_length: fc.integer({ min: 20, max: 4000 }),
    value: word,
  },
  ['type', 'custom_id', 'style'],
);
const fileUpload = record({ type: fc.constant(19), custom_id: customId, required: fc.boolean(), max_values: fc.integer({ min: 1, max: 10 }) }, ['type', 'custom_id']);
const label = record({ type: fc.constant(18), label: word, description: word, component: fc.oneof({ weight: 3, arbitrary: textInput }, stringSelect(true), fileUpload), id }, [
  'type',
  'label',
  'component',
]);
/** A legacy modal row: an Action Row with a Text Input that has its own label (modal-action-row-deprecated). */
const legacyModalRow = textInput.map((input) => ({ type: 1, components: [{ ...input, label: 'Old label' }] }));

// Payloads.

const embed = record(
  {
    title: word,
    description: longer,
    url: webUrl,
    timestamp: fc.constantFrom('2026-11-24T10:00:00Z', '2026-11-24T10:00:00.123+02:00'),
    color: fc.integer({ min: 0, max: 0xffffff }),
    footer: record({ text: word, icon_url: webUrl }, ['text']),
    author: record({ name: word, url: webUrl, icon_url: webUrl }, ['name']),
    fields: fc.array(record({ name: word, value: longer, inline: fc.boolean() }, ['name', 'value']), { maxLength: 4 }),
    image: mediaUrl.map((url) => ({ url })),
    thumbnail: mediaUrl.map((url) => ({ url })),
  },
  [],
).filter((e) => Object.keys(e).length > 0);
const allowedMentions = fc.oneof(
  fc.constant({ parse: [] }),
  fc.constant({ parse: ['users', 'roles'] }),
  record({ users: fc.array(snowflake, { maxLength: 2 }), roles: fc.array(snowflake, { maxLength: 2 }), replied_user: fc.boolean() }, []),
);
const quietFlags = fc.constantFrom(0, 4, 4096, 4100);

const v2Message = (inResponse: boolean) =>
  record(
    {
      flags: fc.tuple(quietFlags, inResponse ? fc.constantFrom(0, 64) : fc.constant(0)).map(([quiet, ephemeral]) => 32768 | quiet | ephemeral),
      components: fc.array(v2TopLevel, { minLength: 1, maxLength: 5 }),
      allowed_mentions: allowedMentions,
      tts: fc.boolean(),
    },
    ['flags', 'components'],
  );
const legacyMessage = (inResponse: boolean) =>
  record(
    {
      content: longer,
      embeds: fc.array(embed, { maxLength: 3 }),
      components: fc.array(actionRow, { maxLength: 5 }),
      flags: inResponse ? fc.constantFrom(0, 4, 64, 4096) : quietFlags,
      allowed_mentions: allowedMentions,
      tts: fc.boolean(),
      poll: fc.constant({ question: { text: 'Lunch?' }, answers: [{ poll_media: { text: 'Pizza' } }, { poll_media: { text: 'Salad', emoji: { name: '🥗' } } }], duration: 24 }),
      username: word,
      thread_name: word,
      attachments: fc.constant([{ id: 0, filename: 'chart.png' }]),
    },
    ['content'],
  ).map((m) => {
    // Most messages: the common shapes (content, embeds, components); the webhook and poll fields now and then.
    for (const key of ['poll', 'username', 'thread_name', 'attachments']) if (m[key] !== undefined && (m.content as string).length % 8 !== 0) delete m[key];
    return m;
  });
const message = (inResponse: boolean) => fc.oneof(v2Message(inResponse), legacyMessage(inResponse));
const modal = record({ custom_id: customId, title: word, components: fc.array(fc.oneof({ weight: 4, arbitrary: label }, textDisplay, legacyModalRow), { minLength: 1, maxLength: 5 }) }, [
  'custom_id',
  'title',
  'components',
]);
const response = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constantFrom(4, 7), data: message(true) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant(9), data: modal }) },
  { weight: 1, arbitrary: fc.constantFrom({ type: 1 }, { type: 5 }, { type: 5, data: { flags: 64 } }, { type: 6 }, { type: 10 }, { type: 12 }, { type: 4, content: 'flat' }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant(8), data: fc.record({ choices: fc.array(fc.record({ name: word, value: customId }), { maxLength: 3 }) }) }) },
);
const component = fc.oneof(button, stringSelect(false), autoSelect, actionRow, textDisplay, section, thumbnail, mediaGallery, separator, container, label, textInput, fileUpload);
const receivedInteraction = fc.record({
  type: fc.constant(3),
  id: snowflake,
  application_id: snowflake,
  token: fc.constant('aW50ZXJhY3Rpb24'),
  version: fc.constant(1),
  data: fc.record({ custom_id: customId, component_type: fc.constant(2) }),
});

/**
 * Valid payloads whose lists are full (40 components, 5 rows of 5 Buttons, 25 options, 10 embeds,
 * 10 gallery items, 5 modal Labels): one more item, or one more character, crosses a limit.
 */
const full = fc.oneof(
  fc.nat(39).map((n) => ({ flags: 32768, components: [{ type: 17, components: Array.from({ length: n }, (_, i) => ({ type: 10, content: `line ${i}` })) }, ...Array.from({ length: 39 - n }, () => ({ type: 14 }))] })),
  fc.constant({ content: 'pick', components: Array.from({ length: 5 }, (_, r) => ({ type: 1, components: Array.from({ length: 5 }, (_, b) => ({ type: 2, style: 2, label: `${r}.${b}`, custom_id: `b${r}${b}` })) })) }),
  fc.constant({ content: 'pick', components: [{ type: 1, components: [{ type: 3, custom_id: 'many', max_values: 25, options: Array.from({ length: 25 }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` })) }] }] }),
  fc.constant({ embeds: Array.from({ length: 10 }, (_, i) => ({ title: `Embed ${i}`, description: 'd'.repeat(500) })) }),
  fc.constant({ flags: 32768, components: [{ type: 12, items: Array.from({ length: 10 }, (_, i) => ({ media: { url: `https://cdn.example.com/${i}.png` } })) }] }),
  fc.constant({ custom_id: 'form', title: 'Form', components: Array.from({ length: 5 }, (_, i) => ({ type: 18, label: `Field ${i}`, component: { type: 4, custom_id: `f${i}`, style: 1 } })) }),
  fc.constant({ flags: 32768, components: [{ type: 10, content: 't'.repeat(2000) }, { type: 10, content: 'u'.repeat(2000) }] }),
);

/** What a file holds: one payload of a kind, a list of payloads, a response and its follow-ups, bare embeds. */
export const payload: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: message(false) },
  { weight: 2, arbitrary: full },
  { weight: 2, arbitrary: modal },
  { weight: 4, arbitrary: response },
  { weight: 2, arbitrary: component },
  { weight: 1, arbitrary: fc.array(message(false), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.tuple(fc.record({ type: fc.constant(4), data: message(true) }), fc.array(message(false), { minLength: 1, maxLength: 2 })).map(([first, rest]) => [first, ...rest]) },
  { weight: 1, arbitrary: fc.oneof(embed, fc.array(embed, { minLength: 1, maxLength: 2 })) },
  { weight: 1, arbitrary: receivedInteraction },
);

const attachments: AttachmentFiles = {
  shownDir: '.',
  configured: true,
  maxSize: 10 * 1024 * 1024,
  lookup: (name) => (name === 'chart.png' ? { shownPath: name, size: 1000 } : { shownPath: name }),
};
const FORCED_KINDS: PayloadKind[] = ['message', 'modal', 'interaction-response', 'component', 'embed'];

/** How a file is linted: no destination (a file's usual case) or any of them, with a webhook's settings, the files on disk, a forced kind, every rule on. */
export function config(everyRule: Record<string, 'error'>): fc.Arbitrary<LinterConfig> {
  return fc
    .record(
      {
        destination: fc.constantFrom(...DESTINATIONS),
        withComponents: fc.boolean(),
        channel: fc.constantFrom(...WEBHOOK_CHANNELS),
        attachments: fc.constant(attachments),
        kind: fc.constantFrom(...FORCED_KINDS),
        rules: fc.constant(everyRule),
      },
      { requiredKeys: [], noNullPrototype: true },
    )
    .chain((c) =>
      // Each setting now and then: most files are linted with few of them.
      fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9)).map(([d, w, a, k, r]) => {
        const out: LinterConfig = {};
        if (c.destination !== undefined && d < 6) out.destination = c.destination;
        if (c.withComponents !== undefined && w < 2) out.withComponents = c.withComponents;
        if (c.channel !== undefined && w < 2) out.channel = c.channel;
        if (c.attachments !== undefined && a < 2) out.attachments = c.attachments;
        if (c.kind !== undefined && k < 1) out.kind = c.kind;
        if (c.rules !== undefined && r < 5) out.rules = c.rules;
        return out;
      }),
    );
}
