/**
 * Component type values and the families the rules reason about.
 * Names follow discord-api-types' `ComponentType` enum so that users see the names they know.
 */
import type { ComponentType as DiscordComponentType } from 'discord-api-types/v10';
import { COMPONENT_LIST, COMPONENTS, UNASSIGNED_TYPE_VALUES, typesIn } from './discord/index.js';

const typesWhere = (test: (c: (typeof COMPONENT_LIST)[number]) => boolean): ReadonlySet<number> => new Set(COMPONENT_LIST.filter(test).map((c) => c.type));

/** By discord-api-types' name, read off the model (src/discord/components.ts). */
export const ComponentType = Object.fromEntries(Object.values(COMPONENTS).map((c) => [c.name, c.type])) as {
  readonly [Name in keyof typeof COMPONENTS]: (typeof COMPONENTS)[Name]['type'];
} satisfies Record<string, DiscordComponentType>;

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
export const UNASSIGNED_TYPES: ReadonlySet<number> = new Set(UNASSIGNED_TYPE_VALUES);

export const SELECT_TYPES: ReadonlySet<number> = typesWhere((c) => c.family !== undefined);
/** Selects whose options come from the server (they take `default_values`). */
export const AUTO_SELECT_TYPES: ReadonlySet<number> = typesWhere((c) => c.family === 'auto-select');

/** Types that exist only in Components V2 messages: rejected without the flag. */
export const V2_ONLY_TYPES: ReadonlySet<number> = typesWhere((c) => c.v2Only === true);

/** Types used only in modals. */
export const MODAL_ONLY_TYPES: ReadonlySet<number> = typesWhere((c) => c.surface === 'modal');
/** Types used only in messages. */
export const MESSAGE_ONLY_TYPES: ReadonlySet<number> = typesWhere((c) => c.surface === 'message');

/** Components a Label may wrap. */
export const LABEL_CHILD_TYPES: ReadonlySet<number> = typesIn('label');

export { MESSAGE_FLAGS } from './discord/index.js';
