/** A legacy message body -> one Components V2 message body (or several, with `split`). */
import { MESSAGE_FLAGS } from '../components.js';
import type { JsonPath } from '../types.js';
import { attachmentNamesIn, attachmentUnits, referencedAttachments } from './attachments.js';
import { galleryTrick, mapEmbed } from './embed.js';
import { assemble, fits, layOut, MAX_COMPONENTS, MAX_TEXT, measure, pack, type Atom } from './layout.js';
import { adjustAllowedMentions } from './mentions.js';
import { isBlank } from './markdown.js';
import { isObject } from '../payload/detect.js';
import { readArray, readString, type ContainerUnit, type Part, type Unit } from './model.js';
import { mark, Refusal, type Notes, type Provenance } from './notes.js';
import type { ConvertOptions, LimitExcess } from './types.js';
import { appendAll } from '../util/append.js';

export interface MessageContext {
  options: ConvertOptions;
  notes: Notes;
  provenance: Provenance;
  /** Path of the body in the payload (`['data']` in an interaction response). */
  base: JsonPath;
  /** Clear content and embeds explicitly (an edit, or callback type 7). */
  edit: boolean;
}

/** Fields repeated in every message of a split; the others (reply, nonce, thread name...) go with the first only. */
const PER_MESSAGE_FIELDS = new Set(['flags', 'tts', 'allowed_mentions', 'username', 'avatar_url']);

export function isLegacyMessage(body: Record<string, unknown>): boolean {
  return !(typeof body.flags === 'number' && (body.flags & MESSAGE_FLAGS.IS_COMPONENTS_V2) !== 0);
}

export function convertMessage(body: Record<string, unknown>, context: MessageContext): Record<string, unknown>[] {
  const { base, notes, options, provenance } = context;
  refuseWhatV2Disables(body, base);

  const flags = body.flags ?? 0;
  if (typeof flags !== 'number' || !Number.isInteger(flags) || flags < 0) {
    throw new Refusal([...base, 'flags'], `flags is ${JSON.stringify(flags)}; it must be a whole number. Fix the input first.`);
  }

  const content = readString(body, 'content', base);
  const contentUnit: Unit[] = isBlank(content) ? [] : [{ kind: 'text', blocks: [{ text: content!, gap: '\n', from: [...base, 'content'] }], from: [...base, 'content'] }];

  const containers: ContainerUnit[] = [];
  const embeds = readArray(body, 'embeds', base) ?? [];
  const { extra, absorbed } = galleryTrick(embeds, [...base, 'embeds'], notes);
  embeds.forEach((embed, i) => {
    if (absorbed.has(i)) return;
    const unit = mapEmbed(embed, [...base, 'embeds', i], extra.get(i) ?? [], { options, notes });
    if (unit) containers.push(unit);
  });

  const rows: Part[] = (readArray(body, 'components', base) ?? []).map((component, i) => {
    const at = [...base, 'components', i];
    if (!isObject(component)) throw new Refusal(at, 'This component is not an object; fix the input first (cordlint lint shows what is wrong).');
    return { kind: 'component', value: mark(provenance, structuredClone(component), { path: at, verbatim: true }), from: at };
  });
  const lastContainer = containers[containers.length - 1];
  const rowsInside = options.rows === 'in-last-container' && lastContainer !== undefined && rows.length > 0;
  if (rowsInside) appendAll(lastContainer.parts, rows);

  const shown = referencedAttachments([...contentUnit, ...containers, ...rows]);
  const attachments = attachmentUnits(body, base, shown, notes);

  const units: Unit[] = [...contentUnit, ...attachments, ...containers, ...(rowsInside ? [] : rows)];
  if (units.length === 0) {
    throw new Refusal(
      base,
      'The message shows nothing (no content, embeds, attachments or components), and a Components V2 message needs at least one component.',
    );
  }

  const messages = fitMessages(units, context);
  const mentions = adjustAllowedMentions(body, base, notes);
  if (body.tts === true) {
    notes.add([...base, 'tts'], 'approximated', 'tts is kept, but text-to-speech reads a message\'s content, and a Components V2 message has none.');
  }

  const bodies = messages.map((atoms, index) => {
    const components = assemble(atoms, provenance);
    return rebuildBody(body, components, { flags: flags | MESSAGE_FLAGS.IS_COMPONENTS_V2, first: index === 0, edit: context.edit, mentions, provenance, base });
  });
  if (bodies.length > 1) noteSplit(body, base, bodies.length, notes, context.edit && base.length === 0);
  return bodies;
}

function refuseWhatV2Disables(body: Record<string, unknown>, base: JsonPath): void {
  if (body.poll !== undefined && body.poll !== null) {
    throw new Refusal(
      [...base, 'poll'],
      'The message has a poll, and polls are disabled in Components V2 messages (Discord rejects the flag with a poll). Send the poll as a separate legacy message, then convert the rest.',
    );
  }
  for (const key of ['sticker_ids', 'stickers']) {
    const value = body[key];
    if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) {
      throw new Refusal(
        [...base, key],
        `The message has stickers (${key}), and stickers are disabled in Components V2 messages. Send the stickers as a separate legacy message, then convert the rest.`,
      );
    }
  }
  if (body.shared_client_theme !== undefined && body.shared_client_theme !== null) {
    throw new Refusal([...base, 'shared_client_theme'], 'The message shares a client theme, which Components V2 messages cannot carry (Discord rejects it with the flag).');
  }
  if (typeof body.flags === 'number' && (body.flags & MESSAGE_FLAGS.IS_VOICE_MESSAGE) !== 0) {
    throw new Refusal([...base, 'flags'], 'The message is a voice message (flags has 1 << 13); a voice message holds only its audio file and cannot be a Components V2 message.');
  }
}

