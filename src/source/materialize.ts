/**
 * A source value made into the JSON Discord receives (discord.js's camelCase options in Discord's
 * snake_case, `ephemeral` in the flags, `files` as attachments), with a map from each JSON Pointer
 * to the node that wrote it. What is not known is made twice:
 *
 * - variant `least`: an unknown value is left out and an unknown part of a string counts as empty,
 *   so a text's fixed parts alone are measured;
 * - variant `other`: an unknown value is given a plausible value of its field (a distinct string, a
 *   button, the V2 flag), an open array one more element.
 *
 * A finding is reported only when both variants have it (and it is not at or under an unknown
 * value): what depends on an unknown changes between them.
 */
import type { Node } from './ast.js';
import { FIELD_LIMITS } from '../discord/index.js';
import { MESSAGE_OPTION_FIELDS, partialEmoji, snakeCase, V13_BUTTON_STYLES, V13_COMPONENT_TYPES, V13_TEXT_INPUT_STYLES, FLAGS_ENUM } from './discordjs.js';
import { knownText, type ObjectValue, type Value } from './value.js';

export type Variant = 'least' | 'other';

export interface PathEntry {
  node: Node;
  /** The value is not known (left out in `least`): findings at or under it are dropped. */
  unknown?: boolean;
  /** An object that may hold fields not seen (an unknown spread, a builder method not modelled): findings at or under it are dropped. */
  open?: boolean;
  /** An array that may hold more elements than were seen: the `other` variant adds one. */
  openArray?: boolean;
  /** A string with unknown parts. */
  partial?: boolean;
  /** Made by the extractor (discord.js's attachments for `files`): findings about the field itself are dropped. */
  synthesized?: boolean;
  /** A translated string (its key), when translations are resolved. */
  translation?: string;
  /** An element added only when this statement runs (see Value's `maybe`): present in this run. */
  maybe?: Node;
}

export interface Materialized {
  value: unknown;
  /** JSON Pointer -> where it was written. */
  paths: Map<string, PathEntry>;
  /** Some value was not known: the `other` variant differs. */
  uncertain: boolean;
  /** The statements that add elements only sometimes, as met (those of absent elements' insides not). */
  groups: Set<Node>;
}

/** Resolves a translation key to its text in the locale being linted (null parts: its interpolations), or undefined. */
export type TranslationLookup = (key: string) => (string | null)[] | undefined;

const OMIT = Symbol('omit');

interface Context {
  variant: Variant;
  discordJs: boolean;
  paths: Map<string, PathEntry>;
  counter: { n: number };
  uncertain: boolean;
  translate?: TranslationLookup | undefined;
  /** The one statement whose sometimes-added elements are present in this run (none: all absent). */
  present?: Node | undefined;
  groups: Set<Node>;
}

/** The payload of a sending call: a message's or modal's JSON, inside an interaction response when `responseType` says so. */
export function materialize(
  value: Value,
  call: Node,
  options: { variant: Variant; discordJs: boolean; responseType?: number | undefined; modal: boolean; translate?: TranslationLookup | undefined; ephemeral?: boolean | undefined; present?: Node | undefined },
): Materialized {
  const ctx: Context = { variant: options.variant, discordJs: options.discordJs, paths: new Map(), counter: { n: 0 }, uncertain: false, translate: options.translate, present: options.present, groups: new Set() };
  const payload = options.discordJs && !options.modal && value.t === 'obj' ? messageOptions(value, options.ephemeral === true) : value;
  let json: unknown;
  if (options.responseType !== undefined) {
    ctx.paths.set('', { node: call });
    ctx.paths.set('/type', { node: call });
    const data = convert(payload, '/data', ctx, options.modal ? 'modal' : 'message', undefined);
    json = data === OMIT ? { type: options.responseType } : { type: options.responseType, data };
  } else {
    const converted = convert(payload, '', ctx, options.modal ? 'modal' : 'message', undefined);
    json = converted === OMIT ? {} : converted;
  }
  return { value: json, paths: ctx.paths, uncertain: ctx.uncertain, groups: ctx.groups };
}

