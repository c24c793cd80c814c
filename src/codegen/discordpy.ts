/**
 * discord.py 2.6 code for a payload: a `ui.LayoutView` (Components V2) or `ui.View` (Action Rows)
 * subclass that adds the components in order, interactive ones kept as attributes named by their
 * custom_id (for callbacks); a `ui.Modal` subclass for modals; `discord.Embed`s; and a function
 * returning the keyword arguments of `send` (`channel.send(**message())`).
 */
import { camelName, componentBaseName, CodegenError, Names, snakeName } from './code-text.js';
import { list, lit, raw, render, type Expr } from './expr.js';
import type { CodegenTarget } from './types.js';
import { appendAll } from '../util/append.js';
import { MESSAGE_FLAGS as FLAGS } from '../discord/index.js';

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const BUTTON_STYLES: Record<number, string> = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };
const TEXT_STYLES: Record<number, string> = { 1: 'short', 2: 'paragraph' };
const SPACING: Record<number, string> = { 1: 'small', 2: 'large' };
const CHANNEL_TYPES: Record<number, string> = {
  0: 'text', 1: 'private', 2: 'voice', 3: 'group', 4: 'category', 5: 'news', 10: 'news_thread', 11: 'public_thread',
  12: 'private_thread', 13: 'stage_voice', 14: 'directory', 15: 'forum', 16: 'media',
};
const SELECT_CLASSES: Record<number, string> = { 3: 'Select', 5: 'UserSelect', 6: 'RoleSelect', 7: 'MentionableSelect', 8: 'ChannelSelect' };
const DEFAULT_VALUE_TYPES: Record<string, string> = { user: 'discord.Member', role: 'discord.Role', channel: 'discord.abc.GuildChannel' };
const SUFFIX: Record<number, string> = { 2: '_button', 3: '_select', 4: '_input', 5: '_select', 6: '_select', 7: '_select', 8: '_select' };
/** Keywords and View/Modal attributes an attribute must not take. */
const RESERVED = ['self', 'children', 'timeout', 'id', 'title', 'custom_id', 'add_item', 'remove_item', 'stop', 'wait', 'clear_items', 'to_components', 'is_finished', 'is_persistent'];

export function discordPyCode(targets: readonly CodegenTarget[], options: { attachmentsDir?: string } = {}): string {
  const writer = new PyWriter(options.attachmentsDir);
  const functions = new Names();
  const classes = new Names();
  for (const target of targets) {
    if (target.kind === 'modal') writer.modal(target.value, classes);
    else writer.message(target.value, functions.take('message'), classes, target.replyType);
  }
  return writer.text();
}

class PyWriter {
  private readonly blocks: string[] = [];
  private needsDatetime = false;
  private needsUi = false;

  constructor(private readonly attachmentsDir?: string) {}

  text(): string {
    const imports = [...(this.needsDatetime ? ['import datetime', ''] : []), 'import discord', ...(this.needsUi ? ['from discord import ui'] : [])];
    return `${imports.join('\n')}\n\n\n${this.blocks.join('\n\n')}`;
  }

  modal(value: Json, classes: Names): void {
    this.needsUi = true;
    const extra = Object.keys(value).filter((k) => !['custom_id', 'title', 'components'].includes(k));
    if (extra.length > 0) throw new CodegenError(`the modal's ${extra.join(', ')} cannot be set in discord.py`);
    const name = classes.take(pascal(typeof value.custom_id === 'string' ? value.custom_id : '') + 'Modal');
    const body = new ClassBody();
    const superArgs: [string, Expr][] = [];
    if (value.title !== undefined) superArgs.push(['title', lit(value.title)]);
    if (value.custom_id !== undefined) superArgs.push(['custom_id', lit(value.custom_id)]);
    for (const child of asList(value.components)) {
      const c = child as Json;
      if (c.type === 1) {
        // An Action Row of a modal holds one Text Input: discord.py puts each item on its own row.
        for (const input of asList(c.components)) body.add(this.component(input as Json, body, 'modal-row'));
      } else body.add(this.component(c, body, 'modal'));
    }
    this.blocks.push(body.classText(name, 'ui.Modal', superArgs));
  }

