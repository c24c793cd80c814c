/**
 * discord.js's names for what Discord's API calls otherwise: builder classes and the component type
 * each makes, their methods and the fields they set, enums (`ButtonStyle.Primary`), message flags,
 * and v13's names (MessageButton, 'PRIMARY'), as bots still write them.
 */

/** Builder class -> component type (undefined: not a component). v13 class names included. */
export const BUILDER_TYPES: Record<string, number | undefined> = {
  ActionRowBuilder: 1, MessageActionRow: 1,
  ButtonBuilder: 2, MessageButton: 2, PrimaryButtonBuilder: 2, SecondaryButtonBuilder: 2, SuccessButtonBuilder: 2, DangerButtonBuilder: 2, LinkButtonBuilder: 2, PremiumButtonBuilder: 2,
  StringSelectMenuBuilder: 3, SelectMenuBuilder: 3, MessageSelectMenu: 3,
  TextInputBuilder: 4, TextInputComponent: 4,
  UserSelectMenuBuilder: 5, RoleSelectMenuBuilder: 6, MentionableSelectMenuBuilder: 7, ChannelSelectMenuBuilder: 8,
  SectionBuilder: 9, TextDisplayBuilder: 10, ThumbnailBuilder: 11, MediaGalleryBuilder: 12, FileBuilder: 13, SeparatorBuilder: 14,
  ContainerBuilder: 17, LabelBuilder: 18, FileUploadBuilder: 19, RadioGroupBuilder: 21, CheckboxGroupBuilder: 22, CheckboxBuilder: 23,
  // Not components, but builders of parts of a payload.
  EmbedBuilder: undefined, MessageEmbed: undefined, ModalBuilder: undefined, Modal: undefined,
  StringSelectMenuOptionBuilder: undefined, SelectMenuOptionBuilder: undefined, MediaGalleryItemBuilder: undefined, AttachmentBuilder: undefined, MessageAttachment: undefined,
  RadioGroupOptionBuilder: undefined, CheckboxGroupOptionBuilder: undefined,
};

/** @discordjs/builders' styled buttons set their style in the constructor. */
export const BUTTON_CLASS_STYLES: Record<string, number> = { PrimaryButtonBuilder: 1, SecondaryButtonBuilder: 2, SuccessButtonBuilder: 3, DangerButtonBuilder: 4, LinkButtonBuilder: 5, PremiumButtonBuilder: 6 };

/** `set...` methods that set one field to their argument: method -> field. */
export const SETTERS: Record<string, string> = {
  setCustomId: 'custom_id', setLabel: 'label', setStyle: 'style', setDisabled: 'disabled', setSKUId: 'sku_id', setId: 'id',
  setPlaceholder: 'placeholder', setMinValues: 'min_values', setMaxValues: 'max_values', setRequired: 'required',
  setMinLength: 'min_length', setMaxLength: 'max_length', setValue: 'value', setContent: 'content', setDescription: 'description',
  setSpoiler: 'spoiler', setDivider: 'divider', setSpacing: 'spacing', setAccentColor: 'accent_color', setTitle: 'title',
  setDefault: 'default', setEmoji: 'emoji', setColor: 'color', setTimestamp: 'timestamp', setURL: 'url', setUrl: 'url',
};

/** Setters that mean `true` when called without an argument (`setDisabled()`). */
export const BOOLEAN_DEFAULT_TRUE = new Set(['setDisabled', 'setRequired', 'setSpoiler', 'setDivider', 'setDefault']);

/** Where `setURL` writes, per builder (a Thumbnail's URL is its media's). */
export const URL_FIELD: Record<string, string[]> = {
  ThumbnailBuilder: ['media', 'url'], MediaGalleryItemBuilder: ['media', 'url'], FileBuilder: ['file', 'url'],
};