/** One message if the layout fits (the tight layout if need be); several with `split`; otherwise a refusal that says by how much. */
function fitMessages(units: readonly Unit[], { options, provenance, base }: MessageContext): Atom[][] {
  const roomy = layOut(units, { compact: false, provenance });
  if (fits(measure(roomy))) return [roomy];
  const tight = layOut(units, { compact: true, provenance });
  const size = measure(tight);
  if (fits(size) ) return [tight];

  if (options.split) {
    const messages = pack(tight);
    const over = messages.map(measure).find((s) => !fits(s));
    if (!over) return messages;
    throw limitRefusal(base, over, 'Even split, one part is too large on its own');
  }
  throw limitRefusal(base, size, 'The converted message would be too large');
}

function limitRefusal(base: JsonPath, size: { components: number; text: number }, lead: string): Refusal {
  const limits: LimitExcess[] = [];
  const reasons: string[] = [];
  if (size.components > MAX_COMPONENTS) {
    limits.push({ limit: 'components', actual: size.components, max: MAX_COMPONENTS });
    reasons.push(`${size.components} components where a Components V2 message allows ${MAX_COMPONENTS} (over by ${size.components - MAX_COMPONENTS})`);
  }
  if (size.text > MAX_TEXT) {
    limits.push({ limit: 'text', actual: size.text, max: MAX_TEXT });
    reasons.push(
      `${size.text} characters of Text Display content where a message allows ${MAX_TEXT} in total (over by ${size.text - MAX_TEXT}; the headings, bold names and subtext marks the conversion adds count too)`,
    );
  }
  return new Refusal(base, `${lead}: ${reasons.join(', and ')}. Nothing was truncated. Run with --split to spread it over several messages, or shorten it.`, limits);
}

interface RebuildOptions {
  flags: number;
  first: boolean;
  edit: boolean;
  mentions: Record<string, unknown> | undefined;
  provenance: Provenance;
  base: JsonPath;
}

/** The V2 body, keys in the input's order: `flags` and `components` where the content started. */
function rebuildBody(input: Record<string, unknown>, components: Record<string, unknown>[], options: RebuildOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const referenced = attachmentNamesIn(components, new Set());
  let placed = false;
  const place = () => {
    if (placed) return;
    placed = true;
    if (options.edit && options.first) {
      out.content = null;
      out.embeds = [];
    }
    if (!('flags' in input)) out.flags = options.flags;
    out.components = components;
  };
  for (const [key, value] of Object.entries(input)) {
    if (key === 'content' || key === 'embeds' || key === 'components') {
      // An explicit `content: null` or `embeds: []` clears them on an edit: it stays, and Discord accepts it with the flag.
      if (options.first && key === 'content' && value === null) out.content = null;
      if (options.first && key === 'embeds' && Array.isArray(value) && value.length === 0) out.embeds = [];
      place();
    } else if (key === 'flags') {
      out.flags = options.flags;
    } else if (key === 'allowed_mentions') {
      out[key] = options.mentions ?? kept(value, [...options.base, key], options.provenance);
    } else if (key === 'attachments') {
      if (!Array.isArray(value)) continue;
      const kept = value.flatMap((a, i) =>
        isObject(a) && typeof a.filename === 'string' && referenced.has(a.filename)
          ? [mark(options.provenance, withStringId(structuredClone(a)), { path: [...options.base, 'attachments', i] })]
          : [],
      );
      if (kept.length > 0 || (options.first && value.length === 0)) out.attachments = kept;
    } else if (options.first || PER_MESSAGE_FIELDS.has(key)) {
      out[key] = kept(value, [...options.base, key], options.provenance);
    }
  }
  place();
  if (options.mentions && !('allowed_mentions' in out)) out.allowed_mentions = options.mentions;
  return out;
}

/** A copy of a field that stays as it was: the YAML writer writes it as it was written (flow style, comments). */
function kept(value: unknown, path: JsonPath, provenance: Provenance): unknown {
  const copy = structuredClone(value);
  return typeof copy === 'object' && copy !== null ? mark(provenance, copy, { path, verbatim: true }) : copy;
}

/** Attachment ids are snowflakes, strings in Discord's schema; `0` and `"0"` name the same upload. */
function withStringId(attachment: Record<string, unknown>): Record<string, unknown> {
  if (typeof attachment.id === 'number' && Number.isSafeInteger(attachment.id)) attachment.id = String(attachment.id);
  return attachment;
}

function noteSplit(body: Record<string, unknown>, base: JsonPath, count: number, notes: Notes, edit: boolean): void {
  const extras: string[] = [];
  if (edit) extras.push('only the first one edits the message; send the others as new messages');
  if (body.message_reference) extras.push('only the first one replies (message_reference)');
  if (body.thread_name) extras.push('only the first one creates the thread (thread_name): send the others with ?thread_id= of the new thread');
  if (body.nonce !== undefined) extras.push('only the first one carries the nonce');
  if (Array.isArray(body.attachments) && body.attachments.length > 0) extras.push('each carries the attachments it shows: upload each file with the message that lists it');
  notes.add(
    base,
    'info',
    `Split into ${count} messages to stay within Discord's limits (${MAX_COMPONENTS} components and ${MAX_TEXT} characters of text per message); send them in order${extras.length > 0 ? `; ${extras.join('; ')}` : ''}.`,
  );
}