/**
 * discord.js's message options as Discord's fields: discord.js's own options dropped, `files` as
 * attachments, and `ephemeral` in the flags where discord.js puts it there (reply, deferReply,
 * followUp; elsewhere it drops it).
 */
function messageOptions(options: ObjectValue, ephemeralApplies: boolean): ObjectValue {
  const out: ObjectValue = { t: 'obj', props: new Map(), open: options.open, node: options.node };
  for (const [key, value] of options.props) {
    const field = MESSAGE_OPTION_FIELDS[key] ?? (key.includes('_') ? key : undefined);
    if (field && field !== 'flags') out.props.set(field, value);
  }
  const flags = flagsValue(options.props.get('flags'), ephemeralApplies ? options.props.get('ephemeral') : undefined, options.node);
  if (flags) out.props.set('flags', flags);
  const poll = options.props.get('poll');
  if (poll && poll.t === 'obj') out.props.set('poll', pollData(poll));
  const files = options.props.get('files');
  if (files) {
    const attachments = attachmentsOf(files);
    if (attachments) out.props.set('attachments', attachments);
  }
  return out;
}

/** discord.js's PollData: each answer `{ text, emoji }` is Discord's `{ poll_media: { text, emoji } }`. */
function pollData(poll: ObjectValue): ObjectValue {
  const answers = poll.props.get('answers');
  if (!answers || answers.t !== 'arr') return poll;
  const wrapped = answers.items.map((answer): Value =>
    answer.t === 'obj' && !answer.props.has('poll_media') && !answer.props.has('pollMedia') ? { t: 'obj', props: new Map<string, Value>([['poll_media', answer]]), open: false, node: answer.node } : answer,
  );
  return { ...poll, props: new Map([...poll.props, ['answers', { ...answers, items: wrapped }]]) };
}

function flagsValue(flags: Value | undefined, ephemeral: Value | undefined, node: Node): Value | undefined {
  let bits = 0;
  let where: Node | undefined;
  if (flags) {
    const resolved = flagBits(flags);
    if (resolved === undefined) return { t: 'unknown', node: flags.node };
    bits = resolved;
    where = flags.node;
  }
  if (ephemeral) {
    if (ephemeral.t === 'bool') {
      if (ephemeral.v) bits |= FLAGS_ENUM.Ephemeral!;
    }
    // An `ephemeral` not known (set in an if) is left out: only where Discord allows EPHEMERAL is it passed here, so no finding depends on it.
    where ??= ephemeral.node;
  }
  if (!flags && (!ephemeral || bits === 0)) return undefined;
  return { t: 'num', v: bits, node: where ?? node };
}

/** discord.js's BitField resolution: a number, a flag's name, or an array of them. */
function flagBits(value: Value): number | undefined {
  if (value.t === 'num') return value.v;
  const name = knownText(value);
  if (name !== undefined) return FLAGS_ENUM[name];
  if (value.t === 'arr' && !value.open) {
    let bits = 0;
    for (const item of value.items) {
      const b = flagBits(item);
      if (b === undefined) return undefined;
      bits |= b;
    }
    return bits;
  }
  return undefined;
}

function attachmentsOf(files: Value): Value | undefined {
  if (files.t !== 'arr') return { t: 'unknown', node: files.node };
  const items: Value[] = files.items.map((file, id) => {
    let name: Value | undefined;
    const text = knownText(file);
    if (text !== undefined) name = /^https?:/.test(text) ? undefined : { t: 'str', parts: [text.split(/[\\/]/).pop() ?? text], node: file.node };
    else if (file.t === 'obj') name = file.props.get('name');
    if (!name || (file.t === 'obj' && file.open)) return { t: 'unknown', node: file.node };
    return { t: 'obj', props: new Map<string, Value>([['id', { t: 'num', v: id, node: file.node }], ['filename', name]]), open: false, node: file.node };
  });
  return { t: 'arr', items, open: files.open, node: files.node, synthesized: true };
}