  message(value: Json, functionName: string, classes: Names, replyType?: number): void {
    const kwargs: [string, Expr][] = [];
    const unknown: string[] = [];
    const flags = typeof value.flags === 'number' ? value.flags : 0;
    const v2 = (flags & 32768) !== 0;
    const webhook = 'username' in value || 'avatar_url' in value || 'thread_name' in value;
    let viewClass: string | undefined;
    for (const [key, v] of Object.entries(value)) {
      switch (key) {
        case 'content':
        case 'tts':
        case 'username':
        case 'avatar_url':
        case 'thread_name':
          kwargs.push([key, lit(v)]);
          break;
        case 'embeds':
          kwargs.push(['embeds', list(asList(v).map((e) => this.embed(e as Json)))]);
          break;
        case 'components':
          if (asList(v).length > 0) {
            viewClass = this.view(asList(v), v2, classes);
            kwargs.push(['view', raw(`${viewClass}()`)]);
          }
          break;
        case 'flags':
          break;
        case 'allowed_mentions':
          kwargs.push(['allowed_mentions', this.allowedMentions(v as Json)]);
          break;
        case 'attachments':
          kwargs.push(['files', list(asList(v).map((a) => this.file(a as Json)))]);
          break;
        case 'poll':
          kwargs.push(['poll', this.poll(v as Json)]);
          break;
        case 'message_reference':
          kwargs.push(['reference', messageReference(v, replyType)]);
          break;
        case 'sticker_ids':
          if (!Array.isArray(v) || !v.every((id) => typeof id === 'string' && /^\d+$/.test(id))) throw new CodegenError('sticker_ids must be a list of snowflake strings');
          kwargs.push(['stickers', list(v.map((id) => raw(`discord.Object(id=${id as string})`)))]);
          break;
        default:
          unknown.push(key);
      }
    }
    if (unknown.length > 0) throw new CodegenError(`the message's ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not written by codegen yet`);
    if (webhook && (value.message_reference !== undefined || value.sticker_ids !== undefined)) throw new CodegenError('a webhook message cannot be a reply or carry stickers (Discord\'s Execute Webhook takes neither)');
    if (replyType !== undefined && value.sticker_ids !== undefined) throw new CodegenError('an interaction response cannot carry stickers (sticker_ids is for Create Message)');
    const rest = flags & ~(FLAGS.IS_COMPONENTS_V2 | FLAGS.SUPPRESS_EMBEDS | FLAGS.EPHEMERAL | FLAGS.SUPPRESS_NOTIFICATIONS);
    if (rest !== 0) throw new CodegenError(`flags ${rest} have no keyword argument in discord.py`);
    if (flags & 4) kwargs.push(['suppress_embeds', raw('True')]);
    if (flags & FLAGS.SUPPRESS_NOTIFICATIONS) kwargs.push(['silent', raw('True')]);
    if (flags & 64) kwargs.push(['ephemeral', raw('True')]);
    if (v2 && !viewClass) throw new CodegenError('a Components V2 message without components has no discord.py form');
    const call = replyType === 7 ? 'await interaction.response.edit_message(**message())' : replyType === 4 ? 'await interaction.response.send_message(**message())' : webhook ? 'await webhook.send(**message())' : 'await channel.send(**message())';
    const body = kwargs.map(([k, e]) => `        ${k}=${render(e, 'py', '        ')},`).join('\n');
    this.blocks.push(`def ${functionName}() -> dict:\n    """Keyword arguments for \`${call.replace('message()', `${functionName}()`).replace('await ', '')}\`."""\n    return dict(\n${body}\n    )\n`);
  }

  private view(components: unknown[], v2: boolean, classes: Names): string {
    this.needsUi = true;
    const name = classes.take(v2 ? 'MessageLayout' : 'MessageView');
    const body = new ClassBody();
    components.forEach((child, row) => {
      const c = child as Json;
      if (!v2 && c.type === 1) {
        for (const item of asList(c.components)) body.add(this.component(item as Json, body, 'view-row', row));
      } else body.add(this.component(c, body, 'layout'));
    });
    this.blocks.push(body.classText(name, v2 ? 'ui.LayoutView' : 'ui.View', []));
    return name;
  }

