/**
 * Property tests over generated legacy messages and modals: every piece of text, link, media url,
 * colour, custom_id and attachment of the input is found in the output; every output respects the
 * limits, lints clean and validates against Discord's OpenAPI description; converting the output
 * again changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { convert } from '../../src/convert/index.js';
import { convertText } from '../../src/convert/text.js';
import { countComponents, countText } from '../../src/convert/layout.js';
import { expectValid, isFollowUp, mediaUrls, texts, type Json } from './helpers.js';

// Text with the characters that matter to markdown and links, accents, CJK and a surrogate pair.
const CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ...'*_~`|[]()#<>@!?.,:;\'"-+=/\\', 'é', 'ß', '漢', '😀'];
const word = fc.string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength: 10 });
const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
const paragraph = fc.array(line, { minLength: 1, maxLength: 4 }).map((l) => l.join('\n'));
/** Cuts to `max` UTF-16 units without leaving half a surrogate pair. */
const cut = (s: string, max: number) => s.slice(0, max).replace(/[\ud800-\udbff]$/, '').trim();
const shortLine = (max: number) => line.map((s) => cut(s, max)).filter((s) => s !== '');
// Long enough that a few of them go over a message's 4000 characters.
const longParagraph = fc.array(line, { minLength: 10, maxLength: 60 }).map((l) => cut(l.join('\n'), 4000));

const host = fc.constantFrom('example.com', 'cdn.example.org', 'media.discordapp.net');
const pathPart = fc.string({ unit: fc.constantFrom(...'abcdefghij0123456789-_.()'), minLength: 1, maxLength: 12 });
const url = fc.tuple(host, fc.array(pathPart, { maxLength: 3 })).map(([h, p]) => `https://${h}/${p.join('/')}`);
const imageUrl = fc.tuple(host, pathPart).map(([h, p]) => `https://${h}/img/${p}.png`);
const color = fc.integer({ min: 0, max: 0xffffff });
const timestampMs = fc.integer({ min: 0, max: 4_102_444_800_000 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const field = fc.record({ name: shortLine(256), value: paragraph.map((p) => cut(p, 1024)).filter((s) => s !== ''), inline: fc.boolean() });

const embed = fc
  .record(
    {
      title: maybe(shortLine(256)),
      url: maybe(url),
      description: maybe(fc.oneof({ weight: 4, arbitrary: paragraph }, { weight: 1, arbitrary: longParagraph })),
      color: maybe(color),
      author: maybe(fc.record({ name: shortLine(256), url: maybe(url), icon_url: maybe(imageUrl) })),
      footer: maybe(fc.record({ text: shortLine(2048), icon_url: maybe(imageUrl) })),
      timestamp: maybe(timestampMs),
      fields: maybe(fc.array(field, { minLength: 1, maxLength: 5 })),
      thumbnail: maybe(imageUrl.map((u) => ({ url: u }))),
      image: maybe(imageUrl.map((u) => ({ url: u }))),
      provider: maybe(fc.record({ name: shortLine(100), url: maybe(url) })),
    },
    { requiredKeys: [] },
  )
  // An embed shows something: Discord rejects empty ones.
  .filter((e) => e.title !== undefined || e.description !== undefined || e.fields !== undefined)
  .map((e) => {
    const out: Json = {};
    for (const [k, v] of Object.entries(e)) if (v !== undefined) out[k] = k === 'timestamp' ? new Date(v as number).toISOString() : stripUndefined(v);
    return out;
  });

function stripUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripUndefined);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, stripUndefined(v)]));
  return value;
}

const customIds = fc.uniqueArray(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789:_-'), minLength: 1, maxLength: 40 }), {
  minLength: 25,
  maxLength: 25,
});
const rowShape = fc.oneof(
  fc.record({ kind: fc.constant('buttons' as const), count: fc.integer({ min: 1, max: 5 }), link: fc.boolean() }),
  fc.record({ kind: fc.constant('select' as const), options: fc.integer({ min: 1, max: 5 }) }),
);
const attachmentName = fc.tuple(fc.string({ unit: fc.constantFrom(...'abcdefgh'), minLength: 1, maxLength: 8 }), fc.constantFrom('png', 'jpg', 'gif', 'mp4', 'pdf', 'txt', 'zip'));

const legacyMessage = fc
  .record({
    content: maybe(paragraph.map((p) => cut(p, 2000))),
    embeds: fc.array(embed, { maxLength: 6 }),
    galleryTrick: fc.array(imageUrl, { maxLength: 3 }),
    rows: fc.array(rowShape, { maxLength: 5 }),
    ids: customIds,
    attachments: fc.uniqueArray(attachmentName, { maxLength: 4, selector: ([n]) => n }),
    imageFromAttachment: fc.boolean(),
    envelope: fc.constantFrom('message', 'webhook', 'response4', 'response7'),
    ephemeral: fc.boolean(),
  })
  .filter((m) => m.content !== undefined || m.embeds.length > 0 || m.rows.length > 0 || m.attachments.length > 0)
  .map(buildPayload);

