/**
 * discord.js v14 builder code for a payload: a module that exports `message` (options for
 * `send`/`reply`) or `modal` (a ModalBuilder). Fields with a builder method are set with it;
 * the few that have none are given in the builder's constructor as API data, which discord.js
 * takes as it is. Nothing the payload does not hold is set.
 */
import { componentBaseName, CodegenError, Names } from './code-text.js';
import { list, lit, raw, render, type Call, type Expr } from './expr.js';
import type { CodegenTarget } from './types.js';
import { appendAll } from '../util/append.js';
import { MESSAGE_FLAGS as FLAGS } from '../discord/index.js';

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const BUTTON_STYLES: Record<number, string> = { 1: 'Primary', 2: 'Secondary', 3: 'Success', 4: 'Danger', 5: 'Link', 6: 'Premium' };
const TEXT_INPUT_STYLES: Record<number, string> = { 1: 'Short', 2: 'Paragraph' };
const SPACING: Record<number, string> = { 1: 'Small', 2: 'Large' };
const CHANNEL_TYPES: Record<number, string> = {
  0: 'GuildText', 1: 'DM', 2: 'GuildVoice', 3: 'GroupDM', 4: 'GuildCategory', 5: 'GuildAnnouncement', 10: 'AnnouncementThread',
  11: 'PublicThread', 12: 'PrivateThread', 13: 'GuildStageVoice', 14: 'GuildDirectory', 15: 'GuildForum', 16: 'GuildMedia',
};
const MESSAGE_FLAGS: Record<number, string> = {
  [FLAGS.SUPPRESS_EMBEDS]: 'SuppressEmbeds',
  [FLAGS.EPHEMERAL]: 'Ephemeral',
  [FLAGS.SUPPRESS_NOTIFICATIONS]: 'SuppressNotifications',
  [FLAGS.IS_COMPONENTS_V2]: 'IsComponentsV2',
};

/** Builder class of each component type, with the suffix of its variable's name. */
const BUILDERS: Record<number, [string, string]> = {
  1: ['ActionRowBuilder', 'row'], 2: ['ButtonBuilder', 'Button'], 3: ['StringSelectMenuBuilder', 'Select'], 4: ['TextInputBuilder', 'Input'],
  5: ['UserSelectMenuBuilder', 'Select'], 6: ['RoleSelectMenuBuilder', 'Select'], 7: ['MentionableSelectMenuBuilder', 'Select'],
  8: ['ChannelSelectMenuBuilder', 'Select'], 9: ['SectionBuilder', 'section'], 10: ['TextDisplayBuilder', 'text'], 11: ['ThumbnailBuilder', 'thumbnail'],
  12: ['MediaGalleryBuilder', 'gallery'], 13: ['FileBuilder', 'file'], 14: ['SeparatorBuilder', 'separator'], 17: ['ContainerBuilder', 'container'],
  18: ['LabelBuilder', 'label'], 19: ['FileUploadBuilder', 'Upload'], 21: ['RadioGroupBuilder', 'Group'], 22: ['CheckboxGroupBuilder', 'Group'], 23: ['CheckboxBuilder', 'Checkbox'],
};
/** The `add...Components` method a Container (or Section, Modal) uses for a child of each type. */
const ADD_METHOD: Record<number, string> = {
  1: 'addActionRowComponents', 9: 'addSectionComponents', 10: 'addTextDisplayComponents', 12: 'addMediaGalleryComponents',
  13: 'addFileComponents', 14: 'addSeparatorComponents', 18: 'addLabelComponents',
};
const LABEL_SETTER: Record<number, string> = {
  3: 'setStringSelectMenuComponent', 4: 'setTextInputComponent', 5: 'setUserSelectMenuComponent', 6: 'setRoleSelectMenuComponent',
  7: 'setMentionableSelectMenuComponent', 8: 'setChannelSelectMenuComponent', 19: 'setFileUploadComponent', 21: 'setRadioGroupComponent',
  22: 'setCheckboxGroupComponent', 23: 'setCheckboxComponent',
};
/** Simple setters shared by many builders: field -> method. */
const SETTERS: Record<string, string> = {
  custom_id: 'setCustomId', label: 'setLabel', placeholder: 'setPlaceholder', min_values: 'setMinValues', max_values: 'setMaxValues',
  disabled: 'setDisabled', required: 'setRequired', min_length: 'setMinLength', max_length: 'setMaxLength', value: 'setValue',
  content: 'setContent', description: 'setDescription', spoiler: 'setSpoiler', divider: 'setDivider', id: 'setId', sku_id: 'setSKUId',
  url: 'setURL', default: 'setDefault',
};
/** Fields each builder has a setter for (others go to the constructor). */
const SETTABLE: Record<number, readonly string[]> = {
  2: ['custom_id', 'label', 'disabled', 'url', 'sku_id', 'id'],
  3: ['custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id'],
  4: ['custom_id', 'label', 'placeholder', 'min_length', 'max_length', 'required', 'value', 'id'],
  5: ['custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id'],
  6: ['custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id'],
  7: ['custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id'],
  8: ['custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id'],
  9: ['id'], 10: ['content', 'id'], 11: ['description', 'spoiler', 'id'], 12: ['id'], 13: ['spoiler', 'id'], 14: ['divider', 'id'],
  17: ['spoiler', 'id'], 18: ['label', 'description', 'id'], 19: ['custom_id', 'min_values', 'max_values', 'required', 'id'],
  21: ['custom_id', 'required', 'id'], 22: ['custom_id', 'min_values', 'max_values', 'required', 'id'], 23: ['custom_id', 'default', 'id'],
  1: ['id'],
};
const INTERACTIVE = new Set([3, 4, 5, 6, 7, 8, 19, 21, 22, 23]);