  /** A component as a discord.py item; interactive ones become attributes of the class. */
  private component(c: Json, body: ClassBody, place: 'layout' | 'view-row' | 'modal' | 'modal-row', row?: number, labelAround?: string): Expr {
    const type = c.type as number;
    const kwargs: [string, Expr][] = [];
    const args: Expr[] = [];
    const unsupported: string[] = [];
    const take = (field: string, as = field) => {
      if (c[field] !== undefined) kwargs.push([as, lit(c[field])]);
    };
    let cls: string;
    switch (type) {
      case 1:
        cls = 'ui.ActionRow';
        appendAll(args, asList(c.components).map((x) => this.component(x as Json, body, 'layout')));
        take('id');
        break;
      case 2:
        cls = 'ui.Button';
        if (c.style !== undefined) kwargs.push(['style', raw(`discord.ButtonStyle.${BUTTON_STYLES[c.style as number] ?? 'secondary'}`)]);
        take('label');
        if (isJson(c.emoji)) kwargs.push(['emoji', this.emoji(c.emoji)]);
        take('custom_id');
        take('url');
        take('sku_id');
        take('disabled');
        take('id');
        break;
      case 3:
      case 5:
      case 6:
      case 7:
      case 8:
        cls = `ui.${SELECT_CLASSES[type]}`;
        take('custom_id');
        take('placeholder');
        take('min_values');
        take('max_values');
        if (type === 3 && c.options !== undefined) kwargs.push(['options', list(asList(c.options).map((o) => this.option(o as Json)))]);
        if (type === 8 && Array.isArray(c.channel_types)) kwargs.push(['channel_types', list(c.channel_types.map((t) => raw(`discord.ChannelType.${CHANNEL_TYPES[t as number] ?? 'text'}`)))]);
        if (Array.isArray(c.default_values)) {
          kwargs.push(['default_values', list(c.default_values.map((d) => raw(`discord.Object(id=${(d as Json).id as string}, type=${DEFAULT_VALUE_TYPES[(d as Json).type as string] ?? 'discord.Object'})`)))]);
        }
        take('disabled');
        take('required');
        take('id');
        break;
      case 4:
        cls = 'ui.TextInput';
        take('label');
        if (c.style !== undefined) kwargs.push(['style', raw(`discord.TextStyle.${TEXT_STYLES[c.style as number] ?? 'short'}`)]);
        take('custom_id');
        take('placeholder');
        take('value', 'default');
        take('required');
        take('min_length');
        take('max_length');
        take('id');
        break;
      case 9:
        cls = 'ui.Section';
        appendAll(args, asList(c.components).map((x) => this.component(x as Json, body, 'layout')));
        if (isJson(c.accessory)) kwargs.push(['accessory', this.component(c.accessory, body, 'layout')]);
        take('id');
        break;
      case 10:
        cls = 'ui.TextDisplay';
        args.push(lit(c.content));
        take('id');
        break;
      case 11:
        cls = 'ui.Thumbnail';
        args.push(lit(isJson(c.media) ? c.media.url : c.media));
        take('description');
        take('spoiler');
        take('id');
        break;
      case 12:
        cls = 'ui.MediaGallery';
        appendAll(args, asList(c.items).map((item) => this.galleryItem(item as Json)));
        take('id');
        break;
      case 13:
        cls = 'ui.File';
        args.push(lit(isJson(c.file) ? c.file.url : c.file));
        take('spoiler');
        take('id');
        break;
      case 14:
        cls = 'ui.Separator';
        take('divider', 'visible');
        if (c.spacing !== undefined) kwargs.push(['spacing', raw(`discord.SeparatorSpacing.${SPACING[c.spacing as number] ?? 'small'}`)]);
        take('id');
        break;
      case 17:
        cls = 'ui.Container';
        appendAll(args, asList(c.components).map((x) => this.component(x as Json, body, 'layout')));
        if (typeof c.accent_color === 'number') kwargs.push(['accent_colour', raw(hex(c.accent_color))]);
        take('spoiler');
        take('id');
        break;
      case 18:
        cls = 'ui.Label';
        take('label', 'text');
        take('description');
        if (isJson(c.component)) kwargs.push(['component', this.component(c.component, body, 'modal', undefined, typeof c.label === 'string' ? c.label : undefined)]);
        take('id');
        break;
      default:
        throw new CodegenError(`codegen does not write discord.py code for component type ${type} yet`);
    }
    const known = new Set(['type', 'components', 'accessory', 'component', 'options', 'emoji', 'style', 'items', 'media', 'file', 'accent_color', 'spacing', 'channel_types', 'default_values', 'content', 'divider', 'value', ...kwargs.map(([k]) => k), 'label']);
    for (const key of Object.keys(c)) if (!known.has(key)) unsupported.push(key);
    if (unsupported.length > 0) throw new CodegenError(`${unsupported.join(', ')} of a component of type ${type} ${unsupported.length > 1 ? 'have' : 'has'} no discord.py argument`);
    if (place === 'view-row' && row !== undefined) kwargs.push(['row', lit(row)]);
    const expr: Expr = { kind: 'call', name: cls, args, kwargs };
    const interactive = SUFFIX[type] !== undefined && typeof c.custom_id === 'string';
    if (interactive) return body.attribute(snakeName(componentBaseName(c, labelAround) || (type === 2 ? 'item' : 'choice')) + SUFFIX[type], expr);
    return expr;
  }