/** Methods that add children, with the builder a callback receives (`addTextDisplayComponents((t) => ...)`) and the field. */
export const ADDERS: Record<string, { field: string; builder?: string; replace?: boolean }> = {
  addComponents: { field: 'components' }, setComponents: { field: 'components', replace: true },
  addActionRowComponents: { field: 'components', builder: 'ActionRowBuilder' },
  addTextDisplayComponents: { field: 'components', builder: 'TextDisplayBuilder' },
  addSectionComponents: { field: 'components', builder: 'SectionBuilder' },
  addMediaGalleryComponents: { field: 'components', builder: 'MediaGalleryBuilder' },
  addFileComponents: { field: 'components', builder: 'FileBuilder' },
  addSeparatorComponents: { field: 'components', builder: 'SeparatorBuilder' },
  addLabelComponents: { field: 'components', builder: 'LabelBuilder' },
  addOptions: { field: 'options' }, setOptions: { field: 'options', replace: true },
  addFields: { field: 'fields' }, setFields: { field: 'fields', replace: true },
  addItems: { field: 'items', builder: 'MediaGalleryItemBuilder' },
  addChannelTypes: { field: 'channel_types' }, setChannelTypes: { field: 'channel_types', replace: true },
};

/** Methods that set one child component (a Section's accessory, a Label's component), with the callback's builder. */
export const CHILD_SETTERS: Record<string, { field: string; builder: string }> = {
  setButtonAccessory: { field: 'accessory', builder: 'ButtonBuilder' },
  setThumbnailAccessory: { field: 'accessory', builder: 'ThumbnailBuilder' },
  setTextInputComponent: { field: 'component', builder: 'TextInputBuilder' },
  setStringSelectMenuComponent: { field: 'component', builder: 'StringSelectMenuBuilder' },
  setUserSelectMenuComponent: { field: 'component', builder: 'UserSelectMenuBuilder' },
  setRoleSelectMenuComponent: { field: 'component', builder: 'RoleSelectMenuBuilder' },
  setMentionableSelectMenuComponent: { field: 'component', builder: 'MentionableSelectMenuBuilder' },
  setChannelSelectMenuComponent: { field: 'component', builder: 'ChannelSelectMenuBuilder' },
  setFileUploadComponent: { field: 'component', builder: 'FileUploadBuilder' },
  setRadioGroupComponent: { field: 'component', builder: 'RadioGroupBuilder' },
  setCheckboxGroupComponent: { field: 'component', builder: 'CheckboxGroupBuilder' },
  setCheckboxComponent: { field: 'component', builder: 'CheckboxBuilder' },
};

/** `addDefaultUsers(...ids)` and friends: default_values entries of a type. */
export const DEFAULT_VALUE_ADDERS: Record<string, { type: string; replace: boolean }> = {
  addDefaultUsers: { type: 'user', replace: false }, setDefaultUsers: { type: 'user', replace: true },
  addDefaultRoles: { type: 'role', replace: false }, setDefaultRoles: { type: 'role', replace: true },
  addDefaultChannels: { type: 'channel', replace: false }, setDefaultChannels: { type: 'channel', replace: true },
};

/** The builder an adder's raw-object item becomes (it gets that type). */
export const ADDER_ITEM_TYPE: Record<string, number> = {
  addActionRowComponents: 1, addTextDisplayComponents: 10, addSectionComponents: 9, addMediaGalleryComponents: 12,
  addFileComponents: 13, addSeparatorComponents: 14, addLabelComponents: 18,
};