type Surface = 'message' | 'modal';

function convert(value: Value, path: string, ctx: Context, surface: Surface, key: string | undefined, parentType?: number): unknown {
  switch (value.t) {
    case 'unknown':
    case 'fn':
      ctx.uncertain = true;
      ctx.paths.set(path, { node: value.node, unknown: true });
      return ctx.variant === 'least' ? OMIT : filler(key, ctx, surface, parentType, undefined);
    case 'undefined':
      return OMIT;
    case 'null':
      ctx.paths.set(path, { node: value.node });
      return null;
    case 'num':
    case 'bool':
      ctx.paths.set(path, { node: value.node });
      return value.v;
    case 'str': {
      let parts = value.parts;
      let translation: string | undefined;
      if (value.translation) {
        const text = ctx.translate?.(value.translation.key);
        if (text !== undefined) {
          parts = text;
          translation = value.translation.key;
        }
      }
      const partial = parts.some((p) => p === null);
      ctx.paths.set(path, { node: value.node, ...(partial ? { partial: true } : {}), ...(translation !== undefined ? { translation } : {}) });
      value = { ...value, parts };
      if (!partial) return value.parts.join('');
      ctx.uncertain = true;
      if (ctx.variant === 'least') return value.parts.map((p) => p ?? '').join('');
      const urlish = key !== undefined && /url$/i.test(key) && value.parts[0] === null;
      return value.parts.map((p, i) => p ?? (urlish && i === 0 ? `https://example.com/u${++ctx.counter.n}` : `u${++ctx.counter.n}`)).join('');
    }
    case 'arr': {
      ctx.paths.set(path, { node: value.node, ...(value.open ? { openArray: true } : {}), ...(value.synthesized ? { synthesized: true } : {}) });
      const out: unknown[] = [];
      const pending: Value[] = [];
      for (const item of value.items) {
        // An element added only sometimes is there only in the run of its statement (the array is open in the others).
        if (item.maybe) {
          ctx.groups.add(item.maybe);
          if (item.maybe !== ctx.present) continue;
        }
        // An unknown element is left out in both variants (the `other` gives a filler at the end), so the known ones keep their indices.
        if (item.t === 'unknown' || item.t === 'fn') {
          pending.push(item);
          continue;
        }
        const itemPath = `${path}/${out.length}`;
        const converted = convert(item, itemPath, ctx, surface, key, parentType);
        if (converted !== OMIT) {
          out.push(converted);
          if (item.maybe) {
            const entry = ctx.paths.get(itemPath);
            if (entry) entry.maybe = item.maybe;
          }
        }
      }
      if (value.open || pending.length > 0) {
        ctx.uncertain = true;
        for (const item of pending) ctx.paths.set(`${path}/${out.length + pending.indexOf(item)}`, { node: item.node, unknown: true });
        if (ctx.variant === 'other') {
          const count = Math.max(pending.length, value.open ? 1 : 0);
          for (let i = 0; i < count; i++) {
            ctx.paths.set(`${path}/${out.length}`, { node: pending[i]?.node ?? value.node, unknown: true });
            out.push(filler(key, ctx, surface, parentType, 'element'));
          }
        }
      }
      return out;
    }
    case 'obj':
      return convertObject(value, path, ctx, surface, key, parentType);
  }
}