function buildPayload(m: {
  content: string | undefined;
  embeds: Json[];
  galleryTrick: string[];
  rows: ({ kind: 'buttons'; count: number; link: boolean } | { kind: 'select'; options: number })[];
  ids: string[];
  attachments: [string, string][];
  imageFromAttachment: boolean;
  envelope: string;
  ephemeral: boolean;
}): Json {
  const ids = [...m.ids];
  const body: Json = {};
  if (m.content !== undefined) body.content = m.content;
  const embeds = m.embeds.map((e) => ({ ...e }));
  const leader = embeds[0];
  if (leader && m.galleryTrick.length > 0) {
    leader.url ??= 'https://example.com/album';
    for (const image of m.galleryTrick) embeds.push({ url: leader.url, image: { url: image } });
  }
  const files = m.attachments.map(([name, ext]) => `${name}.${ext}`);
  const picture = files.find((f) => f.endsWith('.png'));
  if (m.imageFromAttachment && picture && embeds[0] && !embeds[0].image) embeds[0].image = { url: `attachment://${picture}` };
  if (embeds.length > 0) body.embeds = embeds.slice(0, 10);
  if (m.rows.length > 0) {
    body.components = m.rows.map((row) =>
      row.kind === 'buttons'
        ? {
            type: 1,
            components: Array.from({ length: row.count }, (_, i) =>
              row.link && i === 0 ? { type: 2, style: 5, label: 'Open', url: 'https://example.com/open' } : { type: 2, style: 1 + (i % 4), label: `B${i}`, custom_id: ids.pop()! },
            ),
          }
        : { type: 1, components: [{ type: 3, custom_id: ids.pop()!, options: Array.from({ length: row.options }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` })) }] },
    );
  }
  if (files.length > 0) body.attachments = files.map((filename, i) => ({ id: String(i), filename }));
  if (m.envelope === 'webhook') return { username: 'Hook', ...body };
  if (m.envelope === 'response4') return { type: 4, data: { ...(m.ephemeral ? { flags: 64 } : {}), ...body } };
  if (m.envelope === 'response7') return { type: 7, data: body };
  return body;
}

/** Every string the output shows or points at. */
function shownStrings(payloads: unknown[]): string[] {
  return payloads.flatMap((p) => [...texts(p), ...mediaUrls(p)]);
}

function bodyOf(payload: Json): Json {
  return typeof payload.type === 'number' ? payload.data : payload;
}

describe('property: legacy messages', () => {
  it('keep every text, link, media url, colour, custom_id and attachment; the output respects the limits and lints clean', async () => {
    await fc.assert(
      fc.asyncProperty(legacyMessage, async (input) => {
        const result = convert(input, { split: true });
        expect(result.status, JSON.stringify(result)).toBe('converted');
        if (result.status !== 'converted') return;
        const payloads = result.payloads as Json[];
        const shown = shownStrings(payloads);
        const text = shown.join('\n');
        const body = bodyOf(input);

        if (body.content !== undefined) expect(text).toContain(body.content);
        for (const e of (body.embeds ?? []) as Json[]) {
          for (const piece of [e.title, e.description, e.author?.name, e.footer?.text, e.provider?.name]) if (piece !== undefined) expect(text).toContain(piece.trim());
          for (const f of (e.fields ?? []) as Json[]) {
            expect(text).toContain(`**${f.name.trim()}**`);
            expect(text).toContain(f.value.trim());
          }
          for (const link of [e.url, e.author?.url, e.author?.icon_url, e.footer?.icon_url, e.provider?.url]) if (link !== undefined) expect(text).toContain(link);
          for (const media of [e.image?.url, e.thumbnail?.url]) if (media !== undefined) expect(mediaUrls(payloads)).toContain(media);
          if (e.timestamp !== undefined) expect(text).toContain(`<t:${Math.floor(Date.parse(e.timestamp) / 1000)}:f>`);
        }
        const colours = payloads.flatMap((p) => (bodyOf(p).components as Json[]).filter((c) => c.type === 17 && 'accent_color' in c).map((c) => c.accent_color));
        for (const e of (body.embeds ?? []) as Json[]) if (e.color !== undefined) expect(colours).toContain(e.color);

        const outputIds = JSON.stringify(payloads.map((p) => bodyOf(p).components));
        for (const row of (body.components ?? []) as Json[]) for (const c of row.components as Json[]) if (c.custom_id) expect(outputIds).toContain(JSON.stringify(c.custom_id));
        for (const a of (body.attachments ?? []) as Json[]) {
          expect(mediaUrls(payloads)).toContain(`attachment://${a.filename}`);
          expect(payloads.some((p) => (bodyOf(p).attachments ?? []).some((b: Json) => b.filename === a.filename))).toBe(true);
        }

        for (const [k, payload] of payloads.entries()) {
          const out = bodyOf(payload);
          expect(out.flags & 32768).toBe(32768);
          expect(out.content ?? null).toBeNull();
          expect(countComponents(out.components)).toBeLessThanOrEqual(40);
          expect(countText(out.components)).toBeLessThanOrEqual(4000);
          await expectValid(payload, { followUp: isFollowUp(payloads, k) });
          // Already V2: converting again changes nothing.
          expect(convert(payload)).toMatchObject({ status: 'unchanged', payloads: [payload] });
        }
        if (input.type === 4 && input.data.flags === 64) expect(payloads[0]!.data.flags).toBe(64 | 32768);

        // Without --split: converted exactly when one message suffices, otherwise refused with the limits.
        const plain = convert(input);
        if (payloads.length === 1) expect(plain).toEqual(result);
        else expect(plain).toMatchObject({ status: 'refused', limits: expect.arrayContaining([expect.objectContaining({ max: expect.any(Number) })]) });
      }),
      { numRuns: 120 },
    );
  });
});