interface Options {
  typescript: boolean;
  /** The folder the attachments' files are read from, as the code should name it (`assets`); undefined: beside the code (`./`). */
  attachmentsDir?: string;
}

export function discordJsCode(payloads: readonly CodegenTarget[], options: Options): string {
  const writer = new JsWriter(options);
  const exports = new Names();
  for (const target of payloads) {
    const name = exports.take(target.kind === 'modal' ? 'modal' : 'message');
    if (target.kind === 'modal') writer.modal(target.value, name);
    else writer.message(target.value, name, target.replyType);
  }
  return writer.text();
}

class JsWriter {
  private readonly imports = new Set<string>();
  private readonly typeImports = new Set<string>();
  private readonly names = new Names(['message', 'modal']);
  private readonly lines: string[] = [];

  constructor(private readonly options: Options) {}

  text(): string {
    const values = [...this.imports].sort();
    const types = [...this.typeImports].filter((t) => !this.imports.has(t)).sort().map((t) => `type ${t}`);
    const all = [...values, ...types];
    const list = all.join(', ');
    const head = `import { ${list} } from 'discord.js';`;
    const importLine = head.length <= 100 ? head : `import {\n${all.map((n) => `  ${n},`).join('\n')}\n} from 'discord.js';`;
    return `${importLine}\n\n${this.lines.join('\n')}`;
  }

  private use(name: string): string {
    this.imports.add(name);
    return name;
  }

  private declare(base: string, expr: Expr): Expr {
    const name = this.names.take(base);
    this.lines.push(`const ${name} = ${render(expr, 'js')};\n`);
    return raw(name);
  }

  modal(value: Json, exportName: string): void {
    const calls: Call[] = [];
    for (const key of ['custom_id', 'title'] as const) if (value[key] !== undefined) calls.push({ name: key === 'title' ? 'setTitle' : 'setCustomId', args: [lit(value[key])] });
    const extra = Object.keys(value).filter((k) => !['custom_id', 'title', 'components'].includes(k));
    if (extra.length > 0) throw new CodegenError(`the modal's ${extra.join(', ')} ${extra.length > 1 ? 'have' : 'has'} no ModalBuilder method`);
    appendAll(calls, this.children(Array.isArray(value.components) ? value.components : [], 'modal'));
    const expr: Expr = { kind: 'chain', head: `new ${this.use('ModalBuilder')}`, headArgs: [], calls };
    this.lines.push(`export const ${exportName} = ${render(expr, 'js')};\n`);
  }

