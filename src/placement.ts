/**
 * What the placement rules share: which types may stand where, which surface a component belongs to,
 * and the words that tell a user where a misplaced component goes.
 *
 * Each wrong placement is reported once. A component of the wrong surface (a Button in a modal, a
 * Text Input in a message) is `component-surface`'s finding, and nothing inside it is judged again;
 * every other misplacement is the finding of the rule of the place it stands in (the V2 top level,
 * the modal top level, an Action Row, a Section, a Container, a Label). Unknown types are the
 * `schema` rule's.
 */
import { isKnownType, MESSAGE_ONLY_TYPES, MODAL_ONLY_TYPES, SELECT_TYPES } from './components.js';
import type { ComponentNode } from './engine/rule.js';
import type { Surface } from './payload/detect.js';
import { typesIn } from './discord/index.js';

/** Top level of a Components V2 message. */
export const V2_TOP_LEVEL_TYPES: ReadonlySet<number> = typesIn('v2-top');
/** Children of a Container: the V2 top level without Container itself. */
export const CONTAINER_CHILD_TYPES: ReadonlySet<number> = typesIn('container');
/** Top level of a modal (Action Row only in its deprecated Text Input form). */
export const MODAL_TOP_LEVEL_TYPES: ReadonlySet<number> = typesIn('modal-top');
export const SECTION_CHILD_TYPES: ReadonlySet<number> = typesIn('section');
export const SECTION_ACCESSORY_TYPES: ReadonlySet<number> = typesIn('section-accessory');

/** True when the component's type never appears on the surface it stands on. */
export function isWrongSurface(node: ComponentNode): boolean {
  return typeof node.type === 'number' && isWrongSurfaceType(node.type, node.surface);
}

/** True when components of this type never appear on this surface (a Button in a modal, a Text Input in a message). */
export function isWrongSurfaceType(type: number, surface: Surface): boolean {
  if (surface === 'modal') return MESSAGE_ONLY_TYPES.has(type);
  if (surface === 'message') return MODAL_ONLY_TYPES.has(type);
  return false;
}

/** True when an ancestor is of the wrong surface: its whole subtree is already reported. */
export function isInsideWrongSurface(node: ComponentNode): boolean {
  for (let up = node.parent; up; up = up.parent) if (isWrongSurface(up)) return true;
  return false;
}

/**
 * True when a placement rule should judge where this component stands: its type is known (unknown
 * ones are `schema`'s), and neither it nor an ancestor is on the wrong surface (`component-surface`'s).
 */
export function isJudgedPlacement(node: ComponentNode): node is ComponentNode & { type: number } {
  return isKnownType(node.type) && !isWrongSurface(node) && !isInsideWrongSurface(node);
}

/**
 * The surface a component is shown on. A component linted alone has none, but a Label or another
 * modal-only type around it (or itself) means a modal, and a message-only one means a message.
 */
export function inferredSurface(node: ComponentNode): Surface {
  if (node.surface !== 'none') return node.surface;
  for (let at: ComponentNode | undefined = node; at; at = at.parent) {
    if (typeof at.type !== 'number') continue;
    if (MODAL_ONLY_TYPES.has(at.type)) return 'modal';
    if (MESSAGE_ONLY_TYPES.has(at.type)) return 'message';
  }
  return 'none';
}

/** Where a component of this type belongs, as advice that ends a message: "Put it in an Action Row." */
export function placementHint(type: number, surface: Surface): string {
  if (SELECT_TYPES.has(type)) {
    if (surface === 'modal') return 'In a modal, wrap it in a Label (type 18).';
    if (surface === 'message') return 'Put it alone in an Action Row (type 1).';
    return 'In a message, put it alone in an Action Row (type 1); in a modal, wrap it in a Label (type 18).';
  }
  switch (type) {
    case 1:
      return 'Action Rows stand at the top level of a message, or inside a Container.';
    case 2:
      return 'Put it in an Action Row (type 1), or make it a Section’s accessory.';
    case 4:
    case 19:
    case 21:
    case 22:
    case 23:
      return 'Wrap it in a Label (type 18) at the top level of the modal.';
    case 9:
    case 12:
    case 13:
    case 14:
      return 'It stands at the top level of a Components V2 message, or inside a Container.';
    case 10:
      return surface === 'modal'
        ? 'In a modal, Text Displays stand at the top level.'
        : 'It stands at the top level of a message, inside a Container, or in a Section’s components.';
    case 11:
      return 'A Thumbnail is only ever a Section’s accessory; for an image of its own, use a Media Gallery (type 12).';
    case 17:
      return 'Containers stand at the top level of a Components V2 message and cannot be nested.';
    case 18:
      return 'Labels stand at the top level of a modal and cannot be nested.';
    default:
      return '';
  }
}