/** Enums by their name's last part: `ButtonStyle.Primary`, `Discord.ButtonStyle.Primary`. */
export const ENUMS: Record<string, Record<string, number>> = {
  ButtonStyle: { Primary: 1, Secondary: 2, Success: 3, Danger: 4, Link: 5, Premium: 6 },
  TextInputStyle: { Short: 1, Paragraph: 2 },
  SeparatorSpacingSize: { Small: 1, Large: 2 },
  ComponentType: {
    ActionRow: 1, Button: 2, StringSelect: 3, SelectMenu: 3, TextInput: 4, UserSelect: 5, RoleSelect: 6, MentionableSelect: 7, ChannelSelect: 8,
    Section: 9, TextDisplay: 10, Thumbnail: 11, MediaGallery: 12, File: 13, Separator: 14, ContentInventoryEntry: 16, Container: 17, Label: 18,
    FileUpload: 19, RadioGroup: 21, CheckboxGroup: 22, Checkbox: 23,
  },
  MessageFlags: { Crossposted: 1, IsCrosspost: 2, SuppressEmbeds: 4, SourceMessageDeleted: 8, Urgent: 16, HasThread: 32, Ephemeral: 64, Loading: 128, FailedToMentionSomeRolesInThread: 256, SuppressNotifications: 1 << 12, IsVoiceMessage: 1 << 13, HasSnapshot: 1 << 14, IsComponentsV2: 1 << 15 },
  MessageFlagsBitField: {},
  ChannelType: { GuildText: 0, DM: 1, GuildVoice: 2, GroupDM: 3, GuildCategory: 4, GuildAnnouncement: 5, AnnouncementThread: 10, PublicThread: 11, PrivateThread: 12, GuildStageVoice: 13, GuildDirectory: 14, GuildForum: 15, GuildMedia: 16 },
  InteractionResponseType: { Pong: 1, ChannelMessageWithSource: 4, DeferredChannelMessageWithSource: 5, DeferredMessageUpdate: 6, UpdateMessage: 7, ApplicationCommandAutocompleteResult: 8, Modal: 9 },
  SelectMenuDefaultValueType: {},
};
ENUMS.MessageFlagsBitField = ENUMS.MessageFlags!;
/** `MessageFlagsBitField.Flags.IsComponentsV2`. */
export const FLAGS_ENUM = ENUMS.MessageFlags!;
ENUMS.SelectMenuDefaultValueType = {};

/** `SelectMenuDefaultValueType.User` is a string enum. */
export const STRING_ENUMS: Record<string, Record<string, string>> = {
  SelectMenuDefaultValueType: { User: 'user', Role: 'role', Channel: 'channel' },
};

/** v13's string enums, where discord.js v13 took names. */
export const V13_BUTTON_STYLES: Record<string, number> = { PRIMARY: 1, SECONDARY: 2, SUCCESS: 3, DANGER: 4, LINK: 5 };
export const V13_TEXT_INPUT_STYLES: Record<string, number> = { SHORT: 1, PARAGRAPH: 2 };
export const V13_COMPONENT_TYPES: Record<string, number> = { ACTION_ROW: 1, BUTTON: 2, SELECT_MENU: 3, STRING_SELECT: 3, TEXT_INPUT: 4 };

/** The message options discord.js sends as they are (after its camelCase), and what it names otherwise. */
export const MESSAGE_OPTION_FIELDS: Record<string, string> = {
  content: 'content', tts: 'tts', nonce: 'nonce', enforceNonce: 'enforce_nonce', embeds: 'embeds', components: 'components', flags: 'flags',
  poll: 'poll', allowedMentions: 'allowed_mentions', allowed_mentions: 'allowed_mentions', username: 'username', avatarURL: 'avatar_url',
  threadName: 'thread_name', appliedTags: 'applied_tags', attachments: 'attachments', stickers: 'sticker_ids',
};

/** Discord's snake_case for discord.js's camelCase field names. */
export function snakeCase(key: string): string {
  if (!/[A-Z]/.test(key)) return key;
  return key
    .replace(/URL/g, 'Url')
    .replace(/SKU/g, 'Sku')
    .replace(/ID/g, 'Id')
    .replace(/[A-Z]/g, (letter, offset: number) => (offset === 0 ? letter.toLowerCase() : `_${letter.toLowerCase()}`));
}

/** discord.js's resolvePartialEmoji: `<:name:id>`, `<a:name:id>`, an id, or a Unicode emoji. */
export function partialEmoji(text: string): Record<string, unknown> {
  const custom = /^<?(a)?:?(\w{2,32}):(\d{17,20})>?$/.exec(text);
  if (custom) return { animated: Boolean(custom[1]), name: custom[2], id: custom[3] };
  if (/^\d{17,20}$/.test(text)) return { id: text };
  return { name: text };
}

/** A color as discord.js's resolveColor takes it: a number, `#rrggbb`, `[r, g, b]`; undefined for names it would look up. */
export function colorNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value)) return parseInt(value.replace('#', ''), 16);
  if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === "number")) { const [r, g, b] = value as [number, number, number]; return (r << 16) + (g << 8) + b; }
  return undefined;
}