  message(value: Json, exportName: string, replyType?: number): void {
    const fields: [string, Expr][] = [];
    const unknown: string[] = [];
    let webhook = false;
    for (const [key, v] of Object.entries(value)) {
      switch (key) {
        case 'content':
        case 'tts':
          fields.push([key, lit(v)]);
          break;
        case 'embeds':
          fields.push(['embeds', list((v as unknown[]).map((e) => this.declare('embed', this.embed(e as Json))))]);
          break;
        case 'components':
          fields.push(['components', list((v as unknown[]).map((c) => this.topLevel(c as Json)))]);
          break;
        case 'flags':
          fields.push(['flags', raw(this.flags(v as number))]);
          break;
        case 'username':
          webhook = true;
          fields.push(['username', lit(v)]);
          break;
        case 'avatar_url':
          webhook = true;
          fields.push(['avatarURL', lit(v)]);
          break;
        case 'thread_name':
          webhook = true;
          fields.push(['threadName', lit(v)]);
          break;
        case 'allowed_mentions':
          fields.push(['allowedMentions', lit(renameKeys(v as Json, { replied_user: 'repliedUser' }))]);
          break;
        case 'attachments':
          fields.push(['files', list((v as Json[]).map((a) => this.attachment(a)))]);
          break;
        case 'poll':
          fields.push(['poll', lit(this.poll(v as Json))]);
          break;
        case 'message_reference':
          fields.push(['reply', lit(replyOptions(v, replyType))]);
          break;
        case 'sticker_ids':
          if (!Array.isArray(v) || !v.every((id) => typeof id === 'string')) throw new CodegenError('sticker_ids must be a list of snowflake strings');
          fields.push(['stickers', lit(v)]);
          break;
        default:
          unknown.push(key);
      }
    }
    if (unknown.length > 0) throw new CodegenError(`the message's ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not written by codegen yet`);
    if (webhook && (value.message_reference !== undefined || value.sticker_ids !== undefined)) throw new CodegenError('a webhook message cannot be a reply or carry stickers (Discord\'s Execute Webhook takes neither)');
    if (replyType !== undefined && value.sticker_ids !== undefined) throw new CodegenError('an interaction response cannot carry stickers (sticker_ids is for Create Message)');
    const type = replyType === 7 ? 'InteractionUpdateOptions' : replyType === 4 ? 'InteractionReplyOptions' : webhook ? 'WebhookMessageCreateOptions' : 'MessageCreateOptions';
    if (this.options.typescript) this.typeImports.add(type);
    const body = fields.map(([k, e]) => `  ${k}: ${render(e, 'js', '  ')},`).join('\n');
    const comment = replyType === 7 ? '// await interaction.update(message);\n' : replyType === 4 ? '// await interaction.reply(message);\n' : webhook ? '// await webhookClient.send(message);\n' : '// await channel.send(message);\n';
    this.lines.push(`${comment}export const ${exportName}${this.options.typescript ? `: ${type}` : ''} = {\n${body}\n};\n`);
  }

  private flags(value: number): string {
    const parts: string[] = [];
    let rest = value;
    for (const [bit, name] of Object.entries(MESSAGE_FLAGS)) {
      if (value & Number(bit)) {
        parts.push(`${this.use('MessageFlags')}.${name}`);
        rest &= ~Number(bit);
      }
    }
    if (rest !== 0 || parts.length === 0) parts.push(String(rest));
    return parts.join(' | ');
  }

  private attachment(a: Json): Expr {
    const name = typeof a.filename === 'string' ? a.filename : `file-${String(a.id)}`;
    const data: Json = { name };
    if (a.description !== undefined) data.description = a.description;
    const dir = this.options.attachmentsDir;
    const file = dir === undefined ? `./${name}` : `${dir.replace(/\/+$/, '')}/${name}`;
    return { kind: 'call', name: `new ${this.use('AttachmentBuilder')}`, args: [lit(file), lit(data)] };
  }

  private poll(p: Json): Json {
    const out: Json = {};
    for (const [key, v] of Object.entries(p)) {
      if (key === 'answers' && Array.isArray(v)) out.answers = v.map((a) => (isJson(a) && isJson(a.poll_media) ? { ...a.poll_media } : a));
      else if (key === 'allow_multiselect') out.allowMultiselect = v;
      else if (key === 'layout_type') out.layoutType = v;
      else out[key] = v;
    }
    return out;
  }

  private embed(e: Json): Expr {
    const calls: Call[] = [];
    const ctor: Json = {};
    for (const [key, v] of Object.entries(e)) {
      if (key === 'title' || key === 'description' || key === 'url') calls.push({ name: key === 'url' ? 'setURL' : `set${cap(key)}`, args: [lit(v)] });
      else if (key === 'color' && typeof v === 'number') calls.push({ name: 'setColor', args: [raw(hex(v))] });
      else if (key === 'timestamp' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) calls.push({ name: 'setTimestamp', args: [raw(`new Date(${render(lit(v), 'js')})`)] });
      else if ((key === 'image' || key === 'thumbnail') && isJson(v) && onlyKeys(v, ['url'])) calls.push({ name: `set${cap(key)}`, args: [lit(v.url)] });
      else if (key === 'footer' && isJson(v) && onlyKeys(v, ['text', 'icon_url'])) calls.push({ name: 'setFooter', args: [lit(renameKeys(v, { icon_url: 'iconURL' }))] });
      else if (key === 'author' && isJson(v) && onlyKeys(v, ['name', 'icon_url', 'url'])) calls.push({ name: 'setAuthor', args: [lit(renameKeys(v, { icon_url: 'iconURL' }))] });
      else if (key === 'fields' && Array.isArray(v) && v.length > 0) calls.push({ name: 'addFields', args: v.map((f) => lit(f)) });
      else ctor[key] = v;
    }
    return { kind: 'chain', head: `new ${this.use('EmbedBuilder')}`, headArgs: Object.keys(ctor).length > 0 ? [lit(ctor)] : [], calls };
  }

