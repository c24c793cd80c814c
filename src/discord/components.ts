/**
 * Every component type Discord has: its number and name (discord-api-types' `ComponentType`), the
 * fields it takes with their types and bounds, the surface it is shown on, and where it may stand.
 * https://docs.discord.com/developers/components/reference
 */
import { PATTERNS, boolean, child, integer, list, nullable, object, oneOf, ref, snowflake, text, type Field, type Fields } from './field.js';

/** Where a component may stand (https://docs.discord.com/developers/components/reference, and official-facts.md's table). */
export type Place =
  /** The top level of a Components V2 message. */
  | 'v2-top'
  /** The top level of a legacy message (Action Rows only). */
  | 'legacy-top'
  | 'container'
  | 'action-row'
  | 'section'
  | 'section-accessory'
  /** The top level of a modal. */
  | 'modal-top'
  | 'label';

export interface ComponentModel {
  type: number;
  /** discord-api-types' name. */
  name: string;
  fields: Fields;
  required: readonly string[];
  /** The surface it belongs to: `both` for rows and selects. */
  surface: 'message' | 'modal' | 'both';
  /** Exists only in Components V2 messages: Discord rejects it without the IS_COMPONENTS_V2 flag (UNION_TYPE_CHOICES). */
  v2Only?: boolean;
  placement: readonly Place[];
  /** Selects and the rest whose answer is a choice of values. */
  family?: 'select' | 'auto-select';
  evidence: string;
}

const docs = (anchor: string) => `https://docs.discord.com/developers/components/reference#${anchor}`;

const customId = ref('CustomId');
const selectCommon: Fields = {
  custom_id: customId,
  placeholder: nullable(text({ max: 150 })),
  min_values: nullable(integer({ min: 0, max: 25 }, { rule: 'min-max-values' })),
  max_values: nullable(integer({ min: 1, max: 25 }, { rule: 'min-max-values' })),
  required: nullable(boolean),
  disabled: nullable(boolean),
};

/** Channel types a Channel Select may offer (discord-api-types' ChannelType). */
export const CHANNEL_TYPES: readonly number[] = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16];

/** Whether a default value's type fits its select (a Role Select takes roles...) is the select-type-fields rule's check. */
const autoSelectFields = (extra: Fields = {}): Fields => ({
  ...selectCommon,
  default_values: nullable(
    list(object({ id: snowflake, type: oneOf(['user', 'role', 'channel']) }, ['id', 'type']), { max: 25 }),
  ),
  ...extra,
});

const choiceOption: Field = object(
  { value: text({ min: 1, max: 100 }), label: text({ min: 1, max: 100 }), description: nullable(text({ min: 1, max: 100 })), default: nullable(boolean) },
  ['value', 'label'],
);

const describedMedia = { media: ref('UnfurledMedia'), description: nullable(text({ min: 1, max: 1024 })), spoiler: nullable(boolean) };

const messageRows: readonly Place[] = ['v2-top', 'legacy-top', 'container'];
const selectPlaces: readonly Place[] = ['action-row', 'label'];