const modalInput = fc.record({
  custom_id: fc.string({ unit: fc.constantFrom(...'abcdefghij_:'), minLength: 1, maxLength: 100 }),
  label: shortLine(45),
  style: fc.constantFrom(1, 2),
  max_length: maybe(fc.integer({ min: 1, max: 4000 })),
  placeholder: maybe(shortLine(100)),
  required: maybe(fc.boolean()),
});

const legacyModal = fc
  .record({
    title: shortLine(45),
    inputs: fc.uniqueArray(modalInput, { minLength: 1, maxLength: 4, selector: (i) => i.custom_id }),
    intro: maybe(shortLine(200)),
    callback: fc.boolean(),
  })
  .map(({ title, inputs, intro, callback }) => {
    const components: Json[] = inputs.map((i) => ({ type: 1, components: [{ type: 4, ...stripUndefined(i) as Json }] }));
    if (intro !== undefined) components.unshift({ type: 10, content: intro });
    const modal = { custom_id: 'modal', title, components };
    return callback ? { type: 9, data: modal } : modal;
  });

describe('property: legacy modals', () => {
  it('turn every Text Input into a Label with its label and all its other fields; the output lints clean', async () => {
    await fc.assert(
      fc.asyncProperty(legacyModal, async (input) => {
        const result = convert(input);
        expect(result.status).toBe('converted');
        if (result.status !== 'converted') return;
        const output = result.payloads[0] as Json;
        const inBody = bodyOf(input as Json);
        const outBody = bodyOf(output);
        const labels = (outBody.components as Json[]).filter((c) => c.type === 18);
        const rows = (inBody.components as Json[]).filter((c) => c.type === 1);
        expect(labels).toHaveLength(rows.length);
        rows.forEach((row, i) => {
          const { label, ...rest } = row.components[0];
          expect(labels[i]).toEqual({ type: 18, label, component: rest });
        });
        await expectValid(output);
        expect(convert(output)).toMatchObject({ status: 'unchanged' });
      }),
      { numRuns: 60 },
    );
  });
});

describe('property: written files', () => {
  it('parse back to exactly the converted payloads, in YAML and in JSON of any indentation', async () => {
    await fc.assert(
      fc.asyncProperty(legacyMessage, fc.constantFrom('  ', '    ', '\t', ''), fc.constantFrom(true, false), async (input, indent, indentSeq) => {
        const expected = convert(input, { split: true });
        if (expected.status !== 'converted') return;
        const value = expected.payloads.length === 1 ? expected.payloads[0] : expected.payloads;

        const yamlText = stringify(input, { indentSeq, lineWidth: 0 });
        const fromYaml = await convertText(yamlText, { filePath: 'in.yaml', split: true });
        expect(fromYaml.status, fromYaml.reasons.join('\n')).toBe('converted');
        expect(parseAllDocuments(fromYaml.text!).map((d) => (Array.isArray(d) ? d : d.toJS()))).toEqual(expected.payloads);

        const fromJson = await convertText(JSON.stringify(input, null, indent), { filePath: 'in.json', split: true });
        expect(JSON.parse(fromJson.text!)).toEqual(value);
        if (indent !== '') expect(fromJson.text!.split('\n')[1]!.startsWith(indent) && !fromJson.text!.split('\n')[1]!.startsWith(indent + indent[0])).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