  private topLevel(c: Json): Expr {
    const expr = this.component(c, 'message');
    if (expr.kind === 'raw') return expr;
    const base = BUILDERS[c.type as number]?.[1] ?? 'component';
    return this.declare(base[0]!.toLowerCase() + base.slice(1), expr);
  }

  /** A component's builder; interactive ones become variables named by their custom_id. */
  component(c: Json, surface: 'message' | 'modal', labelAround?: string): Expr {
    const type = c.type as number;
    const builder = BUILDERS[type];
    if (!builder) throw new CodegenError(`component type ${type} has no discord.js builder`);
    const calls: Call[] = [];
    const ctor: Json = {};
    const settable = SETTABLE[type] ?? [];
    let rowType: string | undefined;
    for (const [key, v] of Object.entries(c)) {
      if (key === 'type') continue;
      if (v === null || v === undefined) ctor[key] = v;
      else if (settable.includes(key)) calls.push({ name: SETTERS[key]!, args: [lit(v)] });
      else if (key === 'style' && type === 2 && BUTTON_STYLES[v as number]) calls.push({ name: 'setStyle', args: [raw(`${this.use('ButtonStyle')}.${BUTTON_STYLES[v as number]}`)] });
      else if (key === 'style' && type === 4 && TEXT_INPUT_STYLES[v as number]) calls.push({ name: 'setStyle', args: [raw(`${this.use('TextInputStyle')}.${TEXT_INPUT_STYLES[v as number]}`)] });
      else if (key === 'emoji' && isJson(v)) calls.push({ name: 'setEmoji', args: [lit(v)] });
      else if (key === 'accent_color' && typeof v === 'number') calls.push({ name: 'setAccentColor', args: [raw(hex(v))] });
      else if (key === 'spacing' && SPACING[v as number]) calls.push({ name: 'setSpacing', args: [raw(`${this.use('SeparatorSpacingSize')}.${SPACING[v as number]}`)] });
      else if ((key === 'media' || key === 'file') && isJson(v) && onlyKeys(v, ['url'])) calls.push({ name: 'setURL', args: [lit(v.url)] });
      else if (key === 'options' && Array.isArray(v) && v.length > 0 && (type === 3 || type === 21 || type === 22)) calls.push({ name: 'addOptions', args: v.map((o) => lit(o)) });
      else if (key === 'channel_types' && Array.isArray(v) && v.every((t) => CHANNEL_TYPES[t as number])) {
        calls.push({ name: 'setChannelTypes', args: v.map((t) => raw(`${this.use('ChannelType')}.${CHANNEL_TYPES[t as number]}`)) });
      } else if (key === 'default_values' && Array.isArray(v) && v.length > 0 && defaultValueCalls(type, v)) {
        appendAll(calls, defaultValueCalls(type, v)!);
      } else if (key === 'items' && type === 12 && Array.isArray(v) && v.length > 0) calls.push({ name: 'addItems', args: v.map((item) => this.galleryItem(item as Json)) });
      else if (key === 'accessory' && type === 9 && isJson(v)) {
        calls.push({ name: v.type === 11 ? 'setThumbnailAccessory' : 'setButtonAccessory', args: [this.component(v, surface)] });
      } else if (key === 'component' && type === 18 && isJson(v) && LABEL_SETTER[v.type as number]) {
        calls.push({ name: LABEL_SETTER[v.type as number]!, args: [this.component(v, 'modal', typeof c.label === 'string' ? c.label : undefined)] });
      } else if (key === 'components' && Array.isArray(v) && v.length > 0) {
        if (type === 1) {
          const children = v.map((child) => this.component(child as Json, surface));
          calls.push({ name: 'addComponents', args: children });
          const classes = new Set(v.map((child) => BUILDERS[(child as Json).type as number]?.[0]));
          rowType = classes.size === 1 ? [...classes][0] : surface === 'modal' ? 'ModalActionRowComponentBuilder' : 'MessageActionRowComponentBuilder';
        } else appendAll(calls, this.children(v, surface));
      } else ctor[key] = v;
    }
    const typeArg = type === 1 && this.options.typescript && rowType ? `<${this.typeOnly(rowType)}>` : '';
    const expr: Expr = { kind: 'chain', head: `new ${this.use(builder[0])}${typeArg}`, headArgs: Object.keys(ctor).length > 0 ? [lit(ctor)] : [], calls };
    const interactive = INTERACTIVE.has(type) || (type === 2 && typeof c.custom_id === 'string');
    if (interactive && typeof c.custom_id === 'string') return this.declare((componentBaseName(c, labelAround) || builder[0].replace('Builder', '').replace(/MenuBuilder|Menu/, '').toLowerCase()) + builder[1], expr);
    return expr;
  }