/** By discord-api-types' name. */
export const COMPONENTS = {
  // How many children a row holds (1-5 Buttons or one select) is the action-row-components rule's check.
  ActionRow: { type: 1, name: 'ActionRow', surface: 'both', placement: [...messageRows, 'modal-top'], fields: { components: { kind: 'list', items: child } }, required: ['components'], evidence: docs('action-row') },
  Button: {
    type: 2,
    name: 'Button',
    surface: 'message',
    placement: ['action-row', 'section-accessory'],
    fields: {
      style: oneOf([1, 2, 3, 4, 5, 6]),
      label: nullable(text({ max: 80 })),
      emoji: ref('Emoji'),
      custom_id: nullable(text({ min: 1, max: 100 })),
      sku_id: nullable(snowflake),
      url: nullable(text({ min: 1, max: 512 })),
      disabled: nullable(boolean),
    },
    required: ['style'],
    evidence: docs('button'),
  },
  StringSelect: {
    type: 3,
    name: 'StringSelect',
    surface: 'both',
    family: 'select',
    placement: selectPlaces,
    fields: {
      ...selectCommon,
      options: list(
        object(
          { label: text({ min: 1, max: 100 }), value: text({ min: 1, max: 100 }), description: nullable(text({ max: 100 })), emoji: ref('Emoji'), default: nullable(boolean) },
          ['label', 'value'],
        ),
        { min: 1, max: 25 },
      ),
    },
    required: ['custom_id', 'options'],
    evidence: docs('string-select'),
  },
  TextInput: {
    type: 4,
    name: 'TextInput',
    surface: 'modal',
    placement: ['label', 'action-row'],
    fields: {
      custom_id: customId,
      style: oneOf([1, 2]),
      label: nullable(text({ min: 1, max: 45 })),
      min_length: nullable(integer({ min: 0, max: 4000 })),
      max_length: nullable(integer({ min: 1, max: 4000 })),
      required: nullable(boolean),
      value: nullable(text({ max: 4000 })),
      placeholder: nullable(text({ max: 100 })),
    },
    required: ['custom_id', 'style'],
    evidence: docs('text-input'),
  },
  UserSelect: { type: 5, name: 'UserSelect', surface: 'both', family: 'auto-select', placement: selectPlaces, fields: autoSelectFields(), required: ['custom_id'], evidence: docs('user-select') },
  RoleSelect: { type: 6, name: 'RoleSelect', surface: 'both', family: 'auto-select', placement: selectPlaces, fields: autoSelectFields(), required: ['custom_id'], evidence: docs('role-select') },
  MentionableSelect: { type: 7, name: 'MentionableSelect', surface: 'both', family: 'auto-select', placement: selectPlaces, fields: autoSelectFields(), required: ['custom_id'], evidence: docs('mentionable-select') },
  ChannelSelect: {
    type: 8,
    name: 'ChannelSelect',
    surface: 'both',
    family: 'auto-select',
    placement: selectPlaces,
    fields: autoSelectFields({ channel_types: nullable(list(oneOf(CHANNEL_TYPES))) }),
    required: ['custom_id'],
    evidence: docs('channel-select'),
  },
  Section: {
    type: 9,
    name: 'Section',
    surface: 'message',
    v2Only: true,
    placement: ['v2-top', 'container'],
    fields: { components: list(child, { min: 1, max: 3 }), accessory: child },
    required: ['components', 'accessory'],
    evidence: docs('section'),
  },
  TextDisplay: { type: 10, name: 'TextDisplay', surface: 'both', v2Only: true, placement: ['v2-top', 'container', 'section', 'modal-top'], fields: { content: text({ min: 1, max: 4000 }) }, required: ['content'], evidence: docs('text-display') },
  Thumbnail: { type: 11, name: 'Thumbnail', surface: 'message', v2Only: true, placement: ['section-accessory'], fields: describedMedia, required: ['media'], evidence: docs('thumbnail') },
  MediaGallery: {
    type: 12,
    name: 'MediaGallery',
    surface: 'message',
    v2Only: true,
    placement: ['v2-top', 'container'],
    fields: { items: list(object(describedMedia, ['media']), { min: 1, max: 10 }) },
    required: ['items'],
    evidence: docs('media-gallery'),
  },
  File: {
    type: 13,
    name: 'File',
    surface: 'message',
    v2Only: true,
    placement: ['v2-top', 'container'],
    // name and size are what Discord sends back (response-only-fields).
    fields: { file: ref('UnfurledMedia'), spoiler: nullable(boolean), name: nullable(text()), size: nullable(integer()) },
    required: ['file'],
    evidence: docs('file'),
  },
  Separator: { type: 14, name: 'Separator', surface: 'message', v2Only: true, placement: ['v2-top', 'container'], fields: { divider: nullable(boolean), spacing: nullable(oneOf([1, 2])) }, required: [], evidence: docs('separator') },
  Container: {
    type: 17,
    name: 'Container',
    surface: 'message',
    v2Only: true,
    placement: ['v2-top'],
    fields: { components: list(child, { min: 1 }), accent_color: nullable(integer({ min: 0, max: 0xffffff })), spoiler: nullable(boolean) },
    required: ['components'],
    evidence: docs('container'),
  },
  Label: {
    type: 18,
    name: 'Label',
    surface: 'modal',
    placement: ['modal-top'],
    fields: { label: text({ min: 1, max: 45 }), description: nullable(text({ min: 1, max: 100 })), component: child },
    required: ['label', 'component'],
    evidence: docs('label'),
  },
  FileUpload: {
    type: 19,
    name: 'FileUpload',
    surface: 'modal',
    placement: ['label'],
    fields: {
      custom_id: customId,
      min_values: nullable(integer({ min: 0, max: 10 }, { rule: 'min-max-values' })),
      max_values: nullable(integer({ min: 1, max: 10 }, { rule: 'min-max-values' })),
      required: nullable(boolean),
      // Added 2026-08-05 (docs change log), not in the OpenAPI description yet.
      file_types: nullable(list(text({ pattern: PATTERNS.fileType }), { max: 10 })),
    },
    required: ['custom_id'],
    evidence: docs('file-upload'),
  },
  RadioGroup: {
    type: 21,
    name: 'RadioGroup',
    surface: 'modal',
    placement: ['label'],
    fields: { custom_id: customId, options: list(choiceOption, { min: 2, max: 10 }), required: nullable(boolean) },
    required: ['custom_id', 'options'],
    evidence: docs('radio-group'),
  },
  CheckboxGroup: {
    type: 22,
    name: 'CheckboxGroup',
    surface: 'modal',
    placement: ['label'],
    fields: {
      custom_id: customId,
      options: list(choiceOption, { min: 1, max: 10 }),
      min_values: nullable(integer({ min: 0, max: 10 }, { rule: 'min-max-values' })),
      max_values: nullable(integer({ min: 1, max: 10 }, { rule: 'min-max-values' })),
      required: nullable(boolean),
    },
    required: ['custom_id', 'options'],
    evidence: docs('checkbox-group'),
  },
  Checkbox: { type: 23, name: 'Checkbox', surface: 'modal', placement: ['label'], fields: { custom_id: customId, default: nullable(boolean) }, required: ['custom_id'], evidence: docs('checkbox') },
} as const satisfies Record<string, ComponentModel>;

export type ComponentName = keyof typeof COMPONENTS;

/** Every component's model, in type order. */
export const COMPONENT_LIST: readonly ComponentModel[] = Object.values(COMPONENTS as Record<string, ComponentModel>).sort((a, b) => a.type - b.type);

/** Values between 1 and the highest type that no component has. */
export const UNASSIGNED_TYPE_VALUES: readonly number[] = (() => {
  const known = new Set(COMPONENT_LIST.map((c) => c.type));
  const highest = Math.max(...known);
  return Array.from({ length: highest }, (_, i) => i + 1).filter((t) => !known.has(t));
})();

/** The types that may stand in a place. */
export function typesIn(place: Place): ReadonlySet<number> {
  return new Set(COMPONENT_LIST.filter((c) => c.placement.includes(place)).map((c) => c.type));
}

/** A field of a component, by name; a test reads every use, so a renamed field fails at once. */
export function componentField(name: ComponentName, field: string): Field {
  const found = (COMPONENTS[name].fields as Fields)[field];
  if (!found) throw new Error(`cordlint model: ${name} has no field ${field}`);
  return found;
}