  private emoji(e: Json): Expr {
    if (e.id === undefined && typeof e.name === 'string' && Object.keys(e).length === 1) return lit(e.name);
    const kwargs: [string, Expr][] = [];
    if (e.name !== undefined) kwargs.push(['name', lit(e.name)]);
    if (e.id !== undefined) kwargs.push(['id', raw(String(e.id))]);
    if (e.animated !== undefined) kwargs.push(['animated', lit(e.animated)]);
    return { kind: 'call', name: 'discord.PartialEmoji', args: [], kwargs };
  }

  private option(o: Json): Expr {
    const kwargs: [string, Expr][] = [];
    for (const [key, v] of Object.entries(o)) kwargs.push([key, key === 'emoji' && isJson(v) ? this.emoji(v) : lit(v)]);
    return { kind: 'call', name: 'discord.SelectOption', args: [], kwargs };
  }

  private galleryItem(item: Json): Expr {
    const kwargs: [string, Expr][] = [];
    if (item.description !== undefined) kwargs.push(['description', lit(item.description)]);
    if (item.spoiler !== undefined) kwargs.push(['spoiler', lit(item.spoiler)]);
    return { kind: 'call', name: 'discord.MediaGalleryItem', args: [lit(isJson(item.media) ? item.media.url : item.media)], kwargs };
  }

  private embed(e: Json): Expr {
    const kwargs: [string, Expr][] = [];
    const calls: { name: string; args: Expr[]; kwargs: [string, Expr][] }[] = [];
    for (const [key, v] of Object.entries(e)) {
      if (key === 'title' || key === 'description' || key === 'url') kwargs.push([key, lit(v)]);
      else if (key === 'color') kwargs.push(['colour', raw(hex(v as number))]);
      else if (key === 'timestamp') {
        this.needsDatetime = true;
        kwargs.push(['timestamp', raw(`datetime.datetime.fromisoformat(${render(lit(String(v).replace(/Z$/, '+00:00')), 'py')})`)]);
      } else if (key === 'footer' || key === 'author') calls.push({ name: `set_${key}`, args: [], kwargs: Object.entries(v as Json).map(([k, x]) => [k, lit(x)]) });
      else if (key === 'image' || key === 'thumbnail') calls.push({ name: `set_${key}`, args: [], kwargs: [['url', lit((v as Json).url)]] });
      else if (key === 'fields') {
        // discord.py's add_field is inline by default; Discord's fields are not.
        for (const f of asList(v) as Json[]) calls.push({ name: 'add_field', args: [], kwargs: [['name', lit(f.name)], ['value', lit(f.value)], ['inline', lit(f.inline ?? false)]] });
      } else throw new CodegenError(`the embed's ${key} has no discord.Embed method`);
    }
    if (calls.length === 0) return { kind: 'call', name: 'discord.Embed', args: [], kwargs };
    return {
      kind: 'chain',
      head: 'discord.Embed',
      headArgs: kwargs.map(([k, x]) => raw(`${k}=${render(x, 'py')}`)),
      calls: calls.map((c) => ({ name: c.name, args: c.kwargs.map(([k, x]) => raw(`${k}=${render(x, 'py')}`)) })),
    };
  }

  private allowedMentions(a: Json): Expr {
    const parse = asList(a.parse) as string[];
    const kwargs: [string, Expr][] = [['everyone', lit(parse.includes('everyone'))]];
    for (const kind of ['users', 'roles'] as const) {
      const ids = asList(a[kind]);
      kwargs.push([kind, parse.includes(kind) ? raw('True') : ids.length > 0 ? raw(`[${ids.map((id) => `discord.Object(id=${String(id)})`).join(', ')}]`) : raw('False')]);
    }
    // discord.py mentions the replied-to author unless told; Discord does not unless asked.
    kwargs.push(['replied_user', lit(a.replied_user ?? false)]);
    return { kind: 'call', name: 'discord.AllowedMentions', args: [], kwargs };
  }

