/**
 * Component type values and the families the rules reason about.
 * Names follow discord-api-types' `ComponentType` enum so that users see the names they know.
 */
import type { ComponentType as DiscordComponentType } from 'discord-api-types/v10';

export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
  FileUpload: 19,
  RadioGroup: 21,
  CheckboxGroup: 22,
  Checkbox: 23,
} as const satisfies Record<string, DiscordComponentType>;

export type ComponentTypeName = keyof typeof ComponentType;
export type ComponentTypeValue = (typeof ComponentType)[ComponentTypeName];

const NAME_BY_VALUE = new Map<number, ComponentTypeName>(
  Object.entries(ComponentType).map(([name, value]) => [value, name as ComponentTypeName]),
);

/** `Button (2)` for every known type, built once: rules name components on every node they visit. */
const DESCRIPTION_BY_VALUE = new Map<number, string>([...NAME_BY_VALUE].map(([value, name]) => [value, `${spaced(name)} (${value})`]));

/** Human name of a type value, e.g. `Button (2)`; unknown values are shown as `type 20`. */
export function describeType(type: unknown): string {
  return (typeof type === 'number' ? DESCRIPTION_BY_VALUE.get(type) : undefined) ?? `type ${JSON.stringify(type)}`;
}

export function typeName(type: number): ComponentTypeName | undefined {
  return NAME_BY_VALUE.get(type);
}

export function isKnownType(type: unknown): type is ComponentTypeValue {
  return typeof type === 'number' && NAME_BY_VALUE.has(type);
}

function spaced(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** Values 15, 16 and 20 are not assigned a component in the interface. */
export const UNASSIGNED_TYPES: ReadonlySet<number> = new Set([15, 16, 20]);

export const SELECT_TYPES: ReadonlySet<number> = new Set([3, 5, 6, 7, 8]);
/** Selects whose options come from the server (they take `default_values`). */
export const AUTO_SELECT_TYPES: ReadonlySet<number> = new Set([5, 6, 7, 8]);

/** Types that exist only in Components V2 messages: rejected without the flag. */
export const V2_ONLY_TYPES: ReadonlySet<number> = new Set([9, 10, 11, 12, 13, 14, 17]);

/** Types used only in modals. */
export const MODAL_ONLY_TYPES: ReadonlySet<number> = new Set([4, 18, 19, 21, 22, 23]);
/** Types used only in messages. */
export const MESSAGE_ONLY_TYPES: ReadonlySet<number> = new Set([2, 9, 11, 12, 13, 14, 17]);

/** Components a Label may wrap. */
export const LABEL_CHILD_TYPES: ReadonlySet<number> = new Set([3, 4, 5, 6, 7, 8, 19, 21, 22, 23]);

export const MESSAGE_FLAGS = {
  SUPPRESS_EMBEDS: 1 << 2,
  EPHEMERAL: 1 << 6,
  SUPPRESS_NOTIFICATIONS: 1 << 12,
  IS_VOICE_MESSAGE: 1 << 13,
  IS_COMPONENTS_V2: 1 << 15,
} as const;