  /** Children added in their order, consecutive ones of one type in one call. */
  private children(list: unknown[], surface: 'message' | 'modal'): Call[] {
    const calls: Call[] = [];
    for (const child of list) {
      const c = child as Json;
      const method = surface === 'modal' && c.type === 1 ? 'addActionRowComponents' : ADD_METHOD[c.type as number];
      if (!method) throw new CodegenError(`a component of type ${String(c.type)} cannot be placed here by a discord.js builder`);
      const expr = this.component(c, surface);
      const last = calls[calls.length - 1];
      if (last && last.name === method) last.args.push(expr);
      else calls.push({ name: method, args: [expr] });
    }
    return calls;
  }

  private galleryItem(item: Json): Expr {
    const calls: Call[] = [];
    const ctor: Json = {};
    for (const [key, v] of Object.entries(item)) {
      if (key === 'media' && isJson(v) && onlyKeys(v, ['url'])) calls.push({ name: 'setURL', args: [lit(v.url)] });
      else if ((key === 'description' || key === 'spoiler') && v !== null) calls.push({ name: SETTERS[key]!, args: [lit(v)] });
      else ctor[key] = v;
    }
    return { kind: 'chain', head: `new ${this.use('MediaGalleryItemBuilder')}`, headArgs: Object.keys(ctor).length > 0 ? [lit(ctor)] : [], calls };
  }

  /** A class named only as a type argument is imported as a value anyway when it is also built. */
  private typeOnly(name: string): string {
    if (!this.imports.has(name)) this.typeImports.add(name);
    return name;
  }
}

const DEFAULT_METHODS: Record<string, string> = { user: 'addDefaultUsers', role: 'addDefaultRoles', channel: 'addDefaultChannels' };
/** What each select type takes as defaults. */
const DEFAULT_TYPES: Record<number, readonly string[]> = { 5: ['user'], 6: ['role'], 7: ['user', 'role'], 8: ['channel'] };

/** `.addDefaultUsers('1', '2')`..., consecutive ids of one kind in one call; undefined when a value has no method. */
function defaultValueCalls(type: number, values: unknown[]): Call[] | undefined {
  const calls: Call[] = [];
  for (const value of values) {
    if (!isJson(value) || typeof value.id !== 'string' || !DEFAULT_TYPES[type]?.includes(value.type as string) || Object.keys(value).length !== 2) return undefined;
    const method = DEFAULT_METHODS[value.type as string]!;
    const last = calls[calls.length - 1];
    if (last?.name === method) last.args.push(lit(value.id));
    else calls.push({ name: method, args: [lit(value.id)] });
  }
  return calls;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const hex = (n: number) => `0x${n.toString(16).padStart(6, '0')}`;
const onlyKeys = (o: Json, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
function renameKeys(o: Json, names: Record<string, string>): Json {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [names[k] ?? k, v]));
}

/** discord.js's `reply` option for a message_reference: a reply (type 0) by message id; anything else has no form in its options. */
function replyOptions(reference: unknown, replyType: number | undefined): Json {
  if (replyType !== undefined) throw new CodegenError('an interaction response cannot be a reply to another message (message_reference is for Create Message)');
  if (!isJson(reference) || typeof reference.message_id !== 'string') throw new CodegenError('message_reference needs a message_id string');
  const extra = Object.keys(reference).filter((k) => !['message_id', 'fail_if_not_exists', 'type'].includes(k) && !(k === 'channel_id' || k === 'guild_id'));
  if (extra.length > 0 || (reference.type !== undefined && reference.type !== 0)) {
    throw new CodegenError('only a reply (message_reference with message_id, and fail_if_not_exists) is written: discord.js\'s reply option has no form for a forward or other fields');
  }
  if (reference.channel_id !== undefined || reference.guild_id !== undefined) {
    throw new CodegenError('discord.js replies in the channel the message is sent to and sends only message_id and fail_if_not_exists: drop message_reference.channel_id and guild_id (Discord reads the reply\'s channel from the request)');
  }
  return { messageReference: reference.message_id, ...(reference.fail_if_not_exists !== undefined ? { failIfNotExists: reference.fail_if_not_exists } : {}) };
}