  private file(a: Json): Expr {
    const name = typeof a.filename === 'string' ? a.filename : `file-${String(a.id)}`;
    const kwargs: [string, Expr][] = [];
    if (a.description !== undefined) kwargs.push(['description', lit(a.description)]);
    const dir = this.attachmentsDir;
    const file = dir === undefined ? name : `${dir.replace(/\/+$/, '')}/${name}`;
    return { kind: 'call', name: 'discord.File', args: [lit(file)], kwargs };
  }

  private poll(p: Json): Expr {
    const question = isJson(p.question) ? p.question.text : p.question;
    const kwargs: [string, Expr][] = [['question', lit(question)], ['duration', raw(`datetime.timedelta(hours=${Number(p.duration ?? 24)})`)]];
    this.needsDatetime = true;
    if (p.allow_multiselect !== undefined) kwargs.push(['multiple', lit(p.allow_multiselect)]);
    const calls = asList(p.answers).map((a) => {
      const media = (isJson(a) && isJson(a.poll_media) ? a.poll_media : {}) as Json;
      const args = [raw(`text=${render(lit(media.text), 'py')}`)];
      if (isJson(media.emoji)) args.push(raw(`emoji=${render(this.emoji(media.emoji), 'py')}`));
      return { name: 'add_answer', args };
    });
    return { kind: 'chain', head: 'discord.Poll', headArgs: kwargs.map(([k, x]) => raw(`${k}=${render(x, 'py')}`)), calls };
  }
}

/** The `__init__` of a View or Modal subclass: attributes for interactive items, then add_item in order. */
class ClassBody {
  private readonly names = new Names(RESERVED);
  private readonly lines: string[] = [];

  attribute(wanted: string, expr: Expr): Expr {
    const name = this.names.take(/^[a-z_]/.test(wanted) ? wanted : `item_${wanted}`);
    this.lines.push(`self.${name} = ${render(expr, 'py', '        ')}`);
    return raw(`self.${name}`);
  }

  add(expr: Expr): void {
    this.lines.push(`self.add_item(${render(expr, 'py', '        ')})`);
  }

  classText(name: string, base: string, superArgs: [string, Expr][]): string {
    const sup = `super().__init__(${superArgs.map(([k, v]) => `${k}=${render(v, 'py', '        ')}`).join(', ')})`;
    return `class ${name}(${base}):\n    def __init__(self) -> None:\n${[sup, ...this.lines].map((l) => `        ${l}`).join('\n')}\n`;
  }
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const hex = (n: number) => `0x${n.toString(16).padStart(6, '0')}`;
const pascal = (s: string) => {
  const camel = camelName(s);
  return camel ? camel[0]!.toUpperCase() + camel.slice(1) : '';
};

/** discord.py's `reference=`: a reply's MessageReference, which always sends the channel's id (so the payload must give it). */
function messageReference(reference: unknown, replyType: number | undefined): Expr {
  if (replyType !== undefined) throw new CodegenError('an interaction response cannot be a reply to another message (message_reference is for Create Message)');
  if (!isJson(reference) || typeof reference.message_id !== 'string') throw new CodegenError('message_reference needs a message_id string');
  const extra = Object.keys(reference).filter((k) => !['message_id', 'channel_id', 'guild_id', 'fail_if_not_exists', 'type'].includes(k));
  if (extra.length > 0 || (reference.type !== undefined && reference.type !== 0)) throw new CodegenError('only a reply (message_reference with message_id, channel_id, guild_id, fail_if_not_exists) is written for discord.py');
  if (typeof reference.channel_id !== 'string') {
    throw new CodegenError("discord.py's MessageReference always sends the channel's id: give message_reference.channel_id (the channel of the message replied to)");
  }
  const snowflake = (v: unknown) => raw(String(v));
  const kwargs: [string, Expr][] = [['message_id', snowflake(reference.message_id)], ['channel_id', snowflake(reference.channel_id)]];
  if (reference.guild_id !== undefined) kwargs.push(['guild_id', snowflake(reference.guild_id)]);
  // discord.py's default is Discord's (True): only False is written.
  if (reference.fail_if_not_exists === false) kwargs.push(['fail_if_not_exists', raw('False')]);
  return { kind: 'call', name: 'discord.MessageReference', args: [], kwargs };
}