function convertObject(value: ObjectValue, path: string, ctx: Context, surface: Surface, parentKey: string | undefined, parentType: number | undefined): unknown {
  ctx.paths.set(path, value.open ? { node: value.node, open: true } : { node: value.node });
  if (value.open) ctx.uncertain = true;
  const out: Record<string, unknown> = {};
  const typeValue = value.props.get('type');
  let type = typeValue?.t === 'num' ? typeValue.v : undefined;
  const typeName = typeValue ? knownText(typeValue) : undefined;
  if (ctx.discordJs && typeName !== undefined && V13_COMPONENT_TYPES[typeName] !== undefined) type = V13_COMPONENT_TYPES[typeName];
  for (const [rawKey, raw] of value.props) {
    const key = ctx.discordJs && !value.builder ? snakeCase(rawKey) : rawKey;
    let item = raw;
    if (ctx.discordJs) {
      if (key === 'type' && type !== undefined) item = { t: 'num', v: type, node: raw.node };
      if (key === 'emoji') {
        const text = knownText(raw);
        if (text !== undefined) {
          const emoji = partialEmoji(text);
          item = { t: 'obj', props: new Map(Object.entries(emoji).map(([k, v]) => [k, typeof v === 'boolean' ? { t: 'bool' as const, v, node: raw.node } : { t: 'str' as const, parts: [String(v)], node: raw.node }])), open: false, node: raw.node };
        }
      }
      if (key === 'style') {
        const text = knownText(raw);
        const v13 = text === undefined ? undefined : (type === 4 ? V13_TEXT_INPUT_STYLES : V13_BUTTON_STYLES)[text];
        if (v13 !== undefined) item = { t: 'num', v: v13, node: raw.node };
      }
    }
    const converted = convert(item, `${path}/${escapePointer(key)}`, ctx, surface, key, type ?? parentType);
    if (converted !== OMIT) out[key] = converted;
  }
  return out;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A plausible value for an unknown one, by its field (the `other` variant). */
function filler(key: string | undefined, ctx: Context, surface: Surface, parentType: number | undefined, element: 'element' | undefined): unknown {
  const n = ++ctx.counter.n;
  const text = `u${n}`;
  const button = () => ({ type: 2, style: 2, label: text, custom_id: `${text}b` });
  if (element === 'element') {
    switch (key) {
      case 'components':
        if (surface === 'modal') return { type: 18, label: text, component: { type: 4, custom_id: text, style: 1 } };
        if (parentType === 1) return button();
        if (parentType === 17 || parentType === 9) return { type: 10, content: text };
        return { type: 1, components: [button()] };
      case 'embeds':
        return { description: text };
      case 'fields':
        return { name: text, value: text };
      case 'options':
        return { label: text, value: text };
      case 'attachments':
        return { id: 1000 + n, filename: `${text}.png` };
      case 'items':
        return { media: { url: `https://example.com/${text}.png` } };
      case 'default_values':
        return { id: String(100000000000000000 + n), type: 'user' };
      case 'channel_types':
        return 0;
      default:
        return text;
    }
  }
  switch (key) {
    case undefined:
      return text;
    case 'flags':
      return 32768;
    case 'style':
      return parentType === 4 ? 1 : 2;
    case 'min_values':
      return 1;
    case 'max_values':
      return 1;
    case 'min_length':
      return 0;
    case 'max_length':
      return FIELD_LIMITS.textInputMaxLength;
    case 'spacing':
      return 1;
    case 'accent_color':
    case 'color':
      return 0;
    case 'id':
      return 1000 + n;
    case 'disabled':
    case 'required':
    case 'spoiler':
    case 'divider':
    case 'default':
    case 'inline':
    case 'tts':
    case 'animated':
      return false;
    case 'emoji':
      return { name: '🙂' };
    case 'components':
      return [filler('components', ctx, surface, parentType, 'element')];
    case 'embeds':
      return [{ description: text }];
    case 'fields':
    case 'attachments':
    case 'default_values':
    case 'channel_types':
      return [];
    case 'options':
      return [{ label: text, value: text }];
    case 'items':
      return [{ media: { url: `https://example.com/${text}.png` } }];
    case 'allowed_mentions':
      return {};
    case 'accessory':
      return button();
    case 'component':
      return { type: 4, custom_id: text, style: 1 };
    case 'media':
    case 'image':
    case 'thumbnail':
      return { url: `https://example.com/${text}.png` };
    case 'file':
      return { url: `attachment://${text}.png` };
    case 'footer':
      return { text };
    case 'author':
      return { name: text };
    case 'timestamp':
      return '2020-01-01T00:00:00.000Z';
    default:
      return /url$/i.test(key) ? `https://example.com/${text}` : text;
  }
}
